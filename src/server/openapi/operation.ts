import { z } from "zod";
import { API_ERROR_CODES, type ApiErrorCode } from "#core/api/error-codes.ts";
import { errorStatus } from "../http/errors.ts";

/**
 * One documented API operation: its request body and answers as the same zod schemas the routes and the web
 * client use, each with an example that the tests validate against that schema.
 */
export type Operation = {
  method: "get" | "post" | "put" | "delete";
  /** As Hono registers it (`/api/resumes/:id`); the document writes `{id}`. */
  path: string;
  tag: string;
  summary: string;
  description?: string;
  /** Needs the session cookie. */
  signedIn?: boolean;
  /** Query parameters, by name, with what each means. */
  query?: Record<string, string>;
  /** A raw upload instead of JSON: the media types accepted. */
  upload?: string[];
  body?: Example;
  /** Answers other than errors, by status. */
  answers: Record<number, Answer>;
  /** The error codes this operation may answer; their statuses come from the one status table. */
  errors?: ApiErrorCode[];
};

export type Example = { schema: z.ZodType; example: unknown };

export type Answer = {
  description: string;
  /** JSON answers; absent for an empty answer. */
  json?: Example;
  /** A file answer's media type, e.g. application/pdf. */
  file?: string;
};

export const json = (schema: z.ZodType, example: unknown): Example => ({ schema, example });

/** The body of every error answer. */
export const ApiErrorSchema = z.object({
  code: z.enum(API_ERROR_CODES),
  message: z.string(),
  issues: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
  reasons: z.array(z.string()).optional(),
  current: z.unknown().optional(),
});

/** The error codes of an operation grouped by the status they are answered with. */
export function errorsByStatus(codes: ApiErrorCode[]): Map<number, ApiErrorCode[]> {
  const grouped = new Map<number, ApiErrorCode[]>();
  for (const code of codes) {
    const status = errorStatus(code);
    grouped.set(status, [...(grouped.get(status) ?? []), code]);
  }
  return grouped;
}
