import { z } from "zod";
import { AUTH_TEXT } from "./auth-messages.ts";

// The account forms' rules (spec part 1 §5), with the spec's Portuguese messages.
const email = z.string().trim().pipe(z.email(AUTH_TEXT.emailInvalido));
const newPassword = z.string().min(8, AUTH_TEXT.senhaMin);

export const SignupSchema = z.object({
  fullName: z.string().trim().min(3, AUTH_TEXT.nomeObrigatorio).max(120, AUTH_TEXT.nomeMax),
  email,
  password: newPassword,
  terms: z.boolean().refine((accepted) => accepted, AUTH_TEXT.termosObrigatorio),
});
export type SignupValues = z.infer<typeof SignupSchema>;

export const LoginSchema = z.object({ email, password: z.string().min(1, AUTH_TEXT.senhaObrigatoria) });
export type LoginValues = z.infer<typeof LoginSchema>;

export const ForgotPasswordSchema = z.object({ email });

export const ResetPasswordSchema = z
  .object({ password: newPassword, confirmPassword: z.string() })
  .refine((values) => values.password === values.confirmPassword, {
    message: AUTH_TEXT.senhasDiferentes,
    path: ["confirmPassword"],
  });
