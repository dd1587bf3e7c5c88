import type { ComponentType } from "react";
import { WIZARD_PATHS } from "#web/lib/wizard-paths.ts";

type PageModule = Promise<{ default: ComponentType }>;

/** Improve-mode wizard pages live under this prefix (spec: paths containing 'melhorar-curriculo'). */
export const IMPROVE_PREFIX = "/melhorar-curriculo";

/** The wizard's screens in order (spec part 1 §2). The improve variant prefixes every path. */
export const WIZARD_STEPS = [
  {
    id: "dados",
    path: WIZARD_PATHS.dados,
    label: "Dados pessoais",
    load: (): PageModule => import("./pages/personal-info-page.tsx"),
  },
  {
    id: "resumo",
    path: WIZARD_PATHS.resumo,
    label: "Resumo",
    load: (): PageModule => import("./pages/summary-page.tsx"),
  },
  {
    id: "experiencia",
    path: WIZARD_PATHS.experiencia,
    label: "Experiência",
    load: (): PageModule => import("./pages/experience-page.tsx"),
  },
  {
    id: "formacao",
    path: WIZARD_PATHS.formacao,
    label: "Formação",
    load: (): PageModule => import("./pages/education-page.tsx"),
  },
  {
    id: "habilidades",
    path: WIZARD_PATHS.habilidades,
    label: "Habilidades",
    load: (): PageModule => import("./pages/skills-page.tsx"),
  },
  {
    id: "modelo",
    path: WIZARD_PATHS.modelo,
    label: "Modelo",
    load: (): PageModule => import("./pages/template-page.tsx"),
  },
  {
    id: "final",
    path: WIZARD_PATHS.final,
    label: "Revisão",
    load: (): PageModule => import("./pages/final-preview-page.tsx"),
  },
] as const;

export type WizardStepId = (typeof WIZARD_STEPS)[number]["id"];

export function isImprovePath(pathname: string): boolean {
  return pathname.includes("melhorar-curriculo");
}

function stepIndex(id: WizardStepId): number {
  const index = WIZARD_STEPS.findIndex((s) => s.id === id);
  if (index < 0) throw new Error(`unknown wizard step ${id}`);
  return index;
}

/** The address of a step in the current mode. */
export function stepPath(id: WizardStepId, improve: boolean): string {
  const { path } = WIZARD_STEPS[stepIndex(id)] as (typeof WIZARD_STEPS)[number];
  return improve ? `${IMPROVE_PREFIX}${path}` : path;
}

/** Voltar on the first two steps leaves the wizard: to the choice of how to start, and to the home page. */
const BACK_OUT_OF_WIZARD: Partial<Record<WizardStepId, string>> = { dados: "/choose-option", resumo: "/" };

/** Where Voltar leads from a step: the step before it in the same mode, or out of the wizard. */
export function backPath(id: WizardStepId, improve: boolean): string {
  return BACK_OUT_OF_WIZARD[id] ?? neighbourPath(id, -1, improve);
}

/** Where Próximo leads from a step: the step after it in the same mode. */
export function nextPath(id: WizardStepId, improve: boolean): string {
  return neighbourPath(id, 1, improve);
}

function neighbourPath(id: WizardStepId, offset: -1 | 1, improve: boolean): string {
  const step = WIZARD_STEPS[stepIndex(id) + offset];
  if (!step) throw new Error(`no wizard step ${offset > 0 ? "after" : "before"} ${id}`);
  return stepPath(step.id, improve);
}
