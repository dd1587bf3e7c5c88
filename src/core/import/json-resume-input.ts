import { z } from "zod";

/*
 * What we read from a JSON Resume file (jsonresume.org schema v1, plus the older `company` name of a job).
 * Lenient on purpose: every field is optional and `null` counts as missing, because files written by other
 * tools leave out what they do not know. What is present must have the right type and dates the schema's
 * form (YYYY, YYYY-MM or YYYY-MM-DD); anything else is refused with a Portuguese message naming the field.
 */

// The schema's YYYY, YYYY-MM or YYYY-MM-DD; a full ISO date-time, which some tools write, is read too.
const ISO_DATE = /^\d{4}(-(0[1-9]|1[0-2])(-(0[1-9]|[12]\d|3[01])(T[\d:.]+(Z|[+-]\d{2}:?\d{2})?)?)?)?$/;

const text = (label: string) =>
  z
    .string({ error: `${label} deve ser um texto` })
    .nullish()
    .transform((value) => value ?? "");

const date = (label: string) =>
  text(label).refine((value) => value === "" || ISO_DATE.test(value.trim()), {
    message: `${label} deve estar no formato AAAA-MM ou AAAA-MM-DD`,
  });

const list = <T extends z.ZodType>(item: T, label: string) =>
  z
    .array(item, { error: `${label} devem ser uma lista` })
    .nullish()
    .transform((value) => value ?? []);

const object = <T extends z.ZodRawShape>(shape: T, message: string) =>
  z.looseObject(shape, { error: message });

/** Our own additions, under `x-vitae`: only what plain JSON Resume cannot say (see decision 0013). */
const WorkExtension = object(
  {
    atual: z.boolean().optional(),
    dataInicio: z.string().optional(),
    dataFim: z.string().optional(),
    marcador: z.enum(["• ", "- "]).optional(),
  },
  "x-vitae deve ser um objeto",
)
  .nullish()
  .catch(undefined);

const EducationExtension = object(
  {
    situacao: z.enum(["concluido", "em_andamento"]).optional(),
    dataInicio: z.string().optional(),
    dataFim: z.string().optional(),
  },
  "x-vitae deve ser um objeto",
)
  .nullish()
  .catch(undefined);

const Work = object(
  {
    name: text("O nome da empresa"),
    company: text("O nome da empresa"),
    position: text("O cargo"),
    startDate: date("A data de início"),
    endDate: date("A data de término"),
    summary: text("O resumo das atividades"),
    highlights: list(z.string({ error: "Cada destaque deve ser um texto" }), "Os destaques"),
    "x-vitae": WorkExtension,
  },
  "o item deve ser um objeto",
);

const Education = object(
  {
    institution: text("O nome da instituição"),
    area: text("A área de estudo"),
    studyType: text("O tipo de curso"),
    startDate: date("A data de início"),
    endDate: date("A data de término"),
    "x-vitae": EducationExtension,
  },
  "o item deve ser um objeto",
);

const Skill = object(
  {
    name: text("O nome da habilidade"),
    level: text("O nível da habilidade"),
    keywords: list(z.string({ error: "Cada palavra-chave deve ser um texto" }), "As palavras-chave"),
  },
  "o item deve ser um objeto",
);

const Language = object(
  { language: text("O idioma"), fluency: text("A fluência") },
  "o item deve ser um objeto",
);

const Profile = object(
  {
    network: text("A rede do perfil"),
    username: text("O usuário do perfil"),
    url: text("O endereço do perfil"),
  },
  "o item deve ser um objeto",
);

const Basics = object(
  {
    name: text("O nome"),
    label: text("O cargo (label)"),
    email: text("O e-mail"),
    phone: text("O telefone"),
    url: text("O site"),
    summary: text("O resumo"),
    image: text("A foto (image)"),
    location: object(
      { city: text("A cidade"), region: text("O estado (region)") },
      "A localização deve ser um objeto",
    )
      .nullish()
      .transform((value) => value ?? { city: "", region: "" }),
    profiles: list(Profile, "Os perfis"),
  },
  "Os dados básicos (basics) devem ser um objeto",
);

export const JsonResumeInputSchema = object(
  {
    basics: Basics.nullish(),
    work: list(Work, "As experiências (work)"),
    education: list(Education, "As formações (education)"),
    skills: list(Skill, "As habilidades (skills)"),
    languages: list(Language, "Os idiomas (languages)"),
    meta: object(
      {
        // A language tag ('en', 'pt-BR'); anything else is no language, read as Portuguese.
        language: z.unknown().optional(),
        "x-vitae": object({ templateId: z.string().optional() }, "x-vitae deve ser um objeto")
          .nullish()
          .catch(undefined),
      },
      "Os metadados (meta) devem ser um objeto",
    )
      .nullish()
      .catch(undefined),
  },
  "O arquivo deve ser um objeto",
);
export type JsonResumeInput = z.output<typeof JsonResumeInputSchema>;

const SECTIONS: Record<string, string> = {
  basics: "Dados básicos",
  work: "Experiência",
  education: "Formação",
  skills: "Habilidade",
  languages: "Idioma",
  profiles: "Perfil",
};

/**
 * 'work.0.startDate' -> 'Experiência 1', so a person can find the entry in their file; empty when the issue
 * is about a whole section, whose message already names it.
 */
export function describeIssuePath(path: readonly PropertyKey[]): string {
  const last = path.at(-1);
  if (typeof last === "string" && SECTIONS[last]) return "";
  const parts: string[] = [];
  for (let i = 0; i < path.length; i++) {
    const key = String(path[i]);
    const section = SECTIONS[key];
    if (!section) continue;
    const next = path[i + 1];
    parts.push(typeof next === "number" ? `${section} ${next + 1}` : section);
  }
  return parts.join(", ");
}
