import { describe, expect, it } from "vitest";
import { backPath, nextPath, stepPath, WIZARD_STEPS } from "./wizard-steps.ts";

describe("wizard step navigation", () => {
  it("sends Próximo through the steps in order, in each mode", () => {
    const ids = WIZARD_STEPS.map((s) => s.id).slice(0, -1);
    expect(ids.map((id) => nextPath(id, false))).toEqual([
      "/resumo-profissional",
      "/experiencia-profissional",
      "/formacao-academica",
      "/habilidades",
      "/escolher-template",
      "/visualizacao-final",
    ]);
    expect(nextPath("formacao", true)).toBe("/melhorar-curriculo/habilidades");
    expect(() => nextPath("final", false)).toThrow();
  });

  it("sends Voltar to the step before, and out of the wizard from the first two steps", () => {
    expect(backPath("dados", false)).toBe("/choose-option");
    expect(backPath("dados", true)).toBe("/choose-option");
    expect(backPath("resumo", true)).toBe("/");
    expect(backPath("experiencia", false)).toBe("/resumo-profissional");
    expect(backPath("experiencia", true)).toBe("/melhorar-curriculo/resumo-profissional");
    expect(backPath("final", true)).toBe("/melhorar-curriculo/escolher-template");
  });

  it("keeps the improve prefix on every step's address", () => {
    expect(stepPath("dados", true)).toBe("/melhorar-curriculo/criar-curriculo");
    expect(stepPath("final", false)).toBe("/visualizacao-final");
  });
});
