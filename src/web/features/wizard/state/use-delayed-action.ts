import { useCallback, useEffect, useRef, useState } from "react";

/**
 * The simulated AI's "thinking" pause: pending for delayMs, then the action runs. Each run gets the next
 * seed, so asking again gives another text. Nothing runs after the page is left.
 */
export function useDelayedAction(delayMs: number): {
  pending: boolean;
  run: (action: (seed: number) => void) => void;
} {
  const [pending, setPending] = useState(false);
  const timer = useRef<number | undefined>(undefined);
  const seed = useRef(0);

  useEffect(() => () => window.clearTimeout(timer.current), []);

  const run = useCallback(
    (action: (seed: number) => void) => {
      window.clearTimeout(timer.current);
      setPending(true);
      timer.current = window.setTimeout(() => {
        setPending(false);
        action(seed.current++);
      }, delayMs);
    },
    [delayMs],
  );

  return { pending, run };
}
