import type { ResumeExample } from "../resume-examples.ts";

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
        start: "2024-06",
        achievements: [
          "Presto assistência a até 8 pacientes por plantão na clínica médica, com administração de medicamentos e sinais vitais.",
          "Participei da implantação do checklist de identificação do paciente no setor.",
          "Faço registros de enfermagem no prontuário eletrônico (Tasy).",
        ],
      },
      {
        role: "Estágio curricular",
        company: "Unidade Básica de Saúde Vila Mariana",
        start: "2024-01",
        end: "2024-05",
        achievements: [
          "Atuei em vacinação, curativos e acolhimento, seguindo o calendário do Programa Nacional de Imunizações.",
        ],
      },
    ],
    education: [
      {
        course: "Curso Técnico em Enfermagem",
        institution: "Escola Técnica Estadual",
        start: "2022-02",
        end: "2024-05",
      },
      {
        course: "Curso de Suporte Básico de Vida (BLS)",
        institution: "Centro de Treinamento Vida Ativa",
        start: "2024-08",
        end: "2024-08",
      },
    ],
    hardSkills: [
      "Administração de medicamentos",
      "Sinais vitais",
      "Curativos",
      "Prontuário eletrônico (Tasy)",
      "Segurança do paciente",
    ],
    softSkills: ["Trabalho em equipe", "Empatia"],
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
        start: "2022-02",
        achievements: [
          "Coordeno a assistência de 10 leitos e uma equipe de 5 técnicos de enfermagem por plantão.",
          "Conduzi treinamento sobre prevenção de lesão por pressão; a incidência na unidade caiu 40% em um ano.",
          "Sou membro da comissão de controle de infecção hospitalar desde 2023.",
        ],
      },
      {
        role: "Enfermeiro",
        company: "Pronto Atendimento Municipal",
        start: "2021-03",
        end: "2022-01",
        achievements: [
          "Realizei classificação de risco pelo Protocolo de Manchester em uma unidade com 250 atendimentos por dia.",
        ],
      },
    ],
    education: [
      {
        course: "Bacharelado em Enfermagem",
        institution: "Universidade de São Paulo",
        start: "2016-02",
        end: "2020-12",
      },
      {
        course: "Pós-graduação em Terapia Intensiva",
        institution: "Instituto Paulista de Terapia Intensiva",
        start: "2024-03",
      },
    ],
    hardSkills: [
      "Terapia intensiva",
      "Classificação de risco",
      "Controle de infecção",
      "Sistematização da assistência (SAE)",
    ],
    softSkills: ["Liderança de equipe", "Tomada de decisão"],
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
        start: "2021-04",
        achievements: [
          "Atendo em média 45 pacientes por semana em reabilitação de joelho, ombro e coluna.",
          "Criei protocolos de retorno ao esporte para lesões de ligamento cruzado anterior, adotados pela clínica.",
          "Mantenho taxa de adesão ao tratamento acima de 85% com acompanhamento por mensagem entre sessões.",
        ],
      },
      {
        role: "Fisioterapeuta Domiciliar",
        company: "Cuidar em Casa Home Care",
        start: "2020-01",
        end: "2021-03",
        achievements: ["Atendi pacientes idosos em reabilitação pós-operatória e prevenção de quedas."],
      },
    ],
    education: [
      {
        course: "Bacharelado em Fisioterapia",
        institution: "Universidade Federal do Espírito Santo",
        start: "2015-03",
        end: "2019-12",
      },
      {
        course: "Especialização em Fisioterapia Esportiva",
        institution: "Instituto Capixaba de Ensino em Saúde",
        start: "2021-03",
        end: "2022-12",
      },
    ],
    hardSkills: [
      "Reabilitação ortopédica",
      "Fisioterapia esportiva",
      "Terapia manual",
      "Avaliação funcional",
      "Registro no CREFITO",
    ],
    softSkills: ["Atendimento humanizado"],
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
        start: "2022-05",
        achievements: [
          "Implantei a dose unitária em duas alas, reduzindo perdas de medicamentos em 22%.",
          "Faço a validação farmacêutica de prescrições e o controle de medicamentos da Portaria 344.",
          "Participei da padronização de antibióticos com a comissão de controle de infecção.",
        ],
      },
      {
        role: "Farmacêutica Responsável Técnica",
        company: "Drogaria Saúde Amazonas",
        start: "2021-02",
        end: "2022-04",
        achievements: [
          "Organizei o controle de psicotrópicos e a escrituração no SNGPC sem pendências em fiscalizações.",
        ],
      },
    ],
    education: [
      {
        course: "Bacharelado em Farmácia",
        institution: "Universidade Federal do Amazonas",
        start: "2016-03",
        end: "2020-12",
      },
      {
        course: "Especialização em Farmácia Hospitalar",
        institution: "Faculdade Amazônia de Ciências da Saúde",
        start: "2022-03",
        end: "2023-12",
      },
    ],
    hardSkills: [
      "Farmácia hospitalar",
      "Validação de prescrições",
      "Controle de medicamentos (Portaria 344)",
      "SNGPC",
      "Gestão de estoque",
    ],
    softSkills: ["Orientação ao paciente"],
  },
];
