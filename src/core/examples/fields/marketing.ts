import type { ResumeExample } from "../resume-examples.ts";

export const MARKETING: ResumeExample[] = [
  {
    id: "assistente-de-marketing-digital-junior",
    role: "Assistente de Marketing Digital",
    level: "junior",
    person: "Gabriela Rocha",
    city: "Curitiba, PR",
    summary:
      "Assistente de marketing digital com um ano de experiência em e-mail marketing e campanhas pagas para o varejo. Formada em Publicidade, com certificações do Google Ads e da RD Station.",
    experiences: [
      {
        role: "Assistente de Marketing Digital",
        company: "Casa & Cia Decoração",
        start: "2024-02",
        achievements: [
          "Monto e envio as campanhas semanais de e-mail para 45 mil contatos; a taxa de abertura subiu de 14% para 22%.",
          "Acompanho os anúncios de Google Ads e Meta Ads e preparo o relatório mensal de resultados.",
          "Organizei o calendário de datas comerciais, usado por marketing e vendas.",
        ],
      },
      {
        role: "Estagiária de Marketing",
        company: "Agência Pinhão Comunicação",
        start: "2023-03",
        end: "2024-01",
        achievements: ["Produzi peças no Canva e legendas para cinco clientes de pequeno porte."],
      },
    ],
    education: [
      {
        course: "Bacharelado em Publicidade e Propaganda",
        institution: "Universidade Positivo",
        start: "2020-02",
        end: "2023-12",
      },
    ],
    hardSkills: [
      "RD Station",
      "Google Ads",
      "Meta Ads",
      "Canva",
      "Google Analytics 4",
      "Redação publicitária",
    ],
    softSkills: ["Organização"],
  },
  {
    id: "social-media-junior",
    role: "Social Media",
    level: "junior",
    person: "Igor Batista",
    city: "Salvador, BA",
    summary:
      "Social media com dois anos de experiência em perfis de gastronomia e moda. Planejo conteúdo com base em dados, produzo vídeos curtos e cuido do relacionamento com a comunidade.",
    experiences: [
      {
        role: "Social Media",
        company: "Dendê Conteúdo Digital",
        start: "2023-01",
        achievements: [
          "Cuido de seis perfis de clientes no Instagram e no TikTok, com calendário mensal aprovado com antecedência.",
          "Levei o perfil de uma rede de restaurantes de 8 mil para 31 mil seguidores em um ano com vídeos curtos.",
          "Reduzi o tempo de resposta às mensagens dos clientes para menos de 2 horas em horário comercial.",
        ],
      },
    ],
    education: [
      {
        course: "Tecnólogo em Marketing",
        institution: "Centro Universitário Baiano",
        start: "2020-08",
        end: "2022-12",
      },
    ],
    hardSkills: [
      "Instagram e TikTok",
      "Edição de vídeo (CapCut)",
      "Canva",
      "Planejamento de conteúdo",
      "mLabs",
    ],
    softSkills: ["Criatividade", "Atendimento ao público"],
  },
  {
    id: "analista-de-seo-e-conteudo-pleno",
    role: "Analista de SEO e Conteúdo",
    level: "pleno",
    person: "Renata Figueiredo",
    city: "Campinas, SP",
    summary:
      "Analista de SEO e conteúdo com cinco anos de experiência em empresas de software e educação. Combino pesquisa de palavras-chave, redação e análise de dados para gerar tráfego orgânico que vira cliente.",
    experiences: [
      {
        role: "Analista de SEO Pleno",
        company: "EducaMais Cursos Online",
        start: "2022-04",
        achievements: [
          "Reestruturei o blog e as páginas de cursos; o tráfego orgânico cresceu 140% em 18 meses.",
          "Criei o guia de estilo e o fluxo de pautas para uma equipe de quatro redatores freelancers.",
          "Corrigi problemas técnicos de indexação com o time de desenvolvimento, recuperando 2 mil páginas no Google.",
        ],
      },
      {
        role: "Redatora e Analista de Conteúdo",
        company: "Sistemas Alfa ERP",
        start: "2020-01",
        end: "2022-03",
        achievements: [
          "Escrevi materiais ricos (e-books e webinars) que geraram 6 mil leads qualificados por ano.",
          "Implantei a análise mensal de conteúdo no Google Search Console e no GA4.",
        ],
      },
    ],
    education: [
      { course: "Bacharelado em Jornalismo", institution: "PUC-Campinas", start: "2016-02", end: "2019-12" },
    ],
    hardSkills: ["SEO técnico e on-page", "Semrush", "Google Search Console", "GA4", "Redação", "WordPress"],
    softSkills: ["Gestão de freelancers"],
  },
  {
    id: "gerente-de-marketing-senior",
    role: "Gerente de Marketing",
    level: "senior",
    person: "Eduardo Sampaio",
    city: "Rio de Janeiro, RJ",
    summary:
      "Gerente de marketing com doze anos de experiência em bens de consumo e varejo, responsável por marca, mídia e trade marketing. Gerencio orçamentos anuais de sete dígitos e equipes multidisciplinares.",
    experiences: [
      {
        role: "Gerente de Marketing",
        company: "Bebidas Litoral",
        start: "2019-06",
        achievements: [
          "Conduzi o reposicionamento da marca principal; a participação de mercado no Rio de Janeiro subiu 3 pontos.",
          "Lidero equipe de 9 pessoas e três agências (criação, mídia e promoção).",
          "Renegociei contratos de mídia e reduzi em 18% o custo por mil impressões sem perder alcance.",
        ],
      },
      {
        role: "Coordenador de Trade Marketing",
        company: "Alimentos Serra Verde",
        start: "2013-02",
        end: "2019-05",
        achievements: [
          "Implantei o programa de execução em ponto de venda em 1.200 supermercados.",
          "Criei o painel de sell-out por região usado nas reuniões mensais da diretoria comercial.",
        ],
      },
    ],
    education: [
      {
        course: "Bacharelado em Administração",
        institution: "Universidade Federal do Rio de Janeiro",
        start: "2008-03",
        end: "2011-12",
      },
      {
        course: "MBA em Marketing",
        institution: "Fundação Getulio Vargas",
        start: "2015-03",
        end: "2016-12",
      },
    ],
    hardSkills: [
      "Gestão de marca",
      "Planejamento de mídia",
      "Trade marketing",
      "Gestão de orçamento",
      "Pesquisa de mercado",
    ],
    softSkills: ["Liderança de equipes", "Negociação"],
  },
];
