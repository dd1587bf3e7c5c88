import { useMemo } from "react";
import { useLocation } from "react-router";
import { isImprovePath, nextPath, stepPath, type WizardStepId } from "../wizard-steps.ts";
import { seedImproveDraft } from "./improve-seed.ts";
import { useResumeHandoff } from "./use-resume-handoff.ts";

export type WizardMode = {
  improve: boolean;
  path(id: WizardStepId): string;
  /** Where Próximo leads from the step `id`. */
  nextPath(id: WizardStepId): string;
};

/**
 * Create or improve mode, from the address; every link built with path() stays in the same mode. Improve
 * mode with nothing stored fills the draft with the sample person first, so the page's forms start from it
 * (call this before reading the draft).
 */
export function useWizardMode(): WizardMode {
  // A saved resume opened from the dashboard replaces the draft before anything reads it.
  useResumeHandoff();
  const { pathname } = useLocation();
  const improve = isImprovePath(pathname);
  if (improve) seedImproveDraft();
  return useMemo(
    () => ({
      improve,
      path: (id: WizardStepId) => stepPath(id, improve),
      nextPath: (id: WizardStepId) => nextPath(id, improve),
    }),
    [improve],
  );
}
