import { z } from "zod";
import type { ResumeData } from "../resume/resume-data.ts";
import { ImportCountsSchema, importCounts } from "./import-notice.ts";
import { importReviewMarks } from "./review-marks.ts";

/**
 * What the wizard keeps after an import, with the draft (decision 0028): the fields still marked
 * 'Confira este campo', and the notice's counts until the person dismisses it ('Entendi').
 */
export const ImportReviewSchema = z.object({
  campos: z.array(z.string().max(80)).max(300),
  aviso: ImportCountsSchema.nullable(),
});
export type ImportReview = z.infer<typeof ImportReviewSchema>;

export function startImportReview(data: ResumeData, revisar: readonly string[]): ImportReview {
  const campos = importReviewMarks(data, revisar);
  return { campos, aviso: importCounts(data, campos) };
}

/** The review with these fields checked; the same object when none of them was marked. */
export function withoutMarks(review: ImportReview, paths: readonly string[]): ImportReview {
  const campos = review.campos.filter((path) => !paths.includes(path));
  return campos.length === review.campos.length ? review : { ...review, campos };
}

/** A stored review, or null when there is none or it is not one (browser storage is only a cache). */
export function readImportReview(value: unknown): ImportReview | null {
  const parsed = ImportReviewSchema.safeParse(value);
  return parsed.success ? parsed.data : null;
}
