import type { Database } from "../db/database.ts";
import { AppError } from "../http/errors.ts";
import { getPlanStatus } from "./plan-status.ts";

/** What the plan is needed for: each says so in its own words ('...para baixar currículos', '...análises'). */
const REFUSAL = { download: "PLAN_REQUIRED", analysis: "ANALYSIS_PLAN_REQUIRED" } as const;

/**
 * Downloads (PDF, DOCX, TXT) and resume analyses need an active plan, decided here from the purchases,
 * never by the client.
 */
export async function assertActivePlan({
  db,
  userId,
  purpose = "download",
}: {
  db: Database;
  userId: string;
  purpose?: keyof typeof REFUSAL;
}): Promise<void> {
  const { active } = await getPlanStatus({ db, userId });
  if (!active) throw new AppError(REFUSAL[purpose]);
}
