import fc from "fast-check";
import { RESUME_LIMITS as MAX } from "../resume/limits.ts";
import type { ResumeData } from "../resume/resume-data.ts";
import { TEMPLATE_IDS } from "../resume/template-id.ts";
import { RESUME_LANGUAGE_IDS } from "../view/languages/languages.ts";

/*
 * Resumes at every cap of decision 0020, for tests that check a full resume is accepted and that every rule,
 * template and export gets through it. Texts are filled with the worst-case characters for text handling:
 * long runs of spaces, hyphens and bullets (what splitting and trimming regexes chew on), digits (dates),
 * accents and emoji (more than one byte, two UTF-16 units), markup characters (escaping), line breaks.
 */

/** Repeating pieces a field is filled with. */
export const worstCasePiece = fc.oneof(
  fc.constantFrom(
    " ",
    "     ",
    "-",
    "- - ",
    "—",
    "•",
    "• item\n",
    "\n",
    "\r\n\r\n",
    "1",
    "2020-01",
    "12/2020 - ",
    "ção",
    "é",
    "a\u0301",
    "😀",
    "<>&\"'",
    "<script>",
    "&amp;",
    "@.",
    "a",
    "(",
    ")",
    ",",
  ),
  fc.string({ minLength: 1, maxLength: 6 }),
);

/**
 * Exactly `length` characters (code points, as the schema counts them) of `piece` repeated, starting and
 * ending with a letter so trimming keeps the length.
 */
export function fillText(length: number, piece: string, start = "x"): string {
  if (length <= start.length + 1) return "x".repeat(length);
  const body = Array.from(start + piece.repeat(length))
    .slice(0, length - 1)
    .join("")
    .trimEnd();
  return body + "x".repeat(length - Array.from(body).length);
}

const texts = (length: number) => worstCasePiece.map((piece) => fillText(length, piece));

const experience = fc.record({
  empresa: texts(MAX.empresa),
  cargo: texts(MAX.cargo),
  dataInicio: texts(MAX.data),
  dataFim: texts(MAX.data),
  atual: fc.boolean(),
  descricao: texts(MAX.descricao),
});

const education = fc.record({
  instituicao: texts(MAX.instituicao),
  curso: texts(MAX.curso),
  dataInicio: texts(MAX.data),
  dataFim: texts(MAX.data),
  situacao: fc.constantFrom("concluido" as const, "em_andamento" as const),
});

/** 100 different skills of 60 characters each. */
const skills = worstCasePiece.map((piece) =>
  Array.from({ length: MAX.habilidades }, (_, i) => fillText(MAX.habilidade, piece, `s${i}x`)),
);

/** A resume with every list at its cap and every text at its maximum length. */
export const maximalResume: fc.Arbitrary<ResumeData> = fc.record({
  nome: texts(MAX.nome),
  email: texts(MAX.email),
  telefone: texts(MAX.telefone),
  cidade: texts(MAX.cidade),
  estado: texts(MAX.estado),
  linkedin: texts(MAX.endereco),
  sitePortfolio: texts(MAX.endereco),
  cargo: texts(MAX.cargo),
  resumo: texts(MAX.resumo),
  experiencias: fc.array(experience, { minLength: MAX.experiencias, maxLength: MAX.experiencias }),
  formacoes: fc.array(education, { minLength: MAX.formacoes, maxLength: MAX.formacoes }),
  hardSkills: skills,
  softSkills: skills,
  templateId: fc.constantFrom(...TEMPLATE_IDS),
  idioma: fc.constantFrom(...RESUME_LANGUAGE_IDS),
  estilo: fc.constant({}),
  foto: fc.constant(""),
});
