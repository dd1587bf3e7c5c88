import type { Experience } from "./resume/experience.ts";
import type { ResumeData } from "./resume/resume-data.ts";
import { samplePerson } from "./sample-person.ts";

/*
 * A fictional person (every company and school here is invented) used as improve mode's starting point and
 * in the template thumbnails. Texts are written the way a good Brazilian resume reads: results with numbers,
 * one achievement per line.
 */

const atual: Experience = {
  empresa: "Nuvem Azul Cosméticos",
  cargo: "Coordenadora de Marketing Digital",
  dataInicio: "2021-08",
  dataFim: "",
  atual: true,
  descricao: [
    "Lidero uma equipe de seis pessoas em mídia paga, SEO, CRM e conteúdo do e-commerce da marca.",
    "- Reestruturei as campanhas de Google Ads e Meta Ads e reduzi o custo por aquisição em 32% em um ano.",
    "- Implantei a régua de relacionamento por e-mail e WhatsApp, hoje 18% da receita on-line.",
    "- Migrei o site para uma nova plataforma de e-commerce sem perda de tráfego orgânico.",
  ].join("\n"),
};

const ipe: Experience = {
  empresa: "Grupo Ipê Varejo",
  cargo: "Analista de Marketing Digital Sênior",
  dataInicio: "2018-03",
  dataFim: "2021-07",
  atual: false,
  descricao: [
    "Responsável pela aquisição de clientes das 42 lojas da rede e do aplicativo de fidelidade.",
    "- Criei painéis no Power BI que reduziram o fechamento mensal de três dias para duas horas.",
    "- Coordenei a Black Friday de 2020, recorde de vendas digitais da empresa (+67% sobre 2019).",
    "- Aumentei em 45% os downloads do aplicativo com campanhas de instalação e influenciadores.",
  ].join("\n"),
};

const conecta: Experience = {
  empresa: "Conecta Seguros",
  cargo: "Analista de Marketing Digital Pleno",
  dataInicio: "2015-05",
  dataFim: "2018-02",
  atual: false,
  descricao: [
    "Campanhas de geração de leads para seguros de automóvel e residência.",
    "- Elevei a conversão das páginas de cotação de 2,1% para 3,8% com testes A/B contínuos.",
    "- Organizei a base de 300 mil contatos no RD Station, segmentada por perfil e momento de compra.",
  ].join("\n"),
};

export const sampleResume: ResumeData = {
  nome: samplePerson.nome,
  email: samplePerson.email,
  telefone: samplePerson.telefone,
  cidade: samplePerson.cidade,
  estado: samplePerson.estado,
  linkedin: "linkedin.com/in/camila-ferreira-lima",
  sitePortfolio: "",
  cargo: "Coordenadora de Marketing Digital",
  resumo:
    "Profissional de marketing digital com mais de dez anos de experiência em varejo, cosméticos e serviços " +
    "financeiros. Especialista em mídia de performance, CRM e análise de dados, com histórico de reduzir " +
    "custos de aquisição e aumentar a receita on-line de forma sustentável. Gosto de formar equipes " +
    "autônomas e de transformar números em decisões claras para a diretoria.",
  experiencias: [atual, ipe, conecta],
  formacoes: samplePerson.formacoes,
  hardSkills: samplePerson.hardSkills,
  softSkills: samplePerson.softSkills,
  templateId: "moderno",
  idioma: "pt",
  estilo: {},
  foto: "",
};

