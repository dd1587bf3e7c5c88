import { inflateRawSync } from "node:zlib";

/** Largest size accepted for one unpacked part, and for all of them together (guards against zip bombs). */
const MAX_ENTRY_BYTES = 20 * 1024 * 1024;
export const MAX_TOTAL_BYTES = 40 * 1024 * 1024;

class ZipError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "ZipError";
  }
}

/**
 * Reads the named entries of a ZIP archive (as a DOCX is): the central directory gives each entry's
 * place; stored and deflated entries are supported, others are refused. Inflating stops at the limits
 * whatever sizes the archive declares.
 */
export function readZipEntries(
  bytes: Uint8Array,
  wanted: (name: string) => boolean,
): Map<string, Uint8Array> {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const end = findEndOfCentralDirectory(view);
  const count = view.getUint16(end + 10, true);
  let offset = view.getUint32(end + 16, true);
  const entries = new Map<string, Uint8Array>();
  const decoder = new TextDecoder();
  let total = 0;
  for (let i = 0; i < count; i++) {
    if (offset + 46 > bytes.length || view.getUint32(offset, true) !== 0x02014b50) {
      throw new ZipError("broken central directory");
    }
    const method = view.getUint16(offset + 10, true);
    const compressedSize = view.getUint32(offset + 20, true);
    const size = view.getUint32(offset + 24, true);
    const nameLength = view.getUint16(offset + 28, true);
    const extraLength = view.getUint16(offset + 30, true);
    const commentLength = view.getUint16(offset + 32, true);
    const localOffset = view.getUint32(offset + 42, true);
    const name = decoder.decode(bytes.subarray(offset + 46, offset + 46 + nameLength));
    offset += 46 + nameLength + extraLength + commentLength;
    if (!wanted(name)) continue;
    if (size > MAX_ENTRY_BYTES) throw new ZipError(`entry too large: ${name}`);
    if (localOffset + 30 > bytes.length || view.getUint32(localOffset, true) !== 0x04034b50) {
      throw new ZipError("broken local header");
    }
    const start =
      localOffset + 30 + view.getUint16(localOffset + 26, true) + view.getUint16(localOffset + 28, true);
    const data = bytes.subarray(start, start + compressedSize);
    if (data.length !== compressedSize) throw new ZipError("truncated entry");
    const limit = Math.min(MAX_ENTRY_BYTES, MAX_TOTAL_BYTES - total);
    const entry = method === 0 ? data : method === 8 ? inflate(data, limit, name) : undefined;
    if (!entry) throw new ZipError(`unsupported compression ${method}`);
    total += entry.byteLength;
    if (entry.byteLength > limit) throw new ZipError(`entry too large: ${name}`);
    entries.set(name, entry);
  }
  return entries;
}

function inflate(data: Uint8Array, limit: number, name: string): Uint8Array {
  try {
    return new Uint8Array(inflateRawSync(data, { maxOutputLength: Math.max(1, limit) }));
  } catch (error) {
    throw new ZipError(`entry too large or broken: ${name} (${(error as Error).message})`);
  }
}

function findEndOfCentralDirectory(view: DataView): number {
  const last = view.byteLength - 22;
  for (let i = last; i >= Math.max(0, last - 65_557); i--) {
    if (view.getUint32(i, true) === 0x06054b50) return i;
  }
  throw new ZipError("not a ZIP archive");
}
