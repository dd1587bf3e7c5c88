import { describe, expect, it } from "vitest";
import { messages } from "../messages.ts";
import { resumeLanguage } from "../view/languages/languages.ts";
import { emptyExperience, formatExperiencePeriod } from "./experience.ts";
import { ExperienceListSchema, ExperienceSchema } from "./experience-schema.ts";

const job = {
  empresa: "Acme Ltda",
  cargo: "Analista de Suporte",
  dataInicio: "2021-03",
  dataFim: "2023-12",
  atual: false,
  descricao: "Atendimento de chamados e manutenção de computadores.",
};

function errorsFor(input: Record<string, unknown>, field: string): string[] {
  const issues = ExperienceSchema.safeParse(input).error?.issues ?? [];
  return issues.filter((issue) => issue.path[0] === field).map((issue) => issue.message);
}

describe("ExperienceSchema", () => {
  it("accepts a complete job", () => {
    expect(ExperienceSchema.parse(job)).toEqual(job);
  });

  it.each([
    ["empresa", "A", "Nome da empresa é obrigatório"],
    ["cargo", " x ", "Cargo é obrigatório"],
    ["dataInicio", "  ", "Data de início é obrigatória"],
    ["descricao", "Vendas.", "Descreva suas atividades com pelo menos 10 caracteres"],
  ])("rejects a short %s with its message", (field, value, message) => {
    expect(errorsFor({ ...job, [field]: value }, field)).toEqual([message]);
  });

  it("accepts the minimum lengths", () => {
    expect(
      ExperienceSchema.safeParse({ ...job, empresa: "GE", cargo: "TI", descricao: "0123456789" }).success,
    ).toBe(true);
  });

  it("treats the end date as optional", () => {
    const { dataFim: _omitted, ...withoutEnd } = job;
    expect(ExperienceSchema.parse(withoutEnd).dataFim).toBe("");
    expect(ExperienceSchema.parse({ ...withoutEnd, atual: undefined }).atual).toBe(false);
  });

  it("clears the end date of a current job", () => {
    expect(ExperienceSchema.parse({ ...job, atual: true, dataFim: "2023-12" }).dataFim).toBe("");
  });

  it("flags an end before the start on the end date", () => {
    expect(errorsFor({ ...job, dataInicio: "2022-05", dataFim: "2022-04" }, "dataFim")).toEqual([
      messages.dataFimAntesInicio,
    ]);
    expect(errorsFor({ ...job, dataInicio: "2022-05", dataFim: "2022-05" }, "dataFim")).toEqual([]);
  });

  it("ignores the end date of a current job when checking the order", () => {
    expect(
      ExperienceSchema.safeParse({ ...job, atual: true, dataInicio: "2022-05", dataFim: "2020-01" }).success,
    ).toBe(true);
  });

  it("shows the date-order error together with the other field errors", () => {
    const issues = ExperienceSchema.safeParse({
      ...job,
      empresa: "",
      dataInicio: "2022-05",
      dataFim: "2021-01",
    }).error?.issues;
    expect(issues?.map((issue) => issue.message)).toEqual([
      messages.empresaObrigatoria,
      messages.dataFimAntesInicio,
    ]);
  });

  it("accepts a year alone and compares it by year", () => {
    expect(ExperienceSchema.safeParse({ ...job, dataInicio: "2019", dataFim: "2021-03" }).success).toBe(true);
    expect(errorsFor({ ...job, dataInicio: "2022", dataFim: "2021-12" }, "dataFim")).toEqual([
      messages.dataFimAntesInicio,
    ]);
  });

  it("asks for four digits while a year is incomplete", () => {
    expect(errorsFor({ ...job, dataInicio: "202" }, "dataInicio")).toEqual([messages.dataAnoIncompleto]);
    expect(errorsFor({ ...job, dataFim: "20-05" }, "dataFim")).toEqual([messages.dataAnoIncompleto]);
  });

  it("does not judge the order of dates typed as free text", () => {
    expect(ExperienceSchema.safeParse({ ...job, dataInicio: "Março de 2022", dataFim: "2020" }).success).toBe(
      true,
    );
  });

  it("answers missing fields in Portuguese", () => {
    const issues = ExperienceSchema.safeParse({}).error?.issues ?? [];
    expect(issues.map((issue) => issue.message)).toEqual([
      messages.empresaObrigatoria,
      messages.cargoObrigatorio,
      messages.dataInicioObrigatoria,
      messages.descricaoMin,
    ]);
  });

  it("starts a new card empty", () => {
    expect(emptyExperience).toEqual({
      empresa: "",
      cargo: "",
      dataInicio: "",
      dataFim: "",
      atual: false,
      descricao: "",
    });
  });
});

describe("ExperienceListSchema", () => {
  it("requires at least one experience", () => {
    const result = ExperienceListSchema.safeParse([]);
    expect(result.error?.issues.map((issue) => issue.message)).toEqual([
      "Adicione pelo menos uma experiência profissional",
    ]);
    expect(ExperienceListSchema.safeParse([job]).success).toBe(true);
  });

  it("takes at most 30 experiences", () => {
    expect(ExperienceListSchema.safeParse(Array(30).fill(job)).success).toBe(true);
    expect(ExperienceListSchema.safeParse(Array(31).fill(job)).error?.issues.map((i) => i.message)).toEqual([
      "Adicione no máximo 30 experiências profissionais",
    ]);
  });

  it("refuses texts longer than a resume needs with their length messages", () => {
    expect(errorsFor({ ...job, empresa: "E".repeat(121) }, "empresa")).toEqual([messages.empresaMax]);
    expect(errorsFor({ ...job, cargo: "C".repeat(121) }, "cargo")).toEqual([messages.cargoMax]);
    expect(errorsFor({ ...job, dataFim: "2".repeat(31) }, "dataFim")).toEqual([messages.dataMax]);
    expect(errorsFor({ ...job, descricao: "D".repeat(3_001) }, "descricao")).toEqual([
      "Descrição deve ter no máximo 3000 caracteres",
    ]);
  });
});

describe("formatExperiencePeriod", () => {
  const PT = resumeLanguage("pt");

  it("ends with 'Atual' for a current job", () => {
    expect(formatExperiencePeriod({ dataInicio: "2021-03", dataFim: "2023-12", atual: true }, PT)).toBe(
      "mar/2021 - Atual",
    );
  });

  it("shows start and end otherwise", () => {
    expect(formatExperiencePeriod({ dataInicio: "2021-03", dataFim: "2023-12", atual: false }, PT)).toBe(
      "mar/2021 - dez/2023",
    );
  });

  it("shows only the start when no end was given", () => {
    expect(formatExperiencePeriod({ dataInicio: "2021-03", dataFim: "", atual: false }, PT)).toBe("mar/2021");
  });

  it.each([
    ["en", "Mar 2021 - Present", "Mar 2021 - Dec 2023"],
    ["es", "mar. 2021 - Actualidad", "mar. 2021 - dic. 2023"],
  ] as const)("prints the period in the resume's language (%s)", (id, current, ended) => {
    const language = resumeLanguage(id);
    expect(formatExperiencePeriod({ dataInicio: "2021-03", dataFim: "", atual: true }, language)).toBe(
      current,
    );
    expect(
      formatExperiencePeriod({ dataInicio: "2021-03", dataFim: "2023-12", atual: false }, language),
    ).toBe(ended);
  });
});
