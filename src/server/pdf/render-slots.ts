import { AppError } from "../http/errors.ts";

type RenderSlotsOptions = {
  /** Renders running at once (one page each). */
  active: number;
  /** Requests that may wait for a page; one more is refused with PDF_BUSY (503, Retry-After). */
  waiting: number;
  retryAfterSeconds: number;
};

/**
 * A bounded first-come, first-served queue in front of the pages: at most `active` renders run, `waiting`
 * more wait in arrival order, and the rest are refused at once instead of piling up behind a slow browser.
 */
export function createRenderSlots({ active, waiting, retryAfterSeconds }: RenderSlotsOptions) {
  let running = 0;
  const queue: Array<{ resolve: () => void; reject: (error: unknown) => void }> = [];

  function release(): void {
    const next = queue.shift();
    if (next) next.resolve();
    else running--;
  }

  return {
    /** Waits for a turn; call the returned function exactly once when done. */
    async acquire(): Promise<() => void> {
      if (running < active) running++;
      else if (queue.length < waiting)
        await new Promise<void>((resolve, reject) => queue.push({ resolve, reject }));
      else throw new AppError("PDF_BUSY", { retryAfterSeconds });
      let released = false;
      return () => {
        if (released) return;
        released = true;
        release();
      };
    },
    /** Refuses everyone still waiting (shutdown). */
    rejectWaiting(error: unknown): void {
      for (const waiter of queue.splice(0)) waiter.reject(error);
    },
    get load() {
      return { running, waiting: queue.length };
    },
  };
}
