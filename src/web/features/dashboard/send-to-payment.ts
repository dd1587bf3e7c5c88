import { useNavigate } from "react-router";
import { API_ERRORS } from "#core/api/error-messages.ts";
import { toast } from "#web/ui/toast.ts";

/** 'Você precisa de um plano ativo para análises com IA' (spec part 2 §8), as the server says it too. */
export const ANALYSIS_PLAN_NEEDED = API_ERRORS.ANALYSIS_PLAN_REQUIRED;

/** Navigation state of 'Analisar' on a resume card: open the resume's analysis and start one at once. */
export type StartAnalysisState = { startAnalysis?: boolean };

/**
 * Sends to /payment with the spec's message; /payment's Voltar comes back to `from`. Apart from the analysis
 * itself (use-run-analysis.ts), so the resume list, which only sends people to pay, does not load the
 * analysis' answers and their schemas.
 */
export function useSendToPayment() {
  const navigate = useNavigate();
  return (from: string) => {
    toast.info(ANALYSIS_PLAN_NEEDED);
    navigate("/payment", { state: { from } });
  };
}
