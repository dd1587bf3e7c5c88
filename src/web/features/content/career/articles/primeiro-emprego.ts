import type { CareerArticle } from "../career-article-types.ts";

export const primeiroEmprego: CareerArticle = {
  slug: "primeiro-emprego-estagio-e-jovem-aprendiz",
  topic: "busca-de-emprego",
  title: "Primeiro emprego: estágio, Jovem Aprendiz e trainee",
  summary:
    "Entenda as diferenças entre os caminhos de entrada no mercado e como montar um currículo forte mesmo sem experiência formal.",
  body: `
Conseguir o primeiro emprego parece um paradoxo: as vagas pedem experiência, e a experiência só vem com uma vaga. A boa notícia é que existem portas de entrada pensadas justamente para quem está começando, e cada uma tem regras próprias. Conhecer essas regras ajuda a escolher onde se candidatar e a mostrar, no currículo e na entrevista, que você está pronto para aprender.

## Jovem Aprendiz

O programa de aprendizagem é regido pela Lei da Aprendizagem (Lei 10.097/2000) e pela CLT. Ele é voltado a jovens de 14 a 24 anos (sem limite de idade para pessoas com deficiência) e combina trabalho na empresa com um curso de formação profissional, oferecido por instituições como as do Sistema S (Senai, Senac e outras) ou entidades qualificadas. O contrato tem carteira assinada, prazo determinado de até dois anos, salário e jornada reduzida, para que o aprendiz consiga estudar.

Empresas de médio e grande porte são obrigadas por lei a contratar aprendizes em uma proporção do seu quadro, o que gera muitas vagas todos os anos. Para participar, em geral é preciso estar matriculado ou ter concluído o ensino fundamental ou médio. As inscrições costumam ser feitas diretamente no site da empresa, nas plataformas de recrutamento ou pelas instituições formadoras.

## Estágio

O estágio é regulado pela Lei do Estágio (Lei 11.788/2008) e é um ato educativo: não é emprego com carteira assinada, mas um contrato entre você, a empresa e a instituição de ensino (o termo de compromisso). Alguns pontos que todo estudante deveria conhecer:

- A jornada máxima é de 6 horas diárias e 30 semanais para estudantes do ensino superior e do ensino médio regular.
- No estágio não obrigatório, a bolsa e o auxílio-transporte são obrigatórios.
- Depois de um ano de estágio, você tem direito a 30 dias de recesso, remunerado quando há bolsa; em períodos menores, o recesso é proporcional.
- O estágio na mesma empresa pode durar no máximo dois anos, exceto para pessoas com deficiência.
- As atividades precisam ter relação com o curso e você deve ter um supervisor na empresa.

Muitas vagas de estágio são divulgadas por agentes de integração, como o CIEE, e por plataformas de recrutamento. Grandes empresas abrem programas de estágio com calendário anual, quase sempre no segundo semestre, com etapas de testes online, dinâmicas de grupo e entrevistas.

## Programas de trainee

Os programas de trainee são destinados a recém-formados, geralmente com até dois ou três anos de conclusão da graduação, e preparam profissionais para posições de liderança ou de especialista. Em geral, são contratos CLT, com salário acima da média das vagas de entrada e rodízio por diferentes áreas da empresa. A concorrência é alta e os processos são longos: inscrição, testes de raciocínio e de inglês, vídeo de apresentação, dinâmica em grupo, painel com gestores e entrevista final. Comece a se preparar no último ano da faculdade, acompanhando os calendários das empresas que você admira.

## O currículo de quem não tem experiência formal

Sem experiência registrada, o currículo precisa mostrar potencial. Organize-o nesta ordem:

1. **Dados de contato:** nome, cidade, telefone, e-mail e LinkedIn. Não é preciso incluir documentos, foto ou estado civil.
2. **Objetivo ou resumo:** uma ou duas frases dizendo que vaga você busca e o que oferece. Exemplo: "Estudante do 3º semestre de Administração, em busca de estágio em finanças, com domínio de Excel intermediário e experiência em organização de eventos acadêmicos."
3. **Formação:** curso, instituição, semestre atual e previsão de conclusão. Mencione o TCC ou projetos relevantes.
4. **Experiências e projetos:** empresa júnior, iniciação científica, monitoria, trabalho voluntário, organização de eventos, trabalhos informais (vender produtos, ajudar no comércio da família, dar aulas particulares). Descreva o que você fez e o resultado, como faria com um emprego.
5. **Cursos e certificados:** priorize os que têm relação com a vaga. Cursos gratuitos de instituições reconhecidas também contam.
6. **Habilidades e idiomas:** seja honesto sobre o nível. "Inglês intermediário (leitura e escrita)" é mais útil do que "inglês fluente" que não resiste a uma conversa.

Uma página é suficiente. O Vitae tem um modelo Recém-Formado pensado para essa situação, com destaque para formação e projetos.

## Como se destacar nas etapas

Nos testes online, o tempo costuma ser curto: faça simulados de raciocínio lógico e interpretação de texto antes. Nas dinâmicas de grupo, os avaliadores observam como você escuta, propõe e ajuda o grupo a chegar a uma conclusão; falar muito não é o mesmo que contribuir. Nas entrevistas, use exemplos da faculdade ou de projetos pessoais para mostrar competências como organização e trabalho em equipe (o método STAR ajuda a estruturar essas respostas).

Pesquise a empresa antes: o que ela vende, quem são os clientes, notícias recentes. Uma frase como "Vi que vocês abriram um centro de distribuição no Nordeste no ano passado; imagino que a área de logística esteja crescendo" mostra interesse genuíno.

## Cuidado com golpes

Desconfie de vagas que pedem pagamento para participar do processo, compra de kit, curso obrigatório pago ou envio de documentos por aplicativo de mensagem antes de qualquer entrevista. Processos legítimos não cobram do candidato. Confira se a empresa existe, se o e-mail do recrutador é do domínio da empresa e, se tiver dúvida, procure a vaga no site oficial.

## Persistência com método

É normal receber muitas respostas negativas ou nenhuma resposta no começo. Acompanhe as suas candidaturas em uma planilha, peça retorno quando participar de entrevistas e ajuste o currículo com o que aprender. Cada processo é treino para o próximo, e a primeira vaga costuma chegar quando a preparação encontra a oportunidade certa.
`,
};
