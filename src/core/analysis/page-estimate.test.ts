import { describe, expect, it } from "vitest";
import { emptyResumeData } from "../resume/resume-data.ts";
import { longSampleResume, sampleResume } from "../sample-resume.ts";
import { estimatePages, LINE_CHARS } from "./page-estimate.ts";

describe("estimatePages", () => {
  it("puts the sample on one page and the long sample past two, as the templates print them", () => {
    expect(estimatePages(sampleResume)).toBeGreaterThan(0.8);
    expect(estimatePages(sampleResume)).toBeLessThan(1);
    expect(estimatePages(longSampleResume)).toBeGreaterThan(2);
    expect(estimatePages(longSampleResume)).toBeLessThan(3);
    expect(estimatePages(emptyResumeData())).toBeLessThan(0.1);
  });

  it("counts a short line as a whole printed line, and a long one as the lines it wraps to", () => {
    const withLines = (descricao: string) =>
      estimatePages({
        ...sampleResume,
        experiencias: [{ ...sampleResume.experiencias[0], descricao }],
      } as typeof sampleResume);
    const oneLine = withLines("Atendi clientes.");
    expect(withLines("Atendi clientes.\nVendi.")).toBeGreaterThan(oneLine);
    expect(withLines("a".repeat(LINE_CHARS))).toBe(oneLine);
    expect(withLines("a".repeat(LINE_CHARS + 1))).toBeGreaterThan(oneLine);
  });
});
