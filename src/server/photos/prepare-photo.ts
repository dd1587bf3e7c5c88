import sharp, { type Metadata, type OutputInfo } from "sharp";
import {
  PHOTO_MAX_BYTES,
  PHOTO_MAX_PIXELS,
  PHOTO_MIN_SIZE,
  PHOTO_OUTPUT_SIZE,
  PHOTO_STORED_MAX_BYTES,
  photoBase64,
  photoKind,
  photoMessages,
} from "#core/resume/photo.ts";

// A person's photo is not kept in libvips' cache of recent operations once it is answered, and one photo works on
// one thread, so a burst of saves cannot take every core from the requests beside them.
sharp.cache(false);
sharp.concurrency(1);

/** A photo refused, with the Portuguese sentence the person reads. */
export class PhotoError extends Error {
  override name = "PhotoError";
}

/** Tried in turn until the JPEG fits PHOTO_STORED_MAX_BYTES; a portrait fits at the first. */
const QUALITIES = [85, 75, 60, 45];
/** EXIF orientations that turn the picture a quarter: its width and height swap once applied. */
const QUARTER_TURNS = new Set([5, 6, 7, 8]);

/**
 * Any photo a client sends (an image data URL) as the one Vitae keeps: a JPEG of at most 600×800, 3:4 (cut
 * around the centre when it is not), re-encoded from the decoded pixels so no byte of the sent file survives
 * (EXIF location, comments, anything hostile to a later decoder), and at most PHOTO_STORED_MAX_BYTES.
 * The type is told by the bytes, the size is checked before decoding, and the declared dimensions before
 * any pixel is decoded. Throws PhotoError for every refusal, never another error for a bad image.
 */
export async function preparePhoto(dataUrl: string): Promise<string> {
  const base64 = photoBase64(dataUrl);
  if (base64 === null) throw new PhotoError(photoMessages.tipo);
  // Checked on the text first, so a huge one is never decoded into memory.
  if ((base64.length / 4) * 3 > PHOTO_MAX_BYTES + 2) throw new PhotoError(photoMessages.tamanho);
  const bytes = Buffer.from(base64, "base64");
  if (bytes.length > PHOTO_MAX_BYTES) throw new PhotoError(photoMessages.tamanho);
  const kind = photoKind(bytes);
  if (kind === null) throw new PhotoError(photoMessages.tipo);

  const { width, height } = await declaredSize(bytes, kind);
  const crop = centredCrop(width, height);
  if (crop.width < PHOTO_MIN_SIZE.width || crop.height < PHOTO_MIN_SIZE.height) {
    throw new PhotoError(photoMessages.pequena);
  }
  const outWidth = Math.min(PHOTO_OUTPUT_SIZE.width, crop.width);
  const outHeight = Math.round((outWidth * 4) / 3);
  const jpeg = await reencode(bytes, outWidth, outHeight);
  return `data:image/jpeg;base64,${jpeg.toString("base64")}`;
}

/** The size the header declares, upright; nothing is decoded yet. */
async function declaredSize(bytes: Buffer, kind: "jpeg" | "png") {
  let metadata: Metadata;
  try {
    metadata = await sharp(bytes, { limitInputPixels: false }).metadata();
  } catch {
    throw new PhotoError(photoMessages.ilegivel);
  }
  const { format, width, height, orientation } = metadata;
  if (format !== kind || !width || !height) throw new PhotoError(photoMessages.ilegivel);
  if (width * height > PHOTO_MAX_PIXELS) throw new PhotoError(photoMessages.pixels);
  const turned = orientation !== undefined && QUARTER_TURNS.has(orientation);
  return turned ? { width: height, height: width } : { width, height };
}

/** The largest 3:4 rectangle inside width × height. */
function centredCrop(width: number, height: number) {
  const cropWidth = Math.min(width, Math.floor((height * 3) / 4));
  return { width: cropWidth, height: Math.floor((cropWidth * 4) / 3) };
}

/** Decoded once, upright, cut and scaled; then encoded at lower qualities until it fits. */
async function reencode(bytes: Buffer, width: number, height: number): Promise<Buffer> {
  let pixels: { data: Buffer; info: OutputInfo };
  try {
    pixels = await sharp(bytes, { limitInputPixels: PHOTO_MAX_PIXELS, failOn: "truncated" })
      .rotate()
      .resize(width, height, { fit: "cover", position: "centre" })
      // A transparent PNG is laid on white, as it would show on the page.
      .flatten({ background: "#ffffff" })
      .raw()
      .toBuffer({ resolveWithObject: true });
  } catch {
    throw new PhotoError(photoMessages.ilegivel);
  }
  const raw = { width: pixels.info.width, height: pixels.info.height, channels: pixels.info.channels };
  for (const quality of QUALITIES) {
    const jpeg = await sharp(pixels.data, { raw }).jpeg({ quality, mozjpeg: true }).toBuffer();
    if (jpeg.length <= PHOTO_STORED_MAX_BYTES) return jpeg;
  }
  throw new PhotoError(photoMessages.detalhada);
}
