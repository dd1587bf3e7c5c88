import type { Context } from "hono";
import type { z } from "zod";
import type { Database } from "../db/database.ts";
import { DATABASE_RETRY_AFTER_SECONDS, databaseAnswers } from "../db/database-unavailable.ts";
import { AppError, codeForStatus, type ErrorCode, errorResponse } from "../http/errors.ts";
import { isJson, parseOrThrow } from "../http/validate.ts";

/** The client address we resolved, handed to better-auth for its session list; a client's own is replaced. */
export const CLIENT_ADDRESS_HEADER = "x-vitae-client-address";

/** Reads and validates a JSON body here; the parsed value is what gets forwarded to better-auth. */
export async function readJsonBody<Schema extends z.ZodType>(
  c: Context,
  schema: Schema,
): Promise<z.output<Schema>> {
  if (!isJson(c.req.header("content-type"))) throw new AppError("BAD_REQUEST");
  const text = await c.req.text();
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw new AppError("BAD_REQUEST");
  }
  return parseOrThrow(schema, value);
}

/** A copy of the request for better-auth, with our client address and (when read already) the body. */
export function authRequest(c: Context, address: string, bodyText?: string): Request {
  const headers = new Headers(c.req.raw.headers);
  headers.set(CLIENT_ADDRESS_HEADER, address);
  const hasBody = !["GET", "HEAD"].includes(c.req.method);
  return new Request(c.req.raw.url, {
    method: c.req.method,
    headers,
    body: hasBody ? (bodyText ?? c.req.raw.body) : undefined,
    // Node's fetch needs this to forward a streamed body.
    ...(hasBody && bodyText === undefined ? { duplex: "half" } : {}),
  } as RequestInit);
}

// better-auth's error codes, as the codes our client knows; the rest become a generic answer by status.
const TRANSLATED: Record<string, ErrorCode> = {
  USER_ALREADY_EXISTS: "USER_ALREADY_EXISTS",
  USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL: "USER_ALREADY_EXISTS",
  INVALID_EMAIL_OR_PASSWORD: "INVALID_EMAIL_OR_PASSWORD",
  INVALID_TOKEN: "INVALID_TOKEN",
  TOKEN_EXPIRED: "INVALID_TOKEN",
  PASSWORD_TOO_SHORT: "WEAK_PASSWORD",
  PASSWORD_TOO_LONG: "PASSWORD_TOO_LONG",
  INVALID_EMAIL: "VALIDATION_FAILED",
  VALIDATION_ERROR: "VALIDATION_FAILED",
  MISSING_FIELD: "VALIDATION_FAILED",
  BODY_MUST_BE_AN_OBJECT: "VALIDATION_FAILED",
  FIELD_NOT_ALLOWED: "VALIDATION_FAILED",
  INVALID_ORIGIN: "ORIGIN_NOT_ALLOWED",
  MISSING_OR_NULL_ORIGIN: "ORIGIN_NOT_ALLOWED",
  INVALID_CALLBACK_URL: "ORIGIN_NOT_ALLOWED",
  INVALID_REDIRECT_URL: "ORIGIN_NOT_ALLOWED",
  CROSS_SITE_NAVIGATION_LOGIN_BLOCKED: "ORIGIN_NOT_ALLOWED",
  SESSION_EXPIRED: "UNAUTHORIZED",
  EMAIL_ALREADY_VERIFIED: "EMAIL_ALREADY_VERIFIED",
};

/** Every `token` field, at any depth: better-auth puts session tokens in sign-up, sign-in and session answers. */
function withoutTokens(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutTokens);
  if (value === null || typeof value !== "object") return value;
  return Object.fromEntries(
    Object.entries(value)
      .filter(([key]) => key !== "token")
      .map(([key, field]) => [key, withoutTokens(field)]),
  );
}

/**
 * A JSON answer of better-auth's, changed by `change`; its headers (the session cookie) kept. An answer
 * without a body (a redirect labelled JSON) is passed on as it is.
 */
export async function rewriteJson(response: Response, change: (body: unknown) => unknown): Promise<Response> {
  const headers = new Headers(response.headers);
  headers.delete("content-length");
  const text = await response.text();
  const body = text ? JSON.stringify(change(JSON.parse(text))) : null;
  return new Response(body, { status: response.status, headers });
}

/**
 * better-auth answers errors in English; the client gets our code and Portuguese text instead. A session
 * token is only ever in the HttpOnly cookie: no script may read it from a body.
 */
export async function translateAuthResponse(c: Context, response: Response, db: Database): Promise<Response> {
  if (response.status < 400) {
    const json = response.headers.get("content-type")?.includes("application/json");
    return json ? rewriteJson(response, withoutTokens) : response;
  }
  const body = (await response.json().catch(() => ({}))) as { code?: unknown };
  const code = (typeof body.code === "string" && TRANSLATED[body.code]) || codeForStatus(response.status);
  // better-auth answers a failed query of its own with a bare 500 and keeps the cause: when the database
  // does not answer us either, that is an outage (503, come back later), not a bug.
  if (code === "INTERNAL" && !(await databaseAnswers(db)))
    return errorResponse(c, "SERVICE_UNAVAILABLE", { retryAfterSeconds: DATABASE_RETRY_AFTER_SECONDS });
  return errorResponse(c, code);
}
