import { describe, expect, it } from "vitest";
import { emptyResumeData, type ResumeData } from "../resume/resume-data.ts";
import { sampleResume } from "../sample-resume.ts";
import { expectInOrder } from "../testing/expect-in-order.ts";
import { englishSampleResume, spanishSampleResume } from "../testing/language-samples.ts";
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

  it("titles, labels and dates an English resume in English", () => {
    const text = toPlainText(englishSampleResume);
    expectInOrder(text, [
      "CAMILA FERREIRA LIMA",
      "Email: camila.ferreira@exemplo.com.br",
      "Phone: (11) 98765-4321",
      "Location: São Paulo - SP",
      "PROFESSIONAL SUMMARY\n====================",
      "WORK EXPERIENCE",
      "Digital Marketing Coordinator — Nuvem Azul Cosméticos",
      "Mar 2021 - Present",
      "May 2018 - Feb 2021",
      "EDUCATION",
      "Sep 2024 - Present · In progress",
      "Feb 2007 - Dec 2010 · Completed",
      "TECHNICAL SKILLS",
      "SOFT SKILLS",
      "• Negotiation",
    ]);
    expect(text).not.toMatch(/EXPERIÊNCIA|Atual|Concluído|Telefone/);
  });

  it("titles, labels and dates a Spanish resume in Spanish", () => {
    const text = toPlainText(spanishSampleResume);
    expectInOrder(text, [
      "Correo: camila.ferreira@exemplo.com.br",
      "Teléfono: (11) 98765-4321",
      "Ubicación: São Paulo - SP",
      "RESUMEN PROFESIONAL",
      "EXPERIENCIA PROFESIONAL",
      "mar. 2021 - Actualidad",
      "may. 2018 - feb. 2021",
      "FORMACIÓN ACADÉMICA",
      "sept. 2024 - Actualidad · En curso",
      "feb. 2007 - dic. 2010 · Finalizado",
      "HABILIDADES TÉCNICAS",
      "HABILIDADES BLANDAS",
    ]);
    expect(text).not.toMatch(/EXPERIÊNCIA|Atual|Concluído|Telefone/);
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
