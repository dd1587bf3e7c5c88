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

/**
 * Runs `task` once the browser has painted the next frame: code a page fetches for what it shows next (its
 * list, its menus) then never holds back the paint of what it has already drawn. A tab in the background
 * paints nothing, so a timer runs it there. Returns a cancel function.
 */
export function afterNextPaint(task: () => void): () => void {
  let done = false;
  const run = () => {
    if (done) return;
    done = true;
    task();
  };
  let afterFrame: ReturnType<typeof setTimeout> | undefined;
  const frame = requestAnimationFrame(() => {
    afterFrame = setTimeout(run);
  });
  const fallback = setTimeout(run, 300);
  return () => {
    done = true;
    cancelAnimationFrame(frame);
    clearTimeout(afterFrame);
    clearTimeout(fallback);
  };
}
