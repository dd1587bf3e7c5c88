import type { PlanAnswer } from "#core/api/plan-answer.ts";
import { readString, STORAGE_KEYS } from "#web/lib/browser-storage.ts";
import { checkSubscription, fetchPlan } from "#web/lib/plan-status.ts";
import { queryClient, serverKeys, useServerQuery } from "#web/lib/server-state.ts";

/** What the page shows: the server's answer, or the local flags when it could not be asked. */
type Plan = Pick<PlanAnswer, "active" | "expires_at">;
type PlanReading = { plan: Plan; answered: boolean };

/**
 * The plan through the spec's subscription check, which keeps the local flags in step. It never throws: when
 * the server cannot be reached, a still-valid local plan (or the last one read) is shown, marked unanswered.
 */
async function readPlan(): Promise<PlanReading> {
  let answer: PlanAnswer | undefined;
  const check = await checkSubscription({
    fetchPlan: async () => {
      answer = await fetchPlan();
      return answer;
    },
  });
  if (answer) return { plan: answer, answered: true };
  if (check.active)
    return { plan: { active: true, expires_at: readString(STORAGE_KEYS.planExpiresAt) }, answered: false };
  const last = queryClient.getQueryData<PlanReading>(serverKeys.plan)?.plan;
  return { plan: last ?? { active: false, expires_at: null }, answered: false };
}

type PlanState = {
  plan: Plan | null;
  isLoading: boolean;
  failed: boolean;
  /** Asks the server again; resolves true when it answered. */
  refresh(): Promise<boolean>;
};

/** The signed-in user's plan, from the one cache; a payment invalidates it. */
export function usePlan(): PlanState {
  const query = useServerQuery({ queryKey: serverKeys.plan, queryFn: readPlan, staleTime: 0 });
  return {
    plan: query.data?.plan ?? null,
    isLoading: query.isFetching,
    failed: query.data ? !query.data.answered : false,
    refresh: async () => (await query.refetch()).data?.answered ?? false,
  };
}
