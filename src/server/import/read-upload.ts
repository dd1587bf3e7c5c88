import { AppError } from "../http/errors.ts";

/**
 * Reads a request body into memory, counting bytes as they arrive: past `maxBytes` the stream is cancelled
 * and UPLOAD_TOO_LARGE thrown, so an oversized (or endless) upload never sits whole in memory. A declared
 * Content-Length over the limit is refused before reading anything.
 */
export async function readUpload(request: Request, maxBytes: number): Promise<Uint8Array> {
  const declared = Number(request.headers.get("content-length"));
  if (Number.isFinite(declared) && declared > maxBytes) throw new AppError("UPLOAD_TOO_LARGE");
  if (!request.body) return new Uint8Array(0);

  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      total += value.byteLength;
      if (total > maxBytes) {
        await reader.cancel().catch(() => undefined);
        throw new AppError("UPLOAD_TOO_LARGE");
      }
      chunks.push(value);
    }
  } catch (error) {
    if (error instanceof AppError) throw error;
    // The client went away mid-upload: nobody is left to read an answer.
    throw new AppError("BAD_REQUEST", { cause: error });
  } finally {
    reader.releaseLock();
  }
  return concat(chunks, total);
}

function concat(chunks: Uint8Array[], total: number): Uint8Array {
  const bytes = new Uint8Array(total);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return bytes;
}
