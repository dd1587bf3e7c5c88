import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";

type TextOptions = { page?: number; layout?: boolean; raw?: boolean; bbox?: boolean };

/** The text of a PDF (or of one page) as poppler's pdftotext reads it; `bbox` gives HTML with word boxes. */
export function pdfText(pdf: Buffer, { page, layout, raw, bbox }: TextOptions = {}): string {
  const args = [
    ...(layout ? ["-layout"] : []),
    ...(raw ? ["-raw"] : []),
    ...(bbox ? ["-bbox"] : []),
    ...(page ? ["-f", String(page), "-l", String(page)] : []),
  ];
  return execFileSync("pdftotext", [...args, "-enc", "UTF-8", "-", "-"], { input: pdf }).toString("utf8");
}

/** pdfinfo's fields (Title, Author, Pages, Page size...) by name. */
export function pdfInfo(pdf: Buffer): Record<string, string> {
  const out = execFileSync("pdfinfo", ["-enc", "UTF-8", "-"], { input: pdf }).toString("utf8");
  return Object.fromEntries(
    out
      .split("\n")
      .map((line) => /^([^:]+):\s*(.*)$/.exec(line))
      .filter((match) => match !== null)
      .map((match) => [match[1], match[2]]),
  );
}

/** Page `page` of a PDF as a PNG at `dpi` (96 = one CSS pixel per image pixel). */
export function pdfPagePng(pdf: Buffer, page: number, dpi = 96): Buffer {
  const folder = mkdtempSync(join(tmpdir(), "vitae-pdf-page-"));
  try {
    const root = join(folder, "page");
    const range = ["-f", String(page), "-l", String(page)];
    execFileSync("pdftoppm", ["-png", "-singlefile", "-r", String(dpi), ...range, "-", root], { input: pdf });
    return readFileSync(`${root}.png`);
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}

/** The images of a PDF, as poppler's pdfimages lists them: their size in pixels and encoding ('jpeg'). */
export function pdfImages(pdf: Buffer): Array<{ width: number; height: number; encoding: string }> {
  const folder = mkdtempSync(join(tmpdir(), "vitae-pdf-images-"));
  try {
    const file = join(folder, "resume.pdf");
    writeFileSync(file, pdf);
    const rows = execFileSync("pdfimages", ["-list", file]).toString("utf8").split("\n").slice(2);
    return rows
      .map((row) => row.trim().split(/\s+/))
      .filter((cells) => cells.length > 9)
      .map((cells) => ({ width: Number(cells[3]), height: Number(cells[4]), encoding: cells[8] ?? "" }));
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}

/** A local HTTP server that only records what reaches it: any request, even a bare connection, is a leak. */
export async function startCanary(): Promise<{ url: string; hits: string[]; close(): Promise<void> }> {
  const hits: string[] = [];
  const server = createServer((request, response) => {
    hits.push(request.url ?? "");
    response.end("canary");
  });
  server.on("connection", () => hits.push("(connection)"));
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    hits,
    close: () =>
      new Promise((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

/** Markup that would reach `url` in every way a document can, if it were ever parsed as HTML. */
export function hostileMarkup(url: string): string[] {
  return [
    `<img src=${url}/img>`,
    `<iframe src="${url}/iframe"></iframe>`,
    `<link rel="stylesheet" href="${url}/css">`,
    `<a href="file:///etc/passwd">file:///etc/passwd</a><iframe src="file:///etc/passwd"></iframe>`,
    `<meta http-equiv="refresh" content="0;url=${url}/refresh">`,
    `<script>document.title='JS-RAN';fetch('${url}/script')</script>`,
    `<div style="background:url(${url}/bg)">css</div><style>@import url(${url}/import);</style>`,
  ];
}
