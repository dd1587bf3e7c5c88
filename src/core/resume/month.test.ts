import { describe, expect, it } from "vitest";
import { resumeLanguage } from "../view/languages/languages.ts";
import {
  dateFromInputParts,
  dateInputParts,
  formatMonth,
  formatPeriod,
  isMonthRangeValid,
  isWizardDate,
} from "./month.ts";

const PT = resumeLanguage("pt");

describe("formatMonth", () => {
  it.each([
    ["2021-01", "jan/2021"],
    ["2021-02", "fev/2021"],
    ["2021-03", "mar/2021"],
    ["2021-04", "abr/2021"],
    ["2021-05", "mai/2021"],
    ["2021-06", "jun/2021"],
    ["2021-07", "jul/2021"],
    ["2021-08", "ago/2021"],
    ["2021-09", "set/2021"],
    ["2021-10", "out/2021"],
    ["2021-11", "nov/2021"],
    ["2021-12", "dez/2021"],
  ])("formats %s as %s", (value, expected) => {
    expect(formatMonth(value, PT)).toBe(expected);
  });

  it.each([
    ["en", "2021-03", "Mar 2021"],
    ["en", "2021-05", "May 2021"],
    ["en", "2021-09", "Sep 2021"],
    ["en", "2021-12", "Dec 2021"],
    ["es", "2021-01", "ene. 2021"],
    ["es", "2021-03", "mar. 2021"],
    ["es", "2021-09", "sept. 2021"],
    ["es", "2021-12", "dic. 2021"],
  ] as const)("in %s, formats %s as %s", (id, value, expected) => {
    expect(formatMonth(value, resumeLanguage(id))).toBe(expected);
  });

  it("ignores surrounding spaces", () => {
    expect(formatMonth(" 2020-07 ", PT)).toBe("jul/2020");
  });

  it("prints a year alone as the year, in every language", () => {
    expect(formatMonth("2024", PT)).toBe("2024");
    expect(formatPeriod("2019", "2024", PT)).toBe("2019 - 2024");
    expect(formatPeriod("2019", "2021-03", PT)).toBe("2019 - mar/2021");
    expect(formatPeriod("2019", "2021-03", resumeLanguage("en"))).toBe("2019 - Mar 2021");
    expect(formatMonth("2024", resumeLanguage("es"))).toBe("2024");
  });

  it.each(["Março de 2020", "2021-13", "2021-00", "202", ""])("keeps %j as typed", (value) => {
    expect(formatMonth(value, PT)).toBe(value.trim());
    expect(formatMonth(value, resumeLanguage("en"))).toBe(value.trim());
  });
});

describe("isMonthRangeValid", () => {
  it("accepts an end on or after the start", () => {
    expect(isMonthRangeValid("2020-05", "2020-05")).toBe(true);
    expect(isMonthRangeValid("2020-05", "2021-01")).toBe(true);
  });

  it("rejects an end before the start", () => {
    expect(isMonthRangeValid("2020-05", "2020-04")).toBe(false);
    expect(isMonthRangeValid("2020-01", "2019-12")).toBe(false);
  });

  it("accepts a missing end or values it cannot compare", () => {
    expect(isMonthRangeValid("2020-05", undefined)).toBe(true);
    expect(isMonthRangeValid("2020-05", "")).toBe(true);
    expect(isMonthRangeValid("maio 2020", "2019-01")).toBe(true);
  });
});

describe("year-only dates", () => {
  it("compares a year alone with a year or a month by year", () => {
    expect(isMonthRangeValid("2020", "2021")).toBe(true);
    expect(isMonthRangeValid("2020", "2020")).toBe(true);
    expect(isMonthRangeValid("2020", "2020-01")).toBe(true);
    expect(isMonthRangeValid("2020-12", "2020")).toBe(true);
    expect(isMonthRangeValid("2021", "2020-12")).toBe(false);
    expect(isMonthRangeValid("2021-01", "2020")).toBe(false);
    expect(isMonthRangeValid("2021", "2020")).toBe(false);
  });

  it("knows the wizard's two forms from anything else", () => {
    expect(isWizardDate("2024")).toBe(true);
    expect(isWizardDate("2024-02")).toBe(true);
    expect(isWizardDate("2024-13")).toBe(false);
    expect(isWizardDate("24")).toBe(false);
    expect(isWizardDate("fev/2024")).toBe(false);
  });
});

describe("date field parts", () => {
  it("splits a value into its year and month and joins them back", () => {
    expect(dateInputParts("2021-03")).toEqual({ year: "2021", month: "03" });
    expect(dateInputParts("2021")).toEqual({ year: "2021", month: "" });
    expect(dateInputParts("20")).toEqual({ year: "20", month: "" });
    expect(dateInputParts("setembro de 2020")).toEqual({ year: "", month: "" });
    expect(dateFromInputParts("2021", "03")).toBe("2021-03");
    expect(dateFromInputParts("2021", "")).toBe("2021");
    expect(dateFromInputParts("", "03")).toBe("");
    expect(dateFromInputParts("20a2", "")).toBe("202");
  });
});
