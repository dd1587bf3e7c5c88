// The layer boundaries of ARCHITECTURE.md, as a pure function over source files:
// core imports nothing of ours; templates only core; web never server; web features never each other.
import { dirname, join, relative, resolve } from "node:path";

type Layer = "core" | "templates" | "server" | "web";
const allowed: Record<Layer, Layer[]> = {
  core: ["core"],
  templates: ["core", "templates"],
  server: ["core", "templates", "server"],
  web: ["core", "templates", "web"],
};

const importPattern = /(?:import|export)\s[^'"]*?from\s*["']([^"']+)["']|import\(\s*["']([^"']+)["']\s*\)/g;

/** Where an import specifier points inside src/, or undefined for a package. */
function target(src: string, from: string, spec: string): string | undefined {
  const alias = /^#(core|templates|server|web)\/(.*)$/.exec(spec);
  if (alias) return join(src, alias[1] as string, alias[2] as string);
  if (spec.startsWith(".")) return resolve(dirname(from), spec);
  return undefined;
}

function place(src: string, file: string): { layer: Layer; feature?: string } {
  const parts = relative(src, file).split("/");
  const layer = parts[0] as Layer;
  return { layer, feature: layer === "web" && parts[1] === "features" ? parts[2] : undefined };
}

/** Every import in `files` (absolute paths under `src`) that crosses a boundary, as readable lines. */
export function findViolations(src: string, files: Array<{ path: string; source: string }>): string[] {
  const problems: string[] = [];
  for (const { path, source } of files) {
    const from = place(src, path);
    for (const match of source.matchAll(importPattern)) {
      const spec = (match[1] ?? match[2]) as string;
      const to = target(src, path, spec);
      if (!to) continue;
      const dest = place(src, to);
      const where = `${relative(src, path)} imports ${spec}`;
      if (!allowed[from.layer]?.includes(dest.layer))
        problems.push(`${where}: ${from.layer} may not import ${dest.layer}`);
      if (from.feature && dest.feature && from.feature !== dest.feature)
        problems.push(`${where}: feature ${from.feature} may not import feature ${dest.feature}`);
    }
  }
  return problems;
}
