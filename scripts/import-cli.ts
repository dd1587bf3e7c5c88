/**
 * Extracts resume data from PDF or DOCX files.
 *   npm run import -- FILE            prints the extracted JSON
 *   npm run import -- --out DIR FILES writes DIR/NAME.json for each file (NAME without its extension)
 *   npm run import -- --sections FILE prints the sections the extractor found, with their lines
 */
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { basename, extname, join } from "node:path";
import { prepareLines } from "../src/core/import/extract.ts";
import { splitSections } from "../src/core/import/sections.ts";
import { ImportFailure, parseResume, readResumeLines } from "../src/server/import/parse-resume.ts";

async function main(): Promise<number> {
  const args = process.argv.slice(2);
  if (args[0] === "--sections" && args[1]) return printSections(args[1]);
  const outIndex = args.indexOf("--out");
  const outDir = outIndex >= 0 ? args[outIndex + 1] : undefined;
  const files = outIndex >= 0 ? args.filter((_, i) => i !== outIndex && i !== outIndex + 1) : args;
  if (files.length === 0 || (outIndex >= 0 && !outDir)) {
    console.error("uso: npm run import -- ARQUIVO.pdf|ARQUIVO.docx  (ou --out PASTA ARQUIVOS...)");
    return 2;
  }
  if (!outDir && files.length > 1) {
    console.error("vários arquivos pedem --out PASTA");
    return 2;
  }
  if (outDir) mkdirSync(outDir, { recursive: true });
  let failures = 0;
  for (const file of files) {
    const extension = extname(file).toLowerCase();
    const kind = extension === ".docx" ? "docx" : "pdf";
    try {
      const extracted = await parseResume(new Uint8Array(readFileSync(file)), kind);
      const json = JSON.stringify(extracted, null, 2);
      if (outDir) writeFileSync(join(outDir, `${basename(file, extname(file))}.json`), `${json}\n`);
      else console.log(json);
    } catch (error) {
      failures++;
      const reason = error instanceof ImportFailure ? error.reason : (error as Error).message;
      console.error(`${file}: ${reason}`);
    }
  }
  return failures > 0 ? 1 : 0;
}

async function printSections(file: string): Promise<number> {
  const kind = extname(file).toLowerCase() === ".docx" ? "docx" : "pdf";
  const lines = await readResumeLines(new Uint8Array(readFileSync(file)), kind);
  const { header, sections } = splitSections(prepareLines(lines));
  const show = (l: (typeof lines)[number]) =>
    `  ${l.sameRow ? "»" : " "} x=${Math.round(l.x)}-${Math.round(l.xEnd)} ${l.bold ? "b" : " "}${l.fontSize.toFixed(1)} ${l.text}`;
  console.log("[header]");
  for (const line of header) console.log(show(line));
  for (const section of sections) {
    console.log(`[${section.kind}] ${section.heading}`);
    for (const line of section.lines) console.log(show(line));
  }
  return 0;
}

process.exitCode = await main();
