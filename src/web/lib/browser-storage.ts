/**
 * The one module that touches localStorage. Browser storage is only a cache (drafts, plan flags), so every
 * failure — private mode, a full quota, corrupt JSON, storage blocked by the browser — reads as "absent"
 * instead of breaking the page.
 */

/** The spec's keys (part 1 §3), stored under exactly these names so data from older versions keeps loading. */
export const STORAGE_KEYS = {
  informacoesPessoais: "informacoesPessoais",
  resumoProfissional: "resumoProfissional",
  cargoProfissional: "cargoProfissional",
  resumoProfissionalText: "resumoProfissionalText",
  experienciasProfissionais: "experienciasProfissionais",
  formacoesAcademicas: "formacoesAcademicas",
  habilidades: "habilidades",
  templateSelecionado: "templateSelecionado",
  /** The language the draft's resume is printed in ('pt', 'en', 'es'). */
  idiomaCurriculo: "idiomaCurriculo",
  /** The draft's accent colour, fonts, section order and hidden sections (ResumeStyle, as JSON). */
  estiloCurriculo: "estiloCurriculo",
  /** The draft's optional photo, a JPEG data URL (decision 0031); absent when there is none. */
  fotoCurriculo: "fotoCurriculo",
  currentResumeId: "currentResumeId",
  nome: "nome",
  email: "email",
  telefone: "telefone",
  cidade: "cidade",
  estado: "estado",
  hasPaidPlan: "hasPaidPlan",
  planExpiresAt: "planExpiresAt",
  redirectAfterLogin: "redirectAfterLogin",
  /** The page a payment started from, to go back to once it is confirmed (features/billing). */
  returnAfterPayment: "returnAfterPayment",
  /** Checkout sessions whose purchase event was already sent to analytics (features/billing). */
  purchaseEventsSent: "purchaseEventsSent",
  /** The imported draft's fields to check and its notice (decision 0028), part of the wizard's draft. */
  revisaoImportacao: "revisaoImportacao",
  /** What an upload found unsure, until /choose-option loads its draft (src/web/lib/import-handoff.ts). */
  revisaoPendente: "revisaoPendente",
  /** Cookie and storage preferences (src/web/lib/consent.ts). */
  cookieConsent: "cookieConsent",
} as const;

export type StorageKey = (typeof STORAGE_KEYS)[keyof typeof STORAGE_KEYS];

/** The part of the Web Storage API we use; tests pass a Map-backed object. */
export type StorageLike = Pick<Storage, "getItem" | "setItem" | "removeItem">;

/** A write made through this module (key null: several keys at once, or a change from another tab). */
type StorageListener = (keys: readonly StorageKey[] | null) => void;

const listeners = new Set<StorageListener>();

function browserStorage(): StorageLike | undefined {
  try {
    // Reading the property itself throws when the browser blocks storage.
    return typeof window === "undefined" ? undefined : window.localStorage;
  } catch {
    return undefined;
  }
}

function notify(keys: readonly StorageKey[]): void {
  for (const listener of listeners) listener(keys);
}

export function readString(
  key: StorageKey,
  storage: StorageLike | undefined = browserStorage(),
): string | null {
  try {
    return storage?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

/** Returns false when the value could not be stored (quota, private mode). */
export function writeString(
  key: StorageKey,
  value: string,
  storage: StorageLike | undefined = browserStorage(),
): boolean {
  try {
    if (!storage) return false;
    storage.setItem(key, value);
    notify([key]);
    return true;
  } catch {
    return false;
  }
}

/** The parsed value, or undefined when absent or not valid JSON. Callers validate the shape. */
export function readJson(key: StorageKey, storage: StorageLike | undefined = browserStorage()): unknown {
  const raw = readString(key, storage);
  if (raw === null) return undefined;
  try {
    return JSON.parse(raw) as unknown;
  } catch {
    return undefined;
  }
}

export function writeJson(
  key: StorageKey,
  value: unknown,
  storage: StorageLike | undefined = browserStorage(),
): boolean {
  let raw: string;
  try {
    raw = JSON.stringify(value);
  } catch {
    return false;
  }
  return writeString(key, raw, storage);
}

export function removeKeys(
  keys: readonly StorageKey[],
  storage: StorageLike | undefined = browserStorage(),
): void {
  if (!storage) return;
  for (const key of keys) {
    try {
      storage.removeItem(key);
    } catch {
      // A key we cannot remove is a key we cannot read either; nothing to do.
    }
  }
  notify(keys);
}

/**
 * Called after every write or removal made through this module, and when another tab changes storage
 * (keys null), so in-memory copies such as the wizard draft can reload. Returns the unsubscribe function.
 */
export function subscribeStorage(listener: StorageListener): () => void {
  listeners.add(listener);
  const onOtherTab = (event: StorageEvent) => {
    if (event.key === null || (Object.values(STORAGE_KEYS) as string[]).includes(event.key))
      listener(event.key === null ? null : [event.key as StorageKey]);
  };
  if (typeof window !== "undefined") window.addEventListener("storage", onOtherTab);
  return () => {
    listeners.delete(listener);
    if (typeof window !== "undefined") window.removeEventListener("storage", onOtherTab);
  };
}
