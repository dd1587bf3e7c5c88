import { type ImportCounts, readImportCounts } from "./import-notice.ts";

/**
 * What the wizard keeps after an import, with the draft (decision 0028): the fields still marked
 * 'Confira este campo', and the notice's counts until the person dismisses it ('Entendi'). Read by hand, not
 * with zod, so a wizard step loads its draft without the schemas (review-marks.ts starts one).
 */
export type ImportReview = { campos: string[]; aviso: ImportCounts | null };

/** At most this many marks, each a field path of at most 80 characters. */
const MAX_CAMPOS = 300;
const MAX_PATH = 80;

/** The review with these fields checked; the same object when none of them was marked. */
export function withoutMarks(review: ImportReview, paths: readonly string[]): ImportReview {
  const campos = review.campos.filter((path) => !paths.includes(path));
  return campos.length === review.campos.length ? review : { ...review, campos };
}

/** A stored review, or null when there is none or it is not one (browser storage is only a cache). */
export function readImportReview(value: unknown): ImportReview | null {
  if (typeof value !== "object" || value === null) return null;
  const { campos, aviso } = value as Record<string, unknown>;
  const isPath = (path: unknown) => typeof path === "string" && path.length <= MAX_PATH;
  if (!Array.isArray(campos) || campos.length > MAX_CAMPOS || !campos.every(isPath)) return null;
  const counts = aviso === null ? null : readImportCounts(aviso);
  if (aviso !== null && counts === null) return null;
  return { campos: [...campos], aviso: counts };
}
