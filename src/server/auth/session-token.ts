import { and, eq } from "drizzle-orm";
import type { Database } from "../db/database.ts";
import { session } from "../db/schema.ts";

/** The token of one of this person's sessions, known to the server only; null when the id is not theirs. */
export async function findSessionToken(
  db: Database,
  { id, userId }: { id: string; userId: string },
): Promise<string | null> {
  const [row] = await db
    .select({ token: session.token })
    .from(session)
    .where(and(eq(session.id, id), eq(session.userId, userId)));
  return row?.token ?? null;
}
