import { describe, expect, it } from "vitest";
import { emptyResumeData, resumeHeadline } from "./resume-data.ts";
import { ResumeDataSchema } from "./resume-data-schema.ts";

const job = {
  empresa: "Acme",
  cargo: "Vendedora",
  dataInicio: "2020-01",
  dataFim: "",
  atual: true,
  descricao: "Atendimento e vendas no balcão.",
};

describe("ResumeDataSchema", () => {
  it("fills every field with its default", () => {
    expect(ResumeDataSchema.parse({})).toEqual(emptyResumeData());
    expect(emptyResumeData()).toMatchObject({
      templateId: "moderno",
      experiencias: [],
      hardSkills: [],
      resumo: "",
    });
  });

  it("normalises a legacy template id", () => {
    expect(ResumeDataSchema.parse({ templateId: "technical" }).templateId).toBe("tecnico");
  });

  it("rejects an unknown template id", () => {
    expect(ResumeDataSchema.safeParse({ templateId: "futurista" }).success).toBe(false);
  });

  it("keeps the resume's language, and reads content saved before it existed, or an unknown one, as Portuguese", () => {
    expect(ResumeDataSchema.parse({ idioma: "en" }).idioma).toBe("en");
    expect(ResumeDataSchema.parse({ idioma: "es" }).idioma).toBe("es");
    expect(ResumeDataSchema.parse({ nome: "Ana" }).idioma).toBe("pt");
    expect(ResumeDataSchema.parse({ idioma: "klingon" }).idioma).toBe("pt");
    expect(ResumeDataSchema.parse({ idioma: null }).idioma).toBe("pt");
  });

  it("validates the experiences it holds", () => {
    expect(ResumeDataSchema.safeParse({ experiencias: [{ ...job, empresa: "" }] }).success).toBe(false);
    expect(ResumeDataSchema.parse({ experiencias: [job] }).experiencias).toHaveLength(1);
  });

  it("cleans the skill lists", () => {
    expect(ResumeDataSchema.parse({ hardSkills: ["Excel", " ", "Excel"] }).hardSkills).toEqual(["Excel"]);
  });

  it("returns a fresh object each time", () => {
    const first = emptyResumeData();
    first.hardSkills.push("Excel");
    expect(emptyResumeData().hardSkills).toEqual([]);
  });
});

describe("resumeHeadline", () => {
  it("uses the chosen role", () => {
    expect(resumeHeadline({ cargo: " Gerente de Loja ", experiencias: [job] })).toBe("Gerente de Loja");
  });

  it("falls back to the first experience's role", () => {
    const second = { ...job, cargo: "Caixa" };
    expect(resumeHeadline({ cargo: "  ", experiencias: [job, second] })).toBe("Vendedora");
  });

  it("is empty when there is nothing to show", () => {
    expect(resumeHeadline({ cargo: "", experiencias: [] })).toBe("");
  });
});
