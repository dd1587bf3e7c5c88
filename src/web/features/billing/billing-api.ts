import { z } from "zod";
import { type PaymentAnswer, PaymentAnswerSchema } from "#core/api/payment-answer.ts";
import { ApiError, apiRequest } from "#web/lib/api-client.ts";

/** The billing endpoints (src/server/billing/billing-routes.ts) as the pages use them. */

const CheckoutSchema = z.object({ url: z.url() });

/** Thrown when the server answered 200 without a checkout address: 'Resposta inválida do servidor'. */
export class InvalidAnswerError extends Error {
  override name = "InvalidAnswerError";
}

function checkoutUrl(answer: unknown): string {
  const parsed = CheckoutSchema.safeParse(answer);
  if (!parsed.success) throw new InvalidAnswerError("no checkout url");
  return parsed.data.url;
}

/** The spec's create-checkout: no body; the price is the server's. Resolves with the address to go to. */
export async function startCheckout(): Promise<string> {
  return checkoutUrl(await apiRequest("/api/billing/checkout", { method: "POST", body: {} }));
}

/** The spec's pagamento-inicial: a visitor pays with an e-mail, attached to the account with that e-mail. */
export async function startInitialCheckout(email: string): Promise<string> {
  return checkoutUrl(await apiRequest("/api/billing/initial-checkout", { method: "POST", body: { email } }));
}

/** Asks the server to re-read the session from the payment provider (and grant the plan when paid). */
export async function verifyPayment(sessionId: string): Promise<PaymentAnswer> {
  const answer = await apiRequest("/api/billing/verify", { method: "POST", body: { session_id: sessionId } });
  return PaymentAnswerSchema.parse(answer);
}

export async function getDemoSession(sessionId: string): Promise<PaymentAnswer> {
  return PaymentAnswerSchema.parse(
    await apiRequest(`/api/billing/demo/sessions/${encodeURIComponent(sessionId)}`),
  );
}

export async function payDemo(sessionId: string, method: "card" | "pix"): Promise<PaymentAnswer> {
  const answer = await apiRequest("/api/billing/demo/pay", {
    method: "POST",
    body: { session_id: sessionId, method },
  });
  return PaymentAnswerSchema.parse(answer);
}

export const isNotFound = (error: unknown) => error instanceof ApiError && error.status === 404;
export const isSignedOut = (error: unknown) => error instanceof ApiError && error.status === 401;
