import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { messages } from "../messages.ts";
import { RESUME_LIMITS } from "./limits.ts";
import { addSkill, canAddSkill, hasSkill, removeSkill, skillKey, uniqueSkills } from "./skills.ts";
import { SkillListSchema, SkillsSchema } from "./skills-schema.ts";

const distinct = (count: number, prefix = "s") => Array.from({ length: count }, (_, i) => `${prefix}${i}`);
const messagesOf = (input: unknown) =>
  SkillListSchema.safeParse(input).error?.issues.map((issue) => issue.message) ?? [];

describe("addSkill (Enter in the tag input)", () => {
  it("adds the typed skill, trimmed", () => {
    expect(addSkill(["React"], "  TypeScript ")).toEqual(["React", "TypeScript"]);
  });

  it("ignores an exact duplicate", () => {
    expect(addSkill(["React"], "React")).toEqual(["React"]);
    expect(addSkill(["React"], " React ")).toEqual(["React"]);
  });

  it("ignores the same skill typed in other case or without accents, keeping the first spelling", () => {
    expect(addSkill(["Google Ads"], "google ads")).toEqual(["Google Ads"]);
    expect(addSkill(["Comunicação"], "comunicacao")).toEqual(["Comunicação"]);
    expect(addSkill(["Atendimento ao cliente"], "ATENDIMENTO AO CLIENTE ")).toEqual([
      "Atendimento ao cliente",
    ]);
    expect(hasSkill(["Excel"], " EXCEL")).toBe(true);
  });

  it("still tells different words apart", () => {
    expect(addSkill(["Java"], "JavaScript")).toEqual(["Java", "JavaScript"]);
    expect(addSkill(["Inglês"], "Ingles avançado")).toEqual(["Inglês", "Ingles avançado"]);
  });

  it("ignores empty and blank input", () => {
    expect(addSkill(["React"], "")).toEqual(["React"]);
    expect(addSkill(["React"], "   ")).toEqual(["React"]);
  });

  it("adds nothing to a full list of 100", () => {
    const full = distinct(RESUME_LIMITS.habilidades);
    expect(canAddSkill(full)).toBe(false);
    expect(canAddSkill(full.slice(1))).toBe(true);
    expect(addSkill(full, "Git")).toEqual(full);
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
        fc.array(
          fc.oneof(fc.constantFrom("React", " React", "", "  ", "Git", "git", "Ação", "acao"), fc.string()),
        ),
        (typed) => {
          const list = typed.reduce<string[]>((acc, value) => addSkill(acc, value), []);
          expect(new Set(list.map(skillKey)).size).toBe(list.length);
          expect(list.every((skill) => skill.trim() !== "" && skill === skill.trim())).toBe(true);
          for (const value of typed) if (value.trim()) expect(hasSkill(list, value)).toBe(true);
        },
      ),
    );
  });
});

describe("uniqueSkills", () => {
  it("trims, drops blanks and repeats (case and accents aside), keeps the first spelling of each in order", () => {
    expect(uniqueSkills([" Git", "SQL ", "", "Git", "git", "  ", "SQL", "Negociação", "negociacao"])).toEqual(
      ["Git", "SQL", "Negociação"],
    );
  });

  it("agrees with adding the skills one by one", () => {
    fc.assert(
      fc.property(fc.array(fc.oneof(fc.constantFrom("A", " A", "", " ", "b"), fc.string())), (typed) => {
        expect(uniqueSkills(typed)).toEqual(typed.reduce<string[]>((acc, value) => addSkill(acc, value), []));
      }),
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

  it("accepts a full list and refuses one skill more with one Portuguese message", () => {
    expect(SkillListSchema.parse(distinct(RESUME_LIMITS.habilidades))).toHaveLength(100);
    expect(messagesOf(distinct(RESUME_LIMITS.habilidades + 1))).toEqual([messages.habilidadesMax]);
  });

  it("counts the skills that remain after blanks and repeats are dropped", () => {
    const repeated = [...distinct(100), ...distinct(100), "  ", ""];
    expect(SkillListSchema.parse(repeated)).toEqual(distinct(100));
  });

  it("refuses 33,000 distinct skills (a request that once froze the server) with the cap message", () => {
    expect(messagesOf(distinct(33_000))).toEqual(["Adicione no máximo 100 habilidades em cada lista"]);
  });

  it("refuses a skill longer than 60 characters, counted after trimming", () => {
    expect(SkillListSchema.parse([` ${"a".repeat(60)} `])).toEqual(["a".repeat(60)]);
    expect(messagesOf(["Git", "a".repeat(61)])).toEqual(["Cada habilidade deve ter no máximo 60 caracteres"]);
    expect(SkillListSchema.safeParse(["Git", "a".repeat(61)]).error?.issues[0]?.path).toEqual([1]);
  });

  it("rejects something that is not a list of strings", () => {
    expect(SkillListSchema.safeParse("React").success).toBe(false);
  });
});
