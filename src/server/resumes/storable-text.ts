import type { z } from "zod";

// PostgreSQL stores neither NUL nor half of a surrogate pair (jsonb refuses them, text mangles them), so a
// body holding one would fail deep in the database; it is refused up front with a message instead.
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
const isUnstorable = (text: string) => text.includes("\u0000") || LONE_SURROGATE.test(text);

const UNSTORABLE_TEXT_MESSAGE = "O texto contém caracteres que não podem ser salvos.";

/** Adds an issue at every string (keys included) that PostgreSQL could not store as sent. */
export function refuseUnstorableText(value: unknown, ctx: z.RefinementCtx, path: PropertyKey[] = []): void {
  if (typeof value === "string") {
    if (isUnstorable(value)) ctx.addIssue({ code: "custom", message: UNSTORABLE_TEXT_MESSAGE, path });
  } else if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) refuseUnstorableText(item, ctx, [...path, index]);
  } else if (value !== null && typeof value === "object") {
    for (const [key, item] of Object.entries(value)) {
      if (isUnstorable(key)) ctx.addIssue({ code: "custom", message: UNSTORABLE_TEXT_MESSAGE, path });
      refuseUnstorableText(item, ctx, [...path, key]);
    }
  }
}
