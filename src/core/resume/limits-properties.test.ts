import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { toJsonResume } from "../export/json-resume.ts";
import { toPlainText } from "../export/plain-text.ts";
import { fromJsonResume } from "../import/json-resume.ts";
import { messages } from "../messages.ts";
import { fillText, maximalResume, worstCasePiece } from "../testing/maximal-resume.ts";
import { fitResumeToLimits, StoredResumeDataSchema } from "./fit-to-limits.ts";
import { RESUME_LIMITS as MAX } from "./limits.ts";
import { ResumeDataSchema } from "./resume-data-schema.ts";
import type { ResumeStyle } from "./resume-style.ts";

/*
 * Decision 0020: the resume at every cap is accepted and every rule and export gets through it; one
 * character or item more is refused with the field's Portuguese message. Nothing here measures time: a
 * quadratic step on these sizes would blow the generous per-test timeout instead.
 */

const RUNS = 15;
const TIMEOUT_MS = 60_000;

const issuesOf = (data: unknown) =>
  (ResumeDataSchema.safeParse(data).error?.issues ?? []).map((issue) => ({
    path: issue.path.join("."),
    message: issue.message,
  }));

type Over = { path: string; message: string; apply: (data: Record<string, unknown>, piece: string) => void };

const over = (length: number, piece: string) => fillText(length + 1, piece);
const topText = (field: keyof typeof MAX & string, message: string): Over => ({
  path: field,
  message,
  apply: (data, piece) => {
    data[field] = over(MAX[field], piece);
  },
});
const entryText = (
  list: "experiencias" | "formacoes",
  field: string,
  max: number,
  message: string,
): Over => ({
  path: `${list}.0.${field}`,
  message,
  apply: (data, piece) => {
    const entries = data[list] as Record<string, unknown>[];
    entries[0] = { ...entries[0], [field]: over(max, piece) };
  },
});
const longList = (
  list: string,
  message: string,
  extra: (data: Record<string, unknown>) => unknown,
): Over => ({
  path: list,
  message,
  apply: (data) => {
    data[list] = [...(data[list] as unknown[]), extra(data)];
  },
});

/** Each way of going one past a cap, with the message it must answer. */
const OVERS: Over[] = [
  topText("nome", messages.nomeMax),
  topText("email", messages.emailMax),
  topText("telefone", messages.telefoneMax),
  topText("cidade", messages.cidadeMax),
  topText("estado", messages.estadoMax),
  topText("cargo", messages.cargoMax),
  topText("resumo", messages.resumoMax),
  entryText("experiencias", "empresa", MAX.empresa, messages.empresaMax),
  entryText("experiencias", "cargo", MAX.cargo, messages.cargoMax),
  entryText("experiencias", "dataInicio", MAX.data, messages.dataMax),
  entryText("experiencias", "descricao", MAX.descricao, messages.descricaoMax),
  entryText("formacoes", "instituicao", MAX.instituicao, messages.instituicaoMax),
  entryText("formacoes", "curso", MAX.curso, messages.cursoMax),
  entryText("formacoes", "dataInicio", MAX.data, messages.dataMax),
  longList("experiencias", messages.experienciasMax, (data) => (data.experiencias as unknown[])[0]),
  longList("formacoes", messages.formacoesMax, (data) => (data.formacoes as unknown[])[0]),
  longList("hardSkills", messages.habilidadesMax, () => "Mais uma"),
  longList("softSkills", messages.habilidadesMax, () => "Mais uma"),
  {
    path: "hardSkills.99",
    message: messages.habilidadeMax,
    apply: (data, piece) => {
      (data.hardSkills as string[])[99] = fillText(MAX.habilidade + 1, piece, "última");
    },
  },
];

