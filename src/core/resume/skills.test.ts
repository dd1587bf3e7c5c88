import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { addSkill, removeSkill, SkillListSchema, SkillsSchema } from "./skills.ts";

describe("addSkill (Enter in the tag input)", () => {
  it("adds the typed skill, trimmed", () => {
    expect(addSkill(["React"], "  TypeScript ")).toEqual(["React", "TypeScript"]);
  });

  it("ignores an exact duplicate", () => {
    expect(addSkill(["React"], "React")).toEqual(["React"]);
    expect(addSkill(["React"], " React ")).toEqual(["React"]);
  });

  it("treats a different spelling as a different tag (only exact duplicates are ignored)", () => {
    expect(addSkill(["React"], "react")).toEqual(["React", "react"]);
  });

  it("ignores empty and blank input", () => {
    expect(addSkill(["React"], "")).toEqual(["React"]);
    expect(addSkill(["React"], "   ")).toEqual(["React"]);
  });

  it("returns a new list and leaves the old one alone", () => {
    const list = ["React"];
    const next = addSkill(list, "Git");
    expect(list).toEqual(["React"]);
    expect(next).not.toBe(list);
  });

  it("never produces duplicates or blanks, and keeps every typed skill", () => {
    fc.assert(
      fc.property(
        fc.array(fc.oneof(fc.constantFrom("React", " React", "", "  ", "Git", "git"), fc.string())),
        (typed) => {
          const list = typed.reduce<string[]>((acc, value) => addSkill(acc, value), []);
          expect(new Set(list).size).toBe(list.length);
          expect(list.every((skill) => skill.trim() !== "" && skill === skill.trim())).toBe(true);
          for (const value of typed) if (value.trim()) expect(list).toContain(value.trim());
        },
      ),
    );
  });
});

describe("removeSkill", () => {
  it("removes the tag whose button was pressed", () => {
    expect(removeSkill(["React", "Git", "SQL"], "Git")).toEqual(["React", "SQL"]);
  });

  it("leaves the list as it was when the tag is not there", () => {
    expect(removeSkill(["React"], "Git")).toEqual(["React"]);
  });
});

describe("SkillsSchema", () => {
  it("defaults both groups to empty lists", () => {
    expect(SkillsSchema.parse({})).toEqual({ hardSkills: [], softSkills: [] });
  });

  it("drops blank and repeated tags instead of failing", () => {
    expect(SkillsSchema.parse({ hardSkills: [" React ", "", "React", "Git"], softSkills: ["  "] })).toEqual({
      hardSkills: ["React", "Git"],
      softSkills: [],
    });
  });

  it("rejects something that is not a list of strings", () => {
    expect(SkillListSchema.safeParse("React").success).toBe(false);
  });
});
