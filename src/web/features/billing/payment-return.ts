import { readString, removeKeys, STORAGE_KEYS, writeString } from "#web/lib/browser-storage.ts";
import { isOwnPath } from "#web/lib/own-path.ts";

/*
 * Where a confirmed payment leads back to. /payment is told where it was opened from (navigation state 'from',
 * e.g. a dashboard card's download); the checkout leaves the site, so that page is kept in browser storage
 * while the person pays, and every checkout started replaces it.
 */

/** Called as a checkout starts: its page to come back to, or none (the spec's stops apply). */
export function rememberPaymentReturn(path: string | null): void {
  if (path && isOwnPath(path)) writeString(STORAGE_KEYS.returnAfterPayment, path);
  else removeKeys([STORAGE_KEYS.returnAfterPayment]);
}

/** The page the last checkout started from, if it said one and it is ours. */
export function paymentReturn(): string | null {
  const path = readString(STORAGE_KEYS.returnAfterPayment);
  return isOwnPath(path) ? path : null;
}
