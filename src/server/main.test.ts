import { existsSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { freePort, mainRunFolders, runMain, writeClientBuild } from "./testing/run-main.ts";

const tempFolder = mainRunFolders("vitae-main-");

/** main.ts on a free local port with its data in `folder`; `env` says where the web app comes from. */
async function serveFrom(folder: string, env: Record<string, string>) {
  const port = await freePort();
  const run = runMain({ PORT: String(port), HOST: "127.0.0.1", DATA_DIR: join(folder, "data"), ...env });
  return { port, run };
}

describe("main.ts", () => {
  // One data folder for both starts: the second opens the database the first made and released, instead of
  // creating another (the slow part of a start).
  it("prints its URL, serves, stops cleanly on SIGTERM and releases the database; started again on it for the Vite dev server, serves the API alone and stops on SIGINT", async () => {
    const folder = tempFolder();
    const { port, run } = await serveFrom(folder, { CLIENT_DIR: writeClientBuild(join(folder, "client")) });

    expect(await run.started).toBe(`http://localhost:${port}`);
    expect(existsSync(join(folder, "data", "pglite.lock"))).toBe(true);
    const health = await fetch(`http://127.0.0.1:${port}/api/health`);
    expect(await health.json()).toEqual({ status: "ok" });

    run.child.kill("SIGTERM");
    const { code, stdout } = await run.exited;
    expect(code).toBe(0);
    expect(stdout.match(/Vitae is running at/g)).toHaveLength(1);
    expect(existsSync(join(folder, "data", "pglite.lock"))).toBe(false);

    // Then, on the same data, the API alone while the Vite dev server serves the web app; SIGINT stops it too.
    const apiOnly = await serveFrom(folder, {
      CLIENT_DIR: join(folder, "no-client"),
      WEB_DEV_SERVER: "http://localhost:5173",
    });
    await apiOnly.run.started;
    const apiHealth = await fetch(`http://127.0.0.1:${apiOnly.port}/api/health`);
    expect(apiHealth.status).toBe(200);
    apiOnly.run.child.kill("SIGINT");
    expect((await apiOnly.run.exited).code).toBe(0);
  }, 120_000);

  it("refuses to start without the web build", async () => {
    const folder = tempFolder();
    const { code, stderr } = await runMain({
      DATA_DIR: join(folder, "data"),
      CLIENT_DIR: join(folder, "client"),
    }).exited;
    expect(code).toBe(1);
    expect(stderr.trim()).toBe(
      `The web app is not built (${join(folder, "client")}/index.html is missing). Run "npm run build" first.`,
    );
    expect(existsSync(join(folder, "data"))).toBe(false);
  }, 90_000);

  it("explains a bad setting in one line, without a stack trace", async () => {
    const { code, stderr } = await runMain({ PORT: "abc", DATA_DIR: join(tempFolder(), "data") }).exited;
    expect(code).toBe(1);
    expect(stderr.trim()).toBe(
      'Invalid configuration: PORT must be an integer between 1 and 65535 (got "abc")',
    );
  }, 90_000);
});
