import { validator } from "hono/validator";
import { z } from "zod";
import { AppError } from "./errors.ts";

// Our schemas carry Portuguese messages; this fills in zod's generic ones (type mismatches) in Portuguese too.
const portuguese = z.locales.ptBR();

/**
 * The one way a route reads a JSON body: `app.post(path, jsonBody(Schema), (c) => c.req.valid("json"))`.
 * A body that is not JSON answers BAD_REQUEST; one that does not fit the schema, VALIDATION_FAILED.
 */
export function jsonBody<Schema extends z.ZodType>(schema: Schema) {
  return validator("json", (value, c): z.output<Schema> => {
    if (!isJson(c.req.header("content-type"))) throw new AppError("BAD_REQUEST");
    return parseOrThrow(schema, value);
  });
}

export function isJson(contentType: string | undefined): boolean {
  return /^application\/([\w.-]+\+)?json\b/i.test(contentType ?? "");
}

/** Parses `value` with `schema`, or throws VALIDATION_FAILED with Portuguese field issues. */
export function parseOrThrow<Schema extends z.ZodType>(schema: Schema, value: unknown): z.output<Schema> {
  const result = schema.safeParse(value, { error: portuguese.localeError });
  if (!result.success) {
    throw new AppError("VALIDATION_FAILED", {
      issues: result.error.issues.map((issue) => ({ path: issue.path.join("."), message: issue.message })),
    });
  }
  return result.data;
}
