import { hasKeyword } from "./text.ts";

/** Entry-level and operational work (shop floor, kitchen, building site…); their texts have files of their own. */
export const FRONTLINE_FAMILIES = [
  "aprendiz",
  "telemarketing",
  "recepcao",
  "caixa",
  "supermercado",
  "varejo",
  "apoioEscolar",
  "cuidador",
  "limpeza",
  "cozinha",
  "construcao",
] as const;
export type FrontlineFamily = (typeof FRONTLINE_FAMILIES)[number];

export const ROLE_FAMILIES = [
  ...FRONTLINE_FAMILIES,
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
 * 'Operador de Telemarketing' is telemarketing, 'Auxiliar de Cozinha Hospitalar' is kitchen work.
 * A family may come twice: its precise titles early ('Vendedor Externo' is sales, not a shop
 * assistant), its broad words late. Words naming only a workplace ('loja', 'supermercado') come last,
 * so 'Entregador de Supermercado' stays a delivery job.
 */
// One '|'-separated list per entry keeps the whole table readable at a glance.
const KEYWORDS: ReadonlyArray<readonly [RoleFamily, readonly string[]]> = (
  [
    ["aprendiz", "aprendiz"],
    ["dados", "dados|data|bi|business intelligence|analytics|estatistico|estatistica|cientista de dados"],
    ["design", "designer|design|ux|ui|diretor de arte|diretora de arte|ilustrador|ilustradora"],
    [
      "telemarketing",
      "telemarketing|televendas|teleatendimento|call center|contact center|central de atendimento|sac",
    ],
    ["recepcao", "recepcionista|recepcao"],
    [
      "caixa",
      "operador de caixa|operadora de caixa|fiscal de caixa|frente de caixa|atendente de caixa|" +
        "caixa de supermercado|caixa de loja|caixa de mercado",
    ],
    [
      "vendas",
      "vendedor externo|vendedora externa|vendedor interno|vendedora interna|vendedor tecnico|" +
        "vendedora tecnica|representante comercial|representante de vendas|consultor comercial|" +
        "consultora comercial|gerente comercial|gerente de vendas|supervisor de vendas|supervisora de vendas|" +
        "executivo de vendas|executiva de vendas",
    ],
    [
      "supermercado",
      "repositor|repositora|reposicao|operador de loja|operadora de loja|auxiliar de hortifruti|" +
        "operador de hortifruti|operadora de hortifruti",
    ],
    [
      "varejo",
      "vendedor|vendedora|balconista|vitrinista|consultor de vendas|consultora de vendas|atendente de loja",
    ],
    ["atendimento", "atendente|atendimento|suporte|help desk|service desk"],
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
      "vendas|comercial|executivo de contas|executiva de contas|account executive|sdr|bdr|key account|" +
        "promotor|promotora|corretor|corretora",
    ],
    [
      "rh",
      "rh|recursos humanos|departamento pessoal|dp|recrutador|recrutadora|recrutamento|selecao|" +
        "talent acquisition|gestao de pessoas|business partner",
    ],
    ["juridico", "advogado|advogada|juridico|juridica|direito|paralegal|escrevente|compliance"],
    [
      "apoioEscolar",
      "auxiliar de classe|auxiliar de sala|auxiliar de turma|auxiliar de educacao|" +
        "auxiliar de desenvolvimento infantil|auxiliar pedagogico|auxiliar pedagogica|professor auxiliar|" +
        "professora auxiliar|professor assistente|professora assistente|apoio escolar|monitor escolar|" +
        "monitora escolar|inspetor de alunos|inspetora de alunos|cuidador escolar|cuidadora escolar",
    ],
    [
      "cuidador",
      "cuidador|cuidadora|acompanhante de idosos|acompanhante terapeutico|acompanhante terapeutica",
    ],
    [
      "limpeza",
      "limpeza|faxineiro|faxineira|diarista|zelador|zeladora|servicos gerais|asg|camareiro|camareira|" +
        "higienizacao",
    ],
    [
      "cozinha",
      "cozinha|cozinheiro|cozinheira|chef|sous chef|chapeiro|chapeira|pizzaiolo|pizzaiola|confeiteiro|" +
        "confeiteira|padeiro|padeira|salgadeiro|salgadeira|merendeiro|merendeira|copeiro|copeira|" +
        "churrasqueiro|churrasqueira|lavador de pratos|lavadora de pratos",
    ],
    [
      "saude",
      "enfermagem|enfermeiro|enfermeira|medico|medica|medicina|saude|hospital|hospitalar|clinica|" +
        "farmaceutico|farmaceutica|farmacia|fisioterapeuta|fisioterapia|dentista|odontologia|nutricionista|" +
        "nutricao|psicologo|psicologa|psicologia|biomedico|biomedica|biomedicina|radiologia|socorrista",
    ],
    [
      "educacao",
      "professor|professora|docente|educador|educadora|educacao|pedagogo|pedagoga|pedagogia|pedagogico|" +
        "pedagogica|monitor|monitora|tutor|tutora|instrutor|instrutora|licenciatura",
    ],
    [
      "transporte",
      "motorista|entregador|entregadora|motoboy|motofretista|motoentregador|motoentregadora|caminhoneiro|" +
        "caminhoneira|condutor|condutora",
    ],
    [
      "logistica",
      "logistica|estoque|estoquista|almoxarifado|almoxarife|armazem|expedicao|conferente|supply chain|" +
        "suprimentos|transporte|empilhadeira|separador|separadora|carga e descarga|" +
        "movimentador de mercadorias|movimentadora de mercadorias",
    ],
    [
      "administrativo",
      "administrativo|administrativa|administracao|administrador|administradora|gestao|financeiro|" +
        "financeira|financas|contabil|contabeis|contabilidade|contador|contadora|fiscal|faturamento|" +
        "secretario|secretaria|secretariado|escritorio|tesouraria|controladoria|auditor|auditora|" +
        "auditoria|compras",
    ],
    ["engenharia", "engenheiro|engenheira|engenharia|projetista|arquiteto|arquiteta|arquitetura"],
    [
      "construcao",
      "pedreiro|pedreira|servente|obra|obras|mestre de obras|construcao civil|eletricista|encanador|" +
        "encanadora|bombeiro hidraulico|pintor|pintora|carpinteiro|carpinteira|armador|armadora|azulejista|" +
        "gesseiro|gesseira",
    ],
    ["supermercado", "supermercado|hipermercado|hortifruti|atacarejo"],
    ["varejo", "loja|lojas|varejo|varejista"],
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
