// Loaded with --import into a test server only: its clock runs the number of milliseconds written in
// E2E_CLOCK_FILE ahead of the real one (none while the file is missing), so a spec can see the app days later.
// Each offset taken is written back to E2E_CLOCK_FILE.seen, so the spec knows when the server has moved.
import { readFileSync, watchFile, writeFileSync } from "node:fs";

const file = process.env.E2E_CLOCK_FILE;
const RealDate = Date;
let offsetMs = 0;

function readOffset(): void {
  if (!file) return;
  try {
    offsetMs = Number(readFileSync(file, "utf8")) || 0;
  } catch {
    offsetMs = 0;
  }
  writeFileSync(`${file}.seen`, String(offsetMs));
}

class MovedDate extends RealDate {
  constructor(...args: unknown[]) {
    if (args.length === 0) super(RealDate.now() + offsetMs);
    else super(...(args as [string | number]));
  }

  static override now(): number {
    return RealDate.now() + offsetMs;
  }
}

readOffset();
if (file) watchFile(file, { interval: 50 }, readOffset).unref();
globalThis.Date = MovedDate as DateConstructor;
