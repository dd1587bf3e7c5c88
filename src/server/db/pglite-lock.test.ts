import { spawnSync } from "node:child_process";
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { StartupError } from "../startup-error.ts";
import { createResumeData, createUser } from "../testing/factories.ts";
import { freePort, mainRunFolders, runMain, writeClientBuild } from "../testing/run-main.ts";
import { openDatabase } from "./database.ts";
import { lockPgliteFolder } from "./pglite-lock.ts";
import { resumes } from "./schema.ts";

const tempDataDir = mainRunFolders("vitae-lock-");

/** The pid of a process that has already exited. */
function deadPid(): number {
  const { pid } = spawnSync(process.execPath, ["-e", ""]);
  if (!pid) throw new Error("could not spawn");
  return pid;
}

describe("the PGlite folder lock", () => {
  it("holds this process's pid until released", () => {
    const dataDir = tempDataDir();
    const lock = lockPgliteFolder(dataDir);
    expect(readFileSync(join(dataDir, "pglite.lock"), "utf8")).toBe(String(process.pid));
    lock.release();
    expect(existsSync(join(dataDir, "pglite.lock"))).toBe(false);
  });

  it("refuses a folder whose lock belongs to a live process", () => {
    const dataDir = tempDataDir();
    writeFileSync(join(dataDir, "pglite.lock"), String(process.ppid));
    expect(() => lockPgliteFolder(dataDir)).toThrow(StartupError);
    expect(() => lockPgliteFolder(dataDir)).toThrow(
      `is already in use by another Vitae process (pid ${process.ppid}). Stop that process or set DATA_DIR`,
    );
    expect(readFileSync(join(dataDir, "pglite.lock"), "utf8")).toBe(String(process.ppid));
  });

  it("takes over a stale lock left by a process that is gone", () => {
    const dataDir = tempDataDir();
    writeFileSync(join(dataDir, "pglite.lock"), String(deadPid()));
    const lock = lockPgliteFolder(dataDir);
    expect(readFileSync(join(dataDir, "pglite.lock"), "utf8")).toBe(String(process.pid));
    lock.release();
  });

  it("stops a second server on the same folder and leaves the first one's data intact", async () => {
    const dataDir = tempDataDir();
    const first = await openDatabase({ dataDir, databaseUrl: undefined });
    try {
      const content = createResumeData();
      const owner = await createUser(first.db);
      const [saved] = await first.db
        .insert(resumes)
        .values({ userId: owner.id, name: "Antes", content })
        .returning();

      const clientDir = writeClientBuild(join(dataDir, "client"));
      const second = await runMain({
        DATA_DIR: dataDir,
        CLIENT_DIR: clientDir,
        PORT: String(await freePort()),
      }).exited;

      expect(second.code).toBe(1);
      expect(second.stderr.trim()).toBe(
        `The database folder ${join(dataDir, "pglite")} is already in use by another Vitae process ` +
          `(pid ${process.pid}). Stop that process or set DATA_DIR to another folder.`,
      );
      expect(readFileSync(join(dataDir, "pglite.lock"), "utf8")).toBe(String(process.pid));
      const [stored] = await first.db
        .select()
        .from(resumes)
        .where(eq(resumes.id, saved?.id ?? ""));
      expect(stored?.content).toEqual(content);
    } finally {
      await first.close();
    }
    expect(existsSync(join(dataDir, "pglite.lock"))).toBe(false);
  }, 90_000);
});
