import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { type Browser, chromium } from "@playwright/test";
import { chromiumLaunchOptions } from "../tests/chromium-options.ts";

/**
 * Starts the built app on a free port with a throwaway data folder; `env` adds or overrides settings.
 * `compiled` runs the server `npm run build` compiled, as `npm start` does, instead of the TypeScript source.
 */
export async function startServer(
  port: number,
  env: Record<string, string> = {},
  { compiled = false }: { compiled?: boolean } = {},
): Promise<{ url: string; pid: number; stop: () => Promise<void> }> {
  const dataDir = mkdtempSync(join(tmpdir(), "vitae-bench-"));
  const args = compiled ? ["dist/server/main.js"] : ["--import", "tsx", "src/server/main.ts"];
  const child: ChildProcess = spawn("node", args, {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      LOG_LEVEL: "warn",
      ...env,
    },
    stdio: ["ignore", "pipe", "inherit"],
  });
  const url = `http://127.0.0.1:${port}`;
  // A busy machine can take a while to compile, create a database and migrate; a server that never answers
  // must stop the bench.
  let healthy = false;
  for (let i = 0; i < 600 && !healthy; i++) {
    try {
      healthy = (await fetch(`${url}/api/health`)).ok;
    } catch {
      // not listening yet
    }
    if (!healthy) await new Promise((r) => setTimeout(r, 200));
  }
  if (!healthy) {
    child.kill("SIGTERM");
    throw new Error(`the bench server did not answer at ${url} within 120 s`);
  }
  return {
    url,
    pid: child.pid as number,
    stop: () =>
      new Promise((resolve) => {
        child.once("exit", () => resolve());
        child.kill("SIGTERM");
      }),
  };
}

export function launchChromium(): Promise<Browser> {
  return chromium.launch(chromiumLaunchOptions);
}

export function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  const index = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1);
  return sorted[Math.max(0, index)] as number;
}
