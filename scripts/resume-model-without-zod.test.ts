import { readFileSync } from "node:fs";
import { dirname, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

// What a wizard step reads when it opens: the resume model without its schemas (*-schema.ts), so that a step's
// first load does not carry zod (about 25 KB gzip). Type imports cost nothing and are allowed.
const OPENED_BY_THE_WIZARD = [
  "resume/resume-data.ts",
  "resume/resume-style.ts",
  "resume/experience.ts",
  "resume/education.ts",
  "resume/skills.ts",
  "resume/personal-info.ts",
  "resume/photo.ts",
  "import-review/import-review.ts",
  "import-review/import-notice.ts",
  "sample-person.ts",
];

const core = resolve(dirname(fileURLToPath(import.meta.url)), "../src/core");

/** Every module `file` imports at run time, itself included, following relative imports. */
function runtimeImports(file: string, seen = new Set<string>()): Set<string> {
  if (seen.has(file)) return seen;
  seen.add(file);
  const source = readFileSync(file, "utf8");
  for (const [, what, from] of source.matchAll(/^import\s+(type\s+)?[^;]*?from\s+"([^"]+)";/gms)) {
    if (what || !from) continue;
    if (from.startsWith(".")) runtimeImports(resolve(dirname(file), from), seen);
    else seen.add(from);
  }
  return seen;
}

describe("the resume model a wizard step opens", () => {
  it.each(OPENED_BY_THE_WIZARD)("%s loads no zod and no schema module", (name) => {
    const loaded = [...runtimeImports(resolve(core, name))];
    expect(loaded.filter((module) => module === "zod" || module.endsWith("-schema.ts"))).toEqual([]);
  });
});
