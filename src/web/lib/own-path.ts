/**
 * The one check on a page to go back to, wherever it comes from (navigation state, browser storage): only
 * paths of this site, so a crafted value cannot send anyone to another origin. '//host' and '/\host' are
 * other hosts to a browser, and so is a path with a tab or line break in it, which browsers drop.
 */
export function isOwnPath(path: unknown): path is string {
  return (
    typeof path === "string" &&
    path.startsWith("/") &&
    !path.startsWith("//") &&
    !path.startsWith("/\\") &&
    // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what this refuses
    !/[\u0000-\u001f\u007f]/.test(path)
  );
}

/** The page a screen was opened from, passed as navigation state 'from', when it is one of ours. */
export function stateOrigin(state: unknown): string | null {
  const from = (state as { from?: unknown } | null)?.from;
  return isOwnPath(from) ? from : null;
}
