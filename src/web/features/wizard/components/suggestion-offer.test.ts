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
});
