// `npm run build` (after the web app): compiles the server into dist/server, which `npm start` runs. Node then
// loads plain JavaScript: transpiling the TypeScript at run time (tsx) held about 100 MB more for as long as the
// server ran (issue 20). The npm packages stay outside the bundle and load from node_modules as they ship.
import { cpSync, rmSync } from "node:fs";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { build } from "esbuild";

const root = join(import.meta.dirname, "..");

/** Compiles the server and copies the files it reads beside its code at run time. */
export async function buildServer(outDir: string): Promise<void> {
  rmSync(outDir, { recursive: true, force: true });
  await build({
    // Flat, as the code finds its siblings by URL: main.js starts parse-worker.js through ts-worker-entry.mjs.
    entryPoints: {
      main: join(root, "src/server/main.ts"),
      "parse-worker": join(root, "src/server/import/parse-worker.ts"),
    },
    outdir: outDir,
    bundle: true,
    platform: "node",
    format: "esm",
    target: "node20.19",
    packages: "external",
    sourcemap: true,
    logLevel: "warning",
  });
  cpSync(join(root, "src/server/db/migrations"), join(outDir, "migrations"), { recursive: true });
  cpSync(join(root, "src/server/import/ts-worker-entry.mjs"), join(outDir, "ts-worker-entry.mjs"));
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  const outDir = join(root, "dist/server");
  await buildServer(outDir);
  console.log("server: compiled into dist/server");
}
