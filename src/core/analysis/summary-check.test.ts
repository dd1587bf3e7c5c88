import { describe, expect, it } from "vitest";
import { sampleResume } from "../sample-resume.ts";
import { checkSummary, SUMMARY_MAX, SUMMARY_MIN } from "./summary-check.ts";

const ids = (resumo: string) => checkSummary({ resumo }).map((f) => `${f.severity} ${f.id} ${f.step}`);

describe("checkSummary", () => {
  it("finds nothing in a summary of a few sentences", () => {
    expect(ids(sampleResume.resumo)).toEqual([]);
  });

  it("asks for a missing summary", () => {
    expect(ids("")).toEqual(["aviso resumo.ausente resumo"]);
    expect(ids(" \n ")).toEqual(["aviso resumo.ausente resumo"]);
  });

  it("suggests more than a line, counting characters as the person typed them", () => {
    expect(ids("a".repeat(SUMMARY_MIN - 1))).toEqual(["dica resumo.curto resumo"]);
    expect(ids("a".repeat(SUMMARY_MIN))).toEqual([]);
    // An emoji is one character, as the person sees it (two UTF-16 units).
    expect(ids("😀".repeat(SUMMARY_MIN))).toEqual([]);
    const [finding] = checkSummary({ resumo: "Vendedora dedicada." });
    expect(finding?.message).toMatch(/^O resumo profissional tem 19 caracteres/);
  });

  it("warns about a summary too long to be read", () => {
    expect(ids("a".repeat(SUMMARY_MAX))).toEqual([]);
    expect(ids("a".repeat(SUMMARY_MAX + 1))).toEqual(["aviso resumo.longo resumo"]);
    const [finding] = checkSummary({ resumo: "a".repeat(1250) });
    expect(finding?.message).toContain("tem 1.250 caracteres");
    expect(finding?.message).toContain("cerca de 1.000 caracteres");
  });
});
