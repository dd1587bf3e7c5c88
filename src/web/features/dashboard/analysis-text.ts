import type { Severity } from "#core/analysis/finding.ts";
import { formatStoredDate } from "./resume-dates.ts";

/** 'Pontuação: 85/100', as the score is always written. */
export const scoreText = (score: number) => `Pontuação: ${score}/100`;

/** '26 de novembro de 2026, 09:45': a day can have several analyses, so the time is part of it. */
export const formatAnalysisDate = (value: string) => formatStoredDate(value, "d 'de' MMMM 'de' yyyy, HH:mm");

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
