import { describe, expect, it } from "vitest";
import { formatAnalysisDate, scoreChange, scoreText } from "./analysis-text.ts";

describe("analysis texts", () => {
  it("writes the score out of 100", () => {
    expect(scoreText(85)).toBe("Pontuação: 85/100");
    expect(scoreText(0)).toBe("Pontuação: 0/100");
  });

  it("dates an analysis with its day and time in Portuguese", () => {
    expect(formatAnalysisDate(new Date(2026, 10, 26, 9, 5).toISOString())).toBe(
      "26 de novembro de 2026, 09:05",
    );
    expect(formatAnalysisDate("ontem")).toBe("Data desconhecida");
  });

  it("says how much the score moved since the analysis before", () => {
    expect(scoreChange(85, 70)).toBe("+15 desde a análise anterior");
    expect(scoreChange(60, 65)).toBe("-5 desde a análise anterior");
    expect(scoreChange(60, 60)).toBeNull();
    expect(scoreChange(60, undefined)).toBeNull();
  });
});
