import type { ResumeStep } from "./placeholders.ts";

/**
 * How much a finding matters: 'erro' is wrong on the page (a recruiter sees it or cannot reach the person),
 * 'aviso' weakens the resume, 'dica' is advice a good resume may still skip.
 */
export type Severity = "erro" | "aviso" | "dica";

/** Most serious first: the order findings are listed in. */
export const SEVERITIES: readonly Severity[] = ["erro", "aviso", "dica"];

/**
 * One thing worth fixing in a resume. `id` is stable for the same problem in the same place, so a screen can
 * key it and a later analysis can tell it is still there: '<area>.<what>' for the resume as a whole
 * ('contato.telefone-sem-ddd'), '<area>.<n>.<what>' for an entry, n counted from 1 as the wizard shows it
 * ('experiencia.2.datas-invertidas'). `message` is one sentence saying what is wrong, why it matters and
 * what to do; `step` is the wizard step where it is fixed.
 */
export type Finding = { id: string; severity: Severity; message: string; step: ResumeStep };
