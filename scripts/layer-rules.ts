// The layer boundaries of ARCHITECTURE.md, as a pure function over source files: core imports nothing of
// ours, and neither React nor Node's built-in modules, since it runs in the browser and on the server;
// templates only core; web never server; web features never each other, and web/lib and web/ui no feature.
import { builtinModules } from "node:module";
import { dirname, join, relative, resolve } from "node:path";

type Layer = "core" | "templates" | "server" | "web";
const allowed: Record<Layer, Layer[]> = {
  core: ["core"],
  templates: ["core", "templates"],
  server: ["core", "templates", "server"],
  web: ["core", "templates", "web"],
};
/** The parts of web that features build on, so they may not depend on a feature. */
const webFoundations = new Set(["lib", "ui"]);
const nodeBuiltins = new Set(builtinModules);

const importPattern =
  /(?:import|export)\s[^'"]*?from\s*["']([^"']+)["']|import\(\s*["']([^"']+)["']\s*\)|^\s*import\s*["']([^"']+)["']/gm;

/** Where an import specifier points inside src/, or undefined for a package. */
function target(src: string, from: string, spec: string): string | undefined {
  const alias = /^#(core|templates|server|web)\/(.*)$/.exec(spec);
  if (alias) return join(src, alias[1] as string, alias[2] as string);
  if (spec.startsWith(".")) return resolve(dirname(from), spec);
  return undefined;
}

function place(src: string, file: string): { layer: Layer; part?: string; feature?: string } {
  const parts = relative(src, file).split("/");
  const layer = parts[0] as Layer;
  if (layer !== "web") return { layer };
  return { layer, part: parts[1], feature: parts[1] === "features" ? parts[2] : undefined };
}

/** Why core may not import this package, or undefined when it may. */
function forbiddenInCore(spec: string): string | undefined {
  if (/^react(-dom)?(\/|$)/.test(spec)) return "React";
  if (spec.startsWith("node:") || nodeBuiltins.has(spec) || nodeBuiltins.has(spec.split("/")[0] as string))
    return "a Node built-in module";
  return undefined;
}

/** Every import in `files` (absolute paths under `src`) that crosses a boundary, as readable lines. */
export function findViolations(src: string, files: Array<{ path: string; source: string }>): string[] {
  const problems: string[] = [];
  for (const { path, source } of files) {
    const from = place(src, path);
    for (const match of source.matchAll(importPattern)) {
      const spec = (match[1] ?? match[2] ?? match[3]) as string;
      const where = `${relative(src, path)} imports ${spec}`;
      const to = target(src, path, spec);
      if (!to) {
        const reason = from.layer === "core" ? forbiddenInCore(spec) : undefined;
        if (reason) problems.push(`${where}: core may not import ${reason}`);
        continue;
      }
      const dest = place(src, to);
      if (!allowed[from.layer]?.includes(dest.layer))
        problems.push(`${where}: ${from.layer} may not import ${dest.layer}`);
      if (from.feature && dest.feature && from.feature !== dest.feature)
        problems.push(`${where}: feature ${from.feature} may not import feature ${dest.feature}`);
      if (from.part && webFoundations.has(from.part) && dest.feature)
        problems.push(`${where}: web/${from.part} may not import feature ${dest.feature}`);
    }
  }
  return problems;
}
