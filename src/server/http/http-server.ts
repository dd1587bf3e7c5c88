import { createServer, type Server } from "node:http";
import { getRequestListener } from "@hono/node-server";
import type { Hono } from "hono";

/** Resolves once the port is bound, so a port already in use is an error the caller sees. */
export function listen(app: Hono, { port, host }: { port: number; host: string }): Promise<Server> {
  const server = createServer(getRequestListener(app.fetch));
  return new Promise((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, host, () => {
      server.off("error", reject);
      resolve(server);
    });
  });
}

/**
 * Stops accepting connections and waits for requests in flight; after `timeoutMs` the stragglers are cut.
 * Idle keep-alive connections are closed as they appear, or they would hold the server open.
 */
export function closeGracefully(server: Server, timeoutMs: number): Promise<void> {
  return new Promise((resolve) => {
    const sweep = setInterval(() => server.closeIdleConnections(), 100);
    const force = setTimeout(() => server.closeAllConnections(), timeoutMs);
    server.close(() => {
      clearInterval(sweep);
      clearTimeout(force);
      resolve();
    });
  });
}
