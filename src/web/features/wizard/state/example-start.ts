import { exampleResumeData } from "#core/examples/example-resume-data.ts";
import type { ResumeExample } from "#core/examples/resume-examples.ts";
import { startDraftFrom } from "./wizard-draft.ts";

/**
 * 'Usar como base': a new resume from the example, for the person to rewrite; a template they already chose
 * stays. Loaded only when /choose-option?exemplo=… is opened, with the examples themselves.
 */
export function startFromExample(example: ResumeExample): void {
  startDraftFrom(exampleResumeData(example));
}
