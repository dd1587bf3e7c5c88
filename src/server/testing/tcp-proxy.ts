import { createServer, type Server, Socket } from "node:net";

export type TcpProxy = {
  /** The proxy's port on 127.0.0.1. */
  port: number;
  /** The database goes away: open connections are dropped and new ones refused (nothing listens). */
  cut(): Promise<void>;
  /** The database is back, on the same port. */
  restore(): Promise<void>;
  close(): Promise<void>;
};

/** A TCP relay to `target` that a test can cut and restore, as a network or server outage would. */
export async function startTcpProxy(target: { host: string; port: number }): Promise<TcpProxy> {
  const sockets = new Set<Socket>();
  const relay = (client: Socket) => {
    const upstream = new Socket();
    for (const socket of [client, upstream]) {
      sockets.add(socket);
      socket.on("close", () => sockets.delete(socket));
      // A reset on one side ends the other; the error itself is the point of the test, not a failure.
      socket.on("error", () => {});
    }
    upstream.connect(target.port, target.host);
    client.pipe(upstream).pipe(client);
    client.on("close", () => upstream.destroy());
    upstream.on("close", () => client.destroy());
  };
  let server: Server | undefined;
  const listen = (port: number) =>
    new Promise<number>((resolve, reject) => {
      const next = createServer(relay);
      next.once("error", reject);
      next.listen(port, "127.0.0.1", () => {
        server = next;
        const address = next.address();
        resolve(typeof address === "object" && address ? address.port : port);
      });
    });
  const stop = async () => {
    const closing = server;
    server = undefined;
    for (const socket of sockets) socket.destroy();
    if (closing) await new Promise<void>((resolve) => closing.close(() => resolve()));
  };
  const port = await listen(0);
  return {
    port,
    cut: stop,
    restore: async () => {
      if (!server) await listen(port);
    },
    close: stop,
  };
}
