import { describe, expect, it } from "vitest";
import { ResumeDataSchema } from "../resume/resume-data-schema.ts";
import { emptyExtractedResume } from "./extracted-resume.ts";
import { extractedToResumeData } from "./to-resume-data.ts";

describe("extractedToResumeData", () => {
  const extracted = {
    ...emptyExtractedResume(),
    nome: "Ana Souza",
    email: "ana@example.com",
    telefone: "(11) 90000-0001",
    cidade: "São Paulo",
    estado: "SP",
    cargo: "Analista de Dados",
    resumo: "Analista com oito anos de experiência.",
    experiencias: [
      {
        empresa: "Itaú",
        cargo: "Analista",
        dataInicio: "2019-03",
        dataFim: null,
        atual: true,
        descricao: "Modelos de crédito.",
      },
      { empresa: "Serasa", cargo: "Estagiária", dataInicio: "2016", dataFim: "2018", atual: false },
    ],
    formacoes: [
      {
        instituicao: "USP",
        curso: "Estatística",
        dataInicio: "2012",
        dataFim: "2016",
        situacao: "concluido" as const,
      },
      {
        instituicao: "FIAP",
        curso: "MBA",
        dataInicio: "2024-02",
        dataFim: "2025",
        situacao: "em_andamento" as const,
      },
      {
        instituicao: "Colégio X",
        curso: "Ensino Médio",
        dataInicio: null,
        dataFim: "2011",
        situacao: "concluido" as const,
      },
    ],
    hardSkills: ["SQL", "Python", "SQL"],
    softSkills: ["Comunicação", "Python"],
  };

  it("fills the wizard's fields, a year alone kept a year", () => {
    const data = extractedToResumeData(extracted);
    expect(data).toMatchObject({
      nome: "Ana Souza",
      cidade: "São Paulo",
      estado: "SP",
      cargo: "Analista de Dados",
    });
    expect(data.experiencias).toEqual([
      {
        empresa: "Itaú",
        cargo: "Analista",
        dataInicio: "2019-03",
        dataFim: "",
        atual: true,
        descricao: "Modelos de crédito.",
      },
      {
        empresa: "Serasa",
        cargo: "Estagiária",
        dataInicio: "2016",
        dataFim: "2018",
        atual: false,
        descricao: "",
      },
    ]);
    expect(data.formacoes.map((f) => [f.dataInicio, f.dataFim, f.situacao])).toEqual([
      ["2012", "2016", "concluido"],
      ["2024-02", "", "em_andamento"],
      ["", "2011", "concluido"],
    ]);
    expect(data.hardSkills).toEqual(["SQL", "Python"]);
    expect(data.softSkills).toEqual(["Comunicação"]);
  });

  it("keeps what the wizard will ask the person to complete, and nothing else fails its rules", () => {
    const data = extractedToResumeData(extracted);
    const parsed = ResumeDataSchema.safeParse(data);
    const problems = parsed.success ? [] : parsed.error.issues.map((i) => i.path.join("."));
    expect(problems.sort()).toEqual(["experiencias.1.descricao", "formacoes.2.dataInicio"]);
  });

  it("cuts a very long file's data to the resume's caps, so the draft can be saved", () => {
    const job = {
      empresa: "E".repeat(500),
      cargo: "Vendedor",
      dataInicio: "2019-03",
      dataFim: null,
      atual: true,
      descricao: "Vendas. ".repeat(1_000),
    };
    const data = extractedToResumeData({
      ...extracted,
      resumo: "Resumo longo. ".repeat(500),
      experiencias: Array.from({ length: 45 }, () => job),
      hardSkills: Array.from({ length: 5_000 }, (_, i) => `Habilidade ${i}`),
      softSkills: ["Habilidade 1", "Comunicação", "x".repeat(200)],
    });
    expect(data.experiencias).toHaveLength(30);
    expect(data.experiencias[0]?.empresa).toBe("E".repeat(120));
    expect(data.experiencias[0]?.descricao).toHaveLength(2_999);
    expect(data.hardSkills).toHaveLength(100);
    expect(data.softSkills).toEqual(["Comunicação", "x".repeat(60)]);
    // Only the date the file left out, for the person to complete; nothing is over a cap.
    const parsed = ResumeDataSchema.safeParse(data);
    expect(parsed.error?.issues.map((i) => i.path.join(".")) ?? []).toEqual(["formacoes.2.dataInicio"]);
  });

  it("turns missing values into empty fields", () => {
    const data = extractedToResumeData(emptyExtractedResume());
    expect(data).toMatchObject({
      nome: "",
      email: "",
      cargo: "",
      resumo: "",
      experiencias: [],
      formacoes: [],
    });
  });
});

describe("the phone after an import", () => {
  it("is written as the wizard takes it", () => {
    const at = (telefone: string) => extractedToResumeData({ ...emptyExtractedResume(), telefone }).telefone;
    expect(at("+55 41 90000-0102")).toBe("(41) 90000-0102");
    expect(at("48 900000006")).toBe("(48) 90000-0006");
    expect(at("+1 (512) 555-0147")).toBe("+1 (512) 555-0147");
  });
});
