import { and, eq, isNull } from "drizzle-orm";
import type { Database } from "../db/database.ts";
import { purchases, user } from "../db/schema.ts";
import { grantPurchase } from "./grant-purchase.ts";

/**
 * Attaches the purchases made on /pagamento-inicial with this account's e-mail to the account, once the
 * account has proven it owns the address (e-mail verification) and on every sign-in after. Anybody can sign
 * up with any address, so an unverified account gets nothing. Paid ones count from now; pending ones (a Pix
 * on its way) are granted when paid. Returns how many purchases were attached.
 */
export async function claimEmailPurchases({ db, userId }: { db: Database; userId: string }): Promise<number> {
  const [account] = await db
    .select({ email: user.email, verified: user.emailVerified })
    .from(user)
    .where(eq(user.id, userId));
  if (!account?.verified) return 0;
  const claimed = await db
    .update(purchases)
    .set({ userId })
    .where(and(isNull(purchases.userId), eq(purchases.email, account.email.toLowerCase())))
    .returning();
  const now = new Date();
  for (const row of claimed) {
    if (row.status !== "paid") continue;
    await grantPurchase({
      db,
      provider: row.provider,
      providerSessionId: row.providerSessionId,
      userId,
      paidAt: row.paidAt ?? now,
      startsAt: now,
    });
  }
  return claimed.length;
}
