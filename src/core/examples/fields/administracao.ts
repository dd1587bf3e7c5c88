import type { ResumeExample } from "../resume-examples.ts";

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
        start: "2023-03",
        achievements: [
          "Lanço cerca de 300 notas fiscais por mês no ERP e confiro os pagamentos com o financeiro.",
          "Criei uma planilha de controle de contratos com alertas de vencimento, que acabou com renovações perdidas.",
          "Atendo fornecedores e organizo a agenda de reuniões da diretoria.",
        ],
      },
      {
        role: "Jovem Aprendiz – Administrativo",
        company: "Supermercados Bom Preço Goiano",
        start: "2021-02",
        end: "2023-01",
        achievements: [
          "Apoiei o setor de RH no arquivo de documentos e no controle de ponto de 80 colaboradores.",
        ],
      },
    ],
    education: [
      {
        course: "Tecnólogo em Gestão Financeira",
        institution: "Faculdade Cerrado de Negócios",
        start: "2024-02",
      },
    ],
    hardSkills: [
      "Excel (PROCV e tabela dinâmica)",
      "Contas a pagar",
      "Emissão e conferência de notas fiscais",
      "Pacote Office",
    ],
    softSkills: ["Organização", "Comunicação"],
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
        start: "2021-07",
        achievements: [
          "Conduzo o orçamento anual de 14 centros de custo e o acompanhamento mensal de realizado contra orçado.",
          "Montei o fluxo de caixa projetado de 13 semanas, usado pela diretoria para negociar prazos com bancos.",
          "Identifiquei R$ 420 mil por ano em despesas duplicadas de frete e manutenção.",
        ],
      },
      {
        role: "Analista Financeiro Júnior",
        company: "Distribuidora Pampa",
        start: "2019-01",
        end: "2021-06",
        achievements: [
          "Fiz conciliações bancárias diárias e reduzi o prazo de fechamento mensal de 8 para 5 dias úteis.",
        ],
      },
    ],
    education: [
      {
        course: "Bacharelado em Ciências Contábeis",
        institution: "Universidade Federal do Rio Grande do Sul",
        start: "2015-03",
        end: "2018-12",
      },
      {
        course: "Especialização em Finanças Corporativas",
        institution: "Instituto Sul de Finanças",
        start: "2024-03",
      },
    ],
    hardSkills: [
      "Planejamento financeiro (FP&A)",
      "Fluxo de caixa",
      "SAP",
      "Excel avançado",
      "Power BI",
      "Análise de custos",
    ],
    softSkills: ["Visão de negócio"],
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
        start: "2020-08",
        achievements: [
          "Coordeno equipe de 6 pessoas responsável por 1.100 colaboradores em regime CLT.",
          "Implantei a Gupy no recrutamento; o tempo médio de contratação caiu de 38 para 21 dias.",
          "Criei o programa de integração e reduzi a rotatividade nos primeiros 90 dias de 24% para 13%.",
        ],
      },
      {
        role: "Analista de Recursos Humanos",
        company: "Hospital Dia Nordeste",
        start: "2015-03",
        end: "2020-07",
        achievements: [
          "Conduzi processos seletivos de ponta a ponta para áreas assistenciais e administrativas.",
          "Acompanhei a folha de pagamento e as obrigações do eSocial em parceria com a contabilidade.",
        ],
      },
    ],
    education: [
      {
        course: "Bacharelado em Psicologia",
        institution: "Universidade Federal do Ceará",
        start: "2010-02",
        end: "2014-12",
      },
      {
        course: "MBA em Gestão de Pessoas",
        institution: "Universidade de Fortaleza",
        start: "2017-03",
        end: "2018-12",
      },
    ],
    hardSkills: [
      "Recrutamento e seleção",
      "Gupy",
      "Legislação trabalhista (CLT)",
      "eSocial",
      "Treinamento e desenvolvimento",
    ],
    softSkills: ["Liderança", "Mediação de conflitos"],
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
        start: "2017-01",
        achievements: [
          "Respondo por finanças, compras, contratos e TI, com equipe de 14 pessoas.",
          "Liderei a troca de ERP em 9 meses, dentro do orçamento, sem interromper o faturamento.",
          "Renegociei a dívida bancária e reduzi as despesas financeiras em 30% em dois anos.",
        ],
      },
      {
        role: "Coordenador de Controladoria",
        company: "Grupo Cerrado Alimentos",
        start: "2010-05",
        end: "2016-12",
        achievements: ["Estruturei o fechamento contábil gerencial mensal e os relatórios para o conselho."],
      },
    ],
    education: [
      {
        course: "Bacharelado em Administração",
        institution: "Universidade de Brasília",
        start: "2006-03",
        end: "2009-12",
      },
      {
        course: "MBA em Controladoria e Finanças",
        institution: "Fundação Getulio Vargas",
        start: "2012-03",
        end: "2013-12",
      },
    ],
    hardSkills: [
      "Controladoria",
      "Gestão de compras e contratos",
      "Implantação de ERP",
      "Negociação bancária",
      "Indicadores de desempenho",
    ],
    softSkills: ["Gestão de equipes"],
  },
];
