import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { paceSteps } from "./pace-steps.ts";

describe("paceSteps", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("keeps each step on screen for the minimum time, in order", async () => {
    const shown: string[] = [];
    const show = paceSteps(400, (step: string) => shown.push(step));
    void show("extraindo");
    const last = show("processando");
    await vi.advanceTimersByTimeAsync(399);
    expect(shown).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(shown).toEqual(["extraindo"]);
    await vi.advanceTimersByTimeAsync(400);
    await last;
    expect(shown).toEqual(["extraindo", "processando"]);
  });

  it("shows a step at once when the previous one has been up long enough", async () => {
    const shown: string[] = [];
    const show = paceSteps(400, (step: string) => shown.push(step));
    await vi.advanceTimersByTimeAsync(1_000);
    await show("extraindo");
    expect(shown).toEqual(["extraindo"]);
  });
});
