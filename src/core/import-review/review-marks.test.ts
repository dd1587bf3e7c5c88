import { describe, expect, it } from "vitest";
import { emptyExtractedResume } from "../import/extracted-resume.ts";
import { extractedToResumeData } from "../import/to-resume-data.ts";
import { withoutMarks } from "./import-review.ts";
import { importReviewMarks, startImportReview } from "./review-marks.ts";

const extracted = {
  ...emptyExtractedResume(),
  nome: "Ana Souza",
  email: "ana.souza@example.com",
  telefone: "(11) 90000-0001",
  cidade: "Campinas",
  estado: "SP",
  cargo: "Analista de Dados",
  resumo: "Analista com oito anos de experiência em crédito.",
  experiencias: [
    {
      empresa: "Itaú",
      cargo: "Analista",
      dataInicio: "2019",
      dataFim: null,
      atual: true,
      descricao: "Modelos de crédito para pequenas empresas.",
    },
    {
      empresa: "Serasa",
      cargo: "Estagiária",
      dataInicio: null,
      dataFim: "2018",
      atual: false,
      descricao: "SQL",
    },
  ],
  formacoes: [
    {
      instituicao: "USP",
      curso: "Estatística",
      dataInicio: "2012",
      dataFim: "2016",
      situacao: "concluido" as const,
    },
  ],
  hardSkills: ["SQL", "Python"],
  softSkills: ["Comunicação"],
};

describe("importReviewMarks", () => {
  it("marks the fields the file left unsure and those the wizard would refuse, in the steps' order", () => {
    const data = extractedToResumeData(extracted);
    const marks = importReviewMarks(data, ["formacoes.0.curso", "cargo", "experiencias.0.dataInicio"]);
    expect(marks).toEqual([
      "cargo",
      "experiencias.0.dataInicio",
      "experiencias.1.dataInicio",
      "experiencias.1.descricao",
      "formacoes.0.curso",
    ]);
  });

  it("keeps only paths that name a field the data has, each once", () => {
    const data = extractedToResumeData(extracted);
    const marks = importReviewMarks(data, [
      "experiencias.5.cargo",
      "experiencias.0.salario",
      "experiencias.0",
      "formacoes.x.curso",
      "__proto__",
      "hardSkills",
      "resumo",
      "resumo",
      "experiencias.1.descricao",
    ]);
    expect(marks).toEqual(["resumo", "experiencias.1.dataInicio", "experiencias.1.descricao"]);
  });

  it("marks the personal fields the wizard needs under the resume's names", () => {
    const data = extractedToResumeData({
      ...extracted,
      nome: null,
      telefone: "1234",
      cidade: null,
      estado: null,
    });
    expect(importReviewMarks(data, []).slice(0, 3)).toEqual(["nome", "telefone", "cidade"]);
  });
});

describe("startImportReview and withoutMarks", () => {
  it("counts what was read and what is marked, and unmarks a field once checked", () => {
    const data = extractedToResumeData(extracted);
    const review = startImportReview(data, []);
    expect(review.aviso).toEqual({ contato: true, experiencias: 2, formacoes: 1, habilidades: 3, campos: 2 });
    const checked = withoutMarks(review, ["experiencias.1.descricao"]);
    expect(checked.campos).toEqual(["experiencias.1.dataInicio"]);
    expect(withoutMarks(checked, ["nome"])).toBe(checked);
  });
});
