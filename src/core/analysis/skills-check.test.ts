import { describe, expect, it } from "vitest";
import { sampleResume } from "../sample-resume.ts";
import { checkSkills, LIST_MAX, SKILL_WORDS_MAX, TECHNICAL_MIN } from "./skills-check.ts";

const skills = (count: number, name = "Habilidade") =>
  Array.from({ length: count }, (_, i) => `${name} ${i + 1}`);
const check = (hardSkills: string[], softSkills: string[] = ["Organização"]) =>
  checkSkills({ hardSkills, softSkills });
const ids = (hardSkills: string[], softSkills?: string[]) =>
  check(hardSkills, softSkills).map((f) => `${f.severity} ${f.id} ${f.step}`);

describe("checkSkills", () => {
  it("finds nothing in the sample's skills", () => {
    expect(checkSkills(sampleResume)).toEqual([]);
  });

  it("points out a skill repeated in other case, without accents or in the other list", () => {
    expect(ids(["Excel", "Word", "SQL", "excel"])).toEqual(["aviso habilidades.repetidas habilidades"]);
    const [finding] = check(["Comunicação", "Excel", "Word"], ["comunicacao", "Organização"]);
    expect(finding?.message).toBe(
      "A habilidade “Comunicação” aparece mais de uma vez; deixe só uma, para sobrar espaço para outras.",
    );
    const [several] = check(["A1", "B1", "C1", "D1", "E1", "a1", "b1", "c1", "d1", "e1 "]);
    expect(several?.message).toMatch(/^As habilidades “A1”, “B1”, “C1” e mais 2 aparecem mais de uma vez/);
    expect(check(["Excel", "Word"], ["Word"])[0]?.message).toMatch(/^A habilidade “Word”/);
  });

  it("asks for at least three technical skills, counting each once", () => {
    expect(ids(skills(TECHNICAL_MIN))).toEqual([]);
    expect(ids(skills(TECHNICAL_MIN - 1))).toEqual(["aviso habilidades.poucas-tecnicas habilidades"]);
    expect(check([])[0]?.message).toMatch(/^Não há habilidades técnicas; liste pelo menos 3/);
    expect(check(["Excel", "excel"]).map((f) => f.message)).toContainEqual(
      expect.stringMatching(/^Há só 1 habilidade técnica;/),
    );
  });

  it("suggests a shorter list past 25 in one list", () => {
    expect(ids(skills(LIST_MAX), skills(LIST_MAX, "Qualidade"))).toEqual([]);
    expect(ids(skills(LIST_MAX + 1), skills(LIST_MAX + 1, "Qualidade"))).toEqual([
      "dica habilidades.tecnicas-demais habilidades",
      "dica habilidades.comportamentais-demais habilidades",
    ]);
  });

  it("points out a skill written as a sentence", () => {
    const words = (count: number) => Array.from({ length: count }, (_, i) => `palavra${i}`).join(" ");
    expect(ids(["Excel", "Word", words(SKILL_WORDS_MAX)])).toEqual([]);
    expect(ids(["Excel", "Word", "SQL"], [words(SKILL_WORDS_MAX + 1)])).toEqual([
      "aviso habilidades.frase habilidades",
    ]);
    const [finding] = check(
      ["Excel", "Word", "SQL"],
      ["Tenho facilidade para aprender coisas novas e rápido"],
    );
    expect(finding?.message).toMatch(
      /^“Tenho facilidade para aprender coisas novas e rápido” parece uma frase;/,
    );
  });
});
