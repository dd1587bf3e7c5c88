import type { Context, ErrorHandler, NotFoundHandler } from "hono";
import { HTTPException } from "hono/http-exception";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import type { ApiErrorCode, ApiErrorIssue } from "#core/api/error-codes.ts";
import { API_ERRORS } from "#core/api/error-messages.ts";
import { DATABASE_RETRY_AFTER_SECONDS, isDatabaseUnavailable } from "../db/database-unavailable.ts";
import type { Logger } from "../logger.ts";

/** The HTTP status of every API error code; the code's Portuguese text is in core's API_ERRORS. */
const STATUS = {
  BAD_REQUEST: 400,
  VALIDATION_FAILED: 400,
  WEAK_PASSWORD: 400,
  PASSWORD_TOO_LONG: 400,
  INVALID_TOKEN: 400,
  INVALID_VERIFICATION_LINK: 400,
  EMAIL_ALREADY_VERIFIED: 409,
  INVALID_EMAIL_OR_PASSWORD: 401,
  INVALID_PASSWORD: 400,
  UNAUTHORIZED: 401,
  PLAN_REQUIRED: 402,
  ANALYSIS_PLAN_REQUIRED: 402,
  FORBIDDEN: 403,
  ORIGIN_NOT_ALLOWED: 403,
  NOT_FOUND: 404,
  RESUME_NOT_FOUND: 404,
  USER_ALREADY_EXISTS: 409,
  RESUME_VERSION_CONFLICT: 409,
  PAYLOAD_TOO_LARGE: 413,
  // Resume uploads (issue 7).
  UPLOAD_EMPTY: 400,
  UPLOAD_TOO_LARGE: 413,
  UPLOAD_UNSUPPORTED_TYPE: 415,
  UPLOAD_DOC_NOT_SUPPORTED: 415,
  UPLOAD_ENCRYPTED: 422,
  UPLOAD_NO_TEXT: 422,
  UPLOAD_TOO_MANY_PAGES: 422,
  UPLOAD_UNREADABLE: 422,
  UPLOAD_TIMEOUT: 422,
  DRAFT_NOT_FOUND: 404,
  // Payments (issue 6).
  PAYMENT_SESSION_NOT_FOUND: 404,
  PAYMENT_SESSION_CLOSED: 409,
  PAYMENT_PROVIDER_UNAVAILABLE: 502,
  WEBHOOK_SIGNATURE_INVALID: 400,
  RATE_LIMITED: 429,
  INTERNAL: 500,
  PDF_BUSY: 503,
  PDF_UNAVAILABLE: 503,
  SERVICE_UNAVAILABLE: 503,
} as const satisfies Record<ApiErrorCode, ContentfulStatusCode>;

export type ErrorCode = ApiErrorCode;

/**
 * What an error adds to `{ code, message }`: field issues, reasons (WEAK_PASSWORD), a Retry-After, the
 * stored record a stale save lost to (RESUME_VERSION_CONFLICT), so the client can offer to overwrite it.
 */
export type ErrorDetails = {
  issues?: ApiErrorIssue[];
  reasons?: string[];
  retryAfterSeconds?: number;
  current?: unknown;
};

/** Throw from a route or service; the error handler turns it into the JSON answer for `code`. */
export class AppError extends Error {
  override name = "AppError";
  readonly details: ErrorDetails;

  constructor(
    readonly code: ErrorCode,
    { cause, ...details }: { cause?: unknown } & ErrorDetails = {},
  ) {
    super(code, { cause });
    this.details = details;
  }
}

/** The HTTP status a code is answered with (the API document lists them too). */
export const errorStatus = (code: ErrorCode): number => STATUS[code];

export function errorResponse(c: Context, code: ErrorCode, details: ErrorDetails = {}): Response {
  const status = STATUS[code];
  const message = API_ERRORS[code];
  const { issues, reasons, retryAfterSeconds, current } = details;
  if (retryAfterSeconds !== undefined) c.header("Retry-After", String(Math.max(1, retryAfterSeconds)));
  return c.json(
    {
      code,
      message,
      ...(issues ? { issues } : {}),
      ...(reasons ? { reasons } : {}),
      ...(current !== undefined ? { current } : {}),
    },
    status,
  );
}

// The code of an answer known only by its status: a library's exception (malformed JSON, body limits) or a
// better-auth error we have no translation for. Its English text is never passed on.
const CODE_FOR_STATUS: Partial<Record<number, ErrorCode>> = {
  401: "UNAUTHORIZED",
  403: "FORBIDDEN",
  404: "NOT_FOUND",
  413: "PAYLOAD_TOO_LARGE",
  429: "RATE_LIMITED",
};

export function codeForStatus(status: number): ErrorCode {
  if (status >= 500) return "INTERNAL";
  return CODE_FOR_STATUS[status] ?? "BAD_REQUEST";
}

export function errorHandler(logger: Logger): ErrorHandler {
  return (error, c) => {
    if (error instanceof AppError) {
      if (STATUS[error.code] >= 500)
        logger.error({ err: error.cause ?? error, code: error.code }, "request failed");
      return errorResponse(c, error.code, error.details);
    }
    if (error instanceof HTTPException && error.status < 500) {
      logger.info({ status: error.status, reason: error.message }, "request rejected");
      return errorResponse(c, codeForStatus(error.status));
    }
    const where = { method: c.req.method, path: c.req.path };
    // An outage is not a bug: the client is told to come back, and the next request reconnects.
    if (isDatabaseUnavailable(error)) {
      logger.error({ err: error, ...where }, "database unavailable");
      return errorResponse(c, "SERVICE_UNAVAILABLE", { retryAfterSeconds: DATABASE_RETRY_AFTER_SECONDS });
    }
    logger.error({ err: error, ...where }, "unexpected error");
    return errorResponse(c, "INTERNAL");
  };
}

export const notFoundHandler: NotFoundHandler = (c) => errorResponse(c, "NOT_FOUND");
