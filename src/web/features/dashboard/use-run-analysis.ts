import { useState } from "react";
import { useLocation } from "react-router";
import { ApiError } from "#web/lib/api-client.ts";
import { clearLocalPlan } from "#web/lib/plan-status.ts";
import { errorMessage } from "#web/lib/resumes-api.ts";
import { toast } from "#web/ui/toast.ts";
import { runAnalysis } from "./analysis-api.ts";
import { scoreText } from "./analysis-text.ts";
import { useSendToPayment } from "./send-to-payment.ts";

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
