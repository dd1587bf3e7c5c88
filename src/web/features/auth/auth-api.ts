import { ApiError, apiRequest, NETWORK_ERROR, networkError } from "#web/lib/api-client.ts";
import { AUTH_TEXT } from "./auth-messages.ts";
import type { LoginValues, SignupValues } from "./auth-schemas.ts";

// The account calls to our server's better-auth endpoints, and what each failure means to the person.

export const signUp = ({ fullName, email, password }: SignupValues) =>
  apiRequest("/api/auth/sign-up/email", {
    method: "POST",
    body: { name: fullName.trim(), email: email.trim(), password },
  });

export const signIn = ({ email, password }: LoginValues) =>
  apiRequest("/api/auth/sign-in/email", { method: "POST", body: { email: email.trim(), password } });

export const requestPasswordReset = (email: string) =>
  apiRequest("/api/auth/request-password-reset", {
    method: "POST",
    body: { email: email.trim(), redirectTo: `${window.location.origin}/reset-password` },
  });

export const resetPassword = (token: string, newPassword: string) =>
  apiRequest("/api/auth/reset-password", { method: "POST", body: { token, newPassword } });

const asApiError = (error: unknown) => (error instanceof ApiError ? error : networkError());

/** A limited request: the server's Portuguese text, else ours (never a bare 429). */
function rateLimited(error: ApiError): string | undefined {
  if (error.status !== 429) return undefined;
  return error.message || AUTH_TEXT.muitasTentativas;
}

export function loginErrorText(error: unknown): string {
  const e = asApiError(error);
  if (e.code === NETWORK_ERROR) return AUTH_TEXT.erroInesperado;
  if (e.code === "INVALID_EMAIL_OR_PASSWORD") return AUTH_TEXT.credenciaisInvalidas;
  return rateLimited(e) ?? AUTH_TEXT.erroLogin;
}

export type SignupFailure =
  | { field: "email"; message: string }
  | { field: "password"; message: string; reasons: string[] }
  | { field: null; message: string };

const stringList = (value: unknown) =>
  Array.isArray(value) ? value.filter((item): item is string => typeof item === "string") : [];

/** Where a refused sign-up's message goes: the e-mail field, the password field (with reasons) or an alert. */
export function signupFailure(error: unknown): SignupFailure {
  const e = asApiError(error);
  if (e.code === "USER_ALREADY_EXISTS") return { field: "email", message: AUTH_TEXT.emailEmUso };
  if (e.code === "WEAK_PASSWORD" || e.code === "PASSWORD_TOO_LONG") {
    return {
      field: "password",
      message: e.message || AUTH_TEXT.senhaFraca,
      reasons: stringList(e.body.reasons),
    };
  }
  return { field: null, message: rateLimited(e) ?? AUTH_TEXT.erroCadastro };
}

export function forgotErrorText(error: unknown): string {
  return rateLimited(asApiError(error)) ?? AUTH_TEXT.esqueciFalha;
}

export function resetErrorText(error: unknown): string {
  const e = asApiError(error);
  if (e.code === "INVALID_TOKEN") return AUTH_TEXT.linkInvalido;
  return rateLimited(e) ?? AUTH_TEXT.redefinirFalha;
}
