import { ADMINISTRACAO } from "./fields/administracao.ts";
import { MARKETING } from "./fields/marketing.ts";
import { SAUDE } from "./fields/saude.ts";
import { TECNOLOGIA } from "./fields/tecnologia.ts";

/** The experience levels of /exemplos-de-curriculo (spec part 2 §2, §9). */
export const EXAMPLE_LEVELS = ["junior", "pleno", "senior"] as const;
export type ExampleLevel = (typeof EXAMPLE_LEVELS)[number];

/** Months are 'YYYY-MM', as the wizard stores them; no end means it goes on. */
type ExampleJob = { role: string; company: string; start: string; end?: string; achievements: string[] };
type ExampleCourse = { course: string; institution: string; start: string; end?: string };

/**
 * A resume example: a fictional person, written the way a good real resume reads. It is shown on
 * /exemplos-de-curriculo and, with 'Usar como base', starts a resume in the wizard.
 */
export type ResumeExample = {
  /** Also the address of 'Usar como base' (/choose-option?exemplo=<id>). */
  id: string;
  role: string;
  level: ExampleLevel;
  person: string;
  city: string;
  summary: string;
  experiences: ExampleJob[];
  education: ExampleCourse[];
  hardSkills: string[];
  softSkills: string[];
};

export type ExampleField = { id: string; label: string; examples: ResumeExample[] };

/** The four fields of /exemplos-de-curriculo, four examples each (spec part 2 §9). */
export const EXAMPLE_FIELDS: ExampleField[] = [
  { id: "tecnologia", label: "Tecnologia", examples: TECNOLOGIA },
  { id: "marketing", label: "Marketing", examples: MARKETING },
  { id: "administracao", label: "Administração", examples: ADMINISTRACAO },
  { id: "saude", label: "Saúde", examples: SAUDE },
];

export function findResumeExample(id: string): ResumeExample | undefined {
  for (const field of EXAMPLE_FIELDS) {
    const example = field.examples.find((candidate) => candidate.id === id);
    if (example) return example;
  }
  return undefined;
}
