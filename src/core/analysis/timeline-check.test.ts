import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { Experience } from "../resume/experience.ts";
import { longSampleResume, sampleResume } from "../sample-resume.ts";
import { monthOfDate } from "./dates-check.ts";
import { checkTimeline, duration, GAP_MAX_MONTHS, OVERLAP_MAX_MONTHS } from "./timeline-check.ts";

const today = new Date(2025, 5, 15); // June 2025
const job = (cargo: string, dataInicio: string, dataFim: string): Experience => ({
  empresa: "Loja Azul",
  cargo,
  dataInicio,
  dataFim,
  atual: dataFim === "",
  descricao: "",
});
const ids = (...jobs: Experience[]) => checkTimeline(jobs, today).map((f) => `${f.severity} ${f.id}`);

describe("checkTimeline", () => {
  it("finds nothing in jobs that follow each other", () => {
    expect(checkTimeline(sampleResume.experiencias, today)).toEqual([]);
  });

  it("mentions two past jobs held together for more than three months, whatever order they are listed in", () => {
    const later = job("Caixa", "2020-03", "2020-12");
    expect(ids(later, job("Vendedor", "2019-01", "2020-06"))).toEqual(["dica experiencia.1.sobreposicao"]);
    expect(ids(later, job("Vendedor", "2019-01", "2020-05"))).toEqual([]);
    const [finding] = checkTimeline([later, job("Vendedor", "2019-01", "2020-06")], today);
    expect(finding?.message).toMatch(
      /^Experiência 1 \(Caixa na Loja Azul\) e Experiência 2 \(Vendedor na Loja Azul\) coincidem por 4 meses; tudo bem/,
    );
  });

  it("compares each job with the earlier one that runs the longest", () => {
    const long = job("Vendedor", "2015-01", "2020-12");
    expect(ids(long, job("Estoquista", "2016-01", "2016-02"), job("Caixa", "2019-01", "2019-12"))).toEqual([
      "dica experiencia.3.sobreposicao",
    ]);
  });

  it("leaves out a current job: a second job beside it is common", () => {
    expect(ids(job("Vendedor", "2019-01", ""), job("Freelancer", "2020-01", "2021-12"))).toEqual([]);
    expect(checkTimeline(longSampleResume.experiencias, today).map((f) => f.id)).not.toContain(
      "experiencia.2.sobreposicao",
    );
  });

  it("mentions a break of more than six months between jobs, kindly", () => {
    expect(ids(job("Caixa", "2020-08", "2021-01"), job("Vendedor", "2019-01", "2020-01"))).toEqual([]);
    expect(ids(job("Caixa", "2020-09", "2021-01"), job("Vendedor", "2019-01", "2020-01"))).toEqual([
      "dica experiencia.1.lacuna",
    ]);
    const [finding] = checkTimeline(
      [job("Caixa", "2021-05", ""), job("Vendedor", "2019-01", "2020-01")],
      today,
    );
    expect(finding?.message).toMatch(
      /^Entre Experiência 2 \(Vendedor na Loja Azul\) e Experiência 1 \(Caixa na Loja Azul\) há 1 ano e 3 meses sem trabalho registrado; pausas são normais/,
    );
  });

  it("does not count a break covered by a longer earlier job", () => {
    const long = job("Vendedor", "2015-01", "2020-12");
    expect(ids(long, job("Estoquista", "2016-01", "2016-02"), job("Caixa", "2021-01", ""))).toEqual([]);
  });

  it("leaves out jobs whose dates are unknown, reversed or in the future", () => {
    const ok = job("Vendedor", "2019-01", "2019-12");
    expect(ids(ok, job("Caixa", "2023", "2024"))).toEqual([]);
    expect(ids(ok, job("Caixa", "2024-05", "2023-01"))).toEqual([]);
    expect(ids(ok, job("Caixa", "2026-01", ""))).toEqual([]);
  });

  it("says durations in years and months", () => {
    expect([4, 12, 13, 27, 24].map(duration)).toEqual([
      "4 meses",
      "1 ano",
      "1 ano e 1 mês",
      "2 anos e 3 meses",
      "2 anos",
    ]);
  });

  it("flags the same jobs as comparing every pair, for up to 30 jobs", () => {
    const now = monthOfDate(today);
    const month = (n: number) => `${Math.floor(n / 12)}-${String((n % 12) + 1).padStart(2, "0")}`;
    const span = fc.record({
      start: fc.integer({ min: now - 240, max: now }),
      length: fc.nat(60),
      current: fc.boolean(),
    });
    fc.assert(
      fc.property(fc.array(span, { maxLength: 30 }), (spans) => {
        const jobs = spans.map((s, i) => {
          const end = s.current ? now : Math.min(now, s.start + s.length);
          return { ...job(`Cargo ${i}`, month(s.start), month(end)), atual: s.current };
        });
        const ranges = spans
          .map((s, index) => ({
            index,
            start: s.start,
            end: s.current ? now : Math.min(now, s.start + s.length),
            current: s.current,
          }))
          .sort((a, b) => a.start - b.start || a.end - b.end);
        const expected: string[] = [];
        const past = ranges.filter((r) => !r.current);
        past.forEach((b, i) => {
          const shared = Math.max(0, ...past.slice(0, i).map((a) => Math.min(a.end, b.end) - b.start + 1));
          if (shared > OVERLAP_MAX_MONTHS) expected.push(`experiencia.${b.index + 1}.sobreposicao`);
        });
        ranges.forEach((b, i) => {
          if (i === 0) return;
          const covered = Math.max(...ranges.slice(0, i).map((a) => a.end));
          if (b.start - covered - 1 > GAP_MAX_MONTHS) expected.push(`experiencia.${b.index + 1}.lacuna`);
        });
        expect(checkTimeline(jobs, today).map((f) => f.id)).toEqual(expected);
      }),
    );
  });
});
