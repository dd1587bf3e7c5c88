import { existsSync, rmSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { corpusFile, corpusTruth } from "../src/server/import/testing/corpus.ts";
import { freePort, mainRunFolders, runMain, writeClientBuild } from "../src/server/testing/run-main.ts";
import { buildServer } from "./build-server.ts";

// Inside the project, so the compiled code finds node_modules as `npm start` does.
const outDir = join(import.meta.dirname, "..", "dist", `server-test-${process.pid}`);
const tempFolder = mainRunFolders("vitae-compiled-");

beforeAll(() => buildServer(outDir), 60_000);
afterAll(() => rmSync(outDir, { recursive: true, force: true }));

describe("the compiled server (npm start)", () => {
  it("creates its database, imports a PDF in its parse process, and stops cleanly", async () => {
    const folder = tempFolder();
    const port = await freePort();
    const origin = `http://127.0.0.1:${port}`;
    const run = runMain(
      {
        PORT: String(port),
        HOST: "127.0.0.1",
        PUBLIC_URL: origin,
        DATA_DIR: join(folder, "data"),
        CLIENT_DIR: writeClientBuild(join(folder, "client")),
      },
      { compiled: join(outDir, "main.js") },
    );
    expect(await run.started).toBe(origin);
    const health = await fetch(`${origin}/api/health`);
    expect(await health.json()).toEqual({ status: "ok" });

    const imported = await fetch(`${origin}/api/import`, {
      method: "POST",
      headers: { origin, "content-type": "application/pdf" },
      body: (await corpusFile("pdf/pt_01_joao-pedro-albuquerque.pdf")) as BodyInit,
    });
    expect(imported.status).toBe(201);
    const { nome } = await corpusTruth("pt_01_joao-pedro-albuquerque");
    expect((await imported.json()).extractedData.nome).toBe(nome);

    run.child.kill("SIGTERM");
    expect((await run.exited).code).toBe(0);
    expect(existsSync(join(folder, "data", "pglite.lock"))).toBe(false);
  }, 180_000);
});
