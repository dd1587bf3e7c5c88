import { format } from "date-fns/format";
import { isValid } from "date-fns/isValid";
import { ptBR } from "date-fns/locale/pt-BR";
import { parseISO } from "date-fns/parseISO";
import type { Severity } from "#core/analysis/finding.ts";

/** 'Pontuação: 85/100', as the score is always written. */
export const scoreText = (score: number) => `Pontuação: ${score}/100`;

/** '26 de novembro de 2026, 09:45': a day can have several analyses, so the time is part of it. */
export function formatAnalysisDate(value: string): string {
  const date = parseISO(value);
  return isValid(date) ? format(date, "d 'de' MMMM 'de' yyyy, HH:mm", { locale: ptBR }) : "Data desconhecida";
}

/** How a group of findings is titled, and what one finding of it is called. */
export const SEVERITY_LABELS: Record<Severity, { group: string; one: string }> = {
  erro: { group: "Erros", one: "Erro" },
  aviso: { group: "Avisos", one: "Aviso" },
  dica: { group: "Dicas", one: "Dica" },
};

/** '+15 desde a análise anterior', '-5 ...', or nothing when there was none or nothing changed. */
export function scoreChange(score: number, previous: number | undefined): string | null {
  if (previous === undefined || previous === score) return null;
  const difference = score - previous;
  return `${difference > 0 ? "+" : ""}${difference} desde a análise anterior`;
}
