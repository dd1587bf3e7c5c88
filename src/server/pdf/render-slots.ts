import { AppError } from "../http/errors.ts";

type RenderSlotsOptions = {
  /** Renders running at once (one page each). */
  active: number;
  /** Requests that may wait for a page at most; one more is refused with PDF_BUSY (503, Retry-After). */
  waiting: number;
  /** A request waits only if its turn should come within this, at the recent renders' pace. */
  maxWaitMs: number;
  /** The Retry-After of a refusal before any render has finished (no pace measured yet). */
  retryAfterSeconds: number;
  now?: () => number;
};

/** The longest Retry-After: what the web client waits at most per try (api-client.ts). */
const MAX_RETRY_AFTER_SECONDS = 10;
/** Weight of the newest render in the running average of how long a render holds its slot. */
const PACE_WEIGHT = 0.2;

/**
 * A bounded first-come, first-served queue in front of the pages: at most `active` renders run, and more wait
 * in arrival order while their turn should come within `maxWaitMs` at the recent renders' pace (and never
 * more than `waiting`); the rest are refused at once instead of piling up behind a slow browser. A refusal
 * asks the client back when a place should be free at that pace: in a second when PDFs take milliseconds,
 * so a rush of downloads keeps the pages busy, and later when they take seconds.
 */
export function createRenderSlots({
  active,
  waiting,
  maxWaitMs,
  retryAfterSeconds,
  now = performance.now.bind(performance),
}: RenderSlotsOptions) {
  let running = 0;
  let averageMs: number | null = null;
  const queue: Array<{ resolve: () => void; reject: (error: unknown) => void }> = [];

  function release(heldMs: number): void {
    averageMs = averageMs === null ? heldMs : averageMs + PACE_WEIGHT * (heldMs - averageMs);
    const next = queue.shift();
    if (next) next.resolve();
    else running--;
  }

  /** A newcomer's turn comes once everyone running and waiting now is done; unknown before any render ends. */
  function mayWait(): boolean {
    const turnInMs = averageMs === null ? 0 : ((running + queue.length) * averageMs) / active;
    return queue.length < waiting && turnInMs <= maxWaitMs;
  }

  /** When a place should be free again: one render's time, shared by the pages. */
  function retryAfter(): number {
    if (averageMs === null) return retryAfterSeconds;
    return Math.min(MAX_RETRY_AFTER_SECONDS, Math.max(1, Math.ceil(averageMs / active / 1000)));
  }

  return {
    /** Waits for a turn; call the returned function exactly once when done. */
    async acquire(): Promise<() => void> {
      if (running < active) running++;
      else if (mayWait()) await new Promise<void>((resolve, reject) => queue.push({ resolve, reject }));
      else throw new AppError("PDF_BUSY", { retryAfterSeconds: retryAfter() });
      const started = now();
      let released = false;
      return () => {
        if (released) return;
        released = true;
        release(now() - started);
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
