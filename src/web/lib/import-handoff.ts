import { z } from "zod";
import { readJson, removeKeys, STORAGE_KEYS, type StorageLike, writeJson } from "./browser-storage.ts";

const PendingSchema = z.object({ draftId: z.string(), revisar: z.array(z.string()).max(300) });

/**
 * The upload page hands the fields the extractor was unsure of to /choose-option, which loads the draft
 * (decision 0028): the import's answer holds them, the stored draft does not.
 */
export function keepImportReview(draftId: string, revisar: readonly string[], storage?: StorageLike): void {
  writeJson(STORAGE_KEYS.revisaoPendente, { draftId, revisar: revisar.slice(0, 300) }, storage);
}

/** The unsure fields of this draft's upload, once: [] for another draft, or when none were handed over. */
export function takeImportReview(draftId: string, storage?: StorageLike): string[] {
  const pending = PendingSchema.safeParse(readJson(STORAGE_KEYS.revisaoPendente, storage));
  if (!pending.success) return [];
  removeKeys([STORAGE_KEYS.revisaoPendente], storage);
  return pending.data.draftId === draftId ? pending.data.revisar : [];
}
