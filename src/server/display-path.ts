import { relative } from "node:path";

/** Paths inside the working folder read better relative, the way the operator configured them. */
export function displayPath(path: string): string {
  const rel = relative(process.cwd(), path);
  return rel && !rel.startsWith("..") ? rel : path;
}
