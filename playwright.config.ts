import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { defineConfig, devices } from "@playwright/test";
import { chromiumLaunchOptions } from "./tests/chromium-options.ts";

const port = Number(process.env.E2E_PORT ?? 4173);
// Set once in the main process; workers inherit it, so tests can read the server's outbox there.
process.env.E2E_DATA_DIR ??= mkdtempSync(join(tmpdir(), "vitae-e2e-"));
const dataDir = process.env.E2E_DATA_DIR;

export default defineConfig({
  testDir: "tests/e2e",
  outputDir: "test-results",
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  // Sign-up hashes a password (~0.3 s of CPU) and the server keeps Chromium and import workers warm beside it;
  // on a busy 2-core machine a screen can take longer than the default 5 s to answer.
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [["list"]] : [["list"]],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    locale: "pt-BR",
    timezoneId: "America/Sao_Paulo",
    launchOptions: chromiumLaunchOptions,
    trace: "retain-on-failure",
  },
  projects: [
    { name: "desktop", use: { ...devices["Desktop Chrome"], launchOptions: chromiumLaunchOptions } },
    {
      name: "phone",
      use: {
        ...devices["Pixel 7"],
        viewport: { width: 360, height: 780 },
        launchOptions: chromiumLaunchOptions,
      },
    },
  ],
  webServer: {
    command: "node --import tsx src/server/main.ts",
    url: `http://127.0.0.1:${port}/api/health`,
    reuseExistingServer: false,
    env: {
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      // Each test sends its own X-Forwarded-For, so per-address rate limits apply per test, as per person.
      TRUSTED_PROXY_HEADER: "x-forwarded-for",
      CLIENT_DIR: process.env.CLIENT_DIR ?? "dist/client",
      NODE_ENV: "test",
    },
    timeout: 180_000,
  },
});
