import { crc32, deflateSync } from "node:zlib";
import sharp from "sharp";

/*
 * Images made in the tests, so no fixture file hides what it holds: a smooth portrait, one with a GPS
 * position in its EXIF, a PNG whose header declares billions of pixels, and the like.
 */

type Size = { width: number; height: number };

/** A smooth gradient with a dark oval: compresses like a real portrait. */
function portraitPixels({ width, height }: Size): Buffer {
  const pixels = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const i = (y * width + x) * 3;
      const dx = (x - width / 2) / (width / 3);
      const dy = (y - height / 2.4) / (height / 4);
      const face = dx * dx + dy * dy < 1;
      pixels[i] = face ? 200 : 40 + Math.round((x / width) * 80);
      pixels[i + 1] = face ? 160 : 90 + Math.round((y / height) * 60);
      pixels[i + 2] = face ? 130 : 160;
    }
  }
  return pixels;
}

function portrait(size: Size) {
  return sharp(portraitPixels(size), { raw: { ...size, channels: 3 } });
}

export function portraitJpeg(size: Size = { width: 900, height: 1200 }): Promise<Buffer> {
  return portrait(size).jpeg({ quality: 90 }).toBuffer();
}

export function portraitPng(size: Size = { width: 900, height: 1200 }): Promise<Buffer> {
  return portrait(size).png().toBuffer();
}

/** Written into the EXIF beside the GPS position, so a test can look for it in the stored bytes. */
export const EXIF_MARKER = "Rua das Acacias 42 Campinas";

/** A JPEG that says where it was taken: GPS latitude and longitude, and an address in its description. */
export function jpegWithGpsLocation(size: Size = { width: 900, height: 1200 }): Promise<Buffer> {
  return portrait(size)
    .jpeg({ quality: 90 })
    .withExif({
      IFD0: { ImageDescription: EXIF_MARKER, Make: "Celular" },
      IFD3: {
        GPSLatitudeRef: "S",
        GPSLatitude: "22/1 54/1 3000/100",
        GPSLongitudeRef: "W",
        GPSLongitude: "47/1 3/1 4000/100",
      },
    })
    .toBuffer();
}

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, "latin1"), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/**
 * A valid PNG of a few hundred bytes whose header declares `width` × `height` pixels: decoding it would need
 * width × height × 3 bytes of memory (50000 × 50000 is 7.5 GB), a decompression bomb.
 */
export function pngDeclaring(width: number, height: number): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // truecolour
  // A few rows of zeros; the rest of the declared image is missing.
  const rows = deflateSync(Buffer.alloc((width * 3 + 1) * 4));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk("IHDR", header),
    pngChunk("IDAT", rows),
    pngChunk("IEND", Buffer.alloc(0)),
  ]);
}

/** The first bytes of a PDF, whatever name or type it is sent under. */
export const PDF_BYTES = Buffer.from("%PDF-1.7\n1 0 obj\n<< /Type /Catalog >>\nendobj\n%%EOF\n", "latin1");

export function dataUrl(bytes: Buffer, type = "image/jpeg"): string {
  return `data:${type};base64,${bytes.toString("base64")}`;
}

export function bytesOf(photo: string): Buffer {
  return Buffer.from(photo.slice(photo.indexOf(",") + 1), "base64");
}
