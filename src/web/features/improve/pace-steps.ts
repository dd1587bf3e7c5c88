/**
 * Returns `show(step)`: applies each step in order, none sooner than `minMs` after the previous one, and
 * resolves once it is applied. Only the display is paced; the work behind the steps never waits for it.
 */
export function paceSteps<Step>(minMs: number, apply: (step: Step) => void): (step: Step) => Promise<void> {
  let shownAt = performance.now();
  let queue = Promise.resolve();
  return (step) => {
    queue = queue.then(async () => {
      const wait = minMs - (performance.now() - shownAt);
      if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
      apply(step);
      shownAt = performance.now();
    });
    return queue;
  };
}
