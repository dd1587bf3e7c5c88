import { describe, expect, it } from "vitest";
import { courseClause, softSkillPhrase } from "./profile-phrases.ts";

describe("softSkillPhrase", () => {
  it.each([
    ["Proativo", "proatividade"],
    ["Proativa", "proatividade"],
    ["ORGANIZADA", "organização"],
    ["Empática", "empatia"],
    ["Detalhista", "atenção aos detalhes"],
    ["Trabalho em equipe", "trabalho em equipe"],
    ["Liderança", "liderança"],
  ])("turns %s into %s so it reads without gender agreement", (skill, phrase) => {
    expect(softSkillPhrase(skill)).toBe(phrase);
  });
});

describe("courseClause", () => {
  const done = (curso: string) => courseClause({ curso, situacao: "concluido" });
  const going = (curso: string) => courseClause({ curso, situacao: "em_andamento" });

  it("says a finished course as 'formação em', never 'formado/formada'", () => {
    expect(done("Administração")).toEqual({
      sentence: "tenho formação em Administração",
      phrase: "com formação em Administração",
    });
  });

  it("says a course in progress as 'cursando'", () => {
    expect(going("Direito")).toEqual({ sentence: "estou cursando Direito", phrase: "cursando Direito" });
  });

  it("does not wrap a course name that already says the degree", () => {
    expect(done("Bacharelado em Direito").sentence).toBe("tenho bacharelado em Direito");
    expect(done("MBA em Gestão de Projetos").phrase).toBe("com MBA em Gestão de Projetos");
    expect(going("Pós-graduação em Finanças").sentence).toBe("estou cursando pós-graduação em Finanças");
  });

  it("handles technical courses, school levels and short courses", () => {
    expect(done("Técnico em Enfermagem").phrase).toBe("com curso técnico em Enfermagem");
    expect(going("Técnico em Enfermagem").sentence).toBe("estou fazendo um curso técnico em Enfermagem");
    expect(done("Ensino Médio").phrase).toBe("com ensino médio completo");
    expect(going("Ensino médio").sentence).toBe("estou cursando o ensino médio");
    expect(done("Tecnólogo em Logística").sentence).toBe("tenho formação tecnológica em Logística");
    expect(going("Curso de Inglês").phrase).toBe("fazendo um curso de Inglês");
  });
});
