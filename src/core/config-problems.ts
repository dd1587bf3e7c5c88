import type { z } from "zod";

/**
 * The environment variables `names` as a schema reads them: an empty variable counts as unset, as it does in
 * most .env files.
 */
export function envInput(names: readonly string[], env: Record<string, string | undefined>) {
  return Object.fromEntries(names.map((name) => [name, env[name] === "" ? undefined : env[name]]));
}

/**
 * One operator-readable line per bad variable, such as 'Invalid configuration: PORT must be … (got "x")'.
 * The value of a variable in `secrets` may carry a password, so it is never repeated.
 */
export function configProblems(
  error: z.ZodError,
  input: Record<string, unknown>,
  secrets: ReadonlySet<string> = new Set(),
): string[] {
  return error.issues.map((issue) => {
    const name = String(issue.path[0]);
    const got = secrets.has(name) ? "" : ` (got ${JSON.stringify(input[name])})`;
    return `Invalid configuration: ${name} ${issue.message}${got}`;
  });
}
