import { type ImportReview, readImportReview } from "#core/import-review/import-review.ts";
import { type Education, normalizeSituacao } from "#core/resume/education.ts";
import type { Experience } from "#core/resume/experience.ts";
import { joinCidadeEstado, splitCidadeEstado } from "#core/resume/personal-info.ts";
import { printablePhoto } from "#core/resume/photo.ts";
import { emptyResumeData, type ResumeData } from "#core/resume/resume-data.ts";
import { readResumeStyle } from "#core/resume/resume-style.ts";
import { DEFAULT_TEMPLATE_ID, normalizeTemplateId, type TemplateId } from "#core/resume/template-id.ts";
import { normalizeIdioma } from "#core/view/languages/languages.ts";
import {
  readJson,
  readString,
  removeKeys,
  STORAGE_KEYS,
  type StorageKey,
  type StorageLike,
  writeJson,
  writeString,
} from "#web/lib/browser-storage.ts";

/** The wizard's working state: the resume plus what the forms keep outside it. */
export type WizardDraft = {
  data: ResumeData;
  /** null until the person applies a template on the template step. */
  templateSelecionado: TemplateId | null;
  /** The person chose to write the summary by hand, so an empty summary is allowed. */
  resumoManual: boolean;
  /** After an import: the fields still marked 'Confira este campo' and the notice (decision 0028). */
  revisao: ImportReview | null;
};

const K = STORAGE_KEYS;

/** Every key the draft owns; clearing a draft removes these and the current resume id. */
export const DRAFT_KEYS: readonly StorageKey[] = [
  K.informacoesPessoais,
  K.resumoProfissional,
  K.cargoProfissional,
  K.resumoProfissionalText,
  K.experienciasProfissionais,
  K.formacoesAcademicas,
  K.habilidades,
  K.templateSelecionado,
  K.idiomaCurriculo,
  K.estiloCurriculo,
  K.fotoCurriculo,
  K.nome,
  K.email,
  K.telefone,
  K.cidade,
  K.estado,
  K.revisaoImportacao,
];

export function emptyDraft(): WizardDraft {
  return {
    data: emptyResumeData(),
    templateSelecionado: null,
    resumoManual: false,
    revisao: null,
  };
}

export function isDraftEmpty(draft: WizardDraft): boolean {
  // The template and the language are choices about the look, not something the person wrote.
  const { templateId, idioma, estilo, ...rest } = draft.data;
  const filled = Object.values(rest).some((value) =>
    Array.isArray(value) ? value.length > 0 : value !== "",
  );
  return !filled && draft.templateSelecionado === null;
}

export function hasDraftKeys(storage?: StorageLike): boolean {
  return DRAFT_KEYS.some((key) => readString(key, storage) !== null);
}

/** Reads the draft from the spec's keys, accepting the older shapes other versions wrote. */
export function loadDraft(storage?: StorageLike): WizardDraft {
  const info = asRecord(readJson(K.informacoesPessoais, storage));
  const flat = (key: StorageKey) => plainString(readString(key, storage));
  const hasCombined = typeof info.cidadeEstado === "string";
  const combined = splitCidadeEstado(text(info.cidadeEstado));
  // Older versions stored the summary as raw text, not JSON.
  const summary =
    readJson(K.resumoProfissional, storage) ?? plainString(readString(K.resumoProfissional, storage));
  const summaryRecord = asRecord(summary);
  const experiencias = asArray(readJson(K.experienciasProfissionais, storage)).map(toExperience);
  const formacoes = asArray(readJson(K.formacoesAcademicas, storage)).map(toEducation);
  const skills = asRecord(readJson(K.habilidades, storage));
  const storedCargo =
    typeof summaryRecord.cargo === "string" ? summaryRecord.cargo : flat(K.cargoProfissional);
  const template = normalizeTemplateId(plainString(readString(K.templateSelecionado, storage)));

  const data: ResumeData = {
    nome: text(info.nomeCompleto) || text(info.nome) || (flat(K.nome) ?? ""),
    email: text(info.email) || (flat(K.email) ?? ""),
    telefone: text(info.telefone) || (flat(K.telefone) ?? ""),
    // A stored cidade wins even when empty; the combined text is for versions that kept only cidadeEstado.
    cidade: firstString(info.cidade, hasCombined ? combined.cidade : undefined, flat(K.cidade)),
    estado: firstString(info.estado, hasCombined ? combined.estado : undefined, flat(K.estado)),
    linkedin: text(info.linkedin),
    sitePortfolio: text(info.sitePortfolio),
    // Without any stored job title, the first experience's role is the headline (spec part 1 §3).
    cargo: storedCargo ?? experiencias[0]?.cargo ?? "",
    resumo:
      typeof summary === "string"
        ? summary
        : text(summaryRecord.resumo) || (flat(K.resumoProfissionalText) ?? ""),
    experiencias,
    formacoes,
    hardSkills: asArray(skills.hardSkills).filter(isNonEmptyString),
    softSkills: asArray(skills.softSkills).filter(isNonEmptyString),
    templateId: template ?? DEFAULT_TEMPLATE_ID,
    idioma: normalizeIdioma(plainString(readString(K.idiomaCurriculo, storage))),
    estilo: readResumeStyle(readJson(K.estiloCurriculo, storage)),
    foto: printablePhoto(readString(K.fotoCurriculo, storage) ?? ""),
  };
  return {
    data,
    templateSelecionado: template ?? null,
    resumoManual: summaryRecord.manual === true,
    revisao: readImportReview(readJson(K.revisaoImportacao, storage)),
  };
}

