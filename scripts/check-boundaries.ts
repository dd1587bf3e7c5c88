// Fails when an import crosses the layer boundaries of ARCHITECTURE.md:
// core imports nothing of ours; templates only core; web never server; web features never each other.
import { readdirSync, readFileSync, statSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";

const root = resolve(import.meta.dirname, "..");
const src = join(root, "src");

type Layer = "core" | "templates" | "server" | "web";
const allowed: Record<Layer, Layer[]> = {
  core: ["core"],
  templates: ["core", "templates"],
  server: ["core", "templates", "server"],
  web: ["core", "templates", "web"],
};

function* files(dir: string): Generator<string> {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) yield* files(path);
    else if (/\.(ts|tsx)$/.test(name)) yield path;
  }
}

/** Where an import specifier points inside src/, or undefined for packages. */
function target(from: string, spec: string): string | undefined {
  const alias = /^#(core|templates|server|web)\/(.*)$/.exec(spec);
  if (alias) return join(src, alias[1] as string, alias[2] as string);
  if (spec.startsWith(".")) return resolve(dirname(from), spec);
  return undefined;
}

const importPattern = /(?:import|export)\s[^'"]*?from\s*["']([^"']+)["']|import\(\s*["']([^"']+)["']\s*\)/g;
const problems: string[] = [];

for (const file of files(src)) {
  const rel = relative(src, file).split("/");
  const layer = rel[0] as Layer;
  const feature = layer === "web" && rel[1] === "features" ? rel[2] : undefined;
  for (const match of readFileSync(file, "utf8").matchAll(importPattern)) {
    const spec = (match[1] ?? match[2]) as string;
    const to = target(file, spec);
    if (!to) continue;
    const toRel = relative(src, to).split("/");
    const toLayer = toRel[0] as Layer;
    const where = `${relative(root, file)} imports ${spec}`;
    if (!allowed[layer]?.includes(toLayer)) problems.push(`${where}: ${layer} may not import ${toLayer}`);
    const toFeature = toLayer === "web" && toRel[1] === "features" ? toRel[2] : undefined;
    if (feature && toFeature && feature !== toFeature)
      problems.push(`${where}: feature ${feature} may not import feature ${toFeature}`);
  }
}

if (problems.length > 0) {
  console.error(`Layer boundaries crossed:\n${problems.map((p) => `  - ${p}`).join("\n")}`);
  process.exit(1);
}
console.log("Layer boundaries respected.");
