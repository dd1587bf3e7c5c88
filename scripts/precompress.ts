import { readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";

const COMPRESSIBLE = /\.(?:html|js|mjs|css|svg|json|xml|txt)$/;
/** Below this a compressed copy saves less than its own overhead. */
const MIN_BYTES = 1024;

function* files(dir: string): Generator<string> {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) yield* files(path);
    else yield path;
  }
}

/**
 * Writes .br and .gz copies next to every text file of the build, once, at build time; the server sends
 * them to browsers that accept them (serveStatic's `precompressed`), so no request pays for compression.
 * Returns how many files got copies.
 */
export function precompress(dir: string): number {
  let count = 0;
  for (const path of files(dir)) {
    if (!COMPRESSIBLE.test(path) || path.endsWith(".map")) continue;
    const content = readFileSync(path);
    if (content.length < MIN_BYTES) continue;
    writeFileSync(
      `${path}.br`,
      brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
    );
    writeFileSync(`${path}.gz`, gzipSync(content, { level: 9 }));
    count++;
  }
  return count;
}
