/**
 * The one HTTP client of the web app: JSON in and out, cookies of our own origin, and every failure turned
 * into an ApiError with a stable code, so pages map codes to Portuguese text instead of showing raw errors.
 */
import { type ApiErrorCode, isApiErrorCode } from "#core/api/error-codes.ts";

/** Network failures (offline, server down) get this code; nothing was answered. */
export const NETWORK_ERROR = "NETWORK_ERROR";

/** An answer that is not one of ours (a proxy's error page, a body that cannot be read); its status is kept. */
export const UNEXPECTED_ANSWER = "UNEXPECTED_ANSWER";

/** The server's error codes, and the two the client gives when there is no answer of ours to read. */
export type ClientErrorCode = ApiErrorCode | typeof NETWORK_ERROR | typeof UNEXPECTED_ANSWER;

export class ApiError extends Error {
  constructor(
    readonly code: ClientErrorCode,
    message: string,
    readonly status: number,
    /** The rest of the error body (e.g. a list of reasons), for callers that know the code. */
    readonly body: Record<string, unknown> = {},
  ) {
    super(message);
    this.name = "ApiError";
  }
}

export const networkError = () => new ApiError(NETWORK_ERROR, "Sem conexão com o servidor.", 0);

type RequestOptions = { method?: "GET" | "POST" | "PUT" | "PATCH" | "DELETE"; body?: unknown };

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** Calls `path` on our server and resolves with the parsed JSON body (null when empty). */
export async function apiRequest<T>(path: string, { method = "GET", body }: RequestOptions = {}): Promise<T> {
  let response: Response;
  try {
    response = await fetch(path, {
      method,
      credentials: "same-origin",
      headers: body === undefined ? { accept: "application/json" } : { "content-type": "application/json" },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  } catch {
    throw networkError();
  }
  const data = parseJson(await response.text());
  if (response.ok) return data as T;
  throw errorOfAnswer(response.status, data);
}

/** A body's JSON, or null when it is empty or not JSON (a proxy's page). */
export function parseJson(text: string): unknown {
  try {
    return text ? JSON.parse(text) : null;
  } catch {
    return null;
  }
}

/**
 * The ApiError for a failed answer's parsed body `{ code, message, ...details }`. A code the server does
 * not have means the answer is not ours, and its text (say, a proxy's English) is not shown to anyone.
 */
export function errorOfAnswer(status: number, data: unknown): ApiError {
  const fields = isRecord(data) ? data : {};
  if (!isApiErrorCode(fields.code)) return new ApiError(UNEXPECTED_ANSWER, "", status, fields);
  const message = typeof fields.message === "string" ? fields.message : "";
  return new ApiError(fields.code, message, status, fields);
}

/** A file answered by our server (a resume download): its bytes and the name the server gave it. */
export type DownloadedFile = { blob: Blob; fileName: string | null };

/** How long a download keeps waiting while the server says it is busy, before it gives up and says so. */
export const BUSY_WAIT_MAX_MS = 30_000;

type DownloadWaits = { sleep?: (ms: number) => Promise<void>; random?: () => number };

/**
 * Fetches a file from our server; failures become the same ApiError as apiRequest's. While the server is busy
 * (503 with Retry-After, as PDF_BUSY answers in a rush of downloads) it waits as told and asks again, for at
 * most BUSY_WAIT_MAX_MS, so the person keeps seeing 'Gerando PDF...' instead of an error. Each wait gets a
 * little random extra so that a crowd told the same Retry-After does not come back all at once.
 */
export async function apiDownload(
  path: string,
  { sleep = wait, random = Math.random }: DownloadWaits = {},
): Promise<DownloadedFile> {
  let waited = 0;
  for (;;) {
    let response: Response;
    try {
      response = await fetch(path, { credentials: "same-origin" });
    } catch {
      throw networkError();
    }
    if (response.ok) {
      return {
        blob: await response.blob(),
        fileName: fileNameOf(response.headers.get("content-disposition")),
      };
    }
    const error = errorOfAnswer(response.status, parseJson(await response.text()));
    const delay = busyDelayMs(response, random);
    if (delay === null || waited + delay > BUSY_WAIT_MAX_MS) throw error;
    await sleep(delay);
    waited += delay;
  }
}

/** The wait a busy answer asks for (its Retry-After, 1-10 s, plus up to half of it at random), else null. */
function busyDelayMs(response: Response, random: () => number): number | null {
  const seconds = Number(response.headers.get("retry-after"));
  if (response.status !== 503 || !Number.isFinite(seconds) || seconds <= 0) return null;
  const base = Math.min(10, Math.max(1, seconds)) * 1000;
  return Math.round(base * (1 + random() / 2));
}

function wait(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

/** The UTF-8 `filename*` of a Content-Disposition header, else its plain `filename`. */
export function fileNameOf(header: string | null): string | null {
  if (!header) return null;
  const extended = /filename\*=UTF-8''([^;]+)/i.exec(header)?.[1];
  if (extended) {
    try {
      return decodeURIComponent(extended);
    } catch {
      // Fall back to the plain name.
    }
  }
  return /filename="([^"]*)"/i.exec(header)?.[1] ?? null;
}
