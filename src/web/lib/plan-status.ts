import type { PlanAnswer } from "#core/api/plan-answer.ts";
import { ApiError, apiRequest } from "./api-client.ts";
import { readString, removeKeys, STORAGE_KEYS, type StorageLike, writeString } from "./browser-storage.ts";

/** signedOut: the server asked for a sign-in (the session ended); that is not the same as having no plan. */
type PlanCheck = { active: boolean; error?: string; signedOut?: true };

export const PLAN_CHECK_ERROR = "Erro ao verificar assinatura";

/**
 * The local flags hasPaidPlan / planExpiresAt: active only when the flag is "true" and an expiry is stored,
 * can be parsed and is still ahead (spec part 1 §4). They are a cache; the server decides every download.
 */
export function localPlanActive(storage?: StorageLike, now = new Date()): boolean {
  if (readString(STORAGE_KEYS.hasPaidPlan, storage) !== "true") return false;
  const expiry = Date.parse(readString(STORAGE_KEYS.planExpiresAt, storage) ?? "");
  return Number.isFinite(expiry) && expiry > now.getTime();
}

export function clearLocalPlan(storage?: StorageLike): void {
  removeKeys([STORAGE_KEYS.hasPaidPlan, STORAGE_KEYS.planExpiresAt], storage);
}

/** The spec's check-subscription for the signed-in user: GET /api/plan. */
export async function fetchPlan(): Promise<PlanAnswer> {
  // The schema (zod) loads alongside the request, not with the page that may ask.
  const [answer, { PlanAnswerSchema }] = await Promise.all([
    apiRequest("/api/plan"),
    import("#core/api/plan-answer.ts"),
  ]);
  return PlanAnswerSchema.parse(answer);
}

type CheckOptions = { storage?: StorageLike; now?: Date; fetchPlan?: () => Promise<PlanAnswer> };

/**
 * The spec's subscription check for a signed-in user: the local flags first, then the server. The server
 * saying active stores the flags; saying inactive clears them unless they are still valid; a failed call
 * keeps a valid local plan, else reports inactive with 'Erro ao verificar assinatura'.
 */
export async function checkSubscription({
  storage,
  now = new Date(),
  fetchPlan: fetchAnswer = fetchPlan,
}: CheckOptions = {}): Promise<PlanCheck> {
  const local = localPlanActive(storage, now);
  let answer: PlanAnswer;
  try {
    answer = await fetchAnswer();
  } catch (error) {
    if (local) return { active: true };
    // A server that says "sign in" is an answer, not a failure: nobody is signed in.
    if (error instanceof ApiError && error.status === 401) return { active: false, signedOut: true };
    return { active: false, error: PLAN_CHECK_ERROR };
  }
  if (answer.active) {
    writeString(STORAGE_KEYS.hasPaidPlan, "true", storage);
    if (answer.expires_at) writeString(STORAGE_KEYS.planExpiresAt, answer.expires_at, storage);
    return { active: true };
  }
  if (!local) clearLocalPlan(storage);
  return { active: local };
}
