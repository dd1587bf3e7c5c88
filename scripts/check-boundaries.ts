// Fails the build when an import crosses a layer boundary (see layer-rules.ts).
import { readdirSync, readFileSync, statSync } from "node:fs";
import { join, resolve } from "node:path";
import { findViolations } from "./layer-rules.ts";

function* sourceFiles(dir: string): Generator<string> {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) yield* sourceFiles(path);
    else if (/\.(ts|tsx)$/.test(name)) yield path;
  }
}

const src = resolve(import.meta.dirname, "../src");
const files = [...sourceFiles(src)].map((path) => ({ path, source: readFileSync(path, "utf8") }));
const problems = findViolations(src, files);
if (problems.length > 0) {
  console.error(`Layer boundaries crossed:\n${problems.map((p) => `  - ${p}`).join("\n")}`);
  process.exit(1);
}
console.log(`Layer boundaries respected (${files.length} files).`);
