import { describe, expect, it } from "vitest";
import { messages } from "../messages.ts";
import {
  DEFAULT_TEMPLATE_ID,
  normalizeTemplateId,
  TEMPLATE_IDS,
  TEMPLATES,
  TemplateIdSchema,
  templateName,
} from "./template-id.ts";

describe("templates", () => {
  it("has the six templates of the spec with their Portuguese names", () => {
    expect(TEMPLATES.map((t) => [t.id, t.name])).toEqual([
      ["classico", "Clássico"],
      ["moderno", "Moderno"],
      ["criativo", "Criativo"],
      ["executivo", "Executivo"],
      ["minimalista", "Minimalista"],
      ["tecnico", "Técnico"],
    ]);
  });

  it("defaults to 'moderno'", () => {
    expect(DEFAULT_TEMPLATE_ID).toBe("moderno");
  });

  it("names each template", () => {
    expect(templateName("tecnico")).toBe("Técnico");
    expect(templateName("classico")).toBe("Clássico");
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
