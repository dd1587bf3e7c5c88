import {
  createServer,
  type IncomingHttpHeaders,
  type IncomingMessage,
  request,
  type ServerResponse,
} from "node:http";
import type { AddressInfo } from "node:net";

export type Instance = { name: string; url: string };
/** One answered request: which instance answered it, and what it was. */
export type Served = { instance: string; method: string; path: string; status: number };

export type RoundRobinProxy = {
  url: string;
  /** The instances to balance over, in turn; set once they run (they need the proxy's URL first). */
  balance(instances: Instance[]): void;
  /** Every answered request, in order. */
  served: Served[];
  /** Connections refused per instance (each then retried on the next one). */
  refused: Record<string, number>;
  close(): Promise<void>;
};

/** The header naming the instance that answered, so a test can tell where one request of its own went. */
export const SERVED_BY_HEADER = "x-served-by";

// Meaningful for one connection only: never forwarded (RFC 9110 §7.6.1).
const HOP_BY_HOP = ["connection", "keep-alive", "proxy-connection", "transfer-encoding", "upgrade", "te"];

function endToEnd(headers: IncomingHttpHeaders): IncomingHttpHeaders {
  const copy = { ...headers };
  for (const name of HOP_BY_HOP) delete copy[name];
  return copy;
}

/**
 * A load balancer as small as a test needs: each request goes to the next instance in turn, its body and
 * the answer streamed through; an instance that refuses the connection (stopped, crashed) is skipped for
 * the next, as a balancer's health check would. The client's address is appended to X-Forwarded-For, the
 * header the instances are told to trust.
 */
export async function startRoundRobinProxy(): Promise<RoundRobinProxy> {
  let instances: Instance[] = [];
  let turn = 0;
  const served: Served[] = [];
  const refused: Record<string, number> = {};

  /** The next instance in turn, passing over those that already refused this request. */
  function nextInstance(refusedThis: Set<string>): Instance | undefined {
    for (let i = 0; i < instances.length; i++) {
      const instance = instances[turn++ % instances.length];
      if (instance && !refusedThis.has(instance.name)) return instance;
    }
    return undefined;
  }

  function forward(incoming: IncomingMessage, answer: ServerResponse, refusedThis: Set<string>): void {
    const instance = nextInstance(refusedThis);
    if (!instance) {
      answer.writeHead(502).end();
      return;
    }
    const target = new URL(instance.url);
    const forwardedFor = [incoming.headers["x-forwarded-for"], incoming.socket.remoteAddress]
      .filter(Boolean)
      .join(", ");
    // A new connection per request, so a dead instance shows as a refused connection, never a stale socket.
    const upstream = request({
      host: target.hostname,
      port: target.port,
      method: incoming.method,
      path: incoming.url,
      headers: { ...endToEnd(incoming.headers), "x-forwarded-for": forwardedFor },
      agent: false,
    });
    // The body is sent only once connected: a refused connection leaves it unread, for the next instance.
    upstream.once("socket", (socket) => {
      if (socket.connecting) socket.once("connect", () => incoming.pipe(upstream));
      else incoming.pipe(upstream);
    });
    upstream.once("response", (reply) => {
      served.push({
        instance: instance.name,
        method: incoming.method ?? "",
        path: incoming.url ?? "",
        status: reply.statusCode ?? 0,
      });
      answer.writeHead(reply.statusCode ?? 502, {
        ...endToEnd(reply.headers),
        [SERVED_BY_HEADER]: instance.name,
      });
      reply.pipe(answer);
      reply.once("error", () => answer.destroy());
    });
    upstream.once("error", (error: NodeJS.ErrnoException) => {
      if (error.code === "ECONNREFUSED") {
        refused[instance.name] = (refused[instance.name] ?? 0) + 1;
        forward(incoming, answer, refusedThis.add(instance.name));
      } else if (answer.headersSent) answer.destroy();
      else answer.writeHead(502).end();
    });
    answer.once("close", () => {
      if (!answer.writableFinished) upstream.destroy();
    });
  }

  const server = createServer((incoming, answer) => forward(incoming, answer, new Set()));
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    balance: (list) => {
      instances = list;
    },
    served,
    refused,
    close: async () => {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}
