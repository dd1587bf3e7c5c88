/** Marked when the first idle-time task starts: what a page fetched before it was what its first visit needed. */
export const IDLE_MARK = "vitae:idle";

/**
 * Runs `task` once the browser has nothing more urgent to do (the page drawn and answering input), so code
 * fetched ahead of need never competes with the first paint. Safari has no requestIdleCallback: a timeout
 * stands in. Returns a cancel function.
 */
export function whenIdle(task: () => void): () => void {
  const run = () => {
    if (performance.getEntriesByName(IDLE_MARK).length === 0) performance.mark(IDLE_MARK);
    task();
  };
  if (typeof window.requestIdleCallback === "function") {
    const id = window.requestIdleCallback(run, { timeout: 3000 });
    return () => window.cancelIdleCallback(id);
  }
  const id = window.setTimeout(run, 500);
  return () => window.clearTimeout(id);
}
