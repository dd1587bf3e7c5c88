import { describe, expect, it } from "vitest";
import { resumeDataFromDraft } from "./draft-content.ts";

describe("resumeDataFromDraft", () => {
  it("keeps an import's fields and fills what is missing with empty values", () => {
    const data = resumeDataFromDraft({
      nome: "Ana Souza",
      email: "ana@example.com",
      linkedin: "linkedin.com/in/ana",
      experiencias: [{ empresa: "Nubank", cargo: "Analista", dataInicio: "2021-03", atual: true }],
      formacoes: [{ instituicao: "USP", curso: "Direito", situacao: "outro" }],
      hardSkills: ["Excel", "", 3],
    });
    expect(data).toMatchObject({
      nome: "Ana Souza",
      email: "ana@example.com",
      telefone: "",
      linkedin: "linkedin.com/in/ana",
      sitePortfolio: "",
      templateId: "moderno",
    });
    expect(data.experiencias).toEqual([
      {
        empresa: "Nubank",
        cargo: "Analista",
        dataInicio: "2021-03",
        dataFim: "",
        atual: true,
        descricao: "",
      },
    ]);
    expect(data.formacoes[0]).toMatchObject({ instituicao: "USP", situacao: "concluido", dataFim: "" });
    expect(data.hardSkills).toEqual(["Excel"]);
    expect(data.softSkills).toEqual([]);
  });

  it("turns anything that is not an object into an empty resume", () => {
    expect(resumeDataFromDraft(null).nome).toBe("");
    expect(resumeDataFromDraft("texto").experiencias).toEqual([]);
  });
});
