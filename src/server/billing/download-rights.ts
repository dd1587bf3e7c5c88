import type { Database } from "../db/database.ts";
import { AppError } from "../http/errors.ts";
import { getPlanStatus } from "./plan-status.ts";

/** Downloads (PDF, DOCX, TXT) need an active plan, decided here from the purchases, never by the client. */
export async function assertActivePlan({ db, userId }: { db: Database; userId: string }): Promise<void> {
  const { active } = await getPlanStatus({ db, userId });
  if (!active) throw new AppError("PLAN_REQUIRED");
}
