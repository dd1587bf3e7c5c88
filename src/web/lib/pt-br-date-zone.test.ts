import { describe, expect, it, vi } from "vitest";

// In a time zone behind UTC, as Brazil's: a day alone must not turn into the evening before.
vi.stubEnv("TZ", "America/Sao_Paulo");
const { ptBrDate } = await import("./pt-br-date.ts");

describe("ptBrDate in São Paulo", () => {
  it("reads a day alone as that day, not as midnight in London", () => {
    expect(ptBrDate("2026-03-05")).toMatchObject({ day: "05", month: "março", time: "00:00" });
  });

  it("writes a moment in the person's time zone", () => {
    expect(ptBrDate("2026-03-05T12:30:00Z")).toMatchObject({ day: "05", time: "09:30" });
  });
});
