import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { configDefaults, defineConfig } from "vitest/config";

const testFile = /\.test\.tsx?$/;
// A file that swaps a global (a stand-in window, fetch) or a module for a mock would leak it into the files
// run after it in the same module graph.
const swapsGlobals = /\bvi\.(mock|doMock|stubGlobal)\(|installMemoryStorage\(/;

/**
 * The test files of the domain, templates and browser code that swap nothing global: they touch no database,
 * server or browser, so they can share one module graph per worker instead of loading React, zod and the
 * templates again for every file.
 */
const sharedGraph = ["src/core", "src/templates", "src/web"]
  .flatMap((dir) => readdirSync(dir, { recursive: true, encoding: "utf8" }).map((file) => join(dir, file)))
  .filter((file) => testFile.test(file) && !swapsGlobals.test(readFileSync(file, "utf8")));

export default defineConfig({
  test: {
    environment: "node",
    testTimeout: 20_000,
    // Vitest leaves one core to its own process by default, which on a 2-core machine runs one file at a time;
    // most server files wait on Chromium, worker threads and sockets, so two at once keep both cores busy.
    maxWorkers: 2,
    projects: [
      {
        extends: true,
        test: { name: "shared", include: sharedGraph, pool: "threads", isolate: false },
      },
      {
        extends: true,
        test: {
          name: "isolated",
          include: ["src/**/*.test.ts", "src/**/*.test.tsx", "scripts/**/*.test.ts"],
          exclude: [...configDefaults.exclude, ...sharedGraph],
        },
      },
    ],
  },
});
