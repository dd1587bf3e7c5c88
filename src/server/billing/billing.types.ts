import { z } from "zod";

/** Shapes of the billing endpoints' bodies and answers. */
const SessionId = z.string().trim().min(1, "ID da sessão não encontrado").max(300);

export const InitialCheckoutBody = z.object({
  email: z
    .string()
    .trim()
    .min(1, "O email é obrigatório")
    .max(254, "Email inválido")
    .pipe(z.email("Email inválido")),
});

export const VerifyPaymentBody = z.object({ session_id: SessionId });

export const DemoPayBody = z.object({ session_id: SessionId, method: z.enum(["card", "pix"]) });

/** What the success page and the demo checkout learn about a purchase (never whose it is, beyond the e-mail). */
export type PaymentAnswer = {
  session_id: string;
  status: "pending" | "paid" | "failed" | "expired";
  amount_cents: number;
  currency: string;
  paid_at: string | null;
  /** The plan's end after this purchase; null until granted to an account. */
  plan_expires_at: string | null;
  /** False for a paid e-mail purchase that waits for its account. */
  attached: boolean;
  email: string | null;
};
