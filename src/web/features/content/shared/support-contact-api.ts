import type { ApiErrorIssue } from "#core/api/error-codes.ts";
import type { ContactRequestInput } from "#core/contact/contact-request.ts";
import { ApiError, apiRequest, NETWORK_ERROR } from "#web/lib/api-client.ts";

/**
 * Sends a contact message, a support request or a newsletter sign-up to POST /api/contact; the server
 * e-mails the team and a confirmation to the person. Throws ApiError; see contactErrorText.
 */
export async function sendContact(request: ContactRequestInput): Promise<void> {
  await apiRequest("/api/contact", { method: "POST", body: request });
}

/** Field problems the server found (the form checks the same rules first, so this is rare). */
export function contactFieldIssues(error: unknown): ApiErrorIssue[] {
  if (!(error instanceof ApiError) || error.code !== "VALIDATION_FAILED") return [];
  const issues = error.body.issues;
  return Array.isArray(issues) ? (issues as ApiErrorIssue[]) : [];
}

/** The sentence to show when sending failed: the server's own Portuguese text when it gave one. */
export function contactErrorText(error: unknown): string {
  if (error instanceof ApiError && error.code === NETWORK_ERROR)
    return "Sem conexão com o servidor. Verifique sua internet e tente novamente.";
  if (error instanceof ApiError && error.message) return error.message;
  return "Não foi possível enviar sua mensagem. Tente novamente em instantes.";
}

/** A file's bytes as base64 (no data: prefix), as the contact API takes attachments. */
export function fileToBase64(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result).replace(/^data:[^,]*,/, ""));
    reader.onerror = () => reject(reader.error ?? new Error("read failed"));
    reader.readAsDataURL(file);
  });
}
