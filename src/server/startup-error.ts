/**
 * A problem the operator can fix (bad setting, folder in use, missing build). main.ts prints its message
 * as is and exits 1; a stack trace would only bury the advice.
 */
export class StartupError extends Error {
  override name = "StartupError";
}
