import type { ApiErrorCode } from "#core/api/error-codes.ts";
import { apiRequest } from "./api-client.ts";

/** Code of the answer for a draft that is missing, expired or someone else's. */
export const DRAFT_NOT_FOUND = "DRAFT_NOT_FOUND" satisfies ApiErrorCode;

/**
 * GET /api/drafts/:id — the resume data an import stored. Returned unchecked: an import may hold half-filled
 * entries, which the wizard's storage coerces the way it does for anything it reads.
 */
export async function fetchDraft(id: string): Promise<unknown> {
  const answer = await apiRequest<{ draft?: { content?: unknown } } | null>(
    `/api/drafts/${encodeURIComponent(id)}`,
  );
  return answer?.draft?.content ?? null;
}
