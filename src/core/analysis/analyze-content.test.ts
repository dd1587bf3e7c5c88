import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { exampleResumeData } from "../examples/example-resume-data.ts";
import { EXAMPLE_FIELDS } from "../examples/resume-examples.ts";
import { emptyResumeData, type ResumeData } from "../resume/resume-data.ts";
import { longSampleResume, sampleResume } from "../sample-resume.ts";
import { englishSampleResume, spanishSampleResume } from "../testing/language-samples.ts";
import { maximalResume } from "../testing/maximal-resume.ts";
import { analyzeContent } from "./analyze-content.ts";
import { SEVERITIES } from "./finding.ts";
import { scoreFindings } from "./score.ts";

const today = new Date(2025, 5, 15); // June 2025
const STEPS = ["dados", "resumo", "experiencia", "formacao", "habilidades"];
const serious = (data: ResumeData) =>
  analyzeContent(data, { today }).filter((finding) => finding.severity !== "dica");

describe("analyzeContent", () => {
  it("finds nothing to fix in the sample resume", () => {
    expect(analyzeContent(sampleResume, { today })).toEqual([]);
    expect(scoreFindings(analyzeContent(sampleResume, { today }))).toBe(100);
  });

  it("judges a resume written in English or Spanish only by what does not depend on Portuguese", () => {
    expect(analyzeContent(englishSampleResume, { today: new Date(2026, 10, 26) })).toEqual([]);
    expect(analyzeContent(spanishSampleResume, { today: new Date(2026, 10, 26) })).toEqual([]);
    // Printed in Portuguese, its lines would be asked to start with a Portuguese verb.
    const ids = analyzeContent(
      { ...englishSampleResume, idioma: "pt" },
      { today: new Date(2026, 10, 26) },
    ).map((finding) => finding.id);
    expect(ids).toContain("experiencia.1.verbo-de-acao");
  });

  it("finds no error or warning in the resume examples, contacts filled in", () => {
    for (const field of EXAMPLE_FIELDS) {
      for (const example of field.examples) {
        const data = {
          ...exampleResumeData(example),
          nome: example.person,
          email: "contato@exemplo.com.br",
          telefone: "(11) 98765-4321",
          cidade: "São Paulo",
          estado: "SP",
          linkedin: "linkedin.com/in/exemplo",
        };
        expect(serious(data), example.id).toEqual([]);
      }
    }
  });

  it("warns only about the length of the long sample, which runs onto a third page", () => {
    expect(serious(longSampleResume).map((finding) => finding.id)).toEqual(["tamanho.mais-de-duas-paginas"]);
  });

  it("lists errors first, then warnings, then tips, each in the order the resume reads", () => {
    const [first, second] = sampleResume.experiencias;
    if (!first || !second) throw new Error("the sample has jobs");
    const data: ResumeData = {
      ...sampleResume,
      telefone: "98765-4321",
      linkedin: "",
      resumo: `${sampleResume.resumo} [Personalize este resumo]`,
      experiencias: [
        { ...first, descricao: "Vendas" },
        { ...second, dataInicio: "2026-01", dataFim: "2026-05" },
      ],
      hardSkills: ["Excel", "excel"],
    };
    expect(analyzeContent(data, { today }).map((finding) => `${finding.severity} ${finding.id}`)).toEqual([
      "erro resumo.texto-a-preencher",
      "erro experiencia.2.inicio-no-futuro",
      "erro experiencia.2.fim-no-futuro",
      "aviso contato.telefone-sem-ddd",
      "aviso experiencia.1.descricao-curta",
      "aviso habilidades.repetidas",
      "aviso habilidades.poucas-tecnicas",
      "dica contato.linkedin-ausente",
    ]);
  });

  it("gives an empty resume what to do first: contacts, summary, skills", () => {
    const findings = analyzeContent(emptyResumeData(), { today });
    expect(findings.map((finding) => finding.id)).toEqual([
      "contato.email-ausente",
      "contato.telefone-ausente",
      "contato.cidade-ausente",
      "resumo.ausente",
      "habilidades.poucas-tecnicas",
      "contato.linkedin-ausente",
    ]);
  });

  it("gets through a resume at every cap, each finding with its own id, a message and a wizard step", () => {
    fc.assert(
      fc.property(maximalResume, (data) => {
        const findings = analyzeContent(data, { today });
        for (const finding of findings) {
          expect(finding.message.trim().length).toBeGreaterThan(20);
          expect(STEPS).toContain(finding.step);
          expect(SEVERITIES).toContain(finding.severity);
        }
        expect(new Set(findings.map((finding) => finding.id)).size).toBe(findings.length);
        expect(analyzeContent(data, { today })).toEqual(findings);
        const score = scoreFindings(findings);
        expect(Number.isInteger(score) && score >= 0 && score <= 100).toBe(true);
      }),
      { numRuns: 20 },
    );
  });
});
