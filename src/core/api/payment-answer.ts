import { z } from "zod";

/**
 * What the success page and the demo checkout learn about a purchase (POST /api/billing/verify, the demo
 * session and pay answers): never whose it is, beyond the e-mail. Dates are ISO strings.
 */
export const PaymentAnswerSchema = z.object({
  session_id: z.string(),
  status: z.enum(["pending", "paid", "failed", "expired"]),
  amount_cents: z.number().int(),
  currency: z.string(),
  paid_at: z.string().nullable(),
  /** The plan's end after this purchase; null until granted to an account. */
  plan_expires_at: z.string().nullable(),
  /** False for a paid e-mail purchase that waits for its account. */
  attached: z.boolean(),
  email: z.string().nullable(),
});
export type PaymentAnswer = z.output<typeof PaymentAnswerSchema>;
