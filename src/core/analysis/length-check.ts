import { monthsOfExperience } from "../ai/experience-years.ts";
import type { ResumeData } from "../resume/resume-data.ts";
import type { Finding } from "./finding.ts";
import { estimatePages } from "./page-estimate.ts";

/** Under this much work experience, one page says it all. */
export const EARLY_CAREER_MONTHS = 36;
/*
 * Past the page by more than the estimate's error (0.08 page) and a few lines: clearly over one page, or
 * clearly onto a third one.
 */
export const ONE_PAGE_LIMIT = 1.2;
export const TWO_PAGES_LIMIT = 2.1;

/** The resume's length against the person's career: one page early on, at most two later. */
export function checkLength(data: ResumeData, today: Date): Finding[] {
  const pages = estimatePages(data);
  if (pages > TWO_PAGES_LIMIT) {
    return [
      {
        id: "tamanho.mais-de-duas-paginas",
        severity: "aviso",
        message:
          `O currículo deve ocupar cerca de ${pagesText(pages)}, e o recrutador costuma ler no máximo duas; ` +
          "resuma as experiências mais antigas em uma ou duas linhas e corte o que não ajuda nas vagas que você procura.",
        step: "experiencia",
      },
    ];
  }
  if (pages > ONE_PAGE_LIMIT && monthsOfExperience(data.experiencias, today) < EARLY_CAREER_MONTHS) {
    return [
      {
        id: "tamanho.mais-de-uma-pagina",
        severity: "dica",
        message:
          `Com menos de 3 anos de experiência, uma página basta, e o seu currículo deve ocupar cerca de ` +
          `${pagesText(pages)}; deixe em cada experiência só as linhas que mais combinam com as vagas que você procura.`,
        step: "experiencia",
      },
    ];
  }
  return [];
}

/** '1,4 página', '2,5 páginas': a tenth is as precise as the estimate is. */
function pagesText(pages: number): string {
  const rounded = Math.round(pages * 10) / 10;
  return `${rounded.toLocaleString("pt-BR")} ${rounded < 2 ? "página" : "páginas"}`;
}
