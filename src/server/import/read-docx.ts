import type { Line } from "#core/import/reading-order.ts";
import { readZipEntries } from "./unzip.ts";

/**
 * Reads a DOCX into lines in reading order, straight from its XML: paragraphs (with their style's bold and
 * size, capitals, list bullets and indents), tab-separated parts as segments of one row, table cells in
 * order, text boxes, and the page header and footer first (contact lines often live there).
 */
export async function readDocx(bytes: Uint8Array): Promise<Line[]> {
  const parts = readZipEntries(bytes, (name) =>
    /^word\/(?:document|styles|header\d*|footer\d*)\.xml$/.test(name),
  );
  const document = parts.get("word/document.xml");
  if (!document) throw new Error("no word/document.xml");
  const decoder = new TextDecoder();
  const styles = parseStyles(
    parts.has("word/styles.xml") ? decoder.decode(parts.get("word/styles.xml")) : "",
  );
  const pageParts = (kind: string) => [...parts.keys()].filter((n) => n.startsWith(`word/${kind}`)).sort();
  const headerNames = [...pageParts("header"), ...pageParts("footer")];
  const lines: Line[] = [];
  const seen = new Set<string>();
  for (const name of headerNames) {
    for (const line of readBody(decoder.decode(parts.get(name)), styles)) {
      if (seen.has(line.text)) continue;
      seen.add(line.text);
      lines.push(line);
    }
  }
  lines.push(...readBody(decoder.decode(document), styles));
  let y = 0;
  return lines.map((line) => {
    y += line.sameRow ? 0 : line.fontSize * (line.gapAbove === Number.POSITIVE_INFINITY ? 1 : line.gapAbove);
    return { ...line, y };
  });
}

interface RunStyle {
  bold?: boolean;
  size?: number;
  caps?: boolean;
}

interface ParagraphStyle extends RunStyle {
  basedOn?: string;
  heading?: boolean;
  spacingBefore?: number;
}

interface Styles {
  byId: Map<string, ParagraphStyle>;
  defaultSize: number;
}

const TOKEN =
  /<(\/?)([\w:]+)((?:\s+[\w:.-]+\s*=\s*"[^"]*")*)\s*(\/?)>|<!--[\s\S]*?-->|<\?[\s\S]*?\?>|([^<]+)/g;
const ATTRIBUTE = /([\w:.-]+)\s*=\s*"([^"]*)"/g;

function attributes(raw: string): Map<string, string> {
  const map = new Map<string, string>();
  for (const match of raw.matchAll(ATTRIBUTE))
    map.set(match[1] as string, decodeEntities(match[2] as string));
  return map;
}

