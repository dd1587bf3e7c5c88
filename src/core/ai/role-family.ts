import { hasKeyword } from "./text.ts";

export const ROLE_FAMILIES = [
  "dados",
  "design",
  "atendimento",
  "tecnologia",
  "marketing",
  "vendas",
  "rh",
  "juridico",
  "saude",
  "educacao",
  "transporte",
  "logistica",
  "administrativo",
  "engenharia",
  "generico",
] as const;
export type RoleFamily = (typeof ROLE_FAMILIES)[number];

/**
 * Keywords by family, checked in this order so the more specific reading wins:
 * 'Engenheiro de Dados' is data, 'Web Designer' is design, 'Técnico de Suporte de TI' is support,
 * 'Engenheira de Software' is technology, 'Recepcionista de Clínica' is customer service.
 */
// One '|'-separated list per family keeps the whole table readable at a glance.
const KEYWORDS: ReadonlyArray<readonly [RoleFamily, readonly string[]]> = (
  [
    ["dados", "dados|data|bi|business intelligence|analytics|estatistico|estatistica|cientista de dados"],
    ["design", "designer|design|ux|ui|diretor de arte|diretora de arte|ilustrador|ilustradora"],
    [
      "atendimento",
      "atendente|atendimento|suporte|call center|telemarketing|sac|recepcionista|recepcao|help desk|" +
        "service desk",
    ],
    [
      "tecnologia",
      "desenvolvedor|desenvolvedora|programador|programadora|developer|dev|devops|software|front end|" +
        "frontend|back end|backend|full stack|fullstack|programacao|ti|tecnologia da informacao|sistemas|" +
        "computacao|informatica|qa|mobile",
    ],
    [
      "marketing",
      "marketing|mkt|midias sociais|midia social|social media|redes sociais|publicidade|publicitario|" +
        "publicitaria|propaganda|seo|trafego|growth|branding|conteudo|copywriter|redator|redatora|comunicacao",
    ],
    [
      "vendas",
      "vendas|vendedor|vendedora|comercial|executivo de contas|executiva de contas|account executive|sdr|" +
        "bdr|key account|promotor|promotora|corretor|corretora",
    ],
    [
      "rh",
      "rh|recursos humanos|departamento pessoal|dp|recrutador|recrutadora|recrutamento|selecao|" +
        "talent acquisition|gestao de pessoas|business partner",
    ],
    ["juridico", "advogado|advogada|juridico|juridica|direito|paralegal|escrevente|compliance"],
    [
      "saude",
      "enfermagem|enfermeiro|enfermeira|medico|medica|medicina|saude|hospital|hospitalar|clinica|" +
        "farmaceutico|farmaceutica|farmacia|fisioterapeuta|fisioterapia|dentista|odontologia|nutricionista|" +
        "nutricao|psicologo|psicologa|psicologia|cuidador|cuidadora|biomedico|biomedica|biomedicina|" +
        "radiologia|socorrista",
    ],
    [
      "educacao",
      "professor|professora|docente|educador|educadora|educacao|pedagogo|pedagoga|pedagogia|pedagogico|" +
        "pedagogica|monitor|monitora|tutor|tutora|instrutor|instrutora|licenciatura",
    ],
    [
      "transporte",
      "motorista|entregador|entregadora|motoboy|motofretista|caminhoneiro|caminhoneira|condutor|condutora",
    ],
    [
      "logistica",
      "logistica|estoque|estoquista|almoxarifado|almoxarife|armazem|expedicao|conferente|supply chain|" +
        "suprimentos|transporte|empilhadeira|repositor|repositora",
    ],
    [
      "administrativo",
      "administrativo|administrativa|administracao|administrador|administradora|gestao|financeiro|" +
        "financeira|financas|contabil|contabeis|contabilidade|contador|contadora|fiscal|faturamento|" +
        "secretario|secretaria|secretariado|escritorio|tesouraria|controladoria|auditor|auditora|" +
        "auditoria|compras",
    ],
    ["engenharia", "engenheiro|engenheira|engenharia|projetista|arquiteto|arquiteta|arquitetura"],
  ] as const
).map(([family, list]) => [family, list.split("|")] as const);

/** The family a job title (or course name) belongs to; 'generico' when nothing is recognised. */
export function detectRoleFamily(text: string): RoleFamily {
  for (const [family, keywords] of KEYWORDS) {
    if (hasKeyword(text, keywords)) return family;
  }
  return "generico";
}

/** The first recognised family among several texts, in order (title first, then jobs, then courses). */
export function detectFirstFamily(texts: readonly string[]): RoleFamily {
  for (const text of texts) {
    const family = detectRoleFamily(text);
    if (family !== "generico") return family;
  }
  return "generico";
}
