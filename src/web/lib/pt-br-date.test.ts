import { describe, expect, it } from "vitest";
import { ptBrDate } from "./pt-br-date.ts";

describe("ptBrDate", () => {
  it("gives the day, the month's name, the year and the time in Portuguese", () => {
    expect(ptBrDate(new Date(2026, 2, 5, 9, 5))).toEqual({
      day: "05",
      month: "março",
      year: "2026",
      time: "09:05",
    });
    expect(ptBrDate(new Date(2026, 11, 31, 23, 59).toISOString())).toEqual({
      day: "31",
      month: "dezembro",
      year: "2026",
      time: "23:59",
    });
    expect(ptBrDate(new Date(2026, 0, 1, 0, 0))?.time).toBe("00:00");
  });

  it("has nothing for a missing date or one that cannot be read", () => {
    expect(ptBrDate(null)).toBeUndefined();
    expect(ptBrDate("")).toBeUndefined();
    expect(ptBrDate("ontem")).toBeUndefined();
  });
});
