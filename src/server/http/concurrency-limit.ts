import type { MiddlewareHandler } from "hono";
import { AppError } from "./errors.ts";

type Options = {
  /** Requests let through at once. */
  active: number;
  /** Requests that may wait for a turn; beyond that the answer is 503 with Retry-After. */
  waiting: number;
  retryAfterSeconds?: number;
};

/**
 * Lets at most `active` requests run the next handlers at once and queues the rest in arrival order. Used where
 * each request is CPU-bound while holding a database connection (password hashing inside better-auth's
 * sign-up transaction): waiting here, before any connection is taken, keeps a burst from draining the pool.
 */
export function concurrencyLimit({ active, waiting, retryAfterSeconds = 5 }: Options): MiddlewareHandler {
  let running = 0;
  const queue: Array<() => void> = [];
  const release = () => {
    const next = queue.shift();
    if (next) next();
    else running--;
  };
  return async (_c, next) => {
    if (running < active) running++;
    else if (queue.length < waiting) await new Promise<void>((resolve) => queue.push(resolve));
    else throw new AppError("SERVICE_UNAVAILABLE", { retryAfterSeconds });
    try {
      await next();
    } finally {
      release();
    }
  };
}
