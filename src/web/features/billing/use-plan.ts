import { useCallback, useEffect, useState } from "react";
import type { PlanAnswer } from "#core/api/plan-answer.ts";
import { readString, STORAGE_KEYS } from "#web/lib/browser-storage.ts";
import { checkSubscription, fetchPlan } from "#web/lib/plan-status.ts";

/** What the page shows: the server's answer, or the local flags when it could not be asked. */
type Plan = Pick<PlanAnswer, "active" | "expires_at">;

type PlanState = {
  plan: Plan | null;
  isLoading: boolean;
  failed: boolean;
  /** Asks the server again; resolves true when it answered. */
  refresh(): Promise<boolean>;
};

/**
 * The signed-in user's plan through the spec's subscription check (which keeps the local flags in step);
 * when the server cannot be reached, a still-valid local plan is shown.
 */
export function usePlan(): PlanState {
  const [plan, setPlan] = useState<Plan | null>(null);
  const [isLoading, setLoading] = useState(true);
  const [failed, setFailed] = useState(false);
  const refresh = useCallback(async () => {
    setLoading(true);
    let answer: PlanAnswer | undefined;
    const check = await checkSubscription({
      fetchPlan: async () => {
        answer = await fetchPlan();
        return answer;
      },
    });
    setLoading(false);
    setFailed(!answer);
    if (answer) setPlan(answer);
    else if (check.active) setPlan({ active: true, expires_at: readString(STORAGE_KEYS.planExpiresAt) });
    else setPlan((current) => current ?? { active: false, expires_at: null });
    return answer !== undefined;
  }, []);
  useEffect(() => {
    void refresh();
  }, [refresh]);
  return { plan, isLoading, failed, refresh };
}
