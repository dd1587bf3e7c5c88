import type { ComponentType } from "react";

type PageModule = Promise<{ default: ComponentType }>;

/** Improve-mode wizard pages live under this prefix (spec: paths containing 'melhorar-curriculo'). */
export const IMPROVE_PREFIX = "/melhorar-curriculo";

/** The wizard's screens in order (spec part 1 §2). The improve variant prefixes every path. */
export const WIZARD_STEPS = [
  {
    id: "dados",
    path: "/criar-curriculo",
    label: "Dados pessoais",
    load: (): PageModule => import("./pages/personal-info-page.tsx"),
  },
  {
    id: "resumo",
    path: "/resumo-profissional",
    label: "Resumo",
    load: (): PageModule => import("./pages/summary-page.tsx"),
  },
  {
    id: "experiencia",
    path: "/experiencia-profissional",
    label: "Experiência",
    load: (): PageModule => import("./pages/experience-page.tsx"),
  },
  {
    id: "formacao",
    path: "/formacao-academica",
    label: "Formação",
    load: (): PageModule => import("./pages/education-page.tsx"),
  },
  {
    id: "habilidades",
    path: "/habilidades",
    label: "Habilidades",
    load: (): PageModule => import("./pages/skills-page.tsx"),
  },
  {
    id: "modelo",
    path: "/escolher-template",
    label: "Modelo",
    load: (): PageModule => import("./pages/template-page.tsx"),
  },
  {
    id: "final",
    path: "/visualizacao-final",
    label: "Revisão",
    load: (): PageModule => import("./pages/final-preview-page.tsx"),
  },
] as const;

export type WizardStepId = (typeof WIZARD_STEPS)[number]["id"];

export function isImprovePath(pathname: string): boolean {
  return pathname.includes("melhorar-curriculo");
}

/** The address of a step in the current mode. */
export function stepPath(id: WizardStepId, improve: boolean): string {
  const step = WIZARD_STEPS.find((s) => s.id === id);
  if (!step) throw new Error(`unknown wizard step ${id}`);
  return improve ? `${IMPROVE_PREFIX}${step.path}` : step.path;
}
