import { describe, expect, it } from "vitest";
import type { ResumeData } from "../resume/resume-data.ts";
import { sampleResume } from "../sample-resume.ts";
import { englishSampleResume, spanishSampleResume } from "../testing/language-samples.ts";
import { type ExtractedResume, emptyExtractedResume } from "./extracted-resume.ts";
import { detectResumeLanguage, detectTextLanguage } from "./language.ts";
import { extractedToResumeData } from "./to-resume-data.ts";

/** What the importer would read from a resume printed from `data`. */
function extractedFrom(data: ResumeData): ExtractedResume {
  return {
    ...emptyExtractedResume(),
    nome: data.nome,
    cargo: data.cargo,
    resumo: data.resumo,
    experiencias: data.experiencias.map((job) => ({
      empresa: job.empresa,
      cargo: job.cargo,
      dataInicio: job.dataInicio || null,
      dataFim: job.dataFim || null,
      atual: job.atual,
      descricao: job.descricao,
    })),
    formacoes: data.formacoes.map((course) => ({
      instituicao: course.instituicao,
      curso: course.curso,
      dataInicio: course.dataInicio || null,
      dataFim: course.dataFim || null,
      situacao: course.situacao,
    })),
    hardSkills: [...data.hardSkills],
    softSkills: [...data.softSkills],
  };
}

describe("detectResumeLanguage", () => {
  it("recognises a resume written in Portuguese, English or Spanish", () => {
    expect(detectResumeLanguage(extractedFrom(sampleResume))).toBe("pt");
    expect(detectResumeLanguage(extractedFrom(englishSampleResume))).toBe("en");
    expect(detectResumeLanguage(extractedFrom(spanishSampleResume))).toBe("es");
  });

  it("sets the language where an import becomes the wizard's data", () => {
    expect(extractedToResumeData(extractedFrom(englishSampleResume)).idioma).toBe("en");
    expect(extractedToResumeData(extractedFrom(spanishSampleResume)).idioma).toBe("es");
    expect(extractedToResumeData(emptyExtractedResume()).idioma).toBe("pt");
  });

  it("keeps a Portuguese resume with English roles, skills and loanwords in Portuguese", () => {
    const extracted = extractedFrom({
      ...sampleResume,
      cargo: "Head of Growth Marketing",
      experiencias: sampleResume.experiencias.map((job) => ({ ...job, cargo: "Senior Product Manager" })),
      hardSkills: ["Machine Learning", "Data Visualization", "Project Management", "Stakeholder Management"],
      softSkills: ["Leadership", "Problem solving", "Communication"],
    });
    expect(detectResumeLanguage(extracted)).toBe("pt");
  });

  it("judges by what the person wrote, not by the skills, which Brazilians often list in English", () => {
    const extracted = {
      ...emptyExtractedResume(),
      hardSkills: ["Data analysis with Python and SQL", "Building dashboards for the sales team"],
      softSkills: ["Leadership of the team", "Communication with clients and stakeholders"],
    };
    expect(detectResumeLanguage(extracted)).toBe("pt");
  });
});

describe("detectTextLanguage", () => {
  it.each([
    [
      "Desenvolvi a API de pagamentos com a equipe e reduzi o tempo de resposta em 40% ao longo de dois anos.",
      "pt",
    ],
    ["I led the team that built the payments API and cut response time by 40% over two years.", "en"],
    [
      "Lideré al equipo que desarrolló la API de pagos y reduje el tiempo de respuesta en un 40% en dos años.",
      "es",
    ],
  ] as const)("reads %j as %s", (text, language) => {
    // A sentence is enough once repeated a little, as a resume's summary and descriptions are.
    expect(detectTextLanguage(`${text}\n${text}`)).toBe(language);
  });

  it("stays Portuguese with too little to go on", () => {
    expect(detectTextLanguage("")).toBe("pt");
    expect(detectTextLanguage("Software Engineer")).toBe("pt");
    expect(detectTextLanguage("Analista de Sistemas\nThe best of the team")).toBe("pt");
  });

  it("tells Spanish from Portuguese, which share many words", () => {
    expect(
      detectTextLanguage(
        "Responsável pela gestão da equipe de vendas e pelas negociações com os clientes.".repeat(2),
      ),
    ).toBe("pt");
    expect(
      detectTextLanguage(
        "Responsable de la gestión del equipo de ventas y de las negociaciones con los clientes.".repeat(2),
      ),
    ).toBe("es");
  });
});
