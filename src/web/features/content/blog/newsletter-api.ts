import { messages } from "#core/messages.ts";
import { ApiError, apiRequest } from "#web/lib/api-client.ts";

// A quick check for instant feedback; the server's validation decides (its message is shown when it refuses).
const LOOKS_LIKE_EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function localEmailError(email: string): string | undefined {
  if (!email) return "Informe seu e-mail.";
  if (!LOOKS_LIKE_EMAIL.test(email)) return messages.emailInvalido;
  return undefined;
}

/** Subscribes an address to the blog's newsletter through POST /api/contact (the server sends a confirmation). */
export async function subscribeToNewsletter(email: string): Promise<void> {
  await apiRequest("/api/contact", { method: "POST", body: { kind: "newsletter", email } });
}

const FALLBACK = "Não foi possível concluir a inscrição. Tente novamente em instantes.";

/** The Portuguese text to show for a failed subscription: the server's own field message when it gave one. */
export function newsletterErrorText(error: unknown): string {
  if (!(error instanceof ApiError)) return FALLBACK;
  const issues = error.body.issues;
  if (Array.isArray(issues)) {
    const first = issues[0] as { message?: unknown } | undefined;
    if (typeof first?.message === "string") return first.message;
  }
  return error.message || FALLBACK;
}
