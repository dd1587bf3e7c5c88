/**
 * Characters XML 1.0 forbids (most control characters, lone surrogates, U+FFFE/U+FFFF). Pasted text can
 * carry them; a DOCX holding one is a corrupt file Word refuses to open, so they are dropped before writing.
 */
const XML_INVALID =
  // biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is the point
  /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

export function xmlSafeText(text: string): string {
  return text.replace(XML_INVALID, "");
}

/** The same value with every string in it made XML-safe (objects and arrays copied, other values kept). */
export function xmlSafe<T>(value: T): T {
  if (typeof value === "string") return xmlSafeText(value) as T;
  if (Array.isArray(value)) return value.map(xmlSafe) as T;
  if (value !== null && typeof value === "object") {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, xmlSafe(item)])) as T;
  }
  return value;
}
