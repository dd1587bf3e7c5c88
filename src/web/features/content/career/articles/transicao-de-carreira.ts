import type { CareerArticle } from "../career-article-types.ts";

export const transicaoDeCarreira: CareerArticle = {
  slug: "transicao-de-carreira-em-etapas",
  topic: "desenvolvimento-profissional",
  title: "Transição de carreira: um plano em etapas",
  summary:
    "Mudar de área não exige começar do zero. Mapeie o que você já sabe, teste a nova área antes de pular e conte a sua história com coerência.",
  body: `
Mudar de carreira é cada vez mais comum. Profissionais de vendas que migram para customer success, professores que vão para treinamento corporativo ou design instrucional, administradores que entram em tecnologia, enfermeiros que passam para gestão hospitalar. A mudança assusta porque parece que tudo o que você construiu fica para trás. Na prática, quase nunca é assim: boa parte das suas competências viaja com você. O que faz a transição dar certo é planejamento.

## Etapa 1: entenda o que você quer deixar e o que quer encontrar

Antes de escolher a nova área, seja específico sobre o que não funciona hoje. É a rotina? O salário? O ambiente? A falta de perspectiva? Às vezes o problema se resolve com uma mudança de empresa ou de função, sem trocar de carreira. Se a vontade de mudar persiste, liste o que você quer encontrar: tipo de trabalho, modelo (presencial, híbrido, remoto), faixa salarial aceitável durante a transição e o tipo de problema que gosta de resolver.

## Etapa 2: mapeie as competências transferíveis

Competências transferíveis são aquelas que servem em qualquer área: comunicação, negociação, gestão de projetos, análise de dados, atendimento, organização, liderança de equipe. Faça uma lista das suas, sempre com exemplos concretos. Uma professora, por exemplo, planeja conteúdo, fala em público, avalia desempenho, lida com pais e alunos em situações difíceis e adapta a explicação para públicos diferentes. Todas essas competências são valiosas em treinamento, atendimento, produto e comunicação.

Depois, compare a sua lista com as descrições de vagas da nova área. O que sobra é a lacuna que você precisa preencher.

## Etapa 3: converse com quem já está lá

Antes de investir em um curso caro, converse com três a cinco pessoas que trabalham na área desejada, de preferência algumas que também fizeram transição. Pergunte como é o dia a dia, o que é mais difícil, que conhecimentos são realmente exigidos na entrada e quais cursos valeram a pena. Essas conversas evitam decisões baseadas em uma imagem idealizada da profissão e ainda começam a construir a sua rede na nova área.

## Etapa 4: preencha a lacuna com aprendizado prático

Escolha formação que gere prova concreta de que você consegue fazer o trabalho. Dependendo da área, pode ser uma graduação tecnológica, uma pós-graduação, cursos livres ou certificações reconhecidas pelo mercado. Mais importante do que o diploma é o portfólio: projetos reais ou simulados que mostrem o seu trabalho. Quem migra para análise de dados pode publicar análises com bases públicas; quem vai para UX pode redesenhar um fluxo de um aplicativo conhecido, explicando as decisões; quem vai para marketing pode gerir as redes de um pequeno negócio do bairro.

## Etapa 5: teste antes de pular

Sempre que possível, experimente a nova área sem abandonar a atual: um projeto paralelo, trabalho voluntário, um freelance pequeno, uma vaga interna em outro departamento. Muitas transições bem-sucedidas acontecem dentro da própria empresa, porque você já conhece o negócio e as pessoas já conhecem o seu trabalho. Converse com o RH ou com o gestor da área de interesse sobre essa possibilidade.

## Etapa 6: planeje as finanças

É comum que a transição passe por um período de salário menor, especialmente se você entrar em um nível mais júnior. Calcule quanto tempo consegue se manter com uma renda reduzida e monte uma reserva antes de pedir demissão. Lembre-se de que, ao pedir demissão no regime CLT, você não saca o FGTS nem recebe a multa rescisória, e também não tem direito ao seguro-desemprego. Uma transição sem pressa financeira permite escolher melhor as oportunidades.

## Etapa 7: reescreva o currículo e o LinkedIn

O currículo de quem está em transição não deve ser uma lista cronológica que esconde o objetivo. Comece com um resumo profissional que conecte as duas pontas: "Profissional com 8 anos de experiência em vendas consultivas B2B, em transição para Customer Success, com certificação em gestão de sucesso do cliente e experiência em reduzir cancelamento de contas estratégicas." Nas experiências anteriores, destaque as tarefas e resultados mais próximos da nova área. Inclua uma seção de projetos e formação complementar. No LinkedIn, atualize o título para a função desejada, mencionando a transição sem esconder a trajetória.

O Vitae permite manter mais de um currículo salvo, o que ajuda a ter uma versão para a área atual e outra para a nova enquanto a mudança acontece.

## Etapa 8: conte a sua história com coerência

Na entrevista, a pergunta "Por que você está mudando de área?" é certa. Prepare uma resposta curta que mostre motivação positiva (o que atrai você na nova área, não apenas o que incomoda na antiga), o que você já fez para se preparar e como a sua experiência anterior será uma vantagem. Por exemplo: "Nos últimos anos, a parte do meu trabalho de que eu mais gostava era acompanhar os clientes depois da venda e resolver os problemas de uso. Fiz a certificação, participei de um projeto interno de retenção e quero trazer o meu conhecimento do ciclo de vendas para a área de sucesso do cliente."

## Paciência e consistência

Transições levam meses, às vezes mais de um ano. Defina metas intermediárias, como concluir um curso, terminar dois projetos de portfólio e fazer dez conversas com profissionais da área, e acompanhe o progresso. Cada etapa concluída deixa a mudança menos arriscada e mais concreta.
`,
};
