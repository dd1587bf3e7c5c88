import { getConnInfo } from "@hono/node-server/conninfo";
import type { Context } from "hono";

/**
 * The client's address for rate limits. Only the header the operator named in TRUSTED_PROXY_HEADER is
 * believed, because any client can send X-Forwarded-For itself; of a list, the last entry is the one the
 * trusted proxy appended. Without the setting, the socket's address.
 */
export function clientAddress(c: Context, trustedProxyHeader: string | undefined): string {
  if (trustedProxyHeader) {
    const last = c.req.header(trustedProxyHeader)?.split(",").at(-1)?.trim();
    if (last) return last;
  }
  try {
    return getConnInfo(c).remote.address ?? "unknown";
  } catch {
    // Requests made with app.request() in tests have no socket.
    return "unknown";
  }
}

/** The rate-limit key `<name>:ip:<client address>`: one counter per client address for each limit. */
export const byClientAddress =
  (name: string, trustedProxyHeader: string | undefined) =>
  (c: Context): string =>
    `${name}:ip:${clientAddress(c, trustedProxyHeader)}`;
