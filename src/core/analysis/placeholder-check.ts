import type { ResumeData } from "../resume/resume-data.ts";
import type { Finding } from "./finding.ts";
import { findPlaceholders } from "./placeholders.ts";

/**
 * Text left to fill in ('[Personalize…]', '{cargo}') is printed as it is: an error wherever it is. The place
 * reads 'Experiência 2, descrição' so the message keeps one colon.
 */
export function checkPlaceholders(data: ResumeData): Finding[] {
  return findPlaceholders(data).map(({ field, where, step, excerpt }) => ({
    id: `${field}.texto-a-preencher`,
    severity: "erro",
    message:
      `${where.replace(": ", ", ")}: “${excerpt}” parece uma instrução ou um espaço a preencher e sairia assim no currículo; ` +
      "troque pelo seu texto ou apague.",
    step,
  }));
}
