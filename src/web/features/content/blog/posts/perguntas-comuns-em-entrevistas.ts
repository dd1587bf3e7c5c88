export const perguntasComunsEmEntrevistas = `
Cada entrevista é diferente, mas algumas perguntas aparecem em quase todas. A vantagem é que dá para se preparar para elas com antecedência. Preparar não é decorar um texto: é pensar no que você quer comunicar e separar exemplos reais que sustentem a sua resposta. Veja as perguntas mais comuns e como abordá-las.

## "Fale um pouco sobre você"

É quase sempre a primeira pergunta, e muita gente começa pela infância ou pela vida pessoal. O entrevistador quer um resumo profissional falado, de um a dois minutos. Uma estrutura que funciona é presente, passado e futuro: o que você faz hoje, o que fez antes que se relaciona com a vaga e por que esta oportunidade faz sentido agora.

Exemplo: "Hoje sou analista de atendimento em uma empresa de telecomunicações, onde cuido dos casos mais complexos do segundo nível de suporte. Antes, trabalhei três anos no atendimento presencial de uma loja, o que me deu muita prática em lidar com clientes insatisfeitos. Estou buscando uma vaga de customer success porque quero acompanhar o cliente de forma mais próxima e preventiva, e vi que vocês estão estruturando essa área."

## "Por que você quer trabalhar aqui?"

Essa pergunta separa quem pesquisou a empresa de quem está enviando currículos para qualquer vaga. Antes da entrevista, veja o site da empresa, as redes sociais, notícias recentes e o perfil de quem trabalha lá no LinkedIn. Na resposta, conecte algo específico da empresa com o seu objetivo: um produto, um valor, um momento de expansão, um projeto que você admira. Evite respostas que falam só de você, como "porque é uma empresa grande e estável".

## "Quais são os seus pontos fortes?"

Escolha dois ou três pontos fortes que sejam relevantes para a vaga e prove cada um com um exemplo curto. Dizer "sou organizado" não basta; dizer "sou organizado: no meu último emprego, criei o controle de prazos da equipe jurídica, e desde então não perdemos nenhum prazo processual" convence.

## "E os pontos a desenvolver?"

Fuja das falsas fraquezas ("sou perfeccionista", "trabalho demais"). Escolha um ponto real, que não seja essencial para a vaga, e mostre o que você está fazendo a respeito. Exemplo: "Falar em público sempre foi difícil para mim. No último ano, me ofereci para apresentar os resultados mensais da área e fiz um curso de oratória. Ainda fico nervoso, mas hoje as apresentações são bem avaliadas."

## "Conte uma situação em que…"

Perguntas que pedem exemplos de comportamento, como resolver um conflito, lidar com pressão ou cometer um erro, são típicas da entrevista por competências. Responda com o método STAR: a situação, a tarefa que cabia a você, as ações que você tomou e o resultado. Tenha de seis a oito histórias preparadas para adaptar às perguntas.

## "Por que você saiu (ou quer sair) do emprego atual?"

Seja honesto e positivo. Fale do que você busca, não só do que está deixando para trás. Se você foi desligado, diga com naturalidade: "Houve uma reestruturação e a minha área foi reduzida". Nunca fale mal do ex-empregador ou do ex-chefe; mesmo que você tenha razão, o entrevistador vai se perguntar como você falaria da empresa dele no futuro.

## "Onde você se vê daqui a cinco anos?"

O entrevistador quer saber se os seus objetivos combinam com o que a empresa pode oferecer e se você pensa na própria carreira. Responda com uma direção, não com um cargo exato: "Quero ter me aprofundado em planejamento financeiro e estar em posição de liderar projetos da área. Vejo que aqui existem trilhas de desenvolvimento nesse sentido."

## "Qual é a sua pretensão salarial?"

Pesquise antes a faixa de mercado para a função, o nível e a região. Responda com uma faixa realista e mencione que o pacote de benefícios conta. Se a vaga for PJ, lembre-se de que o valor precisa cobrir impostos, férias e benefícios que o regime CLT garantiria. Se ainda não se sentir seguro, pergunte qual é a faixa prevista para a posição antes de dizer um número.

## "Você tem alguma pergunta?"

Sempre tenha. É a sua chance de mostrar interesse e de avaliar a empresa. Boas perguntas: "Como é um dia típico nessa função?", "Quais são os principais desafios dos primeiros meses?", "Como a equipe está organizada?", "Quais são as próximas etapas do processo?". Deixe para depois da proposta as perguntas sobre detalhes de benefícios.

## Como treinar

Escreva tópicos para cada resposta, não um texto corrido, e ensaie em voz alta, de preferência com alguém que faça as perguntas. Grave uma resposta no celular e assista: você vai perceber vícios de linguagem e respostas longas demais. Por fim, releia o seu currículo antes da entrevista; tudo o que está nele pode virar pergunta.
`;
