/**
 * `load` (an import(), usually) started once and its promise shared by every caller; after a failure (a
 * dropped connection) the next call starts it again instead of repeating the error for ever.
 */
export function loadOnce<T>(load: () => Promise<T>): () => Promise<T> {
  let pending: Promise<T> | undefined;
  return () => {
    pending ??= load().catch((error: unknown) => {
      pending = undefined;
      throw error;
    });
    return pending;
  };
}
