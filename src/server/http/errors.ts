import type { Context, ErrorHandler, NotFoundHandler } from "hono";
import { HTTPException } from "hono/http-exception";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import type { Logger } from "../logger.ts";

/** Every error the API answers with: its HTTP status and the Portuguese text a user may see. */
const ERRORS = {
  BAD_REQUEST: {
    status: 400,
    message: "Não foi possível ler os dados enviados. Verifique o formato e tente novamente.",
  },
  VALIDATION_FAILED: {
    status: 400,
    message: "Alguns dados enviados são inválidos. Verifique e tente novamente.",
  },
  UNAUTHORIZED: { status: 401, message: "Faça login para continuar." },
  FORBIDDEN: { status: 403, message: "Você não tem permissão para fazer isso." },
  NOT_FOUND: { status: 404, message: "Recurso não encontrado" },
  PAYLOAD_TOO_LARGE: { status: 413, message: "O conteúdo enviado é grande demais." },
  INTERNAL: { status: 500, message: "Ocorreu um erro inesperado. Tente novamente mais tarde." },
  SERVICE_UNAVAILABLE: {
    status: 503,
    message: "O serviço está temporariamente indisponível. Tente novamente em instantes.",
  },
} as const satisfies Record<string, { status: ContentfulStatusCode; message: string }>;

export type ErrorCode = keyof typeof ERRORS;

/** Field problems returned with VALIDATION_FAILED, already in Portuguese. */
export type ErrorIssue = { path: string; message: string };

/** Throw from a route or service; the error handler turns it into the JSON answer for `code`. */
export class AppError extends Error {
  override name = "AppError";
  readonly issues: ErrorIssue[] | undefined;

  constructor(
    readonly code: ErrorCode,
    options: { cause?: unknown; issues?: ErrorIssue[] } = {},
  ) {
    super(code, { cause: options.cause });
    this.issues = options.issues;
  }
}

export function errorResponse(c: Context, code: ErrorCode, issues?: ErrorIssue[]): Response {
  const { status, message } = ERRORS[code];
  return c.json({ code, message, ...(issues ? { issues } : {}) }, status);
}

/** Library exceptions (malformed JSON, body limits) carry English text; only their status is kept. */
function codeForStatus(status: number): ErrorCode {
  if (status >= 500) return "INTERNAL";
  const match = Object.entries(ERRORS).find(([, error]) => error.status === status);
  return (match?.[0] as ErrorCode | undefined) ?? "BAD_REQUEST";
}

export function errorHandler(logger: Logger): ErrorHandler {
  return (error, c) => {
    if (error instanceof AppError) {
      if (ERRORS[error.code].status >= 500)
        logger.error({ err: error.cause ?? error, code: error.code }, "request failed");
      return errorResponse(c, error.code, error.issues);
    }
    if (error instanceof HTTPException && error.status < 500) {
      logger.info({ status: error.status, reason: error.message }, "request rejected");
      return errorResponse(c, codeForStatus(error.status));
    }
    logger.error({ err: error, method: c.req.method, path: c.req.path }, "unexpected error");
    return errorResponse(c, "INTERNAL");
  };
}

export const notFoundHandler: NotFoundHandler = (c) => errorResponse(c, "NOT_FOUND");
