import { useState } from "react";
import { useLocation, useNavigate } from "react-router";
import { API_ERRORS } from "#core/api/error-messages.ts";
import { ApiError } from "#web/lib/api-client.ts";
import { clearLocalPlan } from "#web/lib/plan-status.ts";
import { errorMessage } from "#web/lib/resumes-api.ts";
import { toast } from "#web/ui/toast.ts";
import { runAnalysis } from "./analysis-api.ts";
import { scoreText } from "./analysis-text.ts";

/** 'Você precisa de um plano ativo para análises com IA' (spec part 2 §8), as the server says it too. */
export const ANALYSIS_PLAN_NEEDED = API_ERRORS.ANALYSIS_PLAN_REQUIRED;

/** Navigation state of 'Analisar' on a resume card: open the resume's analysis and start one at once. */
export type StartAnalysisState = { startAnalysis?: boolean };

/** Sends to /payment with the spec's message; /payment's Voltar comes back to `from`. */
export function useSendToPayment() {
  const navigate = useNavigate();
  return (from: string) => {
    toast.info(ANALYSIS_PLAN_NEEDED);
    navigate("/payment", { state: { from } });
  };
}

/**
 * Runs an analysis of a saved resume. The server decides the plan: without one (402) the person is sent to
 * /payment and comes back to this page.
 */
export function useRunAnalysis(resumeId: string) {
  const { pathname } = useLocation();
  const sendToPayment = useSendToPayment();
  const [running, setRunning] = useState(false);

  async function run(jobAd: string) {
    if (running) return;
    setRunning(true);
    try {
      const analysis = await runAnalysis(resumeId, jobAd);
      toast.success(`Análise concluída. ${scoreText(analysis.score)}`);
    } catch (error) {
      if (error instanceof ApiError && error.status === 402) {
        clearLocalPlan();
        return sendToPayment(pathname);
      }
      toast.error(`Erro ao analisar currículo: ${errorMessage(error)}`);
    } finally {
      setRunning(false);
    }
  }

  return { run, running };
}
