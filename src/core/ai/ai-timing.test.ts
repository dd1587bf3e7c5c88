import { describe, expect, it } from "vitest";
import { EXPERIENCE_DESCRIPTION_DELAY_MS, SKILLS_DELAY_MS, SUMMARY_DELAY_MS } from "./ai-timing.ts";

describe("simulated AI delays (spec part 1 §9)", () => {
  it("thinks 2 s for the summary and the skills, 1.5 s for an experience description", () => {
    expect(SUMMARY_DELAY_MS).toBe(2000);
    expect(SKILLS_DELAY_MS).toBe(2000);
    expect(EXPERIENCE_DESCRIPTION_DELAY_MS).toBe(1500);
  });
});
