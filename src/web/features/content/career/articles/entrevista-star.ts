import type { CareerArticle } from "../career-article-types.ts";

export const entrevistaStar: CareerArticle = {
  slug: "entrevista-por-competencias-metodo-star",
  topic: "busca-de-emprego",
  title: "Entrevista por competências: responda com o método STAR",
  summary:
    'Perguntas como "conte uma situação em que…" pedem exemplos reais. Veja como prepará-los com situação, tarefa, ação e resultado.',
  body: `
"Conte sobre uma vez em que você precisou lidar com um cliente insatisfeito." "Fale de um prazo que você não conseguiu cumprir e o que fez." Se você já ouviu perguntas assim, participou de uma entrevista por competências. Ela parte de uma ideia simples: a melhor pista de como alguém vai agir no futuro é o que essa pessoa já fez em situações parecidas. Por isso, o entrevistador não quer saber se você "se considera proativo"; quer ouvir um caso concreto em que a proatividade apareceu.

## O que é o método STAR

STAR é uma sigla em inglês para organizar a resposta em quatro partes. Em português, as letras correspondem a situação, tarefa, ação e resultado.

- **Situação (Situation):** o contexto, em uma ou duas frases. Onde você estava, qual era o cenário.
- **Tarefa (Task):** qual era a sua responsabilidade ou o desafio específico.
- **Ação (Action):** o que você fez, em primeira pessoa. É a parte mais importante e a que merece mais tempo.
- **Resultado (Result):** o que aconteceu depois, de preferência com algo mensurável, e o que você aprendeu.

Uma boa resposta dura de um minuto e meio a dois minutos e meio. Menos do que isso costuma soar vago; mais do que isso, o entrevistador perde o fio.

## Um exemplo completo

Pergunta: "Conte uma situação em que você precisou resolver um problema sob pressão."

**Situação:** "Eu trabalhava como assistente administrativo em uma clínica com três unidades. Numa sexta-feira, o sistema de agendamento saiu do ar às oito da manhã, com mais de sessenta pacientes marcados para o dia."

**Tarefa:** "Eu era responsável pela recepção da unidade central e precisava garantir que os atendimentos acontecessem sem que os pacientes esperassem horas."

**Ação:** "Imprimi a agenda do dia, que ainda estava no relatório enviado por e-mail na noite anterior, e montei uma lista em papel por médico. Liguei para as outras duas unidades e passei a mesma orientação. Organizei a recepção em duas filas, uma para quem tinha horário marcado e outra para encaixes, e anotei cada atendimento para lançar no sistema depois. Também avisei a equipe de TI com os detalhes do erro para acelerar o suporte."

**Resultado:** "Atendemos todos os pacientes do dia, com atraso médio de cerca de quinze minutos. Quando o sistema voltou, à tarde, lancei os registros em uma hora. Depois disso, propus que a agenda do dia seguinte fosse exportada automaticamente toda noite, e isso virou rotina nas três unidades."

Repare que a ação está na primeira pessoa e é detalhada, e que o resultado inclui uma consequência que durou. É exatamente isso que o entrevistador procura.

## Como preparar os seus exemplos

Você não precisa de um caso para cada pergunta possível. Prepare de seis a oito histórias que possam ser adaptadas. Um bom ponto de partida é reler a descrição da vaga e listar as competências pedidas. Para uma vaga de analista de atendimento, por exemplo: comunicação, resolução de problemas, trabalho em equipe, foco no cliente, organização e resiliência. Para cada uma, pense em uma situação real.

Perguntas que aparecem com frequência:

- Conte uma situação de conflito com um colega e como você resolveu.
- Fale de um erro que você cometeu e do que fez em seguida.
- Descreva um momento em que você precisou aprender algo novo rapidamente.
- Conte quando você tomou a iniciativa sem que ninguém pedisse.
- Fale de uma ocasião em que teve de lidar com várias prioridades ao mesmo tempo.
- Descreva uma situação em que você discordou de uma decisão do seu gestor.

Escreva cada história em tópicos, não em texto corrido, e ensaie em voz alta. Falar é diferente de pensar: ao ensaiar, você percebe onde se alonga e onde faltam detalhes.

## Se você tem pouca experiência profissional

Quem busca o primeiro emprego ou estágio também pode usar o método. Exemplos válidos vêm de trabalhos em grupo na faculdade, projetos voluntários, empresa júnior, atléticas, trabalho informal, cuidados com a família ou até de um curso que você concluiu enquanto trabalhava em outra área. O que importa é mostrar como você age: como organizou as tarefas do grupo, como lidou com o colega que não entregava, como conseguiu o dinheiro para o evento da turma.

## Erros comuns

1. **Falar no plural o tempo todo.** "Nós fizemos", "a equipe decidiu". O trabalho em equipe é valorizado, mas o entrevistador precisa saber qual foi a sua parte. Use "eu" na ação.
2. **Escolher um exemplo sem resultado.** Se a história termina em "e aí foi resolvido", falta o fecho. Mesmo quando o resultado não foi bom, conte o que você aprendeu e o que faria diferente.
3. **Inventar ou exagerar.** Entrevistadores experientes fazem perguntas de aprofundamento: "Quem mais estava envolvido?", "O que você faria diferente?". Histórias inventadas desmoronam nesses detalhes.
4. **Responder à pergunta sobre fraqueza com uma qualidade disfarçada.** "Sou perfeccionista" já virou clichê. Fale de um ponto real de melhoria e do que você está fazendo a respeito.
5. **Criticar ex-empregadores.** Mesmo que a situação tenha sido ruim, descreva os fatos com neutralidade e concentre-se no que você fez.

## Entrevistas gravadas e por vídeo

Muitas empresas brasileiras usam etapas em que você grava respostas em vídeo pela plataforma de recrutamento, com tempo limitado. O método STAR é ainda mais útil aqui, porque evita que você se perca. Antes de começar, teste a câmera e o microfone, escolha um lugar silencioso e olhe para a câmera, não para a própria imagem na tela. Se a plataforma permitir regravar, use a segunda chance para ajustar o ritmo, não para decorar um texto: respostas lidas soam artificiais.

## Feche bem a entrevista

No final, quase sempre há espaço para as suas perguntas. Tenha duas ou três prontas: como é um dia típico na função, quais são os desafios dos primeiros meses, como o desempenho é avaliado. Perguntas assim mostram interesse real e ajudam você a decidir se a vaga faz sentido. Depois, anote as perguntas que recebeu e como respondeu; a sua próxima entrevista começa nessa revisão.
`,
};
