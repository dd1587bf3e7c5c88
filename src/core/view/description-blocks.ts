export type DescriptionBlock = { kind: "text"; text: string } | { kind: "list"; items: string[] };

// People mark achievements with whatever their keyboard or the text they pasted from offers.
const BULLET = /^\s*(?:[-–—•·*▪◦●►>✓✔]|\d{1,2}[.)])\s+/;

/**
 * Splits a description into paragraphs and bullet lists, keeping the person's line breaks: each line is its
 * own paragraph, consecutive bullet lines become one list (marker removed, each output draws its own).
 */
export function descriptionBlocks(text: string): DescriptionBlock[] {
  const blocks: DescriptionBlock[] = [];
  for (const raw of text.split(/\r?\n/)) {
    const line = raw.trim();
    if (!line) continue;
    const bullet = BULLET.exec(line);
    if (!bullet) {
      blocks.push({ kind: "text", text: line });
      continue;
    }
    const item = line.slice(bullet[0].length).trim();
    const last = blocks.at(-1);
    if (last?.kind === "list") last.items.push(item);
    else blocks.push({ kind: "list", items: [item] });
  }
  return blocks;
}