/** Writes the whole draft back in the spec's key layout (including the flat copies older readers use). */
export function saveDraft(draft: WizardDraft, storage?: StorageLike): void {
  const { data } = draft;
  writeJson(
    K.informacoesPessoais,
    {
      nomeCompleto: data.nome,
      email: data.email,
      telefone: data.telefone,
      cidade: data.cidade,
      estado: data.estado,
      cidadeEstado: joinCidadeEstado(data.cidade, data.estado),
      linkedin: data.linkedin,
      sitePortfolio: data.sitePortfolio,
    },
    storage,
  );
  writeJson(
    K.resumoProfissional,
    { cargo: data.cargo, resumo: data.resumo, manual: draft.resumoManual },
    storage,
  );
  writeString(K.cargoProfissional, data.cargo, storage);
  writeString(K.resumoProfissionalText, data.resumo, storage);
  writeJson(K.experienciasProfissionais, data.experiencias, storage);
  writeJson(K.formacoesAcademicas, data.formacoes, storage);
  writeJson(K.habilidades, { hardSkills: data.hardSkills, softSkills: data.softSkills }, storage);
  if (draft.templateSelecionado) writeString(K.templateSelecionado, draft.templateSelecionado, storage);
  writeString(K.idiomaCurriculo, data.idioma, storage);
  writeJson(K.estiloCurriculo, data.estilo, storage);
  // A photo is a few hundred kilobytes: written when it changes, not on every keystroke of another field.
  const storedPhoto = readString(K.fotoCurriculo, storage);
  if (data.foto && storedPhoto !== data.foto) writeString(K.fotoCurriculo, data.foto, storage);
  else if (!data.foto && storedPhoto !== null) removeKeys([K.fotoCurriculo], storage);
  writeString(K.nome, data.nome, storage);
  writeString(K.email, data.email, storage);
  writeString(K.telefone, data.telefone, storage);
  writeString(K.cidade, data.cidade, storage);
  writeString(K.estado, data.estado, storage);
  if (draft.revisao) writeJson(K.revisaoImportacao, draft.revisao, storage);
  else if (readString(K.revisaoImportacao, storage) !== null) removeKeys([K.revisaoImportacao], storage);
}

// Entries may be half typed (the forms save while typing), so they are coerced, not validated.
export function toExperience(value: unknown): Experience {
  const e = asRecord(value);
  const atual = e.atual === true;
  return {
    empresa: text(e.empresa),
    cargo: text(e.cargo),
    dataInicio: text(e.dataInicio),
    dataFim: atual ? "" : text(e.dataFim),
    atual,
    descricao: text(e.descricao),
  };
}

export function toEducation(value: unknown): Education {
  const e = asRecord(value);
  const situacao = normalizeSituacao(e.situacao);
  return {
    instituicao: text(e.instituicao),
    curso: text(e.curso),
    dataInicio: text(e.dataInicio),
    dataFim: situacao === "em_andamento" ? "" : text(e.dataFim),
    situacao,
  };
}

function asRecord(value: unknown): Record<string, unknown> {
  return value && typeof value === "object" && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : {};
}

function asArray(value: unknown): unknown[] {
  return Array.isArray(value) ? value : [];
}

function text(value: unknown): string {
  if (typeof value === "string") return value;
  return typeof value === "number" ? String(value) : "";
}

function firstString(...values: unknown[]): string {
  return values.find((value): value is string => typeof value === "string") ?? "";
}

function isNonEmptyString(value: unknown): value is string {
  return typeof value === "string" && value.trim() !== "";
}

/** Plain keys hold raw text, but some versions stored them JSON-encoded ('"Analista"'). */
function plainString(raw: string | null): string | undefined {
  if (raw === null) return undefined;
  if (raw.startsWith('"') && raw.endsWith('"')) {
    try {
      const parsed: unknown = JSON.parse(raw);
      if (typeof parsed === "string") return parsed;
    } catch {
      // Not JSON after all: the raw text is the value.
    }
  }
  return raw;
}
