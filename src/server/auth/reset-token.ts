import { createHash } from "node:crypto";
import { and, eq, like } from "drizzle-orm";
import type { Database } from "../db/database.ts";
import { verification } from "../db/schema.ts";

const PREFIX = "reset-password:";

/**
 * better-auth keys a reset token as `reset-password:<token>` in `verification.identifier`. We store only
 * the SHA-256 of the token, keeping the prefix, so a database leak yields no usable link and we can still
 * find every reset row of one user.
 */
export const resetTokenStorage = {
  default: "plain" as const,
  overrides: {
    [PREFIX]: {
      hash: async (identifier: string) =>
        `${PREFIX}${createHash("sha256").update(identifier.slice(PREFIX.length)).digest("base64url")}`,
    },
  },
};

/** After a reset, every other link sent to this user stops working too. */
export async function revokeResetTokens(db: Database, userId: string): Promise<void> {
  await db
    .delete(verification)
    .where(and(eq(verification.value, userId), like(verification.identifier, `${PREFIX}%`)));
}
