import { bodyLimit } from "hono/body-limit";
import { AppError } from "./errors.ts";

/** Refuses a body over `maxSize` bytes while it streams in, with our 413 instead of Hono's English one. */
export function limitBody(maxSize: number) {
  return bodyLimit({
    maxSize,
    onError: () => {
      throw new AppError("PAYLOAD_TOO_LARGE");
    },
  });
}
