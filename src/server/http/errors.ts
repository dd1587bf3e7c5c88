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
  WEAK_PASSWORD: { status: 400, message: "Escolha uma senha mais forte." },
  PASSWORD_TOO_LONG: { status: 400, message: "A senha deve ter no máximo 128 caracteres." },
  INVALID_TOKEN: { status: 400, message: "Link de recuperação inválido ou expirado." },
  INVALID_EMAIL_OR_PASSWORD: { status: 401, message: "E-mail ou senha incorretos" },
  INVALID_PASSWORD: { status: 400, message: "Senha incorreta." },
  UNAUTHORIZED: { status: 401, message: "Você precisa estar logado para continuar." },
  PLAN_REQUIRED: { status: 402, message: "Você precisa de um plano ativo para baixar currículos" },
  FORBIDDEN: { status: 403, message: "Você não tem permissão para fazer isso." },
  ORIGIN_NOT_ALLOWED: {
    status: 403,
    message: "Esta solicitação não veio do Vitae e foi recusada. Recarregue a página e tente novamente.",
  },
  NOT_FOUND: { status: 404, message: "Recurso não encontrado" },
  RESUME_NOT_FOUND: { status: 404, message: "Currículo não encontrado" },
  USER_ALREADY_EXISTS: {
    status: 409,
    message: "Este e-mail já está em uso. Por favor, use outro e-mail ou faça login.",
  },
  RESUME_VERSION_CONFLICT: {
    status: 409,
    message:
      "Este currículo foi alterado em outra aba ou aparelho. Recarregue para ver a versão mais recente ou salve por cima dela.",
  },
  PAYLOAD_TOO_LARGE: { status: 413, message: "O conteúdo enviado é grande demais." },
  RATE_LIMITED: { status: 429, message: "Muitas tentativas. Aguarde alguns minutos e tente novamente." },
  INTERNAL: { status: 500, message: "Ocorreu um erro inesperado. Tente novamente mais tarde." },
  SERVICE_UNAVAILABLE: {
    status: 503,
    message: "O serviço está temporariamente indisponível. Tente novamente em instantes.",
  },
} as const satisfies Record<string, { status: ContentfulStatusCode; message: string }>;

export type ErrorCode = keyof typeof ERRORS;

/** Field problems returned with VALIDATION_FAILED, already in Portuguese. */
export type ErrorIssue = { path: string; message: string };

/**
 * What an error adds to `{ code, message }`: field issues, reasons (WEAK_PASSWORD), a Retry-After, the
 * stored record a stale save lost to (RESUME_VERSION_CONFLICT), so the client can offer to overwrite it.
 */
export type ErrorDetails = {
  issues?: ErrorIssue[];
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

export function errorResponse(c: Context, code: ErrorCode, details: ErrorDetails = {}): Response {
  const { status, message } = ERRORS[code];
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
      return errorResponse(c, error.code, error.details);
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
