import type { CareerArticle } from "../career-article-types.ts";

export const trabalhoRemoto: CareerArticle = {
  slug: "trabalho-remoto-e-hibrido",
  topic: "tendencias-do-mercado",
  title: "Trabalho remoto e híbrido: como se candidatar e se destacar",
  summary:
    "O que a CLT diz sobre o teletrabalho, como avaliar uma vaga remota ou híbrida e quais hábitos fazem diferença longe do escritório.",
  body: `
O trabalho remoto deixou de ser exceção em muitas áreas. Tecnologia, atendimento, marketing, finanças, recursos humanos e educação oferecem hoje vagas totalmente remotas e, principalmente, modelos híbridos, em que parte da semana é no escritório. Ao mesmo tempo, várias empresas voltaram a exigir mais dias presenciais. Para quem procura emprego, isso significa entender bem cada proposta e se preparar para competir em um mercado que, no caso das vagas remotas, pode ser do país inteiro.

## O que a lei diz sobre teletrabalho

O teletrabalho entrou na CLT com a reforma trabalhista de 2017 e teve regras ajustadas em 2022. Alguns pontos práticos:

- O regime de teletrabalho ou de trabalho híbrido precisa constar no contrato de trabalho ou em aditivo.
- O contrato deve definir quem fornece e mantém os equipamentos e a infraestrutura, e como eventuais despesas são reembolsadas. Esses valores não integram o salário.
- Ir ao escritório de vez em quando para atividades específicas não descaracteriza o teletrabalho.
- A mudança do presencial para o teletrabalho depende de acordo entre as partes; o retorno ao presencial pode ser determinado pelo empregador, com um prazo de transição.

Além da lei, acordos e convenções coletivas da categoria podem trazer regras adicionais, como auxílio home office. Leia com atenção a proposta e o contrato.

## Como avaliar uma vaga remota ou híbrida

Nem toda vaga anunciada como remota é 100% remota. Antes de avançar, esclareça:

1. **Quantos dias presenciais são exigidos e onde.** Uma vaga "híbrida em São Paulo" pode exigir três dias por semana, o que muda tudo para quem mora longe.
2. **Se há restrição de estado ou fuso horário.** Algumas empresas contratam apenas em determinados estados, por questões de legislação local ou logística.
3. **Quem paga equipamentos, internet e energia.** Notebook fornecido pela empresa, auxílio mensal ou reembolso são práticas comuns, mas não universais.
4. **Como funcionam horários e reuniões.** Há horário fixo? Existe uma janela de horas em que todos precisam estar disponíveis?
5. **Como o desempenho é avaliado.** Empresas maduras em trabalho remoto avaliam entregas, não tempo online.

## Currículo e candidatura para vagas remotas

Se você já trabalhou remotamente, deixe isso explícito no currículo: "Analista de Suporte (remoto)". Destaque competências que mostram autonomia: organização do próprio tempo, comunicação escrita clara, uso de ferramentas colaborativas (videoconferência, gestores de tarefas, documentos compartilhados) e experiência com equipes distribuídas. Um resultado como "coordenei a implantação do novo sistema com equipes em quatro cidades, apenas com reuniões online" vale ouro.

Nas vagas remotas, a concorrência costuma ser maior, porque candidatos de todo o país podem se inscrever. Isso torna ainda mais importante adaptar o currículo às palavras-chave da vaga e responder com cuidado às perguntas da plataforma de recrutamento.

## A entrevista por vídeo

Boa parte dos processos para vagas remotas é feita inteiramente online. Trate a entrevista por vídeo como uma entrevista presencial:

- Teste a conexão, a câmera e o microfone com antecedência, na mesma plataforma que será usada.
- Escolha um fundo neutro e luz de frente. Fones de ouvido com microfone reduzem eco.
- Deixe o celular no silencioso e feche notificações do computador.
- Olhe para a câmera quando estiver falando; isso transmite a sensação de contato visual.
- Tenha um plano B: o telefone do recrutador anotado, caso a conexão caia.

## Hábitos que fazem diferença no dia a dia remoto

Trabalhar de casa exige disciplina e comunicação. Quem se destaca costuma:

- **Comunicar proativamente.** Atualizar o status das tarefas sem esperar ser cobrado e avisar cedo quando algo vai atrasar.
- **Escrever bem.** Em times remotos, boa parte do trabalho acontece por escrito. Mensagens objetivas, com contexto e a pergunta clara, economizam reuniões.
- **Separar trabalho e vida pessoal.** Um espaço definido, horários de início e fim e pausas reais ajudam a evitar o esgotamento.
- **Manter relações.** Conversas informais, cafés virtuais e encontros presenciais, quando houver, mantêm os laços com a equipe e dão visibilidade ao seu trabalho.

## O modelo híbrido: aproveite os dias presenciais

No modelo híbrido, os dias no escritório valem mais quando são usados para o que é difícil fazer à distância: alinhamentos complexos, sessões de criação, conversas de feedback, integração de pessoas novas e relacionamento com outras áreas. Deixe as tarefas de concentração para os dias em casa. Essa organização mostra maturidade e torna o modelo bom para você e para a empresa.

## Para onde o mercado está indo

O equilíbrio entre presencial e remoto continua mudando, e varia muito por setor e por empresa. Em geral, funções que dependem de presença física seguem presenciais, enquanto funções baseadas em conhecimento tendem a manter alguma flexibilidade. Para quem busca emprego, a melhor estratégia é não depender de um único modelo: prepare-se para se destacar tanto no escritório quanto à distância e escolha as vagas pelo conjunto da proposta, não apenas pelo local de trabalho.
`,
};
