import type { Hono } from "hono";
import { closeGracefully, listen } from "../http/http-server.ts";

/** Serves `app` on a free local port, the way main.ts does, so tests go through a real socket. */
export async function serveForTest(app: Hono): Promise<{ url: string; close(): Promise<void> }> {
  const server = await listen(app, { port: 0, host: "127.0.0.1" });
  const address = server.address();
  if (!address || typeof address === "string") throw new Error("the test server has no port");
  return { url: `http://127.0.0.1:${address.port}`, close: () => closeGracefully(server, 1_000) };
}
