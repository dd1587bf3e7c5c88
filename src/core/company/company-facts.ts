import type { CompanyFacts } from "./company-env.ts";

/**
 * The one set of service hours every page and e-mail states, until the operator gives theirs in
 * COMPANY_HOURS; the pages then say these are an example.
 */
export const EXAMPLE_HOURS = "Segunda a sexta, das 9h às 18h (horário de Brasília), exceto feriados";

/** The hours to show: the operator's, else the example. */
export const serviceHours = (facts: CompanyFacts): string => facts.hours ?? EXAMPLE_HOURS;

/** The address on one line, for a sentence: 'Rua Exemplo, 100, Centro, Curitiba – PR'. */
export const addressInline = (lines: readonly string[]): string => lines.join(", ");
