// PostgreSQL's jsonb refuses NUL and half surrogate pairs, which broken PDFs do produce: text read from a
// file is cleaned before it is stored, rather than failing the whole import.
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;
const NUL = String.fromCharCode(0);

/** `value` with every string (at any depth) stripped of characters the database cannot store. */
export function storable<T>(value: T): T {
  if (typeof value === "string") return value.replaceAll(NUL, "").replace(LONE_SURROGATE, "") as T;
  if (Array.isArray(value)) return value.map(storable) as T;
  if (value !== null && typeof value === "object") {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, storable(item)])) as T;
  }
  return value;
}
