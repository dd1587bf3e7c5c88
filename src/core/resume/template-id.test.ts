import { describe, expect, it } from "vitest";
import { messages } from "../messages.ts";
import {
  DEFAULT_TEMPLATE_ID,
  isProTemplate,
  normalizeTemplateId,
  TEMPLATE_IDS,
  TEMPLATES,
  templateName,
} from "./template-id.ts";
import { TemplateIdSchema } from "./template-id-schema.ts";

describe("templates", () => {
  it("has the six templates of the spec, then the four PRO ones, with their Portuguese names", () => {
    expect(TEMPLATES.map((t) => [t.id, t.name, t.pro])).toEqual([
      ["classico", "Clássico", false],
      ["moderno", "Moderno", false],
      ["criativo", "Criativo", false],
      ["executivo", "Executivo", false],
      ["minimalista", "Minimalista", false],
      ["tecnico", "Técnico", false],
      ["compacto", "Compacto", true],
      ["academico", "Acadêmico", true],
      ["recem-formado", "Recém-Formado", true],
      ["elegante", "Elegante", true],
    ]);
  });

  it("tells the PRO templates apart", () => {
    expect(TEMPLATE_IDS.filter(isProTemplate)).toEqual([
      "compacto",
      "academico",
      "recem-formado",
      "elegante",
    ]);
  });

  it("defaults to 'moderno'", () => {
    expect(DEFAULT_TEMPLATE_ID).toBe("moderno");
  });

  it("names each template", () => {
    expect(templateName("tecnico")).toBe("Técnico");
    expect(templateName("classico")).toBe("Clássico");
    expect(templateName("recem-formado")).toBe("Recém-Formado");
  });
});

describe("normalizeTemplateId", () => {
  it.each(TEMPLATE_IDS)("keeps the current id %s", (id) => {
    expect(normalizeTemplateId(id)).toBe(id);
  });

  it.each([
    ["classic", "classico"],
    ["modern", "moderno"],
    ["creative", "criativo"],
    ["executive", "executivo"],
    ["minimal", "minimalista"],
    ["technical", "tecnico"],
  ])("maps the legacy id %s to %s", (legacy, id) => {
    expect(normalizeTemplateId(legacy)).toBe(id);
  });

  it.each(["", "futurista", "Moderno", "toString", 42, null, undefined])(
    "answers undefined for %j",
    (value) => {
      expect(normalizeTemplateId(value)).toBeUndefined();
    },
  );
});

describe("TemplateIdSchema", () => {
  it("normalises legacy ids", () => {
    expect(TemplateIdSchema.parse("creative")).toBe("criativo");
  });

  it("rejects an unknown id with a Portuguese message", () => {
    expect(TemplateIdSchema.safeParse("futurista").error?.issues.map((issue) => issue.message)).toEqual([
      messages.templateDesconhecido,
    ]);
  });
});
