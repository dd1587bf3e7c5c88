import { z } from "zod";

/** Shapes of the billing endpoints' bodies; their answers are shared with the web client in core/api. */
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
