import type { ResumeExample } from "../resume-examples.ts";

export const TECNOLOGIA: ResumeExample[] = [
  {
    id: "desenvolvedora-front-end-junior",
    role: "Desenvolvedora Front-end",
    level: "junior",
    person: "Larissa Nunes",
    city: "Recife, PE",
    summary:
      "Desenvolvedora front-end com um ano e meio de experiência em React e TypeScript, vinda de estágio em fintech. Gosto de interfaces acessíveis e de código testado; concluí Sistemas de Informação em 2024.",
    experiences: [
      {
        role: "Desenvolvedora Front-end Júnior",
        company: "Pague Fácil Pagamentos",
        start: "2024-01",
        achievements: [
          "Migrei 14 telas do painel do lojista de JavaScript para TypeScript, com testes em Testing Library.",
          "Corrigi problemas de acessibilidade apontados pelo axe e levei a nota do Lighthouse de 72 para 96.",
          "Participo das revisões de código e das cerimônias do time (Scrum, sprints de duas semanas).",
        ],
      },
      {
        role: "Estagiária de Desenvolvimento",
        company: "Pague Fácil Pagamentos",
        start: "2023-06",
        end: "2023-12",
        achievements: [
          "Construí a biblioteca de componentes de formulário usada hoje por três produtos.",
          "Documentei os componentes no Storybook, o que reduziu dúvidas recorrentes do time de design.",
        ],
      },
    ],
    education: [
      {
        course: "Bacharelado em Sistemas de Informação",
        institution: "Universidade Federal de Pernambuco",
        start: "2020-03",
        end: "2024-07",
      },
    ],
    hardSkills: [
      "React",
      "TypeScript",
      "HTML e CSS",
      "Testing Library",
      "Git",
      "Acessibilidade (WCAG)",
      "Inglês intermediário",
    ],
    softSkills: [],
  },
  {
    id: "analista-de-dados-pleno",
    role: "Analista de Dados",
    level: "pleno",
    person: "Marcos Vinícius Araújo",
    city: "Belo Horizonte, MG",
    summary:
      "Analista de dados com quatro anos de experiência em varejo e logística. Transformo bases dispersas em painéis que a operação usa no dia a dia e automatizo relatórios em SQL e Python.",
    experiences: [
      {
        role: "Analista de Dados Pleno",
        company: "Rede Minas Atacarejo",
        start: "2022-03",
        achievements: [
          "Criei o painel de ruptura de estoque no Power BI, usado diariamente por 38 lojas.",
          "Automatizei o fechamento semanal de vendas em Python, de um dia de trabalho para 20 minutos.",
          "Modelei as tabelas de vendas no BigQuery e treinei 12 pessoas da área comercial em SQL básico.",
        ],
      },
      {
        role: "Analista de Dados Júnior",
        company: "TransLog Cargas",
        start: "2020-02",
        end: "2022-02",
        achievements: [
          "Montei indicadores de prazo de entrega por rota que ajudaram a reduzir atrasos em 15%.",
          "Padronizei a base de clientes, eliminando cerca de 9 mil cadastros duplicados.",
        ],
      },
    ],
    education: [
      {
        course: "Bacharelado em Estatística",
        institution: "Universidade Federal de Minas Gerais",
        start: "2015-03",
        end: "2019-12",
      },
      {
        course: "Especialização em Ciência de Dados",
        institution: "PUC Minas",
        start: "2022-03",
        end: "2023-12",
      },
    ],
    hardSkills: ["SQL", "Python (pandas)", "Power BI", "BigQuery", "Excel avançado", "Estatística"],
    softSkills: ["Comunicação com áreas de negócio"],
  },
  {
    id: "desenvolvedor-back-end-pleno",
    role: "Desenvolvedor Back-end",
    level: "pleno",
    person: "Thiago Mendes",
    city: "Florianópolis, SC (remoto)",
    summary:
      "Desenvolvedor back-end com cinco anos em Java e Spring Boot, focado em APIs de alto volume para e-commerce. Experiência com mensageria, observabilidade e migração de monólito para serviços.",
    experiences: [
      {
        role: "Desenvolvedor Back-end Pleno",
        company: "Compra Certa Marketplace",
        start: "2021-08",
        achievements: [
          "Separei o cálculo de frete do monólito em um serviço próprio, com tempo de resposta de 900 ms para 120 ms.",
          "Implantei filas no RabbitMQ para o processamento de pedidos, sem perda de pedidos na Black Friday.",
          "Configurei métricas e alertas no Grafana, o que reduziu o tempo de detecção de falhas para minutos.",
        ],
      },
      {
        role: "Desenvolvedor Júnior",
        company: "Softsul Sistemas",
        start: "2020-01",
        end: "2021-07",
        achievements: [
          "Desenvolvi integrações com a API de notas fiscais eletrônicas (NF-e) para clientes do varejo.",
          "Escrevi testes automatizados que elevaram a cobertura do módulo fiscal de 20% para 70%.",
        ],
      },
    ],
    education: [
      {
        course: "Bacharelado em Ciência da Computação",
        institution: "Universidade Federal de Santa Catarina",
        start: "2015-03",
        end: "2019-12",
      },
    ],
    hardSkills: [
      "Java",
      "Spring Boot",
      "PostgreSQL",
      "RabbitMQ",
      "Docker",
      "AWS",
      "Testes automatizados",
      "Inglês avançado",
    ],
    softSkills: [],
  },
  {
    id: "engenheira-de-software-senior",
    role: "Engenheira de Software",
    level: "senior",
    person: "Patrícia Kato",
    city: "São Paulo, SP",
    summary:
      "Engenheira de software com onze anos de experiência, os últimos quatro como tech lead de times de produto. Conduzo decisões de arquitetura, formo pessoas e mantenho o foco em entregas que movem indicadores do negócio.",
    experiences: [
      {
        role: "Tech Lead",
        company: "Banco Horizonte Digital",
        start: "2021-05",
        achievements: [
          "Liderei um time de 8 pessoas na reconstrução do onboarding de contas, com aprovação automática subindo de 61% para 83%.",
          "Conduzi a integração do aplicativo ao Open Finance, cumprindo o cronograma regulatório do Banco Central.",
          "Estruturei o plano de carreira técnico do time; duas pessoas foram promovidas a sênior.",
        ],
      },
      {
        role: "Desenvolvedora Sênior",
        company: "Viagem Já Turismo Online",
        start: "2016-03",
        end: "2021-04",
        achievements: [
          "Desenhei a arquitetura de busca de passagens, que passou a atender o triplo de acessos com o mesmo custo.",
          "Criei o programa interno de mentoria para desenvolvedores júniores.",
        ],
      },
    ],
    education: [
      {
        course: "Engenharia de Computação",
        institution: "Escola Politécnica da USP",
        start: "2009-02",
        end: "2013-12",
      },
      { course: "MBA em Gestão de Produtos Digitais", institution: "FIAP", start: "2019-02", end: "2020-12" },
    ],
    hardSkills: ["Arquitetura de sistemas", "Kotlin e Java", "Kubernetes", "Inglês fluente"],
    softSkills: ["Liderança técnica", "Mentoria", "Gestão de stakeholders"],
  },
];
