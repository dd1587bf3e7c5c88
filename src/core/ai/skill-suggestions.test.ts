import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { SKILL_POOLS } from "./skill-pools.ts";
import { type SkillSuggestionInput, skillGroupFor, suggestSkills } from "./skill-suggestions.ts";
import { normalizeForMatch } from "./text.ts";

function person(overrides: Partial<SkillSuggestionInput> = {}): SkillSuggestionInput {
  return { cargo: "", experiencias: [], formacoes: [], hardSkills: [], softSkills: [], ...overrides };
}

describe("skillGroupFor: the spec's keyword rules", () => {
  it.each([
    "Desenvolvedor Back-end",
    "Programadora",
    "Front-end Developer",
    "Dev Júnior",
    "Engenheira de Software",
  ])("gives technical skills to %s", (cargo) => {
    expect(skillGroupFor(person({ cargo }))).toBe("tecnologia");
  });

  it.each([
    "Ciência da Computação",
    "Sistemas de Informação",
    "Análise e Desenvolvimento de Sistemas",
    "Engenharia de Software",
    "Engenharia da Computação",
    "Gestão de TI",
  ])("gives technical skills to a %s course", (curso) => {
    expect(skillGroupFor(person({ cargo: "Estagiário", formacoes: [{ curso }] }))).toBe("tecnologia");
  });

  it.each(["Analista de Marketing", "Coordenadora de Marketing Digital", "Social Media"])(
    "gives marketing skills to %s",
    (cargo) => {
      expect(skillGroupFor(person({ cargo }))).toBe("marketing");
    },
  );

  it.each(["Assistente Administrativo", "Auxiliar Administrativa", "Analista de Gestão", "Administrador"])(
    "gives administration skills to %s",
    (cargo) => {
      expect(skillGroupFor(person({ cargo }))).toBe("administracao");
    },
  );

  it("gives administration skills to an Administração course", () => {
    expect(skillGroupFor(person({ formacoes: [{ curso: "Administração de Empresas" }] }))).toBe(
      "administracao",
    );
  });

  it.each(["Enfermeira", "Garçom", "Motorista", ""])("gives the generic list to %j", (cargo) => {
    expect(skillGroupFor(person({ cargo }))).toBe("generico");
  });

  it("ignores case and accents", () => {
    expect(skillGroupFor(person({ cargo: "DESENVOLVEDORA" }))).toBe("tecnologia");
    expect(skillGroupFor(person({ formacoes: [{ curso: "ciencia da computacao" }] }))).toBe("tecnologia");
    expect(skillGroupFor(person({ cargo: "assistente administrativa" }))).toBe("administracao");
  });

  it("matches whole words only", () => {
    expect(skillGroupFor(person({ cargo: "Analista de Cobrança de Devedores" }))).toBe("generico");
    expect(skillGroupFor(person({ cargo: "Gestora de Loja" }))).toBe("generico");
  });

  it("reads the jobs' titles when no role was chosen", () => {
    expect(skillGroupFor(person({ experiencias: [{ cargo: "Garçom" }, { cargo: "Programador PHP" }] }))).toBe(
      "tecnologia",
    );
  });

  it("lets the titles speak before the courses", () => {
    expect(
      skillGroupFor(
        person({ cargo: "Analista de Marketing", formacoes: [{ curso: "Ciência da Computação" }] }),
      ),
    ).toBe("marketing");
  });

  it("uses the job descriptions last, without their weakest words", () => {
    const coding = [{ cargo: "Estagiário", descricao: "Desenvolvimento de software em React." }];
    expect(skillGroupFor(person({ experiencias: coding }))).toBe("tecnologia");
    const selling = [{ cargo: "Vendedor", descricao: "Gestão da carteira de clientes e da área de TI." }];
    expect(skillGroupFor(person({ experiencias: selling }))).toBe("generico");
  });
});

