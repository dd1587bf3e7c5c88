import type { ResumeExample } from "../example-types.ts";

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
        period: "jan/2024 – atual",
        achievements: [
          "Migrei 14 telas do painel do lojista de JavaScript para TypeScript, com testes em Testing Library.",
          "Corrigi problemas de acessibilidade apontados pelo axe e levei a nota do Lighthouse de 72 para 96.",
          "Participo das revisões de código e das cerimônias do time (Scrum, sprints de duas semanas).",
        ],
      },
      {
        role: "Estagiária de Desenvolvimento",
        company: "Pague Fácil Pagamentos",
        period: "jun/2023 – dez/2023",
        achievements: [
          "Construí a biblioteca de componentes de formulário usada hoje por três produtos.",
          "Documentei os componentes no Storybook, o que reduziu dúvidas recorrentes do time de design.",
        ],
      },
    ],
    education: ["Bacharelado em Sistemas de Informação – Universidade Federal de Pernambuco (2024)"],
    skills: [
      "React",
      "TypeScript",
      "HTML e CSS",
      "Testing Library",
      "Git",
      "Acessibilidade (WCAG)",
      "Inglês intermediário",
    ],
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
        period: "mar/2022 – atual",
        achievements: [
          "Criei o painel de ruptura de estoque no Power BI, usado diariamente por 38 lojas.",
          "Automatizei o fechamento semanal de vendas em Python, de um dia de trabalho para 20 minutos.",
          "Modelei as tabelas de vendas no BigQuery e treinei 12 pessoas da área comercial em SQL básico.",
        ],
      },
      {
        role: "Analista de Dados Júnior",
        company: "TransLog Cargas",
        period: "fev/2020 – fev/2022",
        achievements: [
          "Montei indicadores de prazo de entrega por rota que ajudaram a reduzir atrasos em 15%.",
          "Padronizei a base de clientes, eliminando cerca de 9 mil cadastros duplicados.",
        ],
      },
    ],
    education: [
      "Bacharelado em Estatística – Universidade Federal de Minas Gerais (2019)",
      "Especialização em Ciência de Dados – PUC Minas (2023)",
    ],
    skills: [
      "SQL",
      "Python (pandas)",
      "Power BI",
      "BigQuery",
      "Excel avançado",
      "Estatística",
      "Comunicação com áreas de negócio",
    ],
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
        period: "ago/2021 – atual",
        achievements: [
          "Separei o cálculo de frete do monólito em um serviço próprio, com tempo de resposta de 900 ms para 120 ms.",
          "Implantei filas no RabbitMQ para o processamento de pedidos, sem perda de pedidos na Black Friday.",
          "Configurei métricas e alertas no Grafana, o que reduziu o tempo de detecção de falhas para minutos.",
        ],
      },
      {
        role: "Desenvolvedor Júnior",
        company: "Softsul Sistemas",
        period: "jan/2020 – jul/2021",
        achievements: [
          "Desenvolvi integrações com a API de notas fiscais eletrônicas (NF-e) para clientes do varejo.",
          "Escrevi testes automatizados que elevaram a cobertura do módulo fiscal de 20% para 70%.",
        ],
      },
    ],
    education: ["Bacharelado em Ciência da Computação – Universidade Federal de Santa Catarina (2019)"],
    skills: [
      "Java",
      "Spring Boot",
      "PostgreSQL",
      "RabbitMQ",
      "Docker",
      "AWS",
      "Testes automatizados",
      "Inglês avançado",
    ],
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
        period: "mai/2021 – atual",
        achievements: [
          "Liderei um time de 8 pessoas na reconstrução do onboarding de contas, com aprovação automática subindo de 61% para 83%.",
          "Conduzi a integração do aplicativo ao Open Finance, cumprindo o cronograma regulatório do Banco Central.",
          "Estruturei o plano de carreira técnico do time; duas pessoas foram promovidas a sênior.",
        ],
      },
      {
        role: "Desenvolvedora Sênior",
        company: "Viagem Já Turismo Online",
        period: "mar/2016 – abr/2021",
        achievements: [
          "Desenhei a arquitetura de busca de passagens, que passou a atender o triplo de acessos com o mesmo custo.",
          "Criei o programa interno de mentoria para desenvolvedores júniores.",
        ],
      },
    ],
    education: [
      "Engenharia de Computação – Escola Politécnica da USP (2013)",
      "MBA em Gestão de Produtos Digitais – FIAP (2020)",
    ],
    skills: [
      "Arquitetura de sistemas",
      "Kotlin e Java",
      "Kubernetes",
      "Liderança técnica",
      "Mentoria",
      "Gestão de stakeholders",
      "Inglês fluente",
    ],
  },
];
