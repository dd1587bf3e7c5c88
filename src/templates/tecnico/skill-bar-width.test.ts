import { describe, expect, it } from "vitest";
import { SKILL_BAR_FLOOR, skillBarWidth } from "./skill-bar-width.ts";

describe("skillBarWidth", () => {
  it("is 85% for the first skill and 10 points less for each next one", () => {
    expect([0, 1, 2, 3, 4, 5].map(skillBarWidth)).toEqual([85, 75, 65, 55, 45, 35]);
  });

  it("never goes below the floor", () => {
    expect(SKILL_BAR_FLOOR).toBe(30);
    expect(skillBarWidth(6)).toBe(30);
    expect(skillBarWidth(7)).toBe(30);
    expect(skillBarWidth(40)).toBe(30);
  });
});
