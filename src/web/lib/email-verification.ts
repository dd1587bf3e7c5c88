import { apiRequest } from "./api-client.ts";

// The e-mail confirmation calls: the link's page confirms, the signed-in shell's banner asks for a new link.

const confirming = new Map<string, Promise<unknown>>();

/**
 * Confirms the address with the mailed token. A link works once, so the call is made once per token even
 * when the page's effect runs twice (StrictMode, a remount); every caller gets the same answer.
 */
export function confirmEmail(token: string): Promise<unknown> {
  let call = confirming.get(token);
  if (!call) {
    call = apiRequest(`/api/auth/verify-email?token=${encodeURIComponent(token)}`);
    confirming.set(token, call);
  }
  return call;
}

/** Mails a new confirmation link to the signed-in person's address. */
export const resendVerificationEmail = () =>
  apiRequest("/api/auth/send-verification-email", { method: "POST", body: {} });
