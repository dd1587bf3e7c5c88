/** What we write into a PDF's document information dictionary. */
type PdfInfo = { title: string; author: string; creator?: string };

/**
 * Sets Title and Author of a PDF written by Chromium (which takes Title from <title> and has no Author) by an
 * incremental update, the way PDF editors save: the original bytes stay untouched and a new revision of the
 * Info object, a one-entry cross-reference section and a trailer pointing back at the old one are appended.
 * Throws when the file does not end in a classic trailer (Chromium's Skia always writes one).
 */
export function setPdfInfo(pdf: Buffer, info: PdfInfo): Buffer {
  // The trailer and startxref sit in the last few hundred bytes; latin1 maps bytes to chars one to one.
  const tail = pdf.subarray(Math.max(0, pdf.length - 4096)).toString("latin1");
  const trailerAt = tail.lastIndexOf("trailer");
  const startxref = /startxref\s+(\d+)\s+%%EOF\s*$/.exec(tail);
  if (trailerAt < 0 || !startxref) throw new Error("the PDF has no classic trailer");
  const trailer = tail.slice(trailerAt, startxref.index);
  const size = /\/Size\s+(\d+)/.exec(trailer)?.[1];
  const root = /\/Root\s+(\d+\s+\d+\s+R)/.exec(trailer)?.[1];
  if (!size || !root) throw new Error("the PDF trailer has no /Size or /Root");
  const existing = /\/Info\s+(\d+)\s+(\d+)\s+R/.exec(trailer);
  // Replace the Info object in place (same number, same generation) or add one at the end.
  const number = existing ? Number(existing[1]) : Number(size);
  const generation = existing ? Number(existing[2]) : 0;
  const newSize = existing ? Number(size) : Number(size) + 1;

  const now = pdfDate(new Date());
  const dictionary = [
    `/Title ${pdfText(info.title)}`,
    `/Author ${pdfText(info.author)}`,
    `/Creator ${pdfText(info.creator ?? "Vitae")}`,
    "/Producer (Chromium Skia/PDF)",
    `/CreationDate (${now})`,
    `/ModDate (${now})`,
  ].join("\n");
  const separator = pdf.at(-1) === 0x0a ? "" : "\n";
  const objectOffset = pdf.length + separator.length;
  const object = `${separator}${number} ${generation} obj\n<<${dictionary}>>\nendobj\n`;
  const xrefOffset = objectOffset + Buffer.byteLength(object, "latin1") - separator.length;
  const update =
    object +
    `xref\n${number} 1\n${String(objectOffset).padStart(10, "0")} ${String(generation).padStart(5, "0")} n \n` +
    `trailer\n<</Size ${newSize}\n/Root ${root}\n/Info ${number} ${generation} R\n/Prev ${startxref[1]}>>\n` +
    `startxref\n${xrefOffset}\n%%EOF\n`;
  return Buffer.concat([pdf, Buffer.from(update, "latin1")]);
}

/** A PDF text string: UTF-16BE with a byte-order mark, in hex, so accents and parentheses need no escaping. */
function pdfText(text: string): string {
  let hex = "FEFF";
  for (let i = 0; i < text.length; i++) hex += text.charCodeAt(i).toString(16).padStart(4, "0").toUpperCase();
  return `<${hex}>`;
}

/** D:YYYYMMDDHHmmSSZ, the PDF date format, in UTC. */
function pdfDate(date: Date): string {
  const iso = date.toISOString();
  return `D:${iso.slice(0, 19).replace(/[-T:]/g, "")}Z`;
}
