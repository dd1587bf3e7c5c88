import { describe, expect, it } from "vitest";
import { oneAtATime } from "./one-at-a-time.ts";

describe("oneAtATime", () => {
  it("starts a task only after the one before has settled, in order", async () => {
    const inTurn = oneAtATime();
    const events: string[] = [];
    const task = (name: string) => async () => {
      events.push(`${name} starts`);
      await new Promise((resolve) => setTimeout(resolve, 5));
      events.push(`${name} ends`);
      return name;
    };
    const results = await Promise.all([inTurn(task("a")), inTurn(task("b")), inTurn(task("c"))]);
    expect(results).toEqual(["a", "b", "c"]);
    expect(events).toEqual(["a starts", "a ends", "b starts", "b ends", "c starts", "c ends"]);
  });

  it("gives a failure to its own caller and still runs the next task", async () => {
    const inTurn = oneAtATime();
    const failed = inTurn(async () => {
      throw new Error("sem conexão");
    });
    const next = inTurn(async () => "salvo");
    await expect(failed).rejects.toThrow("sem conexão");
    await expect(next).resolves.toBe("salvo");
  });

  it("lets a later task see what an earlier one left, so two first saves create one resume", async () => {
    const inTurn = oneAtATime();
    let savedId: string | null = null;
    let creates = 0;
    const firstSave = () =>
      inTurn(async () => {
        if (savedId) return "skipped";
        await new Promise((resolve) => setTimeout(resolve, 5));
        creates++;
        savedId = "r1";
        return "created";
      });
    expect(await Promise.all([firstSave(), firstSave()])).toEqual(["created", "skipped"]);
    expect(creates).toBe(1);
  });
});
