import { and, eq, gt, sql } from "drizzle-orm";
import type { Database } from "../db/database.ts";
import { session, user } from "../db/schema.ts";
import type { ConfirmSession } from "./session-cache.ts";

/**
 * The session cache's question to a database other instances share: is the session with this token still
 * there and not past its end (by the database's clock), and who is its user now. One statement, prepared
 * once per connection, on the token's unique index.
 */
export function confirmSessions(db: Database): ConfirmSession {
  const query = db
    .select({
      id: user.id,
      name: user.name,
      email: user.email,
      createdAt: user.createdAt,
      expiresAt: session.expiresAt,
    })
    .from(session)
    .innerJoin(user, eq(user.id, session.userId))
    .where(and(eq(session.token, sql.placeholder("token")), gt(session.expiresAt, sql`now()`)))
    .prepare("confirm_session");
  return async (token) => {
    const [row] = await query.execute({ token });
    if (!row) return null;
    const { expiresAt, ...found } = row;
    return { user: found, token, expiresAt: expiresAt.getTime() };
  };
}
