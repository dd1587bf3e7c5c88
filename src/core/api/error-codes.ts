/**
 * The API's error codes and the Portuguese text a user may see for each: the one list the server answers
 * from (with an HTTP status per code, src/server/http/errors.ts) and the web client reads codes against.
 * Kept free of zod: the web client loads the code list on the first visit to '/'. The texts live in
 * error-messages.ts, a module of their own, so the first visit never loads them (a bundler cannot split one
 * module between a page's first chunk and a later one).
 */
export const API_ERROR_CODES = [
  "BAD_REQUEST",
  "VALIDATION_FAILED",
  "WEAK_PASSWORD",
  "PASSWORD_TOO_LONG",
  "INVALID_TOKEN",
  "INVALID_VERIFICATION_LINK",
  "EMAIL_ALREADY_VERIFIED",
  "INVALID_EMAIL_OR_PASSWORD",
  "INVALID_PASSWORD",
  "UNAUTHORIZED",
  "PLAN_REQUIRED",
  "ANALYSIS_PLAN_REQUIRED",
  "FORBIDDEN",
  "ORIGIN_NOT_ALLOWED",
  "NOT_FOUND",
  "RESUME_NOT_FOUND",
  "USER_ALREADY_EXISTS",
  "RESUME_VERSION_CONFLICT",
  "PAYLOAD_TOO_LARGE",
  "UPLOAD_EMPTY",
  "UPLOAD_TOO_LARGE",
  "UPLOAD_UNSUPPORTED_TYPE",
  "UPLOAD_DOC_NOT_SUPPORTED",
  "UPLOAD_ENCRYPTED",
  "UPLOAD_NO_TEXT",
  "UPLOAD_TOO_MANY_PAGES",
  "UPLOAD_UNREADABLE",
  "UPLOAD_TIMEOUT",
  "DRAFT_NOT_FOUND",
  "PAYMENT_SESSION_NOT_FOUND",
  "PAYMENT_SESSION_CLOSED",
  "PAYMENT_PROVIDER_UNAVAILABLE",
  "WEBHOOK_SIGNATURE_INVALID",
  "RATE_LIMITED",
  "INTERNAL",
  "PDF_BUSY",
  "PDF_UNAVAILABLE",
  "SERVICE_UNAVAILABLE",
] as const;

export type ApiErrorCode = (typeof API_ERROR_CODES)[number];

export function isApiErrorCode(value: unknown): value is ApiErrorCode {
  return (API_ERROR_CODES as readonly unknown[]).includes(value);
}

/** A field problem answered with VALIDATION_FAILED, already in Portuguese. */
export type ApiErrorIssue = { path: string; message: string };
