import type { StoredAnalysis } from "./analysis-api.ts";
import { formatAnalysisDate, scoreChange } from "./analysis-text.ts";

/** Every stored analysis of the resume, latest first, with how the score moved: the person's progress. */
export function AnalysisHistory({ analyses }: { analyses: StoredAnalysis[] }) {
  return (
    <ol className="flex flex-col divide-y divide-slate-200" aria-label="Histórico de análises">
      {analyses.map((analysis, index) => {
        const change = scoreChange(analysis.score, analyses[index + 1]?.score);
        return (
          <li
            key={analysis.id}
            className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 py-2"
          >
            <span className="text-slate-700">{formatAnalysisDate(analysis.createdAt)}</span>
            <span className="sr-only">: </span>
            <span className="font-semibold text-slate-900">
              {analysis.score}/100
              {change && <span className="text-sm font-normal text-slate-600"> ({change})</span>}
            </span>
          </li>
        );
      })}
    </ol>
  );
}
