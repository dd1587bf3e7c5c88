import { z } from "zod";

// The spec's messages (part 1 §5). Objects stay loose: better-auth takes optional fields such as
// callbackURL or rememberMe and validates them itself.
const email = z.email("E-mail inválido");

// Strict about what reaches the user row: unknown fields (image, say) are dropped.
export const SignUpBody = z.object({
  name: z.string().trim().min(3, "Nome completo é obrigatório"),
  email,
  password: z.string(),
  callbackURL: z.string().optional(),
  rememberMe: z.boolean().optional(),
});

export const SignInBody = z.looseObject({
  email,
  password: z.string().min(1, "Senha é obrigatória"),
});

export const RequestPasswordResetBody = z.looseObject({ email });

export const ResetPasswordBody = z.looseObject({
  newPassword: z.string(),
  token: z.string().min(1, "Link de recuperação inválido ou expirado."),
});

export const ChangePasswordBody = z.looseObject({
  newPassword: z.string(),
  currentPassword: z.string().min(1, "Senha é obrigatória"),
});
