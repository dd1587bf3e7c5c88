import type { ResumeData } from "../resume/resume-data.ts";
import { sampleResume } from "../sample-resume.ts";

/*
 * The sample person's resume as she would write it for a job abroad: her own text in English or in Spanish,
 * printed in that language. Every company and school is invented, as in the sample.
 */

export const englishSampleResume: ResumeData = {
  ...sampleResume,
  idioma: "en",
  cargo: "Digital Marketing Coordinator",
  resumo:
    "Digital marketing professional with over ten years of experience in retail, cosmetics and financial " +
    "services. I specialise in performance media, CRM and data analysis, and I have a track record of cutting " +
    "acquisition costs and growing online revenue in a sustainable way.",
  experiencias: [
    {
      empresa: "Nuvem Azul Cosméticos",
      cargo: "Digital Marketing Coordinator",
      dataInicio: "2021-03",
      dataFim: "",
      atual: true,
      descricao: [
        "I lead a team of six people in paid media, SEO, CRM and content for the brand's online store.",
        "- Rebuilt the Google Ads and Meta Ads campaigns and cut the cost per acquisition by 32% in one year.",
        "- Launched the e-mail and WhatsApp journey that now brings 18% of online revenue.",
      ].join("\n"),
    },
    {
      empresa: "Grupo Ipê Varejo",
      cargo: "Senior Digital Marketing Analyst",
      dataInicio: "2018-05",
      dataFim: "2021-02",
      atual: false,
      descricao: [
        "Responsible for customer acquisition for the 42 stores of the chain and its loyalty app.",
        "- Built Power BI dashboards that brought the monthly close down from three days to two hours.",
      ].join("\n"),
    },
  ],
  formacoes: [
    {
      instituicao: "Instituto Paulista de Negócios",
      curso: "MBA in Digital Marketing and Growth",
      dataInicio: "2024-09",
      dataFim: "",
      situacao: "em_andamento",
    },
    {
      instituicao: "Universidade Vale do Tietê",
      curso: "Bachelor's Degree in Advertising",
      dataInicio: "2007-02",
      dataFim: "2010-12",
      situacao: "concluido",
    },
  ],
  hardSkills: ["Google Ads", "Meta Ads", "Google Analytics 4", "SEO", "Power BI", "A/B testing", "SQL"],
  softSkills: ["Team leadership", "Clear communication", "Analytical thinking", "Negotiation"],
};

export const spanishSampleResume: ResumeData = {
  ...sampleResume,
  idioma: "es",
  cargo: "Coordinadora de Marketing Digital",
  resumo:
    "Profesional de marketing digital con más de diez años de experiencia en retail, cosméticos y servicios " +
    "financieros. Me especializo en medios de performance, CRM y análisis de datos, y tengo un historial de " +
    "reducir los costos de adquisición y aumentar los ingresos en línea de forma sostenible.",
  experiencias: [
    {
      empresa: "Nuvem Azul Cosméticos",
      cargo: "Coordinadora de Marketing Digital",
      dataInicio: "2021-03",
      dataFim: "",
      atual: true,
      descricao: [
        "Dirijo un equipo de seis personas en medios pagados, SEO, CRM y contenido de la tienda en línea.",
        "- Reestructuré las campañas de Google Ads y Meta Ads y reduje el costo por adquisición un 32% en un año.",
        "- Lancé el recorrido por correo y WhatsApp que hoy genera el 18% de los ingresos en línea.",
      ].join("\n"),
    },
    {
      empresa: "Grupo Ipê Varejo",
      cargo: "Analista Sénior de Marketing Digital",
      dataInicio: "2018-05",
      dataFim: "2021-02",
      atual: false,
      descricao: [
        "Responsable de la captación de clientes de las 42 tiendas de la cadena y de su aplicación de fidelidad.",
        "- Creé tableros en Power BI que redujeron el cierre mensual de tres días a dos horas.",
      ].join("\n"),
    },
  ],
  formacoes: [
    {
      instituicao: "Instituto Paulista de Negócios",
      curso: "MBA en Marketing Digital y Growth",
      dataInicio: "2024-09",
      dataFim: "",
      situacao: "em_andamento",
    },
    {
      instituicao: "Universidade Vale do Tietê",
      curso: "Licenciatura en Publicidad y Propaganda",
      dataInicio: "2007-02",
      dataFim: "2010-12",
      situacao: "concluido",
    },
  ],
  hardSkills: ["Google Ads", "Meta Ads", "Google Analytics 4", "SEO", "Power BI", "Pruebas A/B", "SQL"],
  softSkills: ["Liderazgo de equipos", "Comunicación clara", "Pensamiento analítico", "Negociación"],
};
