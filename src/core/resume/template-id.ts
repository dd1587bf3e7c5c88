// No zod here: public pages list the templates without loading the schemas (template-id-schema.ts).

/**
 * The six templates of the spec (part 1 §3), then the four PRO ones the Premium offer names. Everyone sees,
 * previews and picks any of them; `pro` only labels them. Ids follow the stored default 'moderno'.
 */
export const TEMPLATES = [
  {
    id: "classico",
    name: "Clássico",
    description: "Sóbrio e tradicional, com tipografia serifada e seções bem marcadas.",
    pro: false,
  },
  {
    id: "moderno",
    name: "Moderno",
    description: "Coluna lateral colorida com contatos e habilidades; leitura rápida.",
    pro: false,
  },
  {
    id: "criativo",
    name: "Criativo",
    description: "Cabeçalho marcante e cor de destaque para áreas criativas.",
    pro: false,
  },
  {
    id: "executivo",
    name: "Executivo",
    description: "Elegante e denso, ideal para cargos de liderança.",
    pro: false,
  },
  {
    id: "minimalista",
    name: "Minimalista",
    description: "Muito espaço em branco e nada além do essencial.",
    pro: false,
  },
  {
    id: "tecnico",
    name: "Técnico",
    description: "Pensado para tecnologia, com barras de habilidades e fonte mono.",
    pro: false,
  },
  {
    id: "compacto",
    name: "Compacto",
    description: "Uma coluna enxuta que cabe mais em cada página, sem perder a leitura fácil.",
    pro: true,
  },
  {
    id: "academico",
    name: "Acadêmico",
    description: "Serifado e espaçoso, com a formação antes das experiências; para pesquisa e docência.",
    pro: true,
  },
  {
    id: "recem-formado",
    name: "Recém-Formado",
    description: "Começa pela formação e pelas habilidades; ideal para estágio e primeiro emprego.",
    pro: true,
  },
  {
    id: "elegante",
    name: "Elegante",
    description: "Serifas finas, detalhes dourados e títulos centrados, com equilíbrio na página.",
    pro: true,
  },
] as const;

export type TemplateId = (typeof TEMPLATES)[number]["id"];
export const TEMPLATE_IDS = TEMPLATES.map((t) => t.id) as [TemplateId, ...TemplateId[]];
export const DEFAULT_TEMPLATE_ID: TemplateId = "moderno";

// Older clients stored English ids; they keep working.
const LEGACY_IDS: Record<string, TemplateId> = {
  classic: "classico",
  modern: "moderno",
  creative: "criativo",
  executive: "executivo",
  minimal: "minimalista",
  technical: "tecnico",
};

export function normalizeTemplateId(value: unknown): TemplateId | undefined {
  if (typeof value !== "string") return undefined;
  const id = LEGACY_IDS[value] ?? value;
  return (TEMPLATE_IDS as readonly string[]).includes(id) ? (id as TemplateId) : undefined;
}

export function templateName(id: TemplateId): string {
  return TEMPLATES.find((t) => t.id === id)?.name ?? id;
}

/** A PRO template: shown with a 'PRO' badge wherever templates are listed. */
export function isProTemplate(id: TemplateId): boolean {
  return TEMPLATES.find((t) => t.id === id)?.pro ?? false;
}
