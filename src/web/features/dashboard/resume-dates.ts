import { ptBrDate } from "#web/lib/pt-br-date.ts";

/** 'dd de MMMM, yyyy' in Portuguese, or 'Data desconhecida' when the date is missing or broken. */
export function formatResumeDate(value: string | null | undefined): string {
  const date = ptBrDate(value);
  return date ? `${date.day} de ${date.month}, ${date.year}` : "Data desconhecida";
}
