/** What an upload is, judged by its bytes alone (never by its name or declared type). */
type FileKind = "pdf" | "docx" | "doc" | "empty" | "unknown";

const OLE_SIGNATURE = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];
const ZIP_LOCAL_HEADER = 0x04034b50;
const ZIP_CENTRAL_HEADER = 0x02014b50;
const ZIP_END_OF_DIRECTORY = 0x06054b50;
/** Readers accept `%PDF-` anywhere in the first kilobyte (some generators put junk before it). */
const PDF_HEADER_WINDOW = 1024;
const DOCX_MAIN_PART = "word/document.xml";

export function detectFileKind(bytes: Uint8Array): FileKind {
  if (bytes.byteLength === 0) return "empty";
  if (startsWith(bytes, OLE_SIGNATURE)) return "doc";
  if (hasPdfHeader(bytes)) return "pdf";
  if (bytes.byteLength >= 4 && view(bytes).getUint32(0, true) === ZIP_LOCAL_HEADER) {
    return zipEntryNames(bytes).includes(DOCX_MAIN_PART) ? "docx" : "unknown";
  }
  return "unknown";
}

function startsWith(bytes: Uint8Array, signature: number[]): boolean {
  return signature.every((byte, index) => bytes[index] === byte);
}

function hasPdfHeader(bytes: Uint8Array): boolean {
  const head = new TextDecoder("latin1").decode(bytes.subarray(0, PDF_HEADER_WINDOW));
  return head.includes("%PDF-");
}

function view(bytes: Uint8Array): DataView {
  return new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
}

/**
 * The file names in a ZIP's central directory (the authoritative list; local headers may be stale). An
 * archive whose directory cannot be found or walked yields no names.
 */
function zipEntryNames(bytes: Uint8Array): string[] {
  const data = view(bytes);
  const end = findEndOfDirectory(data);
  if (end < 0) return [];
  const count = data.getUint16(end + 10, true);
  let offset = data.getUint32(end + 16, true);
  const names: string[] = [];
  const decoder = new TextDecoder("utf-8");
  for (let index = 0; index < count; index++) {
    if (offset + 46 > data.byteLength || data.getUint32(offset, true) !== ZIP_CENTRAL_HEADER) return names;
    const nameLength = data.getUint16(offset + 28, true);
    const extraLength = data.getUint16(offset + 30, true);
    const commentLength = data.getUint16(offset + 32, true);
    const nameStart = offset + 46;
    if (nameStart + nameLength > data.byteLength) return names;
    names.push(decoder.decode(bytes.subarray(nameStart, nameStart + nameLength)));
    offset = nameStart + nameLength + extraLength + commentLength;
  }
  return names;
}

/** The end-of-directory record sits in the last 22 bytes plus up to 64 KB of archive comment. */
function findEndOfDirectory(data: DataView): number {
  const lowest = Math.max(0, data.byteLength - 22 - 0xffff);
  for (let offset = data.byteLength - 22; offset >= lowest; offset--) {
    if (data.getUint32(offset, true) === ZIP_END_OF_DIRECTORY) return offset;
  }
  return -1;
}
