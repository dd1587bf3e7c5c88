import { describe, expect, it } from "vitest";
import { emptyResumeData } from "../resume/resume-data.ts";
import { jobAdFindings } from "./job-ad-findings.ts";
import { ADMINISTRATIVO_AD } from "./job-ad-fixtures.ts";
import { matchJobAd } from "./job-ad-match.ts";
import type { JobAdTerm } from "./resume-analysis.ts";

const term = (name: string, fields: Partial<JobAdTerm> = {}): JobAdTerm => ({
  term: name,
  required: true,
  found: false,
  step: "habilidades",
  ...fields,
});
const findings = (...terms: JobAdTerm[]) => jobAdFindings({ terms, coverage: 0 });

describe("jobAdFindings", () => {
  it("warns about a required term the resume lacks, saying where it could go", () => {
    expect(findings(term("Power BI"))).toEqual([
      {
        id: "vaga.power-bi",
        severity: "aviso",
        message:
          "A vaga pede “Power BI”, que não aparece no seu currículo. Se você tem essa experiência, cite-a nas habilidades ou na descrição de um trabalho.",
        step: "habilidades",
      },
    ]);
  });

  it("gives a tip for a term the ad only mentions, and nothing for what the resume has", () => {
    const [tip, ...rest] = findings(
      term("Google Ads", { required: false }),
      term("Excel", { found: true }),
      term("Vendas", { required: false, found: true }),
    );
    expect(rest).toEqual([]);
    expect(tip).toMatchObject({ id: "vaga.google-ads", severity: "dica" });
    expect(tip?.message).toMatch(/^A vaga menciona “Google Ads”, que não aparece no seu currículo\./);
  });

  it("sends a course to Formação and a task to the jobs' descriptions", () => {
    const [course, task] = findings(
      term("ensino médio completo", { step: "formacao" }),
      term("controle de estoque", { step: "experiencia", required: false }),
    );
    expect(course).toMatchObject({ id: "vaga.ensino-medio-completo", step: "formacao" });
    expect(course?.message).toBe(
      "A vaga pede “ensino médio completo”, que não aparece no seu currículo. Se você tem essa formação, inclua-a em Formação, com a situação do curso.",
    );
    expect(task).toMatchObject({ id: "vaga.controle-de-estoque", step: "experiencia", severity: "dica" });
    expect(task?.message).toContain("conte-a na descrição do trabalho em que a teve");
  });

  it("keeps ids unique and readable for terms with symbols", () => {
    const ids = findings(term("C#"), term("C++"), term("Node.js"), term("node js"), term("🙂")).map(
      (f) => f.id,
    );
    expect(ids).toEqual(["vaga.c-sharp", "vaga.c-plus-plus", "vaga.node-js", "vaga.node-js-2", "vaga.termo"]);
  });

  it("lists the required terms of a real ad first, each finding once", () => {
    const list = jobAdFindings(matchJobAd(ADMINISTRATIVO_AD, emptyResumeData()));
    const severities = list.map((finding) => finding.severity);
    expect(severities.slice(0, 6)).toEqual(Array(6).fill("aviso"));
    expect(severities.slice(6).every((severity) => severity === "dica")).toBe(true);
    expect(list.map((finding) => finding.id)).toContain("vaga.excel-intermediario");
  });
});
