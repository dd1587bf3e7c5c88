/** A sample cover letter: its tab, when to use it, and the letter as plain text (what 'Copiar modelo' copies). */
export type CoverLetter = { id: string; label: string; title: string; whenToUse: string; content: string };

export const coverLetters: readonly CoverLetter[] = [
  {
    id: "primeiro-emprego",
    label: "Primeiro emprego",
    title: "Carta para primeiro emprego ou estágio",
    whenToUse:
      "Para quem ainda não tem experiência formal: a carta mostra motivação, o que você já fez nos estudos e em projetos, e por que escolheu aquela empresa.",
    content: `São Paulo, 10 de novembro de 2026

Prezada equipe de recrutamento da Distribuidora Horizonte,

Meu nome é Beatriz Lima, estou no 3º semestre de Administração na Faculdade Metropolitana e gostaria de me candidatar à vaga de estágio em Compras divulgada no site de vocês.

Acompanho a Distribuidora Horizonte desde que estudei o caso da expansão de vocês para o interior em uma disciplina de logística. A forma como a empresa organizou a rede de fornecedores regionais me fez querer aprender compras na prática justamente aí.

Ainda não tive um emprego formal, mas tenho experiências que se relacionam com a vaga. Há dois anos ajudo na papelaria da minha família, onde organizei o controle de estoque em planilha e passei a cotar preços com três fornecedores antes de cada pedido, o que reduziu as compras de emergência. Na faculdade, fui tesoureira da comissão de formatura e negociei o contrato do buffet, conseguindo um desconto para a turma. Tenho Excel intermediário, com tabelas dinâmicas e PROCV, e inglês básico para leitura.

Sou organizada, gosto de números e aprendo rápido. Tenho disponibilidade para estagiar seis horas por dia, no período da manhã, e moro a 20 minutos do centro de distribuição de vocês.

Anexo meu currículo e fico à disposição para uma conversa. Obrigada pela atenção.

Atenciosamente,
Beatriz Lima
(11) 90000-1234
beatriz.lima@example.com`,
  },
  {
    id: "transicao-de-carreira",
    label: "Transição de carreira",
    title: "Carta para transição de carreira",
    whenToUse:
      "Para quem está mudando de área: a carta explica a mudança, liga a experiência anterior à nova função e mostra o que você já fez para se preparar.",
    content: `Belo Horizonte, 10 de novembro de 2026

Olá, Ricardo,

Sou Marcos Teixeira e escrevo para me candidatar à vaga de Analista de Customer Success da Plataforma Lumen. Depois de oito anos em vendas consultivas de software para clínicas, estou em transição para a área de sucesso do cliente, e a vaga de vocês reúne exatamente o que busco.

Nos últimos anos, a parte do meu trabalho de que eu mais gostava era o que acontecia depois da venda: acompanhar a implantação, entender por que um cliente não usava um recurso e ajudá-lo a tirar resultado do sistema. Na Sistemas Vértice, passei a cuidar voluntariamente das 30 contas que eu mesmo havia vendido e, em um ano, nenhuma delas cancelou o contrato. Esse resultado levou a empresa a criar um programa de acompanhamento pós-venda, que ajudei a desenhar.

Para me preparar para a mudança, concluí uma certificação em gestão de sucesso do cliente, estudei métricas como churn, NPS e health score e montei um playbook de onboarding para pequenas clínicas, que está no meu portfólio. Trago da área comercial algo que considero valioso em customer success: conheço as expectativas que o cliente tem no momento da compra e sei como transformar essas expectativas em resultado.

Conheço a Plataforma Lumen pelos clientes que atendi, que elogiavam o suporte de vocês, e gostaria de contribuir para que essa experiência continue sendo um diferencial à medida que a base cresce.

Anexo meu currículo e o link do portfólio. Terei prazer em conversar sobre como posso ajudar a equipe.

Um abraço,
Marcos Teixeira
(31) 90000-5678
marcos.teixeira@example.com
linkedin.com/in/marcos-teixeira-exemplo`,
  },
  {
    id: "profissional-experiente",
    label: "Profissional experiente",
    title: "Carta para profissional experiente",
    whenToUse:
      "Para quem tem vários anos de carreira: a carta seleciona dois ou três resultados que mais importam para a vaga e mostra o que você propõe fazer.",
    content: `Curitiba, 10 de novembro de 2026

Prezada Sra. Luciana Campos,

Com 12 anos de experiência em controladoria e planejamento financeiro na indústria, gostaria de me candidatar à posição de Gerente de Planejamento Financeiro das Indústrias Boa Safra, divulgada no LinkedIn.

Nos últimos cinco anos, como coordenadora de controladoria na Alimentos Serra Verde, liderei uma equipe de seis analistas e fui responsável pelo orçamento anual e pelas projeções de resultado de três fábricas. Três resultados me parecem especialmente relevantes para o momento de vocês:

- Reestruturei o processo de fechamento contábil, que passou de dez para cinco dias úteis, com relatórios gerenciais entregues à diretoria na primeira semana do mês.
- Implantei o orçamento base zero nas áreas administrativas, o que revelou despesas recorrentes sem uso e permitiu redirecionar recursos para manutenção das linhas de produção.
- Conduzi, com a área de TI, a migração do planejamento para um novo sistema integrado, incluindo o treinamento de 40 usuários.

Li sobre a construção da nova unidade de vocês em Ponta Grossa. Um projeto desse porte exige um planejamento financeiro capaz de acompanhar investimentos, capital de giro e o início da operação ao mesmo tempo, e é exatamente esse tipo de desafio que me motiva.

Seria um prazer conversar sobre como a minha experiência pode apoiar a equipe financeira nessa fase. Meu currículo segue anexo.

Atenciosamente,
Fernanda Rocha
(41) 90000-9012
fernanda.rocha@example.com`,
  },
];

/** The five tips under the letters. */
export const coverLetterTips: readonly { title: string; text: string }[] = [
  {
    title: "Escreva para uma vaga e uma empresa",
    text: "Cite a vaga, a empresa e um motivo concreto para querer trabalhar lá. Uma carta que serviria para qualquer empresa não convence nenhuma.",
  },
  {
    title: "Não repita o currículo",
    text: "Escolha dois ou três fatos do seu histórico que mais se ligam à vaga e conte-os com resultados. O restante o recrutador encontra no currículo.",
  },
  {
    title: "Seja breve",
    text: "De três a cinco parágrafos curtos, nunca mais de uma página. No corpo de um e-mail ou no campo da plataforma de recrutamento, seja ainda mais direto.",
  },
  {
    title: "Use o nome certo",
    text: "Se souber quem conduz a seleção, escreva para essa pessoa. Confira a grafia do nome da pessoa e da empresa: um erro aqui pesa muito.",
  },
  {
    title: "Revise e adapte cada modelo",
    text: "Troque nomes, empresa, datas e resultados pelos seus, leia em voz alta e peça para alguém revisar. Um modelo é ponto de partida, não a carta pronta.",
  },
];
