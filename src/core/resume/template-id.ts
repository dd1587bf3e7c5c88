import { z } from "zod";
import { messages } from "../messages.ts";

/** The six templates (spec part 1 §3). Ids follow the stored default 'moderno'. */
export const TEMPLATES = [
  {
    id: "classico",
    name: "Clássico",
    description: "Sóbrio e tradicional, com tipografia serifada e seções bem marcadas.",
  },
  {
    id: "moderno",
    name: "Moderno",
    description: "Coluna lateral colorida com contatos e habilidades; leitura rápida.",
  },
  {
    id: "criativo",
    name: "Criativo",
    description: "Cabeçalho marcante e cor de destaque para áreas criativas.",
  },
  { id: "executivo", name: "Executivo", description: "Elegante e denso, ideal para cargos de liderança." },
  { id: "minimalista", name: "Minimalista", description: "Muito espaço em branco e nada além do essencial." },
  {
    id: "tecnico",
    name: "Técnico",
    description: "Pensado para tecnologia, com barras de habilidades e fonte mono.",
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

export const TemplateIdSchema = z.string().transform((value, ctx) => {
  const id = normalizeTemplateId(value);
  if (!id) {
    ctx.addIssue({ code: "custom", message: messages.templateDesconhecido });
    return z.NEVER;
  }
  return id;
});

export function templateName(id: TemplateId): string {
  return TEMPLATES.find((t) => t.id === id)?.name ?? id;
}
