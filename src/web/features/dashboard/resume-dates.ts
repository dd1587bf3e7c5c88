import { format } from "date-fns/format";
import { isValid } from "date-fns/isValid";
import { ptBR } from "date-fns/locale/pt-BR";
import { parseISO } from "date-fns/parseISO";

/**
 * A date as the server answers it (ISO), written in Portuguese by `pattern`, or 'Data desconhecida' when
 * it is missing or broken.
 */
export function formatStoredDate(value: string | null | undefined, pattern: string): string {
  const date = value ? parseISO(value) : null;
  return date && isValid(date) ? format(date, pattern, { locale: ptBR }) : "Data desconhecida";
}

/** 'dd de MMMM, yyyy': when a resume was created or changed. */
export const formatResumeDate = (value: string | null | undefined) =>
  formatStoredDate(value, "dd 'de' MMMM, yyyy");
