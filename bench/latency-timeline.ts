import { percentile } from "./browser.ts";

/** One request's latency and when it started, in ms from the start of the measured run. */
export type LatencySample = { startedAt: number; ms: number };

export type SecondFigures = { second: number; count: number; p50: number; p99: number; max: number };

/**
 * Latency by the second a request started in. A tail that comes in bursts (a stall of the database, a
 * collector pause) shows as a few bad seconds among good ones; one that comes from queueing shows in
 * every second alike.
 */
export function latencyBySecond(samples: LatencySample[]): SecondFigures[] {
  const seconds = new Map<number, number[]>();
  for (const { startedAt, ms } of samples) {
    const second = Math.floor(startedAt / 1000);
    const list = seconds.get(second) ?? [];
    list.push(ms);
    seconds.set(second, list);
  }
  return [...seconds.entries()]
    .sort(([a], [b]) => a - b)
    .map(([second, list]) => {
      const sorted = list.sort((a, b) => a - b);
      const p = (n: number) => percentile(sorted, n);
      return { second, count: sorted.length, p50: p(50), p99: p(99), max: sorted.at(-1) ?? Number.NaN };
    });
}

/** `0s: 41×, p50 120, p99 180, max 190 ms` per second, a few to a line. */
export function formatTimeline(seconds: SecondFigures[], indent: string): string {
  const cells = seconds.map(
    (s) => `${s.second}s ${s.count}× p50 ${s.p50.toFixed(0)} p99 ${s.p99.toFixed(0)} max ${s.max.toFixed(0)}`,
  );
  const lines: string[] = [];
  for (let i = 0; i < cells.length; i += 4) lines.push(indent + cells.slice(i, i + 4).join(" | "));
  return lines.join("\n");
}