const earlierJobs: Experience[] = [
  {
    empresa: "Agência Maré Comunicação",
    cargo: "Analista de Mídia Júnior",
    dataInicio: "2013-02",
    dataFim: "2015-04",
    atual: false,
    descricao: [
      "Planejamento e compra de mídia on-line para clientes de alimentação, educação e turismo.",
      "- Acompanhei verbas mensais de até R$ 400 mil, com relatórios semanais de desempenho para cada cliente.",
      "- Montei o primeiro modelo de atribuição da agência, adotado depois em todas as contas de performance.",
      "- Treinei quatro estagiários nas ferramentas de mídia e na rotina de otimização diária das campanhas.",
      "- Participei da conquista de três novas contas em concorrência, preparando diagnósticos e projeções.",
    ].join("\n"),
  },
  {
    empresa: "Laticínios Serra Verde",
    cargo: "Assistente de Marketing",
    dataInicio: "2011-09",
    dataFim: "2013-01",
    atual: false,
    descricao: [
      "Apoio ao time de trade e comunicação de uma indústria de laticínios com distribuição em cinco estados.",
      "- Organizei a presença da marca em feiras do setor, com controle de orçamento, fornecedores e materiais.",
      "- Produzi o informativo mensal para a rede de distribuidores e revisei as embalagens da linha infantil.",
      "- Criei as primeiras páginas da empresa nas redes sociais, que chegaram a 25 mil seguidores no primeiro ano.",
    ].join("\n"),
  },
  {
    empresa: "Editora Horizonte",
    cargo: "Estagiária de Comunicação",
    dataInicio: "2010-03",
    dataFim: "2011-08",
    atual: false,
    descricao: [
      "Estágio na área de divulgação de livros didáticos e de literatura infantojuvenil.",
      "- Redigi textos para catálogos, site e newsletter enviada a 12 mil professores.",
      "- Apoiei a organização de lançamentos em livrarias e da participação na Bienal do Livro.",
    ].join("\n"),
  },
];

const parallelWork: Experience[] = [
  {
    empresa: "Escola Paulista de Negócios",
    cargo: "Professora Convidada de Marketing de Performance",
    dataInicio: "2023-02",
    dataFim: "",
    atual: true,
    descricao: [
      "Ministro a disciplina de mídia de performance em turmas de pós-graduação, aos sábados.",
      "- Desenvolvi o conteúdo de 24 horas-aula com estudos de caso reais de varejo e serviços.",
      "- Avaliação média de 4,8 em 5 nas pesquisas de satisfação das três últimas turmas.",
    ].join("\n"),
  },
  {
    empresa: "Associação Ler é Crescer",
    cargo: "Voluntária de Comunicação",
    dataInicio: "2016-01",
    dataFim: "2017-12",
    atual: false,
    descricao: [
      "Trabalho voluntário em uma ONG de incentivo à leitura na zona leste de São Paulo.",
      "- Planejei a campanha de doação de livros que arrecadou 8 mil exemplares para 20 bibliotecas comunitárias.",
      "- Reformulei o site e as redes sociais da associação, dobrando o número de voluntários cadastrados.",
    ].join("\n"),
  },
];

const moreDetail: Record<string, string> = {
  "Nuvem Azul Cosméticos": [
    "- Negociei com agências e fornecedores de tecnologia uma economia anual de R$ 600 mil em contratos.",
    "- Criei o programa de conteúdo com especialistas em dermatologia, que levou o blog a 1,2 milhão de visitas por mês.",
    "- Apresento mensalmente à diretoria os resultados de marketing, com metas de receita, margem e retenção.",
  ].join("\n"),
  "Grupo Ipê Varejo": [
    "- Integrei os dados das lojas físicas e do e-commerce para campanhas de remarketing com base no histórico de compras.",
    "- Estruturei o calendário promocional anual junto às áreas comercial e de compras.",
  ].join("\n"),
  "Conecta Seguros":
    "- Representei o marketing no projeto de novo site institucional, entregue dentro do prazo e do orçamento.",
};

/** The same person with a long career and detailed descriptions: enough for two to three A4 pages. */
export const longSampleResume: ResumeData = {
  ...sampleResume,
  resumo:
    `${sampleResume.resumo} Nos últimos anos, dediquei-me também à formação de novos profissionais como ` +
    "professora convidada e a projetos voluntários de comunicação para o terceiro setor.",
  experiencias: [
    ...[atual, ...parallelWork.slice(0, 1), ipe, ...parallelWork.slice(1), conecta].map((job) => {
      const extra = moreDetail[job.empresa];
      return extra ? { ...job, descricao: `${job.descricao}\n${extra}` } : job;
    }),
    ...earlierJobs,
  ],
};
