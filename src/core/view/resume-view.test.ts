import { describe, expect, it } from "vitest";
import { emptyResumeData } from "../resume/resume-data.ts";
import { sampleResume } from "../sample-resume.ts";
import { contactLine, hasIdentity, toResumeView } from "./resume-view.ts";

describe("toResumeView", () => {
  it("formats the contacts, the headline and the periods", () => {
    const view = toResumeView(sampleResume);
    expect(view.contatos.map(contactLine)).toEqual([
      "E-mail: camila.ferreira@exemplo.com.br",
      "Telefone: (11) 98765-4321",
      "Localização: São Paulo - SP",
    ]);
    expect(view.headline).toBe("Coordenadora de Marketing Digital");
    expect(view.experiencias[0]?.periodo).toBe("ago/2021 - Atual");
    expect(view.formacoes.map((f) => [f.periodo, f.nivel])).toEqual([
      ["mar/2024 - Presente", "Em andamento"],
      ["fev/2007 - dez/2010", "Concluído"],
    ]);
  });

  it("uses the first job's role when no cargo is set, and shows only the filled half of the place", () => {
    const view = toResumeView({ ...sampleResume, cargo: " ", estado: "", email: " " });
    expect(view.headline).toBe(sampleResume.experiencias[0]?.cargo);
    expect(view.contatos.map((item) => [item.key, item.value])).toEqual([
      ["telefone", "(11) 98765-4321"],
      ["local", "São Paulo"],
    ]);
  });

  it("keeps the summary's lines as paragraphs, trimmed, without blank ones", () => {
    const view = toResumeView({ ...emptyResumeData(), resumo: " Primeira \r\n\n  \nSegunda " });
    expect(view.resumo).toEqual(["Primeira", "Segunda"]);
  });

  it("drops blank entries and skills", () => {
    const view = toResumeView({
      ...emptyResumeData(),
      experiencias: [{ empresa: " ", cargo: "", dataInicio: "", dataFim: "", atual: false, descricao: "" }],
      formacoes: [{ instituicao: "", curso: "", dataInicio: "", dataFim: "", situacao: "concluido" }],
      hardSkills: [" ", "SQL "],
    });
    expect(view.experiencias).toEqual([]);
    expect(view.formacoes).toEqual([]);
    expect(view.hardSkills).toEqual(["SQL"]);
    expect(view.contatos).toEqual([]);
    expect(hasIdentity(view)).toBe(false);
  });
});
