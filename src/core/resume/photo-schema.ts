import { z } from "zod";
import { PHOTO_DATA_URL_MAX, photoBase64, photoMessages } from "./photo.ts";

/**
 * The photo field: empty, or an image data URL of at most 5 MB. The declared type is not trusted: the
 * bytes decide (photoKind), where they are decoded.
 */
export const PhotoSchema = z
  .string({ error: photoMessages.tipo })
  .max(PHOTO_DATA_URL_MAX, photoMessages.tamanho)
  .refine((value) => value === "" || photoBase64(value) !== null, photoMessages.tipo);
