import type { ResumeExample } from "../example-types.ts";

export const ADMINISTRACAO: ResumeExample[] = [
  {
    id: "assistente-administrativo-junior",
    role: "Assistente Administrativo",
    level: "junior",
    person: "Juliana Ferreira",
    city: "Goiânia, GO",
    summary:
      "Assistente administrativa com dois anos de experiência em rotinas de escritório, contas a pagar e atendimento a fornecedores. Organizada, com bom domínio de Excel e vontade de crescer na área financeira.",
    experiences: [
      {
        role: "Assistente Administrativa",
        company: "Construtora Cerrado Forte",
        period: "mar/2023 – atual",
        achievements: [
          "Lanço cerca de 300 notas fiscais por mês no ERP e confiro os pagamentos com o financeiro.",
          "Criei uma planilha de controle de contratos com alertas de vencimento, que acabou com renovações perdidas.",
          "Atendo fornecedores e organizo a agenda de reuniões da diretoria.",
        ],
      },
      {
        role: "Jovem Aprendiz – Administrativo",
        company: "Supermercados Bom Preço Goiano",
        period: "fev/2021 – jan/2023",
        achievements: [
          "Apoiei o setor de RH no arquivo de documentos e no controle de ponto de 80 colaboradores.",
        ],
      },
    ],
    education: ["Tecnólogo em Gestão Financeira – em andamento (conclusão em 2026)"],
    skills: [
      "Excel (PROCV e tabela dinâmica)",
      "Contas a pagar",
      "Emissão e conferência de notas fiscais",
      "Pacote Office",
      "Organização",
      "Comunicação",
    ],
  },
  {
    id: "analista-financeiro-pleno",
    role: "Analista Financeiro",
    level: "pleno",
    person: "Rodrigo Almeida",
    city: "Porto Alegre, RS",
    summary:
      "Analista financeiro com cinco anos de experiência em planejamento, fluxo de caixa e análise de custos na indústria. Uno rigor nos números a relatórios simples de entender para gestores de outras áreas.",
    experiences: [
      {
        role: "Analista Financeiro Pleno",
        company: "Metalúrgica Guaíba",
        period: "jul/2021 – atual",
        achievements: [
          "Conduzo o orçamento anual de 14 centros de custo e o acompanhamento mensal de realizado contra orçado.",
          "Montei o fluxo de caixa projetado de 13 semanas, usado pela diretoria para negociar prazos com bancos.",
          "Identifiquei R$ 420 mil por ano em despesas duplicadas de frete e manutenção.",
        ],
      },
      {
        role: "Analista Financeiro Júnior",
        company: "Distribuidora Pampa",
        period: "jan/2019 – jun/2021",
        achievements: [
          "Fiz conciliações bancárias diárias e reduzi o prazo de fechamento mensal de 8 para 5 dias úteis.",
        ],
      },
    ],
    education: [
      "Bacharelado em Ciências Contábeis – Universidade Federal do Rio Grande do Sul (2018)",
      "Especialização em Finanças Corporativas – em andamento",
    ],
    skills: [
      "Planejamento financeiro (FP&A)",
      "Fluxo de caixa",
      "SAP",
      "Excel avançado",
      "Power BI",
      "Análise de custos",
      "Visão de negócio",
    ],
  },
  {
    id: "coordenadora-de-recursos-humanos-senior",
    role: "Coordenadora de Recursos Humanos",
    level: "senior",
    person: "Cláudia Menezes",
    city: "Fortaleza, CE",
    summary:
      "Profissional de RH com nove anos de experiência em recrutamento, departamento pessoal e desenvolvimento de pessoas em empresas de serviços. Coordeno equipes e projetos que reduzem rotatividade e aproximam o RH das lideranças.",
    experiences: [
      {
        role: "Coordenadora de Recursos Humanos",
        company: "Grupo Atlântico Serviços",
        period: "ago/2020 – atual",
        achievements: [
          "Coordeno equipe de 6 pessoas responsável por 1.100 colaboradores em regime CLT.",
          "Implantei a Gupy no recrutamento; o tempo médio de contratação caiu de 38 para 21 dias.",
          "Criei o programa de integração e reduzi a rotatividade nos primeiros 90 dias de 24% para 13%.",
        ],
      },
      {
        role: "Analista de Recursos Humanos",
        company: "Hospital Dia Nordeste",
        period: "mar/2015 – jul/2020",
        achievements: [
          "Conduzi processos seletivos de ponta a ponta para áreas assistenciais e administrativas.",
          "Acompanhei a folha de pagamento e as obrigações do eSocial em parceria com a contabilidade.",
        ],
      },
    ],
    education: [
      "Bacharelado em Psicologia – Universidade Federal do Ceará (2014)",
      "MBA em Gestão de Pessoas – Universidade de Fortaleza (2018)",
    ],
    skills: [
      "Recrutamento e seleção",
      "Gupy",
      "Legislação trabalhista (CLT)",
      "eSocial",
      "Treinamento e desenvolvimento",
      "Liderança",
      "Mediação de conflitos",
    ],
  },
  {
    id: "gerente-administrativo-financeiro-senior",
    role: "Gerente Administrativo-Financeiro",
    level: "senior",
    person: "Fernando Castro",
    city: "Brasília, DF",
    summary:
      "Gestor administrativo-financeiro com quinze anos de experiência em empresas de médio porte, com foco em controladoria, compras e processos. Experiência em reestruturação de custos e implantação de ERP.",
    experiences: [
      {
        role: "Gerente Administrativo-Financeiro",
        company: "Planalto Engenharia e Serviços",
        period: "jan/2017 – atual",
        achievements: [
          "Respondo por finanças, compras, contratos e TI, com equipe de 14 pessoas.",
          "Liderei a troca de ERP em 9 meses, dentro do orçamento, sem interromper o faturamento.",
          "Renegociei a dívida bancária e reduzi as despesas financeiras em 30% em dois anos.",
        ],
      },
      {
        role: "Coordenador de Controladoria",
        company: "Grupo Cerrado Alimentos",
        period: "mai/2010 – dez/2016",
        achievements: ["Estruturei o fechamento contábil gerencial mensal e os relatórios para o conselho."],
      },
    ],
    education: [
      "Bacharelado em Administração – Universidade de Brasília (2009)",
      "MBA em Controladoria e Finanças – Fundação Getulio Vargas (2013)",
    ],
    skills: [
      "Controladoria",
      "Gestão de compras e contratos",
      "Implantação de ERP",
      "Negociação bancária",
      "Gestão de equipes",
      "Indicadores de desempenho",
    ],
  },
];
