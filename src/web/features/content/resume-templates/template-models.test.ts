import { describe, expect, it } from "vitest";
import { TEMPLATE_IDS } from "#core/resume/template-id.ts";
import { TEMPLATE_MODELS } from "./template-models.ts";

describe("the models of /modelos-de-curriculo", () => {
  it("are the spec's six, each shown with a different real template", () => {
    expect(TEMPLATE_MODELS.map((m) => m.name)).toEqual([
      "Profissional",
      "Criativo",
      "Acadêmico",
      "Técnico",
      "Recém-Formado",
      "Minimalista",
    ]);
    const templates = TEMPLATE_MODELS.map((m) => m.templateId);
    expect(new Set(templates).size).toBe(6);
    for (const id of templates) expect(TEMPLATE_IDS).toContain(id);
  });

  it("show the Acadêmico and Recém-Formado models in the templates made for them", () => {
    const templateOf = (name: string) => TEMPLATE_MODELS.find((m) => m.name === name)?.templateId;
    expect(templateOf("Acadêmico")).toBe("academico");
    expect(templateOf("Recém-Formado")).toBe("recem-formado");
  });
});
