import { format } from "date-fns/format";
import { isValid } from "date-fns/isValid";
import { ptBR } from "date-fns/locale/pt-BR";
import { parseISO } from "date-fns/parseISO";

/** 'dd de MMMM, yyyy' in Portuguese, or 'Data desconhecida' when the date is missing or broken. */
export function formatResumeDate(value: string | null | undefined): string {
  if (!value) return "Data desconhecida";
  const date = parseISO(value);
  return isValid(date) ? format(date, "dd 'de' MMMM, yyyy", { locale: ptBR }) : "Data desconhecida";
}
