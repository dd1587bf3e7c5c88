import { describe, expect, it } from "vitest";
import { emptyResumeData, type ResumeData } from "../resume/resume-data.ts";
import { sampleResume } from "../sample-resume.ts";
import { expectInOrder } from "../testing/expect-in-order.ts";
import { toPlainText } from "./plain-text.ts";

describe("toPlainText", () => {
  it("holds every field of a full resume, in reading order, under Portuguese headings", () => {
    const text = toPlainText(sampleResume);
    expectInOrder(text, [
      "CAMILA FERREIRA LIMA",
      "Coordenadora de Marketing Digital",
      "E-mail: camila.ferreira@exemplo.com.br",
      "Telefone: (11) 98765-4321",
      "Localização: São Paulo - SP",
      "RESUMO PROFISSIONAL\n===================",
      sampleResume.resumo,
      "EXPERIÊNCIA PROFISSIONAL",
      ...sampleResume.experiencias.flatMap((exp) => [
        `${exp.cargo} — ${exp.empresa}`,
        ...exp.descricao.split("\n"),
      ]),
      "FORMAÇÃO ACADÊMICA",
      "MBA em Marketing Digital e Growth — Instituto Paulista de Negócios",
      "mar/2024 - Presente · Em andamento",
      "Bacharelado em Publicidade e Propaganda — Universidade Vale do Tietê",
      "fev/2007 - dez/2010 · Concluído",
      "HABILIDADES TÉCNICAS",
      ...sampleResume.hardSkills.map((skill) => `• ${skill}`),
      "COMPETÊNCIAS COMPORTAMENTAIS",
      ...sampleResume.softSkills.map((skill) => `• ${skill}`),
    ]);
    expectInOrder(text, ["ago/2021 - Atual", "mar/2018 - jul/2021", "mai/2015 - fev/2018"]);
    expect(text.endsWith("• Organização\n")).toBe(true);
  });

  it("leaves out empty parts and unstarted cards, and is empty for an empty resume", () => {
    expect(toPlainText(emptyResumeData())).toBe("");
    const data: ResumeData = {
      ...emptyResumeData(),
      nome: "Ana Souza",
      experiencias: [
        { empresa: "", cargo: "", dataInicio: "", dataFim: "", atual: false, descricao: "" },
        {
          empresa: "Acme",
          cargo: "",
          dataInicio: "",
          dataFim: "",
          atual: false,
          descricao: "  \n Vendas \n",
        },
      ],
      softSkills: ["Empatia"],
    };
    expect(toPlainText(data)).toBe(
      [
        "ANA SOUZA",
        "",
        "",
        "EXPERIÊNCIA PROFISSIONAL",
        "========================",
        "",
        "Acme",
        "Vendas",
        "",
        "",
        "COMPETÊNCIAS COMPORTAMENTAIS",
        "============================",
        "",
        "• Empatia",
        "",
      ].join("\n"),
    );
  });

  it("uses the first job's role as headline when no cargo is set", () => {
    const data = { ...sampleResume, cargo: "" };
    expect(toPlainText(data).split("\n")[1]).toBe("Coordenadora de Marketing Digital");
  });
});
