import { describe, expect, it } from "vitest";
import { emptyResumeData } from "../resume/resume-data.ts";
import { sampleResume } from "../sample-resume.ts";
import { findPlaceholders } from "./placeholders.ts";

describe("findPlaceholders", () => {
  it("finds nothing in a finished resume", () => {
    expect(findPlaceholders(sampleResume)).toEqual([]);
    expect(findPlaceholders(emptyResumeData())).toEqual([]);
  });

  it("points to each field holding an instruction or a blank, with the step that fixes it", () => {
    const job = sampleResume.experiencias[0];
    if (!job) throw new Error("the sample has jobs");
    const data = {
      ...sampleResume,
      resumo: `${sampleResume.resumo}\n[Personalize este resumo com suas conquistas]`,
      experiencias: [job, { ...job, descricao: "Atendi {número} clientes por dia." }],
      formacoes: [
        { ...sampleResume.formacoes[0], instituicao: "Lorem Ipsum" },
      ] as typeof sampleResume.formacoes,
      hardSkills: ["Excel", "[sua habilidade]"],
    };
    expect(findPlaceholders(data)).toEqual([
      {
        field: "resumo",
        where: "Resumo profissional",
        step: "resumo",
        excerpt: "[Personalize este resumo com suas conquistas]",
      },
      {
        field: "experiencia.2.descricao",
        where: "Experiência 2: descrição",
        step: "experiencia",
        excerpt: "{número}",
      },
      {
        field: "formacao.1.instituicao",
        where: "Formação 1: instituição",
        step: "formacao",
        excerpt: "Lorem Ipsum",
      },
      { field: "habilidades", where: "Habilidades", step: "habilidades", excerpt: "[sua habilidade]" },
    ]);
  });

  it("leaves ordinary brackets that close on another line or hold nothing alone", () => {
    expect(findPlaceholders({ ...sampleResume, resumo: "Metas [1\n2] e listas []" })).toEqual([]);
  });

  it("shortens a long bracketed text", () => {
    const [finding] = findPlaceholders({ ...sampleResume, resumo: `[${"a".repeat(150)}]` });
    expect(Array.from(finding?.excerpt ?? "")).toHaveLength(80);
  });
});
