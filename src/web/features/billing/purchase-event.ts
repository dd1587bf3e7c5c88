import { PREMIUM_PLAN } from "#core/plan/premium-plan.ts";
import { readJson, STORAGE_KEYS, writeJson } from "#web/lib/browser-storage.ts";

declare global {
  interface Window {
    dataLayer?: unknown[];
  }
}

// The newest few are enough: a session id comes back only through a reload or the browser's history.
const REMEMBERED = 20;

function sentSessions(): string[] {
  const stored = readJson(STORAGE_KEYS.purchaseEventsSent);
  return Array.isArray(stored) ? stored.filter((id): id is string => typeof id === "string") : [];
}

/**
 * Pushes the analytics purchase event (spec part 2 §7: value 7.97, BRL, item premium-14d) once per checkout
 * session: a reload or a second visit to the confirmation does not count the sale again.
 * Returns whether it was pushed now.
 */
export function pushPurchaseEvent(sessionId: string): boolean {
  const sent = sentSessions();
  if (sent.includes(sessionId)) return false;
  // Remembered first: were storage unavailable, one extra event beats pushing it on every render.
  writeJson(STORAGE_KEYS.purchaseEventsSent, [...sent, sessionId].slice(-REMEMBERED));
  const value = PREMIUM_PLAN.amountCents / 100;
  window.dataLayer = window.dataLayer ?? [];
  window.dataLayer.push({
    event: "purchase",
    ecommerce: {
      transaction_id: sessionId,
      value,
      currency: PREMIUM_PLAN.currency,
      items: [
        { item_id: PREMIUM_PLAN.id, item_name: `Plano ${PREMIUM_PLAN.name}`, price: value, quantity: 1 },
      ],
    },
  });
  return true;
}
