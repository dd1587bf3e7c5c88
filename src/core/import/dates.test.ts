import { describe, expect, it } from "vitest";
import { findDateRange, findDateRanges, isDateOnly, isOpenPeriod, mentionsCurrent } from "./dates.ts";

const range = (text: string) => {
  const found = findDateRange(text);
  return found && [found.start, found.end, found.current];
};

describe("findDateRange", () => {
  it.each([
    ["mar/2021 - atual", ["2021-03", null, true]],
    ["03/2020 – 11/2021", ["2020-03", "2021-11", false]],
    ["3/2020 a 7/2021", ["2020-03", "2021-07", false]],
    ["Fevereiro de 2021 a Presente", ["2021-02", null, true]],
    ["Março de 2014 a Dezembro de 2018", ["2014-03", "2018-12", false]],
    ["mai de 2021 - o momento", ["2021-05", null, true]],
    ["Janeiro de 2019 até o momento", ["2019-01", null, true]],
    ["ago. 2021 – atual", ["2021-08", null, true]],
    ["Jan/2022 – Atual", ["2022-01", null, true]],
    ["01.2019 - hoje", ["2019-01", null, true]],
    ["2015 – atualmente", ["2015", null, true]],
    ["2014 a 2018", ["2014", "2018", false]],
    ["2016–2019", ["2016", "2019", false]],
    ["desde 2019", ["2019", null, true]],
    ["Jun 2021 – Present", ["2021-06", null, true]],
    ["September 2021 – Present", ["2021-09", null, true]],
    ["Since Feb 2021", ["2021-02", null, true]],
    ["Oct 2021 – Current", ["2021-10", null, true]],
    ["2019-03 – 2021-09", ["2019-03", "2021-09", false]],
    ["May 2018 to Jan 2021", ["2018-05", "2021-01", false]],
    ["2022–Present", ["2022", null, true]],
    ["2023 – cursando", ["2023", null, true]],
    ["Aug 2016 - Dec 2018", ["2016-08", "2018-12", false]],
    ["10\\2022 – 03\\2024", ["2022-10", "2024-03", false]],
    ["03-2021 - 11-2022", ["2021-03", "2022-11", false]],
    ["Set 2019 - Presente", ["2019-09", null, true]],
    ["março/2021 – até o momento", ["2021-03", null, true]],
    ["2021 – atual", ["2021", null, true]],
    ["Sept. 2019 – Present", ["2019-09", null, true]],
    ["marzo de 2020 - actualidad", ["2020-03", null, true]],
    ["ene. 2018 – dic. 2019", ["2018-01", "2019-12", false]],
    ["From 2019 to 2021", ["2019", "2021", false]],
  ])("reads %j", (text, expected) => {
    expect(range(text)).toEqual(expected);
  });

  it("finds a period inside a line and says where", () => {
    const text = "Samsung Eletrônica da Amazônia, 2016–atual";
    const found = findDateRange(text);
    expect(found).toMatchObject({ start: "2016", end: null, current: true });
    expect(text.slice(found?.index, (found?.index ?? 0) + (found?.length ?? 0))).toBe("2016–atual");
  });

  it("ignores phones, CEPs and numbers that are not years", () => {
    expect(findDateRanges("(11) 90000-0001 · CEP 40000-000 · 1500 serviços")).toEqual([]);
  });

  it("reads a single date as a range without an end", () => {
    expect(range("Concluído em 2006")).toEqual(["2006", null, false]);
  });
});

describe("isDateOnly", () => {
  it.each([
    "04/2019 – atual",
    "nov de 2018 - abr de 2021 · 2 anos 6 meses",
    "2021",
    "2023 – cursando (previsão de conclusão: 2027)",
    "cursando",
  ])("%j is only a period", (text) => {
    expect(isDateOnly(text)).toBe(true);
  });

  it.each(["Nubank | 2019 - 2021", "Analista de Dados", "Atual"])("%j is more than a period", (text) => {
    expect(isDateOnly(text)).toBe(text === "Atual");
  });
});

describe("isOpenPeriod", () => {
  it("sees a period cut by a line break", () => {
    expect(isOpenPeriod("Set/2019 –")).toBe(true);
    expect(isOpenPeriod("May 2018 – Jan")).toBe(true);
    expect(isOpenPeriod("2019 – 2021")).toBe(false);
    expect(isOpenPeriod("Since Feb 2021")).toBe(false);
  });
});

describe("mentionsCurrent", () => {
  it("finds current markers in both languages", () => {
    expect(mentionsCurrent("até o momento")).toBe(true);
    expect(mentionsCurrent("Present")).toBe(true);
    expect(mentionsCurrent("Concluído")).toBe(false);
  });
});
