import { describe, expect, it } from "vitest";
import { createRng, cycleIndex, pick, rotated, shuffled } from "./seeded.ts";

describe("createRng", () => {
  it("gives the same numbers for the same seed", () => {
    const a = createRng(7);
    const b = createRng(7);
    expect([a(), a(), a()]).toEqual([b(), b(), b()]);
  });

  it("gives different numbers for different seeds, always in [0, 1)", () => {
    expect(createRng(0)()).not.toBe(createRng(1)());
    const rng = createRng(123);
    for (let i = 0; i < 1000; i++) {
      const value = rng();
      expect(value).toBeGreaterThanOrEqual(0);
      expect(value).toBeLessThan(1);
    }
  });
});

describe("helpers", () => {
  it("cycleIndex wraps any integer, negatives included", () => {
    expect([0, 1, 2, 3, -1].map((seed) => cycleIndex(seed, 3))).toEqual([0, 1, 2, 0, 2]);
  });

  it("rotated starts at the offset and keeps every item", () => {
    expect(rotated(["a", "b", "c"], 1)).toEqual(["b", "c", "a"]);
    expect(rotated(["a", "b", "c"], 5)).toEqual(["c", "a", "b"]);
    expect(rotated([], 3)).toEqual([]);
  });

  it("shuffled keeps every item and does not touch the original", () => {
    const items = [1, 2, 3, 4, 5];
    expect([...shuffled(items, createRng(3))].sort()).toEqual(items);
    expect(items).toEqual([1, 2, 3, 4, 5]);
  });

  it("pick refuses an empty list", () => {
    expect(() => pick([], createRng(0))).toThrow();
  });
});
