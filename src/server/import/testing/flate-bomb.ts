import { constants, createDeflate } from "node:zlib";

const CHUNK = new Uint8Array(1024 * 1024);

/**
 * A one-page PDF whose content stream is `inflatedMb` megabytes of zeros, FlateDecode-compressed (about a
 * thousandth of that on disk): small to upload, huge once read. Built a chunk at a time, so making it costs
 * no more than the compressed size.
 */
export async function flateBombPdf(inflatedMb: number): Promise<Uint8Array> {
  const stream = await deflatedZeros(inflatedMb);
  const encoder = new TextEncoder();
  const parts: Uint8Array[] = [];
  const offsets: number[] = [];
  let length = 0;
  const add = (part: string | Uint8Array) => {
    const bytes = typeof part === "string" ? encoder.encode(part) : part;
    parts.push(bytes);
    length += bytes.byteLength;
  };
  const object = (body: string | Uint8Array[]) => {
    offsets.push(length);
    add(`${offsets.length} 0 obj\n`);
    if (typeof body === "string") add(body);
    else for (const part of body) add(part);
    add("\nendobj\n");
  };
  add("%PDF-1.7\n");
  object("<< /Type /Catalog /Pages 2 0 R >>");
  object("<< /Type /Pages /Kids [3 0 R] /Count 1 >>");
  object(
    "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R " +
      "/Resources << /Font << /F1 5 0 R >> >> >>",
  );
  object([
    encoder.encode(`<< /Length ${stream.byteLength} /Filter /FlateDecode >>\nstream\n`),
    stream,
    encoder.encode("\nendstream"),
  ]);
  object("<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>");
  const xref = length;
  add(`xref\n0 ${offsets.length + 1}\n0000000000 65535 f \n`);
  for (const offset of offsets) add(`${String(offset).padStart(10, "0")} 00000 n \n`);
  add(`trailer\n<< /Size ${offsets.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`);
  const pdf = new Uint8Array(length);
  let at = 0;
  for (const part of parts) {
    pdf.set(part, at);
    at += part.byteLength;
  }
  return pdf;
}

function deflatedZeros(megabytes: number): Promise<Uint8Array> {
  return new Promise((resolve, reject) => {
    const deflate = createDeflate({ level: constants.Z_BEST_COMPRESSION });
    const out: Buffer[] = [];
    deflate.on("data", (chunk: Buffer) => out.push(chunk));
    deflate.on("end", () => resolve(new Uint8Array(Buffer.concat(out))));
    deflate.on("error", reject);
    let written = 0;
    const writeMore = () => {
      while (written < megabytes) {
        written++;
        if (!deflate.write(CHUNK)) return void deflate.once("drain", writeMore);
      }
      deflate.end();
    };
    writeMore();
  });
}
