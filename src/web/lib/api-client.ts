/**
 * The one HTTP client of the web app: JSON in and out, cookies of our own origin, and every failure turned
 * into an ApiError with a stable code, so pages map codes to Portuguese text instead of showing raw errors.
 */

export class ApiError extends Error {
  constructor(
    readonly code: string,
    message: string,
    readonly status: number,
    /** The rest of the error body (e.g. a list of reasons), for callers that know the code. */
    readonly body: Record<string, unknown> = {},
  ) {
    super(message);
    this.name = "ApiError";
  }
}

/** Network failures (offline, server down) get this code; nothing was answered. */
export const NETWORK_ERROR = "NETWORK_ERROR";

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
    throw new ApiError(NETWORK_ERROR, "Sem conexão com o servidor.", 0);
  }
  const text = await response.text();
  let data: unknown = null;
  try {
    data = text ? JSON.parse(text) : null;
  } catch {
    data = null;
  }
  if (response.ok) return data as T;
  const fields = isRecord(data) ? data : {};
  const code = typeof fields.code === "string" ? fields.code : `HTTP_${response.status}`;
  const message = typeof fields.message === "string" ? fields.message : "";
  throw new ApiError(code, message, response.status, fields);
}

/** A file answered by our server (a resume download): its bytes and the name the server gave it. */
export type DownloadedFile = { blob: Blob; fileName: string | null };

/** Fetches a file from our server; failures become the same ApiError as apiRequest's. */
export async function apiDownload(path: string): Promise<DownloadedFile> {
  let response: Response;
  try {
    response = await fetch(path, { credentials: "same-origin" });
  } catch {
    throw new ApiError(NETWORK_ERROR, "Sem conexão com o servidor.", 0);
  }
  if (response.ok) {
    return { blob: await response.blob(), fileName: fileNameOf(response.headers.get("content-disposition")) };
  }
  let fields: Record<string, unknown> = {};
  try {
    const data: unknown = JSON.parse(await response.text());
    if (isRecord(data)) fields = data;
  } catch {
    // Not JSON (a proxy's page): only the status is known.
  }
  const code = typeof fields.code === "string" ? fields.code : `HTTP_${response.status}`;
  const message = typeof fields.message === "string" ? fields.message : "";
  throw new ApiError(code, message, response.status, fields);
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
