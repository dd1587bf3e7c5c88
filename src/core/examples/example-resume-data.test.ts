import { describe, expect, it } from "vitest";
import { EducationListSchema } from "../resume/education-schema.ts";
import { ExperienceListSchema } from "../resume/experience-schema.ts";
import { ResumeDataSchema } from "../resume/resume-data-schema.ts";
import { descriptionBlocks } from "../view/description-blocks.ts";
import { exampleResumeData } from "./example-resume-data.ts";
import { EXAMPLE_FIELDS, findResumeExample } from "./resume-examples.ts";

const ALL = EXAMPLE_FIELDS.flatMap((field) => field.examples);

describe("exampleResumeData", () => {
  it("starts from the example's role, summary, jobs, courses and skills, with the contacts left to the person", () => {
    const example = findResumeExample("desenvolvedora-front-end-junior");
    if (!example) throw new Error("example missing");
    const data = exampleResumeData(example);

    expect(data).toMatchObject({ nome: "", email: "", telefone: "", cidade: "", estado: "" });
    expect(data.cargo).toBe("Desenvolvedora Front-end");
    expect(data.resumo).toBe(example.summary);
    expect(data.experiencias.map(({ descricao, ...job }) => job)).toEqual([
      {
        empresa: "Pague Fácil Pagamentos",
        cargo: "Desenvolvedora Front-end Júnior",
        dataInicio: "2024-01",
        dataFim: "",
        atual: true,
      },
      {
        empresa: "Pague Fácil Pagamentos",
        cargo: "Estagiária de Desenvolvimento",
        dataInicio: "2023-06",
        dataFim: "2023-12",
        atual: false,
      },
    ]);
    // Each achievement is one bullet of the job's description, as the templates list them.
    expect(descriptionBlocks(data.experiencias[0]?.descricao ?? "")).toEqual([
      { kind: "list", items: example.experiences[0]?.achievements },
    ]);
    expect(data.formacoes).toEqual([
      {
        instituicao: "Universidade Federal de Pernambuco",
        curso: "Bacharelado em Sistemas de Informação",
        dataInicio: "2020-03",
        dataFim: "2024-07",
        situacao: "concluido",
      },
    ]);
    expect(data.hardSkills).toContain("TypeScript");
  });

  it("marks a course without an end as in progress", () => {
    const example = findResumeExample("assistente-administrativo-junior");
    if (!example) throw new Error("example missing");
    expect(exampleResumeData(example).formacoes[0]).toMatchObject({ situacao: "em_andamento", dataFim: "" });
  });

  it.each(ALL.map((example) => [example.id, example] as const))(
    "%s passes every wizard step as it is and is kept whole as resume data",
    (_id, example) => {
      const data = exampleResumeData(example);
      expect(ExperienceListSchema.safeParse(data.experiencias).success).toBe(true);
      expect(EducationListSchema.safeParse(data.formacoes).success).toBe(true);
      expect(ResumeDataSchema.parse(data)).toEqual(data);
    },
  );
});

describe("resume examples", () => {
  it("have unique ids that read well in an address", () => {
    const ids = ALL.map((example) => example.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(id).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
  });

  it("finds nothing for an unknown id", () => {
    expect(findResumeExample("nao-existe")).toBeUndefined();
    expect(findResumeExample("")).toBeUndefined();
  });
});
