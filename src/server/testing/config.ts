import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { type Config, loadConfig } from "../config.ts";

export const TEST_PUBLIC_URL = "http://vitae.test:5173";

/** A test configuration: its own DATA_DIR (outbox, PGlite) and a public URL no real host answers. */
export function testConfig(env: Record<string, string> = {}): Config {
  const dataDir = mkdtempSync(join(tmpdir(), "vitae-test-"));
  return loadConfig({
    NODE_ENV: "test",
    LOG_LEVEL: "silent",
    PUBLIC_URL: TEST_PUBLIC_URL,
    DATA_DIR: dataDir,
    CLIENT_DIR: join(dataDir, "no-client"),
    ...env,
  });
}
