import { z } from "zod";
import {
  type LatestScore,
  LatestScoreSchema,
  type StoredAnalysis,
  StoredAnalysisSchema,
} from "#core/api/analysis-answer.ts";
import { apiRequest } from "#web/lib/api-client.ts";
import { invalidate, queryClient, serverKeys, useServerQuery } from "#web/lib/server-state.ts";

/** The analyses of the person's resumes (GET/POST /api/resumes/:id/analyses, GET /api/analyses). */
export type { LatestScore, StoredAnalysis };

const analysesPath = (resumeId: string) => `/api/resumes/${encodeURIComponent(resumeId)}/analyses`;

async function fetchLatestScores(): Promise<LatestScore[]> {
  const answer = await apiRequest<{ latest?: unknown }>("/api/analyses");
  return z.array(LatestScoreSchema).parse(answer?.latest ?? []);
}

async function fetchAnalyses(resumeId: string): Promise<StoredAnalysis[]> {
  const answer = await apiRequest<{ analyses?: unknown }>(analysesPath(resumeId));
  return z.array(StoredAnalysisSchema).parse(answer?.analyses ?? []);
}

/** Runs a new analysis; the history and the latest scores are then asked for again. */
export async function runAnalysis(resumeId: string, vagaTexto: string): Promise<StoredAnalysis> {
  const answer = await apiRequest<{ analysis?: unknown }>(analysesPath(resumeId), {
    method: "POST",
    body: vagaTexto.trim() ? { vagaTexto } : {},
  });
  const analysis = StoredAnalysisSchema.parse(answer?.analysis);
  queryClient.setQueryData<StoredAnalysis[]>(serverKeys.resumeAnalyses(resumeId), (list) => [
    analysis,
    ...(list ?? []),
  ]);
  invalidate(serverKeys.analyses);
  return analysis;
}

export function useLatestScores() {
  return useServerQuery({ queryKey: serverKeys.analyses, queryFn: fetchLatestScores });
}

export function useAnalyses(resumeId: string) {
  return useServerQuery({
    queryKey: serverKeys.resumeAnalyses(resumeId),
    queryFn: () => fetchAnalyses(resumeId),
  });
}
