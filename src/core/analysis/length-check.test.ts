import { describe, expect, it } from "vitest";
import type { Experience } from "../resume/experience.ts";
import { longSampleResume, sampleResume } from "../sample-resume.ts";
import { checkLength, EARLY_CAREER_MONTHS } from "./length-check.ts";
import { estimatePages } from "./page-estimate.ts";

const today = new Date(2025, 5, 15); // June 2025
// Four of the long sample's jobs: about 1.4 pages of text.
const texts = longSampleResume.experiencias.slice(0, 4);
/** The same texts as jobs one after another, `months` of work in all, the last ending this month. */
function career(months: number): typeof sampleResume {
  const each = months / texts.length;
  const jobs: Experience[] = texts.map((job, i) => {
    const end = 2025 * 12 + 5 - i * each;
    const month = (n: number) => `${Math.floor(n / 12)}-${String((n % 12) + 1).padStart(2, "0")}`;
    return { ...job, atual: false, dataInicio: month(end - each + 1), dataFim: month(end) };
  });
  return { ...sampleResume, experiencias: jobs };
}
const ids = (data: typeof sampleResume) =>
  checkLength(data, today).map((f) => `${f.severity} ${f.id} ${f.step}`);

describe("checkLength", () => {
  it("finds nothing in the one-page sample", () => {
    expect(ids(sampleResume)).toEqual([]);
  });

  it("suggests one page to someone with under three years of work whose resume clearly runs over", () => {
    expect(estimatePages(career(24))).toBeGreaterThan(1.3);
    expect(ids(career(EARLY_CAREER_MONTHS - 4))).toEqual(["dica tamanho.mais-de-uma-pagina experiencia"]);
    expect(ids(career(EARLY_CAREER_MONTHS))).toEqual([]);
    const [finding] = checkLength(career(24), today);
    expect(finding?.message).toMatch(
      /^Com menos de 3 anos de experiência, uma página basta, e o seu currículo deve ocupar cerca de 1,\d página;/,
    );
  });

  it("does not count a one-page resume of a beginner", () => {
    expect(ids({ ...sampleResume, experiencias: career(12).experiencias.slice(0, 1) })).toEqual([]);
  });

  it("warns anyone whose resume runs onto a third page", () => {
    expect(ids(longSampleResume)).toEqual(["aviso tamanho.mais-de-duas-paginas experiencia"]);
    const [finding] = checkLength(longSampleResume, today);
    expect(finding?.message).toMatch(
      /^O currículo deve ocupar cerca de 2,\d páginas, e o recrutador costuma ler no máximo duas;/,
    );
  });
});
