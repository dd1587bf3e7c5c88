/** The one plan sold (spec part 2 §9): Premium, a one-time R$7,97 that unlocks downloads for 14 days. */
export const PREMIUM_PLAN = {
  /** The analytics item id of the purchase event. */
  id: "premium-14d",
  name: "Premium",
  amountCents: 797,
  currency: "BRL",
  days: 14,
} as const;

const DAY_MS = 24 * 60 * 60 * 1000;

/** A new purchase adds 14 days to whatever is left of the current plan, or to now when none is running. */
export function planExpiryAfterPurchase(now: Date, currentExpiry: Date | null): Date {
  const start = currentExpiry && currentExpiry > now ? currentExpiry : now;
  return new Date(start.getTime() + PREMIUM_PLAN.days * DAY_MS);
}

export function isPlanActive(expiresAt: Date | null, now: Date): boolean {
  return expiresAt !== null && expiresAt > now;
}