function decodeEntities(text: string): string {
  return text.replace(/&(?:#(\d+)|#x([\da-f]+)|(amp|lt|gt|quot|apos));/gi, (_, dec, hex, named) => {
    if (dec) return String.fromCodePoint(Number(dec));
    if (hex) return String.fromCodePoint(Number.parseInt(hex, 16));
    return { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'" }[named as "amp"] ?? "";
  });
}

/** A boolean toggle such as <w:b/>, <w:b w:val="0"/>, <w:b w:val="false"/>. */
function toggle(attrs: Map<string, string>): boolean {
  const value = attrs.get("w:val");
  return value === undefined || !/^(?:0|false|off)$/i.test(value);
}

function parseStyles(xml: string): Styles {
  const byId = new Map<string, ParagraphStyle>();
  let defaultSize = 11;
  let current: ParagraphStyle | null = null;
  let inDefaults = false;
  for (const match of xml.matchAll(TOKEN)) {
    const [, closing, tag, raw] = match;
    if (!tag) continue;
    const attrs = attributes(raw ?? "");
    if (tag === "w:docDefaults") inDefaults = !closing;
    if (tag === "w:style") {
      if (closing) current = null;
      else {
        current = {};
        const id = attrs.get("w:styleId");
        if (id) byId.set(id, current);
      }
      continue;
    }
    if (closing) continue;
    if (inDefaults && tag === "w:sz") defaultSize = Number(attrs.get("w:val") ?? 22) / 2;
    if (!current) continue;
    if (tag === "w:basedOn") current.basedOn = attrs.get("w:val");
    else if (tag === "w:name")
      current.heading = /heading|t[ií]tulo|title|se[cç][aã]o|section/i.test(attrs.get("w:val") ?? "");
    else if (tag === "w:b") current.bold = toggle(attrs);
    else if (tag === "w:sz") current.size = Number(attrs.get("w:val")) / 2;
    else if (tag === "w:caps" || tag === "w:smallCaps") current.caps = toggle(attrs);
    else if (tag === "w:outlineLvl") current.heading = true;
    else if (tag === "w:spacing" && attrs.has("w:before"))
      current.spacingBefore = Number(attrs.get("w:before")) / 20;
  }
  return { byId, defaultSize };
}

function resolveStyle(styles: Styles, id: string | undefined): ParagraphStyle {
  const chain: ParagraphStyle[] = [];
  let next = id ?? "Normal";
  for (let depth = 0; depth < 10 && next; depth++) {
    const style = styles.byId.get(next);
    if (!style) break;
    chain.unshift(style);
    next = style.basedOn ?? "";
  }
  return Object.assign({ size: styles.defaultSize }, ...chain.map((s) => ({ ...s, basedOn: undefined })));
}

interface Run {
  text: string;
  bold: boolean;
  size: number;
  caps: boolean;
}

interface ParagraphBuilder {
  styleId?: string;
  listed: boolean;
  indent: number;
  spacingBefore?: number;
  runs: Run[];
  run: RunStyle | null;
  inRunProps: boolean;
}

interface CellState {
  rowCells: Line[][];
  current: Line[] | null;
}

function readBody(xml: string, styles: Styles): Line[] {
  const out: Line[] = [];
  const paragraphs: ParagraphBuilder[] = [];
  const tables: CellState[] = [];
  let inText = false;
  let skipDepth = 0;
  let skipTag = "";
  const emit = (lines: Line[]) => {
    const table = tables.at(-1);
    if (table?.current) table.current.push(...lines);
    else out.push(...lines);
  };
  for (const match of xml.matchAll(TOKEN)) {
    const [, closing, tag, raw, selfClosing, text] = match;
    if (skipDepth > 0) {
      if (tag === skipTag) skipDepth += closing ? -1 : selfClosing ? 0 : 1;
      continue;
    }
    if (text !== undefined) {
      const open = paragraphs.at(-1);
      if (inText && open) {
        // A tab typed into the text reads like a <w:tab/>.
        for (const piece of decodeEntities(text).split(/(\t)/)) {
          if (piece) open.runs.push(runOf(piece, open, styles));
        }
      }
      continue;
    }
    if (!tag) continue;
    // Deleted text, field codes and the fallback copy of alternate content are not printed text.
    if (!closing && !selfClosing && /^(?:w:del|w:instrText|mc:Fallback|w:delText)$/.test(tag)) {
      skipTag = tag;
      skipDepth = 1;
      continue;
    }
    const attrs = attributes(raw ?? "");
    const paragraph = paragraphs.at(-1);
    switch (tag) {
      case "w:p":
        if (closing) {
          const done = paragraphs.pop();
          if (done) emit(paragraphLines(done, styles));
        } else if (!selfClosing) {
          paragraphs.push({ listed: false, indent: 0, runs: [], run: null, inRunProps: false });
        }
        break;
      case "w:pStyle":
        if (paragraph) paragraph.styleId = attrs.get("w:val");
        break;
      case "w:numPr":
        if (paragraph && !closing) paragraph.listed = true;
        break;
      case "w:ind":
        if (paragraph) paragraph.indent = Number(attrs.get("w:left") ?? attrs.get("w:start") ?? 0) / 20;
        break;
      case "w:spacing":
        if (paragraph && !paragraph.run && attrs.has("w:before"))
          paragraph.spacingBefore = Number(attrs.get("w:before")) / 20;
        break;
      case "w:r":
        if (paragraph) paragraph.run = closing ? null : {};
        break;
      case "w:rPr":
        if (paragraph?.run) paragraph.inRunProps = !closing && !selfClosing;
        break;
      case "w:b":
        if (paragraph?.run && paragraph.inRunProps) paragraph.run.bold = toggle(attrs);
        break;
      case "w:sz":
        if (paragraph?.run && paragraph.inRunProps) paragraph.run.size = Number(attrs.get("w:val")) / 2;
        break;
      case "w:caps":
      case "w:smallCaps":
        if (paragraph?.run && paragraph.inRunProps) paragraph.run.caps = toggle(attrs);
        break;
      case "w:t":
        inText = !closing && !selfClosing;
        break;
      case "w:tab":
        if (paragraph?.run && !paragraph.inRunProps) paragraph.runs.push(runOf("\t", paragraph, styles));
        break;
      case "w:br":
      case "w:cr":
        if (paragraph?.run && attrs.get("w:type") !== "page")
          paragraph.runs.push(runOf("\n", paragraph, styles));
        break;
      case "w:tbl":
        if (closing) tables.pop();
        else tables.push({ rowCells: [], current: null });
        break;
      case "w:tr": {
        const table = tables.at(-1);
        if (!table) break;
        if (closing) {
          const cells = table.rowCells;
          table.rowCells = [];
          emit(rowLines(cells));
        } else table.rowCells = [];
        break;
      }
      case "w:tc": {
        const table = tables.at(-1);
        if (!table) break;
        if (closing) {
          if (table.current) table.rowCells.push(table.current);
          table.current = null;
        } else table.current = [];
        break;
      }
    }
  }
  return out;
}

/** The cells of a table row, one after the other; one-line cells side by side read as one row. */
function rowLines(cells: Line[][]): Line[] {
  const nonEmpty = cells.filter((c) => c.length > 0);
  const oneLine = nonEmpty.length > 1 && nonEmpty.every((c) => c.length === 1);
  return nonEmpty.flatMap((cell, column) =>
    cell.map((line, i) => ({
      ...line,
      x: line.x + column * 150,
      xEnd: line.xEnd + column * 150,
      sameRow: oneLine && column > 0 && i === 0 ? true : line.sameRow,
      gapAbove: i === 0 && column > 0 && !oneLine ? 3 : line.gapAbove,
    })),
  );
}

function runOf(text: string, paragraph: ParagraphBuilder | undefined, styles: Styles): Run {
  const base = resolveStyle(styles, paragraph?.styleId);
  const run = paragraph?.run ?? {};
  return {
    text,
    bold: run.bold ?? base.bold ?? false,
    size: run.size ?? base.size ?? styles.defaultSize,
    caps: run.caps ?? base.caps ?? false,
  };
}

function paragraphLines(paragraph: ParagraphBuilder, styles: Styles): Line[] {
  const style = resolveStyle(styles, paragraph.styleId);
  const lines: Line[] = [];
  let pieces: Run[][] = [[]];
  const flush = (first: boolean) => {
    const segments = pieces.map((runs) => segmentOf(runs)).filter((s) => s !== null);
    segments.forEach((segment, i) => {
      const heading = style.heading === true;
      const spaced = (paragraph.spacingBefore ?? style.spacingBefore ?? 0) >= 10;
      const x = 72 + paragraph.indent + (paragraph.listed ? 18 : 0) + i * 200;
      lines.push({
        text: paragraph.listed && i === 0 ? `• ${segment.text}` : segment.text,
        page: 0,
        x,
        xEnd: x + segment.text.length * segment.size * 0.5,
        y: 0,
        fontSize: segment.size,
        bold: segment.bold || heading,
        upper: segment.upper,
        sameRow: i > 0,
        gapAbove: i > 0 ? 0 : first && (heading || spaced) ? 2 : 1.2,
        paragraph: true,
      });
    });
    pieces = [[]];
  };
  let first = true;
  for (const run of paragraph.runs) {
    if (run.text === "\n") {
      flush(first);
      first = false;
    } else if (run.text === "\t") pieces.push([]);
    else pieces.at(-1)?.push(run);
  }
  flush(first);
  return lines;
}

function segmentOf(runs: Run[]): { text: string; bold: boolean; size: number; upper: boolean } | null {
  const text = runs
    .map((r) => (r.caps ? r.text.toLocaleUpperCase("pt-BR") : r.text))
    .join("")
    .replace(/\s+/g, " ")
    .trim();
  if (!text) return null;
  const letters = (list: Run[]) => list.reduce((n, r) => n + (r.text.match(/\p{L}/gu)?.length ?? 0), 0);
  const total = letters(runs);
  const bold = total > 0 && letters(runs.filter((r) => r.bold)) >= 0.6 * total;
  const size = Math.max(...runs.map((r) => r.size));
  return { text, bold, size, upper: /\p{Lu}/u.test(text) && !/\p{Ll}/u.test(text) };
}