describe("suggestSkills", () => {
  it("opens with the core technical skills", () => {
    expect(suggestSkills(person({ cargo: "Desenvolvedor" }))).toEqual({
      hardSkills: [
        "JavaScript",
        "TypeScript",
        "React",
        "Node.js",
        "SQL",
        "Git",
        "APIs REST",
        "Testes automatizados",
      ],
      softSkills: [
        "Trabalho em equipe",
        "Comunicação",
        "Resolução de problemas",
        "Pensamento analítico",
        "Aprendizado contínuo",
        "Organização",
      ],
    });
  });

  it("suggests marketing and administration skills from their own lists", () => {
    expect(suggestSkills(person({ cargo: "Analista de Marketing" })).hardSkills).toContain("SEO");
    expect(suggestSkills(person({ cargo: "Assistente Administrativo" })).hardSkills).toContain(
      "Rotinas administrativas",
    );
    expect(suggestSkills(person({ cargo: "Garçom" })).hardSkills).toContain("Atendimento ao cliente");
  });

  it("leaves out skills the person already has, whatever the case or accents", () => {
    const result = suggestSkills(
      person({
        cargo: "Desenvolvedor",
        hardSkills: ["javascript", "REACT"],
        softSkills: ["comunicacao", "Typescript"],
      }),
    );
    const all = [...result.hardSkills, ...result.softSkills].map(normalizeForMatch);
    for (const owned of ["javascript", "react", "comunicacao", "typescript"])
      expect(all).not.toContain(owned);
    expect(result.hardSkills).toHaveLength(8);
  });

  it.each(["Desenvolvedor", "Analista de Marketing", "Assistente Administrativo", "Enfermeira"])(
    "returns 6–8 hard and 4–6 soft skills for %s, whatever the seed",
    (cargo) => {
      for (let seed = 0; seed < 12; seed++) {
        const { hardSkills, softSkills } = suggestSkills(person({ cargo }), seed);
        expect(hardSkills.length).toBeGreaterThanOrEqual(6);
        expect(hardSkills.length).toBeLessThanOrEqual(8);
        expect(softSkills.length).toBeGreaterThanOrEqual(4);
        expect(softSkills.length).toBeLessThanOrEqual(6);
      }
    },
  );

  it("fills in with generic skills when the person already has most of the group's list", () => {
    const result = suggestSkills(
      person({ cargo: "Desenvolvedor", hardSkills: [...SKILL_POOLS.tecnologia.hard] }),
    );
    expect(result.hardSkills).toHaveLength(8);
    expect(result.hardSkills).toContain("Pacote Office");
  });

  it("is the same for the same seed and different for the next seed", () => {
    const input = person({ cargo: "Analista de Marketing" });
    expect(suggestSkills(input, 3)).toEqual(suggestSkills(input, 3));
    expect(suggestSkills(input, 1).hardSkills).not.toEqual(suggestSkills(input, 0).hardSkills);
    expect(suggestSkills(input, 1).softSkills).not.toEqual(suggestSkills(input, 0).softSkills);
  });

  it("never suggests a skill already present, nor the same skill twice", () => {
    const everySkill = [
      ...new Set(Object.values(SKILL_POOLS).flatMap((pool) => [...pool.hard, ...pool.soft])),
    ];
    const spelling = (skill: string) =>
      fc.constantFrom(skill, skill.toUpperCase(), normalizeForMatch(skill), ` ${skill} `);
    const owned = fc.array(fc.constantFrom(...everySkill).chain(spelling), { maxLength: 30 });
    const cargo = fc.constantFrom(
      "Desenvolvedor",
      "Analista de Marketing",
      "Auxiliar Administrativo",
      "Vendedor",
    );
    fc.assert(
      fc.property(cargo, owned, owned, fc.nat(50), (role, hardSkills, softSkills, seed) => {
        const result = suggestSkills(person({ cargo: role, hardSkills, softSkills }), seed);
        const present = new Set([...hardSkills, ...softSkills].map(normalizeForMatch));
        const suggested = [...result.hardSkills, ...result.softSkills].map(normalizeForMatch);
        expect(suggested.filter((skill) => present.has(skill))).toEqual([]);
        expect(new Set(suggested).size).toBe(suggested.length);
      }),
    );
  });
});
