import { readdir, readFile } from "node:fs/promises";

/**
 * Resident memory, in MB, of this process and of every process it started, their children included (Linux,
 * from /proc): what the server costs the machine, wherever the parsing happens.
 */
export async function processTreeMemoryMb(): Promise<number> {
  let kb = 0;
  const pending = [process.pid];
  for (let pid = pending.pop(); pid !== undefined; pid = pending.pop()) {
    const status = await readFile(`/proc/${pid}/status`, "utf8").catch(() => "");
    kb += Number(/^VmRSS:\s+(\d+)/m.exec(status)?.[1] ?? 0);
    const tasks = await readdir(`/proc/${pid}/task`).catch(() => []);
    for (const task of tasks) {
      const children = await readFile(`/proc/${pid}/task/${task}/children`, "utf8").catch(() => "");
      for (const child of children.split(" ")) if (child.trim()) pending.push(Number(child));
    }
  }
  return Math.round(kb / 1024);
}

/** Samples processTreeMemoryMb() every `intervalMs` until stopped; gives the highest figure seen. */
export function watchPeakMemory(intervalMs = 25): () => Promise<number> {
  let peak = 0;
  let sampling: Promise<void> = Promise.resolve();
  const timer = setInterval(() => {
    sampling = sampling.then(async () => {
      peak = Math.max(peak, await processTreeMemoryMb());
    });
  }, intervalMs);
  return async () => {
    clearInterval(timer);
    await sampling;
    return Math.max(peak, await processTreeMemoryMb());
  };
}

/** The processes this process started and that still run (Linux, from /proc). */
export async function childProcessIds(): Promise<number[]> {
  const ids: number[] = [];
  for (const task of await readdir(`/proc/${process.pid}/task`)) {
    const children = await readFile(`/proc/${process.pid}/task/${task}/children`, "utf8").catch(() => "");
    for (const child of children.split(" ")) if (child.trim()) ids.push(Number(child));
  }
  return ids;
}
