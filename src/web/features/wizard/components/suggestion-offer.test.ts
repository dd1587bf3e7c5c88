import { describe, expect, it } from "vitest";
import { offeredSuggestions, withSkills } from "./suggestion-offer.ts";

describe("offeredSuggestions", () => {
  it("leaves out what the person already has, group by group", () => {
    const offered = offeredSuggestions(
      { hardSkills: ["Excel", "Word", "SQL"], softSkills: ["Comunicação", "Organização"] },
      { hardSkills: ["Word"], softSkills: ["Organização", "Excel"] },
    );
    expect(offered).toEqual({ hardSkills: ["Excel", "SQL"], softSkills: ["Comunicação"] });
  });
});

describe("withSkills", () => {
  it("appends in order and ignores exact duplicates", () => {
    expect(withSkills(["Excel"], ["Word", "Excel", "Word", "SQL"])).toEqual(["Excel", "Word", "SQL"]);
  });

  it("stops at 100 skills, the most a list may hold", () => {
    const full = Array.from({ length: 99 }, (_, i) => `Skill ${i}`);
    expect(withSkills(full, ["Word", "SQL"])).toEqual([...full, "Word"]);
  });
});
