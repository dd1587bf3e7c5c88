import { describe, expect, it } from "vitest";
import { TEMPLATE_IDS, templateName } from "#core/resume/template-id.ts";
import { TEMPLATE_MODELS } from "./template-models.ts";

describe("the models of /modelos-de-curriculo", () => {
  it("are the spec's six, each shown with a different real template under its real name", () => {
    expect(TEMPLATE_MODELS.map((m) => m.name)).toEqual([
      "Profissional",
      "Criativo",
      "Acadêmico",
      "Técnico",
      "Recém-Formado",
      "Minimalista",
    ]);
    expect(new Set(TEMPLATE_MODELS.map((m) => m.templateId))).toEqual(new Set(TEMPLATE_IDS));
    for (const model of TEMPLATE_MODELS) expect(model.templateName).toBe(templateName(model.templateId));
  });
});
