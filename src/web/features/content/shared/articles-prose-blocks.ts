/**
 * Long texts (career articles, blog posts) are written as plain strings in a tiny markup, so the content
 * files read like the text itself and nothing is injected as HTML:
 * blocks are separated by a blank line; "## " starts a heading, "- " lines a list, "1. " lines a numbered
 * list; **words** inside a block are emphasised.
 */
type ProseBlock =
  | { kind: "heading"; text: string }
  | { kind: "paragraph"; text: string }
  | { kind: "list"; ordered: boolean; items: string[] };

/** A run of text, emphasised or not. */
type ProseSpan = { text: string; strong: boolean };

export function parseProse(source: string): ProseBlock[] {
  return source
    .trim()
    .split(/\n\s*\n/)
    .map((block) => block.trim())
    .filter(Boolean)
    .map(parseBlock);
}

function parseBlock(block: string): ProseBlock {
  if (block.startsWith("## ")) return { kind: "heading", text: block.slice(3).trim() };
  const lines = block.split("\n").map((line) => line.trim());
  if (lines.every((line) => line.startsWith("- "))) {
    return { kind: "list", ordered: false, items: lines.map((line) => line.slice(2).trim()) };
  }
  if (lines.every((line) => /^\d+\. /.test(line))) {
    return { kind: "list", ordered: true, items: lines.map((line) => line.replace(/^\d+\. /, "").trim()) };
  }
  return { kind: "paragraph", text: lines.join(" ") };
}

/** Splits "a **b** c" into spans; an unmatched "**" stays as written. */
export function parseSpans(text: string): ProseSpan[] {
  const spans: ProseSpan[] = [];
  const pattern = /\*\*(.+?)\*\*/g;
  let last = 0;
  for (const match of text.matchAll(pattern)) {
    if (match.index > last) spans.push({ text: text.slice(last, match.index), strong: false });
    spans.push({ text: match[1] ?? "", strong: true });
    last = match.index + match[0].length;
  }
  if (last < text.length) spans.push({ text: text.slice(last), strong: false });
  return spans;
}

/** The words a reader reads (markup left out), for reading times and length checks. */
export function countWords(source: string): number {
  const plain = source.replace(/\*\*/g, "").replace(/^(## |- |\d+\. )/gm, "");
  return plain.split(/\s+/).filter((word) => /[\p{L}\p{N}]/u.test(word)).length;
}

/** Minutes to read, at a calm 200 words a minute, never less than one. */
export function readingMinutes(source: string): number {
  return Math.max(1, Math.round(countWords(source) / 200));
}
