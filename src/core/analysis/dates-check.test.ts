import { describe, expect, it } from "vitest";
import type { Education } from "../resume/education.ts";
import type { Experience } from "../resume/experience.ts";
import { sampleResume } from "../sample-resume.ts";
import { checkCourseDates, checkJobDates } from "./dates-check.ts";

const today = new Date(2025, 5, 15); // June 2025
const job = (dataInicio: string, dataFim: string, atual = false): Experience => ({
  empresa: "Loja Azul",
  cargo: "Vendedor",
  dataInicio,
  dataFim,
  atual,
  descricao: "",
});
const course = (
  dataInicio: string,
  dataFim: string,
  situacao: Education["situacao"] = "concluido",
): Education => ({
  instituicao: "Senac",
  curso: "Técnico em Logística",
  dataInicio,
  dataFim,
  situacao,
});
const jobIds = (entry: Experience) => checkJobDates(entry, 0, today).map((f) => `${f.severity} ${f.id}`);
const courseIds = (entry: Education) => checkCourseDates(entry, 1, today).map((f) => `${f.severity} ${f.id}`);

describe("checkJobDates and checkCourseDates", () => {
  it("find nothing in the sample's jobs and courses", () => {
    const jobs = sampleResume.experiencias.flatMap((entry, index) => checkJobDates(entry, index, today));
    const courses = sampleResume.formacoes.flatMap((entry, index) => checkCourseDates(entry, index, today));
    expect([...jobs, ...courses]).toEqual([]);
  });

  it("judge a year alone by its year, printed as the year", () => {
    expect(jobIds(job("2019", "2024"))).toEqual([]);
    expect(jobIds(job("2025", "2025-03"))).toEqual([]);
    expect(jobIds(job("2026", "", true))).toEqual(["erro experiencia.1.inicio-no-futuro"]);
    expect(jobIds(job("2022", "2021-12"))).toEqual(["erro experiencia.1.datas-invertidas"]);
    const [finding] = checkJobDates(job("2022", "2020"), 0, today);
    expect(finding?.message).toContain("(2020) vem antes do início (2022)");
    expect(courseIds(course("2020", ""))).toEqual(["aviso formacao.2.sem-data-fim"]);
  });

  it("flag an end before the start, naming both months", () => {
    expect(jobIds(job("2021-03", "2020-01"))).toEqual(["erro experiencia.1.datas-invertidas"]);
    expect(jobIds(job("2021-03", "2021-03"))).toEqual([]);
    const [finding] = checkJobDates(job("2021-03", "2020-01"), 0, today);
    expect(finding).toMatchObject({ step: "experiencia" });
    expect(finding?.message).toBe(
      "Experiência 1 (Vendedor na Loja Azul): a saída (jan/2020) vem antes do início (mar/2021); confira as duas datas.",
    );
    expect(courseIds(course("2021-03", "2020-01"))).toEqual(["erro formacao.2.datas-invertidas"]);
  });

  it("flag months after today, the current month being the last allowed", () => {
    expect(jobIds(job("2025-06", "2025-06"))).toEqual([]);
    expect(jobIds(job("2025-07", "", true))).toEqual(["erro experiencia.1.inicio-no-futuro"]);
    expect(jobIds(job("2024-01", "2025-07"))).toEqual(["erro experiencia.1.fim-no-futuro"]);
    const [finding] = checkJobDates(job("2024-01", "2026-12"), 0, today);
    expect(finding?.message).toContain("se você ainda trabalha lá, marque “Trabalho aqui atualmente”");
    expect(courseIds(course("2026-02", "2027-12"))).toEqual([
      "erro formacao.2.inicio-no-futuro",
      "erro formacao.2.fim-no-futuro",
    ]);
  });

  it("let a course in progress end in the future, and a current job have no end", () => {
    expect(courseIds(course("2024-02", "2027-12", "em_andamento"))).toEqual([]);
    expect(jobIds(job("2024-02", "", true))).toEqual([]);
    const [finding] = checkCourseDates(course("2024-02", "2027-12"), 1, today);
    expect(finding?.message).toContain("se o curso ainda não terminou, escolha a situação “Em andamento”");
  });

  it("ask for the end of a finished job or course", () => {
    expect(jobIds(job("2021-03", " "))).toEqual(["aviso experiencia.1.sem-data-fim"]);
    expect(courseIds(course("2021-03", ""))).toEqual(["aviso formacao.2.sem-data-fim"]);
  });

  it("leave dates typed as free text alone", () => {
    expect(jobIds(job("2019", "atual"))).toEqual([]);
    expect(jobIds(job("2021-13", "2020-01"))).toEqual([]);
  });
});
