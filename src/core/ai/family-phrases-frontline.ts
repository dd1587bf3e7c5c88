import type { FamilyPhrases } from "./family-phrases.ts";
import type { FrontlineFamily } from "./role-family.ts";

/** What the summary says about entry-level and operational work, in the format of family-phrases.ts. */
export const FRONTLINE_PHRASES: Record<FrontlineFamily, FamilyPhrases> = {
  aprendiz: {
    area: "em programas de aprendizagem",
    field: "em formação",
    focus: [
      "aprendizado prático, organização e apoio às rotinas da equipe",
      "responsabilidade, pontualidade e desenvolvimento profissional desde o início da carreira",
    ],
  },
  telemarketing: {
    area: "em telemarketing e teleatendimento",
    field: "de teleatendimento",
    focus: [
      "atendimento telefônico cordial, resolução de demandas e cumprimento de metas",
      "relacionamento com clientes, qualidade no atendimento e retenção",
    ],
  },
  recepcao: {
    area: "em recepção e atendimento ao público",
    field: "de recepção",
    focus: [
      "acolhimento de clientes e visitantes, organização da agenda e comunicação clara",
      "atendimento cordial, controle de cadastros e apoio à rotina administrativa",
    ],
  },
  caixa: {
    area: "em operação de caixa",
    field: "de frente de caixa",
    focus: [
      "atendimento ágil, cuidado no manuseio de valores e cordialidade com os clientes",
      "organização do caixa, conferência de valores e prevenção de perdas",
    ],
  },
  supermercado: {
    area: "em supermercados",
    field: "de supermercado",
    focus: [
      "reposição de mercadorias, controle de validade e organização da área de vendas",
      "abastecimento de gôndolas, exposição de produtos e atendimento aos clientes",
    ],
  },
  varejo: {
    area: "no varejo",
    field: "do varejo",
    focus: [
      "atendimento ao cliente, vendas e organização da loja",
      "boa experiência de compra, relacionamento com clientes e metas de vendas",
    ],
  },
  apoioEscolar: {
    area: "em apoio escolar",
    field: "de apoio escolar",
    focus: [
      "acompanhamento dos alunos, segurança e apoio às atividades pedagógicas",
      "cuidado com as crianças, organização da rotina escolar e parceria com os professores",
    ],
  },
  cuidador: {
    area: "no cuidado de pessoas",
    field: "de cuidados",
    focus: [
      "cuidado humanizado, segurança e bem-estar da pessoa assistida",
      "apoio nas atividades diárias, respeito à autonomia e comunicação próxima com a família",
    ],
  },
  limpeza: {
    area: "em limpeza e conservação",
    field: "de limpeza e conservação",
    focus: [
      "limpeza e higienização de ambientes, organização e cuidado com os materiais",
      "conservação de espaços, uso seguro de produtos e cumprimento de rotinas",
    ],
  },
  cozinha: {
    area: "em cozinha",
    field: "de cozinha",
    focus: [
      "preparo de alimentos com qualidade, higiene e boas práticas de manipulação",
      "organização da cozinha, controle de validade e trabalho em equipe nos horários de pico",
    ],
  },
  construcao: {
    area: "na construção civil",
    field: "da construção civil",
    focus: [
      "serviços bem executados, segurança no trabalho e cumprimento de prazos",
      "leitura de medidas, cuidado com materiais e ferramentas e trabalho em equipe",
    ],
  },
};
