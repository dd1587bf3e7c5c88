import {
  PHOTO_MAX_BYTES,
  PHOTO_MAX_PIXELS,
  photoBase64,
  photoKind,
  photoMessages,
} from "#core/resume/photo.ts";
import { type Crop, canCrop, initialCrop, outputSize, type Size } from "./photo-crop.ts";

/** A picture the person chose, decoded and upright, ready to be cut. */
export type PickedPhoto = { bitmap: ImageBitmap; size: Size };

/** A refusal, in the words the person reads. */
export class PhotoProblem extends Error {
  override name = "PhotoProblem";
}

/**
 * A chosen file as a picture to cut, or a PhotoProblem: at most 5 MB, a JPEG or PNG by its first bytes (not
 * its name or type), decodable, with room for a 3:4 cut of 300×400 pixels. The server checks all of it again.
 */
export async function readPhotoFile(file: Blob): Promise<PickedPhoto> {
  if (file.size > PHOTO_MAX_BYTES) throw new PhotoProblem(photoMessages.tamanho);
  const head = new Uint8Array(await file.slice(0, 8).arrayBuffer());
  if (photoKind(head) === null) throw new PhotoProblem(photoMessages.tipo);
  let bitmap: ImageBitmap;
  try {
    // Upright as a camera's EXIF orientation says, as the server will turn it.
    bitmap = await createImageBitmap(file, { imageOrientation: "from-image" });
  } catch {
    throw new PhotoProblem(photoMessages.ilegivel);
  }
  const size = { width: bitmap.width, height: bitmap.height };
  if (size.width * size.height > PHOTO_MAX_PIXELS) {
    bitmap.close();
    throw new PhotoProblem(photoMessages.pixels);
  }
  if (!canCrop(size)) {
    bitmap.close();
    throw new PhotoProblem(photoMessages.pequena);
  }
  return { bitmap, size };
}

/** The cut part as the JPEG data URL kept in the draft: at most 600×800, laid on white. */
export function cropToDataUrl(photo: PickedPhoto, crop: Crop): string {
  const out = outputSize(crop);
  const canvas = document.createElement("canvas");
  canvas.width = out.width;
  canvas.height = out.height;
  const context = canvas.getContext("2d");
  if (!context) throw new PhotoProblem(photoMessages.ilegivel);
  context.fillStyle = "#ffffff";
  context.fillRect(0, 0, out.width, out.height);
  context.imageSmoothingQuality = "high";
  context.drawImage(photo.bitmap, crop.x, crop.y, crop.width, crop.height, 0, 0, out.width, out.height);
  return canvas.toDataURL("image/jpeg", 0.9);
}

/**
 * A photo carried in an imported file (a data URL): the same checks as a chosen file, cut around its centre.
 * Read here, never fetched: a data URL is decoded in place.
 */
export async function photoFromDataUrl(dataUrl: string): Promise<string> {
  const base64 = photoBase64(dataUrl);
  if (base64 === null) throw new PhotoProblem(photoMessages.tipo);
  const binary = atob(base64);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  const photo = await readPhotoFile(new Blob([bytes]));
  try {
    return cropToDataUrl(photo, initialCrop(photo.size));
  } finally {
    photo.bitmap.close();
  }
}
