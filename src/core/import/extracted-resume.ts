import { z } from "zod";

/** A date as printed, at the precision printed: 'YYYY' or 'YYYY-MM'. */
const ExtractedDateSchema = z
  .string()
  .regex(/^\d{4}(-\d{2})?$/)
  .nullable();

const ExtractedExperienceSchema = z.object({
  empresa: z.string(),
  cargo: z.string(),
  dataInicio: ExtractedDateSchema,
  dataFim: ExtractedDateSchema,
  atual: z.boolean(),
  /** The description lines under the job, joined; not part of the scored shape. */
  descricao: z.string().optional(),
});
export type ExtractedExperience = z.infer<typeof ExtractedExperienceSchema>;

const EducationStatusSchema = z.enum(["concluido", "em_andamento"]);

const ExtractedEducationSchema = z.object({
  instituicao: z.string(),
  curso: z.string(),
  dataInicio: ExtractedDateSchema,
  dataFim: ExtractedDateSchema,
  situacao: EducationStatusSchema,
});
export type ExtractedEducation = z.infer<typeof ExtractedEducationSchema>;

/** The data read from an uploaded resume (spec part 2 §3); `null` where the file does not print it. */
export const ExtractedResumeSchema = z.object({
  nome: z.string().nullable(),
  email: z.string().nullable(),
  telefone: z.string().nullable(),
  cidade: z.string().nullable(),
  estado: z.string().nullable(),
  linkedin: z.string().nullable(),
  sitePortfolio: z.string().nullable(),
  cargo: z.string().nullable(),
  resumo: z.string().nullable(),
  experiencias: z.array(ExtractedExperienceSchema),
  formacoes: z.array(ExtractedEducationSchema),
  hardSkills: z.array(z.string()),
  softSkills: z.array(z.string()),
  /**
   * Fields the extractor read but is unsure of, for the person to check: paths into the wizard's data such as
   * 'cargo', 'resumo', 'experiencias.0.dataInicio' or 'formacoes.1.curso' (decision 0028).
   */
  revisar: z.array(z.string()).default([]),
});
export type ExtractedResume = z.infer<typeof ExtractedResumeSchema>;

/** A value read from a file, with the fields of it the reader had to guess, for the person to check. */
export interface Read<T> {
  value: T;
  unsure: (keyof T & string)[];
}

export function emptyExtractedResume(): ExtractedResume {
  return {
    nome: null,
    email: null,
    telefone: null,
    cidade: null,
    estado: null,
    linkedin: null,
    sitePortfolio: null,
    cargo: null,
    resumo: null,
    experiencias: [],
    formacoes: [],
    hardSkills: [],
    softSkills: [],
    revisar: [],
  };
}
