/**
 * Runs tasks one after another in the order they were given: each starts when the one before has settled,
 * whether it succeeded or failed, and its caller gets its own result or error.
 */
export function oneAtATime(): <T>(task: () => Promise<T>) => Promise<T> {
  let last: Promise<unknown> = Promise.resolve();
  return (task) => {
    const run = last.then(task, task);
    last = run.catch(() => undefined);
    return run;
  };
}
