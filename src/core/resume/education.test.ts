import { describe, expect, it } from "vitest";
import { messages } from "../messages.ts";
import { resumeLanguage } from "../view/languages/languages.ts";
import { emptyEducation, formatEducationPeriod, normalizeSituacao } from "./education.ts";
import { EducationListSchema, EducationSchema } from "./education-schema.ts";

const course = {
  instituicao: "Universidade Federal de Minas Gerais",
  curso: "Administração",
  dataInicio: "2018-02",
  dataFim: "2021-12",
  situacao: "concluido",
};

function errorsFor(input: Record<string, unknown>, field: string): string[] {
  const issues = EducationSchema.safeParse(input).error?.issues ?? [];
  return issues.filter((issue) => issue.path[0] === field).map((issue) => issue.message);
}

describe("EducationSchema", () => {
  it("accepts a complete entry", () => {
    expect(EducationSchema.parse(course)).toEqual(course);
  });

  it.each([
    ["instituicao", "U", "Nome da instituição é obrigatório"],
    ["curso", " ", "Nome do curso é obrigatório"],
    ["dataInicio", "", "Data de início é obrigatória"],
  ])("rejects a short %s with its message", (field, value, message) => {
    expect(errorsFor({ ...course, [field]: value }, field)).toEqual([message]);
  });

  it.each([
    ["concluido", "concluido"],
    ["em_andamento", "em_andamento"],
    ["Concluído", "concluido"],
    ["trancado", "concluido"],
    [undefined, "concluido"],
    [null, "concluido"],
    [1, "concluido"],
  ])("normalises situacao %s to %s", (situacao, expected) => {
    expect(EducationSchema.parse({ ...course, situacao }).situacao).toBe(expected);
    expect(normalizeSituacao(situacao)).toBe(expected);
  });

  it("treats a missing situacao as finished", () => {
    const { situacao: _omitted, ...withoutStatus } = course;
    expect(EducationSchema.parse(withoutStatus).situacao).toBe("concluido");
  });

  it("clears the end date of a course in progress", () => {
    expect(EducationSchema.parse({ ...course, situacao: "em_andamento" }).dataFim).toBe("");
  });

  it("keeps the end date of a finished course", () => {
    expect(EducationSchema.parse(course).dataFim).toBe("2021-12");
  });

  it("flags an end before the start, except while in progress", () => {
    const backwards = { ...course, dataInicio: "2020-03", dataFim: "2019-12" };
    expect(errorsFor(backwards, "dataFim")).toEqual([messages.dataFimAntesInicio]);
    expect(EducationSchema.safeParse({ ...backwards, situacao: "em_andamento" }).success).toBe(true);
  });

  it("shows the date-order error together with the other field errors", () => {
    const issues = EducationSchema.safeParse({
      ...course,
      curso: "",
      dataInicio: "2020-03",
      dataFim: "2019-12",
    }).error?.issues;
    expect(issues?.map((issue) => issue.message)).toEqual([
      messages.cursoObrigatorio,
      messages.dataFimAntesInicio,
    ]);
  });

  it("answers missing fields in Portuguese", () => {
    const issues = EducationSchema.safeParse({}).error?.issues ?? [];
    expect(issues.map((issue) => issue.message)).toEqual([
      messages.instituicaoObrigatoria,
      messages.cursoObrigatorio,
      messages.dataInicioObrigatoria,
    ]);
  });

  it("starts a new card empty and finished", () => {
    expect(emptyEducation).toEqual({
      instituicao: "",
      curso: "",
      dataInicio: "",
      dataFim: "",
      situacao: "concluido",
    });
  });
});

describe("EducationListSchema", () => {
  it("requires at least one entry", () => {
    expect(EducationListSchema.safeParse([]).error?.issues.map((issue) => issue.message)).toEqual([
      "Adicione pelo menos uma formação acadêmica",
    ]);
    expect(EducationListSchema.safeParse([course]).success).toBe(true);
  });

  it("takes at most 20 courses", () => {
    expect(EducationListSchema.safeParse(Array(21).fill(course)).error?.issues.map((i) => i.message)).toEqual(
      ["Adicione no máximo 20 formações acadêmicas"],
    );
  });

  it("refuses names longer than a resume needs with their length messages", () => {
    expect(errorsFor({ ...course, instituicao: "I".repeat(121) }, "instituicao")).toEqual([
      messages.instituicaoMax,
    ]);
    expect(errorsFor({ ...course, curso: "C".repeat(121) }, "curso")).toEqual([messages.cursoMax]);
  });
});

describe("formatEducationPeriod", () => {
  const PT = resumeLanguage("pt");

  it("shows 'Presente' and 'Em andamento' while in progress", () => {
    expect(
      formatEducationPeriod({ dataInicio: "2022-02", dataFim: "2025-12", situacao: "em_andamento" }, PT),
    ).toEqual({
      periodo: "fev/2022 - Presente",
      nivel: "Em andamento",
    });
  });

  it("shows start, end and 'Concluído' when finished", () => {
    expect(
      formatEducationPeriod({ dataInicio: "2018-02", dataFim: "2021-12", situacao: "concluido" }, PT),
    ).toEqual({
      periodo: "fev/2018 - dez/2021",
      nivel: "Concluído",
    });
  });

  it("shows only the start of a finished course without an end date", () => {
    expect(
      formatEducationPeriod({ dataInicio: "2018-02", dataFim: "", situacao: "concluido" }, PT).periodo,
    ).toBe("fev/2018");
  });

  it.each([
    ["en", "Feb 2022 - Present", "In progress", "Feb 2018 - Dec 2021", "Completed"],
    ["es", "feb. 2022 - Actualidad", "En curso", "feb. 2018 - dic. 2021", "Finalizado"],
  ] as const)(
    "prints the period and the status in the resume's language (%s)",
    (id, open, going, done, over) => {
      const language = resumeLanguage(id);
      expect(
        formatEducationPeriod({ dataInicio: "2022-02", dataFim: "", situacao: "em_andamento" }, language),
      ).toEqual({ periodo: open, nivel: going });
      expect(
        formatEducationPeriod({ dataInicio: "2018-02", dataFim: "2021-12", situacao: "concluido" }, language),
      ).toEqual({ periodo: done, nivel: over });
    },
  );
});
