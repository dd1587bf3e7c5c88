import { describe, expect, it } from "vitest";
import { monthsOfExperience, yearsPhrase } from "./experience-years.ts";

const june2025 = new Date(2025, 5, 15);
const ended = (dataInicio: string, dataFim: string) => ({ dataInicio, dataFim, atual: false });
const current = (dataInicio: string) => ({ dataInicio, dataFim: "", atual: true });

describe("monthsOfExperience", () => {
  it("counts both the first and the last month", () => {
    expect(monthsOfExperience([ended("2020-01", "2020-12")], june2025)).toBe(12);
    expect(monthsOfExperience([ended("2020-01", "2020-01")], june2025)).toBe(1);
  });

  it("counts a current job up to today", () => {
    expect(monthsOfExperience([current("2024-07")], june2025)).toBe(12);
    expect(monthsOfExperience([current("2024-07")], new Date(2026, 5, 1))).toBe(24);
  });

  it("adds separate jobs and does not double-count jobs held at the same time", () => {
    expect(monthsOfExperience([ended("2018-01", "2018-12"), ended("2020-01", "2020-06")], june2025)).toBe(18);
    expect(monthsOfExperience([ended("2020-01", "2020-12"), ended("2020-07", "2021-06")], june2025)).toBe(18);
    expect(monthsOfExperience([ended("2019-01", "2022-12"), ended("2020-01", "2020-03")], june2025)).toBe(48);
  });

  it("skips dates it cannot read, jobs in the future and ends before starts", () => {
    const jobs = [
      ended("março 2020", "2021-01"),
      current("2030-01"),
      ended("2022-05", "2021-01"),
      ended("2020-13", ""),
    ];
    expect(monthsOfExperience(jobs, june2025)).toBe(0);
  });

  it("counts a finished job without an end date as one month", () => {
    expect(monthsOfExperience([ended("2020-05", "")], june2025)).toBe(1);
  });
});

describe("yearsPhrase", () => {
  it.each([
    [0, undefined],
    [11, undefined],
    [12, "um ano"],
    [13, "mais de um ano"],
    [24, "2 anos"],
    [90, "mais de 7 anos"],
  ])("says %i months as %j", (months, phrase) => {
    expect(yearsPhrase(months)).toBe(phrase);
  });
});
