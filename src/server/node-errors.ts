/** The `code` of a Node or driver error (ENOENT, EADDRINUSE, a PostgreSQL SQLSTATE), if it has one. */
export function errorCode(error: unknown): string | undefined {
  return error instanceof Error && "code" in error && error.code !== undefined
    ? String(error.code)
    : undefined;
}
