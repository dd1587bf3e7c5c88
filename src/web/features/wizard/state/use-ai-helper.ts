import { useCallback, useEffect, useRef, useState } from "react";
import { loadOnce } from "#web/lib/load-once.ts";
import { whenIdle } from "#web/lib/when-idle.ts";

type Writers = typeof import("./ai-writers.ts");

const loadWriters = loadOnce((): Promise<Writers> => import("./ai-writers.ts"));

/**
 * The simulated AI's "thinking" pause: pending for delayMs, then `write` runs with the AI's writing code
 * (fetched while the step is idle, or during the pause if asked sooner) and the next seed, so asking again
 * gives another text. If that code cannot be fetched (the connection dropped) or writing fails, `failed` runs
 * instead, and the person's text stays as it was. Only the latest request answers, and none after the page
 * is left.
 */
export function useAiHelper(delayMs: number): {
  pending: boolean;
  run: (write: (writers: Writers, seed: number) => void, failed: () => void) => void;
} {
  const [pending, setPending] = useState(false);
  const latest = useRef(0);
  const seed = useRef(0);

  useEffect(() => {
    const cancel = whenIdle(() => void loadWriters().catch(() => {}));
    return () => {
      cancel();
      latest.current++;
    };
  }, []);

  const run = useCallback(
    (write: (writers: Writers, seed: number) => void, failed: () => void) => {
      const request = ++latest.current;
      setPending(true);
      const loading = loadWriters();
      loading.catch(() => {}); // answered after the pause, below
      window.setTimeout(() => {
        loading.then(
          (loaded) => {
            if (request !== latest.current) return;
            setPending(false);
            try {
              write(loaded, seed.current++);
            } catch {
              failed();
            }
          },
          () => {
            if (request !== latest.current) return;
            setPending(false);
            failed();
          },
        );
      }, delayMs);
    },
    [delayMs],
  );

  return { pending, run };
}
