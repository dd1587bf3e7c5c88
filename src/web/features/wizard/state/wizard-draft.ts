import { useSyncExternalStore } from "react";
import { type ImportReview, withoutMarks } from "#core/import-review/import-review.ts";
import type { ResumeData } from "#core/resume/resume-data.ts";
import type { TemplateId } from "#core/resume/template-id.ts";
import {
  readString,
  removeKeys,
  STORAGE_KEYS,
  subscribeStorage,
  writeString,
} from "#web/lib/browser-storage.ts";
import {
  DRAFT_KEYS,
  emptyDraft,
  hasDraftKeys,
  isDraftEmpty,
  loadDraft,
  saveDraft,
  type WizardDraft,
} from "./draft-storage.ts";

export type { WizardDraft } from "./draft-storage.ts";

type Extras = Partial<Pick<WizardDraft, "resumoManual" | "revisao">>;

/*
 * A tiny external store: one draft shared by every wizard page, mirrored to browser storage on each change so a
 * reload or a closed tab loses nothing. Loaded lazily so nothing touches storage before a wizard page needs it.
 */
let current: WizardDraft | null = null;
let writing = false;
const listeners = new Set<() => void>();
const serverSnapshot = emptyDraft();

function snapshot(): WizardDraft {
  current ??= loadDraft();
  return current;
}

function emit(): void {
  for (const listener of listeners) listener();
}

/** Writes to browser storage without the storage listener below reloading what was just written. */
function writeQuietly(write: () => void): void {
  writing = true;
  try {
    write();
  } finally {
    writing = false;
  }
}

function commit(next: WizardDraft): void {
  current = next;
  writeQuietly(() => saveDraft(next));
  emit();
}

/** Removes every wizard key and the current resume id, and empties the draft in memory. */
function resetDraft(): void {
  writeQuietly(() => removeKeys([...DRAFT_KEYS, STORAGE_KEYS.currentResumeId]));
  current = emptyDraft();
}

// Other code (loading a saved resume, an import, another tab) may write the spec's keys directly: reload then.
if (typeof window !== "undefined") {
  subscribeStorage((keys) => {
    if (writing || current === null) return;
    if (keys && !keys.some((key) => DRAFT_KEYS.includes(key))) return;
    current = loadDraft();
    emit();
  });
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The current draft; re-renders the caller on every change. */
export function useWizardDraft(): WizardDraft {
  return useSyncExternalStore(subscribe, snapshot, () => serverSnapshot);
}

/** The latest draft outside React (event handlers, timers). */
export function getDraft(): WizardDraft {
  return snapshot();
}

export function updateDraft(patch: Partial<ResumeData>): void {
  const draft = snapshot();
  commit({ ...draft, data: { ...draft.data, ...patch } });
}

export function updateExtras(patch: Extras): void {
  commit({ ...snapshot(), ...patch });
}

export function selectTemplate(id: TemplateId): void {
  const draft = snapshot();
  commit({ ...draft, templateSelecionado: id, data: { ...draft.data, templateId: id } });
}

/** Replaces the whole working data, e.g. when a saved resume or an imported draft is loaded. */
export function replaceDraft(
  data: ResumeData,
  extras: Extras & Partial<Pick<WizardDraft, "templateSelecionado">> = {},
): void {
  commit({ ...emptyDraft(), ...extras, data });
}

/** Starts a new resume: removes every wizard key and the current resume id (edit mode ends). */
export function clearDraft(): void {
  resetDraft();
  emit();
}

/**
 * Starts a new resume from `data` (an import, an example), edit mode ended. A template the person already
 * chose ('Usar este modelo') stays chosen, unless the new data brings its own.
 */
export function startDraftFrom(
  data: ResumeData,
  extras: Extras & { templateSelecionado?: TemplateId | null } = {},
): void {
  const template = extras.templateSelecionado ?? snapshot().templateSelecionado;
  resetDraft();
  commit({
    ...emptyDraft(),
    ...extras,
    templateSelecionado: template,
    data: template ? { ...data, templateId: template } : data,
  });
}

/** The person checked these fields ('experiencias.0.dataInicio'): their marks go. */
export function checkReviewMarks(paths: readonly string[]): void {
  const { revisao } = snapshot();
  if (!revisao) return;
  const next = withoutMarks(revisao, paths);
  if (next !== revisao) setReview(next);
}

/** 'Entendi' on the notice after an import: it stays away for this draft. */
export function dismissImportNotice(): void {
  const { revisao } = snapshot();
  if (revisao?.aviso) setReview({ ...revisao, aviso: null });
}

/** A draft saved as a new resume is the person's own from then on: no marks, no notice. */
export function clearImportReview(): void {
  if (snapshot().revisao) setReview(null);
}

function setReview(review: ImportReview | null): void {
  const empty = review !== null && review.campos.length === 0 && review.aviso === null;
  commit({ ...snapshot(), revisao: empty ? null : review });
}

/** Whether the draft holds anything the person wrote; a chosen template alone is not writing. */
export function hasDraftContent(): boolean {
  return !isDraftEmpty({ ...snapshot(), templateSelecionado: null });
}

export function hasStoredDraft(): boolean {
  // Storage may be unavailable (private mode): what was typed in this session counts too.
  return hasDraftKeys() || !isDraftEmpty(snapshot());
}

/** Id of the saved resume being edited, if any; its presence is what "edit mode" means. */
export function getCurrentResumeId(): string | null {
  return readString(STORAGE_KEYS.currentResumeId) || null;
}

/**
 * Fills an empty draft (improve mode's sample person, spec part 1 §4). It runs while a page renders so the
 * forms start with the sample; subscribers hear about it right after that render, not during it.
 */
export function seedDraftIfEmpty(seed: Partial<ResumeData>): boolean {
  if (hasStoredDraft()) return false;
  const draft = snapshot();
  const seeded = { ...draft, data: { ...draft.data, ...seed } };
  current = seeded;
  writeQuietly(() => saveDraft(seeded));
  queueMicrotask(emit);
  return true;
}

/**
 * Loads a saved resume while a page renders (the dashboard's Visualizar/Editar), so the forms start from it;
 * like seedDraftIfEmpty, subscribers hear about it right after that render. Edit mode starts with the id.
 */
export function loadSavedResumeDuringRender(id: string, data: ResumeData, templateId: TemplateId): void {
  const loaded = { ...emptyDraft(), templateSelecionado: templateId, data: { ...data, templateId } };
  current = loaded;
  writeQuietly(() => {
    saveDraft(loaded);
    writeString(STORAGE_KEYS.currentResumeId, id);
  });
  queueMicrotask(emit);
}

/** Remembers the saved resume this draft now belongs to (after its first save). */
export function setCurrentResumeId(id: string): void {
  writeString(STORAGE_KEYS.currentResumeId, id);
}

/** clearDraft for a page being rendered (the dashboard's 'Criar novo currículo'): subscribers hear after it. */
export function startNewResumeDuringRender(): void {
  resetDraft();
  queueMicrotask(emit);
}
