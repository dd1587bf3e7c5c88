import { FRONTLINE_PHRASES } from "./family-phrases-frontline.ts";
import type { RoleFamily } from "./role-family.ts";

/**
 * What the summary says about each field of work.
 * area: completes 'experiência ...' ('em marketing', 'na área da saúde'); empty means 'profissional'.
 * field: completes 'Profissional ...' ('de marketing'); empty means just 'Profissional'.
 * focus: completes 'foco em ...' / 'interesse em ...', so it is a noun phrase without a leading article.
 */
export type FamilyPhrases = { area: string; field: string; focus: readonly [string, string] };

export const FAMILY_PHRASES: Record<RoleFamily, FamilyPhrases> = {
  ...FRONTLINE_PHRASES,
  tecnologia: {
    area: "em desenvolvimento de software",
    field: "de tecnologia",
    focus: [
      "aplicações confiáveis, código bem testado e entregas contínuas",
      "boas práticas de engenharia, qualidade de código e colaboração com times de produto",
    ],
  },
  dados: {
    area: "em análise de dados",
    field: "de dados",
    focus: [
      "transformação de dados em indicadores claros para a tomada de decisão",
      "relatórios, painéis e análises que orientam decisões de negócio",
    ],
  },
  design: {
    area: "em design",
    field: "de design",
    focus: [
      "interfaces claras, acessíveis e centradas no usuário",
      "identidade visual consistente e comunicação visual eficaz",
    ],
  },
  marketing: {
    area: "em marketing",
    field: "de marketing",
    focus: [
      "campanhas orientadas por dados, produção de conteúdo e crescimento de audiência",
      "planejamento de campanhas, posicionamento de marca e geração de demanda",
    ],
  },
  vendas: {
    area: "em vendas",
    field: "de vendas",
    focus: [
      "prospecção de clientes, negociação e cumprimento de metas",
      "relacionamento de longo prazo com clientes e crescimento da carteira",
    ],
  },
  rh: {
    area: "em recursos humanos",
    field: "de recursos humanos",
    focus: [
      "recrutamento e seleção, desenvolvimento de pessoas e rotinas de departamento pessoal",
      "atração de talentos, integração de novos colaboradores e clima organizacional",
    ],
  },
  juridico: {
    area: "na área jurídica",
    field: "da área jurídica",
    focus: [
      "elaboração de peças, acompanhamento processual e análise de contratos",
      "prevenção de riscos jurídicos e atendimento consultivo",
    ],
  },
  atendimento: {
    area: "em atendimento ao cliente",
    field: "de atendimento",
    focus: [
      "resolução ágil de demandas, empatia no contato e satisfação do cliente",
      "suporte de qualidade em diferentes canais e fidelização de clientes",
    ],
  },
  saude: {
    area: "na área da saúde",
    field: "da área da saúde",
    focus: [
      "cuidado humanizado, segurança do paciente e trabalho em equipe multidisciplinar",
      "assistência de qualidade, protocolos clínicos e acolhimento de pacientes e familiares",
    ],
  },
  educacao: {
    area: "em educação",
    field: "da educação",
    focus: [
      "planejamento de aulas, metodologias ativas e acompanhamento da aprendizagem",
      "práticas de ensino que aproximam o conteúdo da realidade dos alunos",
    ],
  },
  transporte: {
    area: "em transporte e entregas",
    field: "de transporte",
    focus: [
      "entregas pontuais, direção defensiva e cuidado com a carga",
      "planejamento de rotas, conservação do veículo e atendimento cordial aos clientes",
    ],
  },
  logistica: {
    area: "em logística",
    field: "de logística",
    focus: [
      "controle de estoque, organização de armazém e cumprimento de prazos de entrega",
      "eficiência operacional, redução de perdas e acuracidade de inventário",
    ],
  },
  administrativo: {
    area: "na área administrativa e financeira",
    field: "da área administrativa",
    focus: [
      "organização de rotinas, controles financeiros e apoio à gestão",
      "processos bem documentados, conciliações e relatórios gerenciais",
    ],
  },
  engenharia: {
    area: "em engenharia",
    field: "de engenharia",
    focus: [
      "planejamento e acompanhamento de projetos, segurança e normas técnicas",
      "melhoria de processos, controle de qualidade e otimização de custos",
    ],
  },
  generico: {
    area: "",
    field: "",
    focus: [
      "organização, qualidade nas entregas e bons resultados em equipe",
      "aprendizado contínuo, responsabilidade e colaboração com a equipe",
    ],
  },
};
