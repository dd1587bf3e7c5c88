import type { ResumeData } from "../resume/resume-data.ts";

/** What an import brought, counted once when the draft is loaded, for the notice at the top of the wizard. */
export type ImportCounts = {
  /** The file gave a name or a way to get in touch. */
  contato: boolean;
  experiencias: number;
  formacoes: number;
  habilidades: number;
  /** Fields marked 'Confira este campo'. */
  campos: number;
};

const isCount = (value: unknown): value is number =>
  Number.isInteger(value) && (value as number) >= 0 && (value as number) <= 1_000;

/** Stored counts, or null when the value is not such counts (browser storage is only a cache). */
export function readImportCounts(value: unknown): ImportCounts | null {
  if (typeof value !== "object" || value === null) return null;
  const { contato, experiencias, formacoes, habilidades, campos } = value as Record<string, unknown>;
  if (typeof contato !== "boolean") return null;
  if (![experiencias, formacoes, habilidades, campos].every(isCount)) return null;
  return { contato, experiencias, formacoes, habilidades, campos } as ImportCounts;
}

export function importCounts(data: ResumeData, marks: readonly string[]): ImportCounts {
  const filled = (value: string) => value.trim() !== "";
  return {
    contato: [data.nome, data.email, data.telefone].some(filled),
    experiencias: data.experiencias.length,
    formacoes: data.formacoes.length,
    habilidades: data.hardSkills.length + data.softSkills.length,
    campos: marks.length,
  };
}

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** 'a, b e c' */
function joinList(parts: readonly string[]): string {
  if (parts.length <= 1) return parts.join("");
  return `${parts.slice(0, -1).join(", ")} e ${parts.at(-1)}`;
}

/**
 * The notice's two sentences: 'Lemos do seu arquivo: nome e contato, 3 experiências, 2 formações e
 * 14 habilidades.' and 'Marcamos 4 campos para você conferir.' (or, with nothing marked, 'Confira tudo antes
 * de baixar.').
 */
export function importNoticeText(counts: ImportCounts): { lido: string; conferir: string } {
  const parts = [
    counts.contato ? "nome e contato" : "",
    counts.experiencias > 0 ? plural(counts.experiencias, "experiência", "experiências") : "",
    counts.formacoes > 0 ? plural(counts.formacoes, "formação", "formações") : "",
    counts.habilidades > 0 ? plural(counts.habilidades, "habilidade", "habilidades") : "",
  ].filter(Boolean);
  const lido =
    parts.length > 0
      ? `Lemos do seu arquivo: ${joinList(parts)}.`
      : "Não conseguimos ler dados do seu arquivo; preencha os campos a seguir.";
  const conferir =
    counts.campos > 0
      ? `Marcamos ${plural(counts.campos, "campo", "campos")} para você conferir.`
      : "Confira tudo antes de baixar.";
  return { lido, conferir };
}
