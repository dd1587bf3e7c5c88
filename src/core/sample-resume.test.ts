import { describe, expect, it } from "vitest";
import { ResumeDataSchema } from "./resume/resume-data-schema.ts";
import { longSampleResume, sampleResume } from "./sample-resume.ts";

describe("sample resumes", () => {
  it.each([
    ["sampleResume", sampleResume],
    ["longSampleResume", longSampleResume],
  ])("%s is valid resume data, unchanged by parsing", (_name, resume) => {
    expect(ResumeDataSchema.parse(resume)).toEqual(resume);
  });

  it("has what improve mode and the thumbnails need", () => {
    expect(sampleResume.telefone).toMatch(/^\(\d{2}\) \d{5}-\d{4}$/);
    expect(sampleResume.experiencias).toHaveLength(3);
    expect(sampleResume.formacoes.map((f) => f.situacao).sort()).toEqual(["concluido", "em_andamento"]);
    expect(sampleResume.hardSkills.length).toBeGreaterThanOrEqual(6);
    expect(sampleResume.softSkills.length).toBeGreaterThanOrEqual(4);
    expect(sampleResume.templateId).toBe("moderno");
  });

  it("the long version is the same person with a longer career", () => {
    expect(longSampleResume.nome).toBe(sampleResume.nome);
    expect(longSampleResume.experiencias.length).toBeGreaterThanOrEqual(8);
    for (const job of sampleResume.experiencias) {
      expect(longSampleResume.experiencias.map((j) => j.empresa)).toContain(job.empresa);
    }
  });
});
