import type { ReviewMark } from "#web/ui/field.tsx";
import { checkReviewMarks, useWizardDraft } from "./wizard-draft.ts";

/**
 * The 'Confira este campo' marks left by an import (decision 0028): `reviewOf('experiencias.0.cargo')` is the
 * field's mark, or undefined when it has none. A field showing two of the resume's values (city and state)
 * names both, and checking it clears both.
 */
export function useReviewMarks(): (...paths: string[]) => ReviewMark | undefined {
  const marked = useWizardDraft().revisao?.campos ?? [];
  return (...paths) =>
    paths.some((path) => marked.includes(path)) ? { onChecked: () => checkReviewMarks(paths) } : undefined;
}
