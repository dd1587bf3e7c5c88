import { type ChildProcess, spawn } from "node:child_process";
import { once } from "node:events";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach } from "vitest";
import { CONFIG_VARIABLES } from "../config.ts";

const root = join(import.meta.dirname, "../../..");

type MainRun = {
  child: ChildProcess;
  /** Resolves with the URL from the "Vitae is running at" line. */
  started: Promise<string>;
  exited: Promise<{ code: number | null; stdout: string; stderr: string }>;
};

const running = new Set<ChildProcess>();

/**
 * Runs src/server/main.ts exactly as `npm start` does (`node --import tsx`), configured by `env` alone: Vitae
 * settings in the developer's shell (a DATABASE_URL, say) do not leak in. Not through tsx's command line,
 * which relays a signal to the server and kills it if the server has not said within 30 ms that it handles it:
 * on a busy machine that turned a clean shutdown into exit code 143.
 */
export function runMain(env: Record<string, string>, { compiled }: { compiled?: string } = {}): MainRun {
  const inherited = Object.entries(process.env).filter(([name]) => !CONFIG_VARIABLES.includes(name));
  // `compiled`: the main.js of a server compiled as `npm run build` does, run as plain JavaScript.
  const args = compiled ? [compiled] : ["--import", "tsx", "src/server/main.ts"];
  const child = spawn(process.execPath, args, {
    cwd: root,
    env: { ...Object.fromEntries(inherited), LOG_LEVEL: "warn", ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  running.add(child);
  child.once("exit", () => running.delete(child));
  let stdout = "";
  let stderr = "";
  child.stderr?.on("data", (chunk) => {
    stderr += chunk;
  });
  const exited = once(child, "exit").then(([code]) => ({ code: code as number | null, stdout, stderr }));
  const started = new Promise<string>((resolve, reject) => {
    child.stdout?.on("data", (chunk) => {
      stdout += chunk;
      const match = /Vitae is running at (\S+)/.exec(stdout);
      if (match?.[1]) resolve(match[1]);
    });
    exited.then(({ code }) => reject(new Error(`main.ts exited with ${code} before starting:\n${stderr}`)));
  });
  // Tests that expect a failed start only await `exited`.
  started.catch(() => {});
  return { child, started, exited };
}

async function stopRunningMains(): Promise<void> {
  await Promise.all(
    [...running].map(async (child) => {
      if (child.exitCode !== null || child.signalCode !== null) return;
      // SIGTERM lets the server stop its PDF browser and parse processes; SIGKILL is only the last resort.
      child.kill("SIGTERM");
      const forced = setTimeout(() => child.kill("SIGKILL"), 5_000);
      await once(child, "exit");
      clearTimeout(forced);
    }),
  );
}

/** A port nothing listens on right now; main.ts takes PORT from the environment and rejects 0. */
export async function freePort(): Promise<number> {
  const server = createServer().listen(0, "127.0.0.1");
  await once(server, "listening");
  const address = server.address();
  server.close();
  if (!address || typeof address === "string") throw new Error("no free port");
  return address.port;
}

/** A stand-in for the built web app, so main.ts runs without `npm run build`. */
export function writeClientBuild(clientDir: string): string {
  mkdirSync(clientDir, { recursive: true });
  writeFileSync(join(clientDir, "index.html"), "<!doctype html><title>Vitae</title>");
  return clientDir;
}

/**
 * For a test file that runs main.ts: a new folder on each call; after each test, any server still running is
 * stopped (a test that failed midway must not leave one holding its port and folder) and the folders go.
 */
export function mainRunFolders(prefix: string): () => string {
  const folders: string[] = [];
  afterEach(async () => {
    await stopRunningMains();
    for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
  }, 15_000);
  return () => {
    const folder = mkdtempSync(join(tmpdir(), prefix));
    folders.push(folder);
    return folder;
  };
}
