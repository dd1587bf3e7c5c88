import { z } from "zod";
import { ApiError, apiRequest } from "#web/lib/api-client.ts";

/** The billing endpoints (src/server/billing/billing-routes.ts) as the pages use them. */
export const PaymentSchema = z.object({
  session_id: z.string(),
  status: z.enum(["pending", "paid", "failed", "expired"]),
  amount_cents: z.number().int(),
  currency: z.string(),
  paid_at: z.string().nullable(),
  plan_expires_at: z.string().nullable(),
  attached: z.boolean(),
  email: z.string().nullable(),
});
export type Payment = z.infer<typeof PaymentSchema>;

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
export async function verifyPayment(sessionId: string): Promise<Payment> {
  const answer = await apiRequest("/api/billing/verify", { method: "POST", body: { session_id: sessionId } });
  return PaymentSchema.parse(answer);
}

export async function getDemoSession(sessionId: string): Promise<Payment> {
  return PaymentSchema.parse(await apiRequest(`/api/billing/demo/sessions/${encodeURIComponent(sessionId)}`));
}

export async function payDemo(sessionId: string, method: "card" | "pix"): Promise<Payment> {
  const answer = await apiRequest("/api/billing/demo/pay", {
    method: "POST",
    body: { session_id: sessionId, method },
  });
  return PaymentSchema.parse(answer);
}

const PlanSchema = z.object({ active: z.boolean(), expires_at: z.string().nullable() });
export type PlanAnswer = z.infer<typeof PlanSchema>;

/** The spec's check-subscription for the signed-in user. */
export async function fetchPlan(): Promise<PlanAnswer> {
  return PlanSchema.parse(await apiRequest("/api/plan"));
}

export const isNotFound = (error: unknown) => error instanceof ApiError && error.status === 404;
export const isSignedOut = (error: unknown) => error instanceof ApiError && error.status === 401;
