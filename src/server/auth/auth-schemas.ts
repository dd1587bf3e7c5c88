import { z } from "zod";

// The spec's messages (part 1 §5). Objects stay loose: better-auth takes optional fields such as
// callbackURL or rememberMe and validates them itself.
const email = z.email("E-mail inválido");
const fullName = z
  .string()
  .trim()
  .min(3, "Nome completo é obrigatório")
  .max(120, "O nome deve ter no máximo 120 caracteres");

// Strict about what reaches the user row: unknown fields (image, say) are dropped.
export const SignUpBody = z.object({
  name: fullName,
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

// The profile changes the name only: any other field (emailVerified, image) is refused, not passed on.
export const UpdateUserBody = z.strictObject({ name: fullName });

/** Sessions are ended by their id: their tokens never leave the server (they live in HttpOnly cookies). */
export const RevokeSessionBody = z.strictObject({ id: z.string().min(1).max(200) });
