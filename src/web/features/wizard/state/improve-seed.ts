import { samplePerson } from "#core/sample-person.ts";
import { seedDraftIfEmpty } from "./wizard-draft.ts";

/**
 * Improve mode with nothing stored starts from the sample person, their education and skills (spec part 1
 * §4), so every step has something to edit; the summary and the jobs stay the person's own.
 */
export function seedImproveDraft(): void {
  seedDraftIfEmpty(samplePerson);
}
