import type { Context, ErrorHandler, NotFoundHandler } from "hono";
import { HTTPException } from "hono/http-exception";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import { DATABASE_RETRY_AFTER_SECONDS, isDatabaseUnavailable } from "../db/database-unavailable.ts";
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
  INVALID_VERIFICATION_LINK: {
    status: 400,
    message: "Link de confirmação inválido, expirado ou já usado. Peça um novo e-mail de confirmação.",
  },
  EMAIL_ALREADY_VERIFIED: { status: 409, message: "Seu e-mail já está confirmado." },
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
  // Resume uploads (issue 7): each bad file gets a message saying what to do next.
  UPLOAD_EMPTY: { status: 400, message: "O arquivo enviado está vazio. Escolha outro arquivo PDF ou DOCX." },
  UPLOAD_TOO_LARGE: { status: 413, message: "O tamanho do arquivo excede o limite de 5MB." },
  UPLOAD_UNSUPPORTED_TYPE: { status: 415, message: "Apenas arquivos PDF ou DOCX são permitidos." },
  UPLOAD_DOC_NOT_SUPPORTED: {
    status: 415,
    message:
      "Arquivos .doc (Word 97-2003) não são aceitos. Abra o arquivo no Word, use “Salvar como” para gerar um PDF ou DOCX e envie novamente.",
  },
  UPLOAD_ENCRYPTED: {
    status: 422,
    message:
      "Este PDF está protegido por senha. Salve uma cópia sem senha e envie novamente, ou preencha os dados manualmente.",
  },
  UPLOAD_NO_TEXT: {
    status: 422,
    message:
      "Não encontramos texto neste arquivo: ele parece ser uma imagem ou digitalização. Envie um PDF com texto selecionável ou preencha os dados manualmente.",
  },
  UPLOAD_TOO_MANY_PAGES: {
    status: 422,
    message:
      "O arquivo tem páginas demais para um currículo (máximo de 10). Envie uma versão mais curta ou preencha os dados manualmente.",
  },
  UPLOAD_UNREADABLE: {
    status: 422,
    message:
      "Não foi possível processar o arquivo. Por favor, tente novamente ou preencha os dados manualmente.",
  },
  UPLOAD_TIMEOUT: {
    status: 422,
    message:
      "A leitura do arquivo demorou demais. Envie uma versão mais simples do arquivo ou preencha os dados manualmente.",
  },
  DRAFT_NOT_FOUND: { status: 404, message: "Não foi possível carregar os dados do rascunho." },
  // Payments (issue 6).
  PAYMENT_SESSION_NOT_FOUND: {
    status: 404,
    message: "Pagamento não encontrado. Confira o link ou inicie um novo pagamento.",
  },
  PAYMENT_SESSION_CLOSED: {
    status: 409,
    message: "Este pagamento expirou ou foi recusado. Inicie um novo pagamento.",
  },
  PAYMENT_PROVIDER_UNAVAILABLE: {
    status: 502,
    message: "O serviço de pagamento não respondeu. Tente novamente em instantes.",
  },
  WEBHOOK_SIGNATURE_INVALID: { status: 400, message: "Assinatura do aviso de pagamento inválida." },
  RATE_LIMITED: { status: 429, message: "Muitas tentativas. Aguarde alguns minutos e tente novamente." },
  INTERNAL: { status: 500, message: "Ocorreu um erro inesperado. Tente novamente mais tarde." },
  PDF_BUSY: {
    status: 503,
    message: "Muitos PDFs sendo gerados agora. Aguarde alguns segundos e tente novamente.",
  },
  PDF_UNAVAILABLE: {
    status: 503,
    message: "Não foi possível gerar o PDF agora. Tente novamente em instantes.",
  },
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