describe("a resume at every cap (decision 0020)", () => {
  it(
    "is accepted whole by ResumeDataSchema",
    () => {
      fc.assert(
        fc.property(maximalResume, (data) => {
          const parsed = ResumeDataSchema.parse(data);
          expect(parsed.experiencias).toHaveLength(30);
          expect(parsed.formacoes).toHaveLength(20);
          expect(parsed.hardSkills).toHaveLength(100);
          expect(parsed.softSkills).toHaveLength(100);
          expect(Array.from(parsed.resumo)).toHaveLength(2000);
        }),
        { numRuns: RUNS },
      );
    },
    TIMEOUT_MS,
  );

  it(
    "goes through the TXT and JSON Resume exports, and a JSON Resume of it reads back within the caps",
    () => {
      fc.assert(
        fc.property(maximalResume, (data) => {
          const text = toPlainText(data);
          expect(text).toContain(data.hardSkills[99]?.trim());
          const back = fromJsonResume(JSON.parse(JSON.stringify(toJsonResume(data))));
          expect(ResumeDataSchema.safeParse(back).error?.issues ?? []).toEqual([]);
          expect(back.hardSkills).toEqual(data.hardSkills);
        }),
        { numRuns: RUNS },
      );
    },
    TIMEOUT_MS,
  );

  it(
    "refuses one character or one item more with the field's Portuguese message",
    () => {
      fc.assert(
        fc.property(maximalResume, fc.constantFrom(...OVERS), worstCasePiece, (data, step, piece) => {
          const bigger = structuredClone(data) as unknown as Record<string, unknown>;
          step.apply(bigger, piece);
          expect(issuesOf(bigger)).toContainEqual({ path: step.path, message: step.message });
        }),
        { numRuns: RUNS * 4 },
      );
    },
    TIMEOUT_MS,
  );

  it("answers a list far over its cap with one message, not one per item", () => {
    const experiencias = Array.from({ length: 20_000 }, () => ({}));
    const hardSkills = Array.from({ length: 33_000 }, (_, i) => `Habilidade ${i}`);
    expect(issuesOf({ experiencias, hardSkills })).toEqual([
      { path: "experiencias", message: "Adicione no máximo 30 experiências profissionais" },
      { path: "hardSkills", message: "Adicione no máximo 100 habilidades em cada lista" },
    ]);
  });
});

describe("fitResumeToLimits", () => {
  const twice = (length: number) => worstCasePiece.map((piece) => fillText(length * 2, piece));
  const job = fc.record({
    empresa: twice(MAX.empresa),
    cargo: twice(MAX.cargo),
    dataInicio: twice(MAX.data),
    dataFim: twice(MAX.data),
    atual: fc.boolean(),
    descricao: twice(MAX.descricao),
  });
  const course = fc.record({
    instituicao: twice(MAX.instituicao),
    curso: twice(MAX.curso),
    dataInicio: twice(MAX.data),
    dataFim: twice(MAX.data),
    situacao: fc.constantFrom("concluido" as const, "em_andamento" as const),
  });
  const skills = fc.array(fc.oneof(twice(MAX.habilidade), fc.string()), { maxLength: MAX.habilidades * 2 });
  const oversized = fc.record({
    nome: twice(MAX.nome),
    email: twice(MAX.email),
    telefone: twice(MAX.telefone),
    cidade: twice(MAX.cidade),
    estado: twice(MAX.estado),
    linkedin: twice(MAX.endereco),
    sitePortfolio: twice(MAX.endereco),
    cargo: twice(MAX.cargo),
    resumo: twice(MAX.resumo),
    experiencias: fc.array(job, { maxLength: MAX.experiencias * 2 }),
    formacoes: fc.array(course, { maxLength: MAX.formacoes * 2 }),
    hardSkills: skills,
    softSkills: skills,
    templateId: fc.constant("moderno" as const),
    idioma: fc.constant("pt" as const),
    estilo: fc.constant<ResumeStyle>({}),
    foto: fc.constant(""),
  });

  it(
    "cuts imported data down to something the schema accepts, keeping what fits",
    () => {
      fc.assert(
        fc.property(oversized, (data) => {
          const fitted = fitResumeToLimits(data);
          expect(issuesOf(fitted)).toEqual([]);
          expect(fitted.experiencias).toHaveLength(Math.min(data.experiencias.length, MAX.experiencias));
          expect(fitted.nome).toBe(data.nome.slice(0, fitted.nome.length));
        }),
        { numRuns: RUNS },
      );
    },
    TIMEOUT_MS,
  );

  it("never cuts between the two halves of an emoji", () => {
    const fitted = fitResumeToLimits({ ...ResumeDataSchema.parse({}), nome: `a${"😀".repeat(MAX.nome)}` });
    expect(fitted.nome).toBe(`a${"😀".repeat(MAX.nome - 1)}`);
  });

  it("opens a resume saved before the caps existed, cut to fit, instead of failing to load it", () => {
    const job = { empresa: "Acme", cargo: "Vendedor", dataInicio: "2020-01", descricao: "Vendas no balcão." };
    const stored = {
      nome: "Ana",
      experiencias: Array.from({ length: 35 }, () => job),
      hardSkills: Array.from({ length: 150 }, (_, i) => `Habilidade ${i}`),
    };
    const read = StoredResumeDataSchema.parse(stored);
    expect(read.experiencias).toHaveLength(30);
    expect(read.hardSkills).toEqual(stored.hardSkills.slice(0, 100));
    expect(StoredResumeDataSchema.safeParse({ ...stored, templateId: "futurista" }).success).toBe(false);
  });

  it("leaves a resume within the caps as it is", () => {
    fc.assert(
      fc.property(maximalResume, (data) => {
        expect(fitResumeToLimits(data)).toEqual(data);
      }),
      { numRuns: 5 },
    );
  });
});
