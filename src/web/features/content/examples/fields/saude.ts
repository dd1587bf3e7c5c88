import type { ResumeExample } from "../example-types.ts";

export const SAUDE: ResumeExample[] = [
  {
    id: "tecnica-de-enfermagem-junior",
    role: "Técnica de Enfermagem",
    level: "junior",
    person: "Aline Santos",
    city: "São Paulo, SP",
    summary:
      "Técnica de enfermagem com registro ativo no COREN-SP e um ano e meio de experiência em clínica médica. Cuidadosa com protocolos de segurança do paciente e com disponibilidade para plantões 12x36.",
    experiences: [
      {
        role: "Técnica de Enfermagem",
        company: "Hospital Santa Luzia",
        period: "jun/2024 – atual",
        achievements: [
          "Presto assistência a até 8 pacientes por plantão na clínica médica, com administração de medicamentos e sinais vitais.",
          "Participei da implantação do checklist de identificação do paciente no setor.",
          "Faço registros de enfermagem no prontuário eletrônico (Tasy).",
        ],
      },
      {
        role: "Estágio curricular",
        company: "Unidade Básica de Saúde Vila Mariana",
        period: "jan/2024 – mai/2024",
        achievements: [
          "Atuei em vacinação, curativos e acolhimento, seguindo o calendário do Programa Nacional de Imunizações.",
        ],
      },
    ],
    education: [
      "Curso Técnico em Enfermagem – Escola Técnica Estadual (2024)",
      "Curso de Suporte Básico de Vida (BLS) – 2024",
    ],
    skills: [
      "Administração de medicamentos",
      "Sinais vitais",
      "Curativos",
      "Prontuário eletrônico (Tasy)",
      "Segurança do paciente",
      "Trabalho em equipe",
      "Empatia",
    ],
  },
  {
    id: "enfermeiro-assistencial-pleno",
    role: "Enfermeiro Assistencial",
    level: "pleno",
    person: "Diego Carvalho",
    city: "Ribeirão Preto, SP",
    summary:
      "Enfermeiro com quatro anos de experiência em unidade de terapia intensiva adulto, cursando pós-graduação em terapia intensiva. Lidero equipes de técnicos no plantão e atuo em comissões de qualidade.",
    experiences: [
      {
        role: "Enfermeiro Assistencial – UTI Adulto",
        company: "Hospital Regional Paulista",
        period: "fev/2022 – atual",
        achievements: [
          "Coordeno a assistência de 10 leitos e uma equipe de 5 técnicos de enfermagem por plantão.",
          "Conduzi treinamento sobre prevenção de lesão por pressão; a incidência na unidade caiu 40% em um ano.",
          "Sou membro da comissão de controle de infecção hospitalar desde 2023.",
        ],
      },
      {
        role: "Enfermeiro",
        company: "Pronto Atendimento Municipal",
        period: "mar/2021 – jan/2022",
        achievements: [
          "Realizei classificação de risco pelo Protocolo de Manchester em uma unidade com 250 atendimentos por dia.",
        ],
      },
    ],
    education: [
      "Bacharelado em Enfermagem – Universidade de São Paulo (2020)",
      "Pós-graduação em Terapia Intensiva – em andamento",
    ],
    skills: [
      "Terapia intensiva",
      "Classificação de risco",
      "Liderança de equipe",
      "Controle de infecção",
      "Sistematização da assistência (SAE)",
      "Tomada de decisão",
    ],
  },
  {
    id: "fisioterapeuta-pleno",
    role: "Fisioterapeuta",
    level: "pleno",
    person: "Camila Ribeiro",
    city: "Vitória, ES",
    summary:
      "Fisioterapeuta com cinco anos de experiência em ortopedia e reabilitação esportiva, em clínica e atendimento domiciliar. Foco em planos de tratamento com metas claras e acompanhamento da evolução do paciente.",
    experiences: [
      {
        role: "Fisioterapeuta",
        company: "Clínica Movimento Reabilitação",
        period: "abr/2021 – atual",
        achievements: [
          "Atendo em média 45 pacientes por semana em reabilitação de joelho, ombro e coluna.",
          "Criei protocolos de retorno ao esporte para lesões de ligamento cruzado anterior, adotados pela clínica.",
          "Mantenho taxa de adesão ao tratamento acima de 85% com acompanhamento por mensagem entre sessões.",
        ],
      },
      {
        role: "Fisioterapeuta Domiciliar",
        company: "Cuidar em Casa Home Care",
        period: "jan/2020 – mar/2021",
        achievements: ["Atendi pacientes idosos em reabilitação pós-operatória e prevenção de quedas."],
      },
    ],
    education: [
      "Bacharelado em Fisioterapia – Universidade Federal do Espírito Santo (2019)",
      "Especialização em Fisioterapia Esportiva – 2022",
    ],
    skills: [
      "Reabilitação ortopédica",
      "Fisioterapia esportiva",
      "Terapia manual",
      "Avaliação funcional",
      "Atendimento humanizado",
      "Registro no CREFITO",
    ],
  },
  {
    id: "farmaceutica-pleno",
    role: "Farmacêutica",
    level: "pleno",
    person: "Beatriz Oliveira",
    city: "Manaus, AM",
    summary:
      "Farmacêutica com quatro anos de experiência em farmácia hospitalar e drogaria, responsável técnica perante o CRF-AM. Atenção a controle de medicamentos, uso racional e orientação ao paciente.",
    experiences: [
      {
        role: "Farmacêutica Hospitalar",
        company: "Hospital Rio Negro",
        period: "mai/2022 – atual",
        achievements: [
          "Implantei a dose unitária em duas alas, reduzindo perdas de medicamentos em 22%.",
          "Faço a validação farmacêutica de prescrições e o controle de medicamentos da Portaria 344.",
          "Participei da padronização de antibióticos com a comissão de controle de infecção.",
        ],
      },
      {
        role: "Farmacêutica Responsável Técnica",
        company: "Drogaria Saúde Amazonas",
        period: "fev/2021 – abr/2022",
        achievements: [
          "Organizei o controle de psicotrópicos e a escrituração no SNGPC sem pendências em fiscalizações.",
        ],
      },
    ],
    education: [
      "Bacharelado em Farmácia – Universidade Federal do Amazonas (2020)",
      "Especialização em Farmácia Hospitalar – 2023",
    ],
    skills: [
      "Farmácia hospitalar",
      "Validação de prescrições",
      "Controle de medicamentos (Portaria 344)",
      "SNGPC",
      "Gestão de estoque",
      "Orientação ao paciente",
    ],
  },
];
