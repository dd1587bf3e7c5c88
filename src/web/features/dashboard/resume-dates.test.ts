import { describe, expect, it } from "vitest";
import { formatResumeDate } from "./resume-dates.ts";

describe("formatResumeDate", () => {
  it("writes the day and month in Portuguese", () => {
    expect(formatResumeDate("2026-03-05T12:00:00")).toBe("05 de março, 2026");
  });
  it("reads missing or broken dates as unknown", () => {
    expect(formatResumeDate(null)).toBe("Data desconhecida");
    expect(formatResumeDate("ontem")).toBe("Data desconhecida");
  });
});
