import { linkSync, mkdirSync, readFileSync, unlinkSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { displayPath } from "../display-path.ts";
import { errorCode } from "../node-errors.ts";
import { StartupError } from "../startup-error.ts";

type FolderLock = { release(): void };

/**
 * PGlite has no locking of its own and two processes writing one folder corrupt it, so the first process
 * holds `<dataDir>/pglite.lock` (its pid) until it closes. A lock whose pid is gone is taken over.
 */
export function lockPgliteFolder(dataDir: string): FolderLock {
  mkdirSync(dataDir, { recursive: true });
  const lockPath = join(dataDir, "pglite.lock");
  // Linking a complete file into place is atomic, so nobody ever reads a half-written lock.
  const draftPath = `${lockPath}.${process.pid}`;
  writeFileSync(draftPath, String(process.pid));
  try {
    for (let attempt = 0; attempt < 3; attempt++) {
      try {
        linkSync(draftPath, lockPath);
        return { release: () => releaseIfOwned(lockPath) };
      } catch (error) {
        if (errorCode(error) !== "EEXIST") throw error;
      }
      const owner = readOwner(lockPath);
      if (owner !== undefined && isAlive(owner)) {
        throw new StartupError(
          `The database folder ${displayPath(join(dataDir, "pglite"))} is already in use by another Vitae ` +
            `process (pid ${owner}). Stop that process or set DATA_DIR to another folder.`,
        );
      }
      // Re-read right before removing, so a lock another process has just taken over is left alone.
      if (readOwner(lockPath) === owner) removeIfPresent(lockPath);
    }
    throw new StartupError(`Could not take the database lock ${displayPath(lockPath)}; try again.`);
  } finally {
    removeIfPresent(draftPath);
  }
}

function releaseIfOwned(lockPath: string): void {
  if (readOwner(lockPath) === process.pid) removeIfPresent(lockPath);
}

/** The pid in the lock; undefined when the lock is gone or holds no pid (then it is not a live lock). */
function readOwner(lockPath: string): number | undefined {
  try {
    const pid = Number(readFileSync(lockPath, "utf8").trim());
    return Number.isInteger(pid) && pid > 0 ? pid : undefined;
  } catch (error) {
    if (errorCode(error) === "ENOENT") return undefined;
    throw error;
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to another user.
    return errorCode(error) === "EPERM";
  }
}

function removeIfPresent(path: string): void {
  try {
    unlinkSync(path);
  } catch (error) {
    if (errorCode(error) !== "ENOENT") throw error;
  }
}
