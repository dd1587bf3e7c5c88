const REDACTED = "[redacted]";
const MAX_DEPTH = 8;
/** Shorter parameters (a number, a flag) are not worth hunting for in texts, and would mangle them. */
const MIN_SECRET_LENGTH = 6;

/**
 * Keys whose values never reach a log, at any depth: query parameters, credentials, cookies, message
 * bodies, and pg's client object (its connection settings and server key ride on some of its errors).
 */
const SECRET_KEYS = new Set(
  [
    "params",
    "parameters",
    "values",
    "password",
    "newPassword",
    "currentPassword",
    "token",
    "sessionToken",
    "accessToken",
    "refreshToken",
    "idToken",
    "secret",
    "cookie",
    "set-cookie",
    "authorization",
    "html",
    "text",
    "client",
    "connectionParameters",
  ].map((key) => key.toLowerCase()),
);

/** Drizzle ends a failed query's message (and so its stack's first lines) with `params: <values>`. */
const PARAMS_LINE = /\n?^params: .*$/gm;

/** better-auth's password-reset callback carries the reset token in its path (request logs show paths). */
const TOKEN_IN_PATH = /(\/reset-password\/)[^/?#\s"]+/g;

type Scrub = (text: string) => string;

/**
 * The arguments of one log call, safe to write: secret keys dropped, errors turned into plain objects
 * without their query parameters, and every value of those parameters blanked wherever else it shows up
 * (PostgreSQL repeats values in messages such as `Key (token)=(…) already exists`).
 */
export function redactLogArgs(args: unknown[]): unknown[] {
  const secrets = new Set<string>();
  collectParameters(args, secrets, 0, new Set());
  const ordered = [...secrets].sort((a, b) => b.length - a.length);
  const scrub: Scrub = (text) => {
    let clean = text;
    for (const secret of ordered) clean = clean.split(secret).join(REDACTED);
    return clean.replace(PARAMS_LINE, "").replace(TOKEN_IN_PATH, `$1${REDACTED}`);
  };
  const [first, ...rest] = args;
  // pino reads a leading error as `{ err }` with its message as the line's message; kept so, redacted.
  const head =
    first instanceof Error
      ? [
          { err: redact(first, scrub, 0, new Set()) },
          ...(typeof rest[0] === "string" ? [] : [scrub(first.message)]),
        ]
      : [redact(first, scrub, 0, new Set())];
  return args.length === 0 ? [] : [...head, ...rest.map((arg) => redact(arg, scrub, 0, new Set()))];
}

function collectParameters(value: unknown, found: Set<string>, depth: number, seen: Set<object>): void {
  if (value === null || typeof value !== "object" || depth > MAX_DEPTH || seen.has(value)) return;
  seen.add(value);
  const entries: [string, unknown][] = Object.entries(value);
  if (value instanceof Error) entries.push(...hiddenErrorFields(value));
  for (const [key, field] of entries) {
    if (SECRET_KEYS.has(key.toLowerCase())) addSecrets(field, found, 0);
    else collectParameters(field, found, depth + 1, seen);
  }
}

function addSecrets(value: unknown, found: Set<string>, depth: number): void {
  if (typeof value === "string" && value.length >= MIN_SECRET_LENGTH) found.add(value);
  else if (value instanceof Date) found.add(value.toString());
  else if (Array.isArray(value) && depth < 2) for (const item of value) addSecrets(item, found, depth + 1);
}

function redact(value: unknown, scrub: Scrub, depth: number, seen: Set<object>): unknown {
  if (typeof value === "string") return scrub(value);
  if (value === null || typeof value !== "object") return value;
  if (value instanceof Date) return value;
  if (seen.has(value)) return "[Circular]";
  if (depth >= MAX_DEPTH) return "[…]";
  if (ArrayBuffer.isView(value)) return `[${value.byteLength} bytes]`;
  seen.add(value);
  try {
    if (Array.isArray(value)) return value.map((item) => redact(item, scrub, depth + 1, seen));
    if (value instanceof Error) return redactError(value, scrub, depth, seen);
    const plain = typeof (value as { toJSON?: unknown }).toJSON === "function" ? toJson(value) : value;
    if (plain !== value) return redact(plain, scrub, depth + 1, seen);
    return redactFields(Object.entries(value), scrub, depth, seen);
  } finally {
    seen.delete(value);
  }
}

function redactError(error: Error, scrub: Scrub, depth: number, seen: Set<object>) {
  const fields: [string, unknown][] = [
    ["type", error.constructor?.name || error.name],
    ["message", error.message],
    ["stack", error.stack],
    ...Object.entries(error).filter(([key]) => !["message", "stack", "cause", "errors"].includes(key)),
    ...hiddenErrorFields(error),
  ];
  return redactFields(fields, scrub, depth, seen);
}

/** What Error keeps out of `Object.entries`: the cause, and the errors of an AggregateError. */
function hiddenErrorFields(error: Error): [string, unknown][] {
  const fields: [string, unknown][] = [];
  if (error.cause !== undefined) fields.push(["cause", error.cause]);
  if (error instanceof AggregateError) fields.push(["errors", error.errors]);
  return fields;
}

function redactFields(fields: [string, unknown][], scrub: Scrub, depth: number, seen: Set<object>) {
  return Object.fromEntries(
    fields.map(([key, field]) => [
      key,
      SECRET_KEYS.has(key.toLowerCase()) ? REDACTED : redact(field, scrub, depth + 1, seen),
    ]),
  );
}

function toJson(value: object): unknown {
  try {
    return (value as { toJSON(): unknown }).toJSON();
  } catch {
    return String(value);
  }
}
