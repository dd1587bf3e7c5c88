import { lte } from "drizzle-orm";
import type { Database } from "../db/database.ts";
import { resumeDrafts } from "../db/schema.ts";
import type { Logger } from "../logger.ts";

/** Deletes every draft whose expiry has passed; returns how many went. */
export async function purgeExpiredDrafts({
  db,
  now = new Date(),
}: {
  db: Database;
  now?: Date;
}): Promise<number> {
  const purged = await db
    .delete(resumeDrafts)
    .where(lte(resumeDrafts.expiresAt, now))
    .returning({ id: resumeDrafts.id });
  return purged.length;
}

const DRAFT_PURGE_INTERVAL_MS = 60 * 60 * 1000;

/**
 * Purges expired drafts now and then every `intervalMs` (reads already ignore them; this frees the space).
 * The timer does not keep the process alive; call the returned function on shutdown.
 */
export function startDraftPurge({
  db,
  logger,
  intervalMs = DRAFT_PURGE_INTERVAL_MS,
}: {
  db: Database;
  logger: Logger;
  intervalMs?: number;
}): () => void {
  const purge = async () => {
    try {
      const count = await purgeExpiredDrafts({ db });
      if (count > 0) logger.info({ count }, "expired resume drafts purged");
    } catch (error) {
      logger.warn({ err: error }, "purging expired resume drafts failed");
    }
  };
  void purge();
  const timer = setInterval(purge, intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}
