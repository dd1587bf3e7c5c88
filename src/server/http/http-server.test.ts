import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { closeGracefully, listen } from "./http-server.ts";

describe("closeGracefully", () => {
  it("lets a request in flight finish, then refuses new connections", async () => {
    let arrived: () => void = () => {};
    const inFlight = new Promise<void>((resolve) => {
      arrived = resolve;
    });
    const app = new Hono().get("/slow", async (c) => {
      arrived();
      await new Promise((resolve) => setTimeout(resolve, 300));
      return c.text("terminado");
    });
    const server = await listen(app, { port: 0, host: "127.0.0.1" });
    const { port } = server.address() as { port: number };

    const slow = fetch(`http://127.0.0.1:${port}/slow`);
    await inFlight;
    const closed = closeGracefully(server, 5_000);

    const response = await slow;
    expect(await response.text()).toBe("terminado");
    // The finished request's keep-alive connection must not hold the server open until it times out.
    const finished = Date.now();
    await closed;
    expect(Date.now() - finished).toBeLessThan(2_500);
    await expect(fetch(`http://127.0.0.1:${port}/slow`)).rejects.toThrow();
  });

  it("cuts requests that outlast the timeout", async () => {
    const app = new Hono().get("/stuck", () => new Promise<Response>(() => {}));
    const server = await listen(app, { port: 0, host: "127.0.0.1" });
    const { port } = server.address() as { port: number };

    const stuck = fetch(`http://127.0.0.1:${port}/stuck`);
    await new Promise((resolve) => setTimeout(resolve, 100));
    const started = Date.now();
    await closeGracefully(server, 200);

    expect(Date.now() - started).toBeLessThan(4_000);
    await expect(stuck).rejects.toThrow();
  });
});
