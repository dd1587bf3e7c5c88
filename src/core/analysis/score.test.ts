import { describe, expect, it } from "vitest";
import type { Finding, Severity } from "./finding.ts";
import { scoreFindings } from "./score.ts";

const finding = (severity: Severity, n = 0): Finding => ({
  id: `teste.${n}.${severity}`,
  severity,
  message: "Mensagem.",
  step: "dados",
});

describe("scoreFindings", () => {
  it("gives 100 to a resume with nothing to fix", () => {
    expect(scoreFindings([])).toBe(100);
  });

  it("takes 15 points per error, 5 per warning and 1 per tip", () => {
    expect(scoreFindings([finding("erro")])).toBe(85);
    expect(scoreFindings([finding("aviso")])).toBe(95);
    expect(scoreFindings([finding("dica")])).toBe(99);
    expect(scoreFindings([finding("erro"), finding("aviso"), finding("dica"), finding("dica", 1)])).toBe(78);
  });

  it("never goes below 0", () => {
    expect(scoreFindings(Array.from({ length: 8 }, (_, n) => finding("erro", n)))).toBe(0);
  });
});
