import type { TemplateId } from "./template-id.ts";

/*
 * The optional photo of a resume (decision 0031): kept in the content as a data URL, so the browser draft,
 * the preview, the PDF (which fetches nothing), the exports and the account's data all carry it as they
 * carry the text. What a person picks is checked in the browser and again, decoded and re-encoded, on the
 * server; what is stored is always the server's small JPEG.
 */

/** The largest file accepted, in the browser and on the server. */
export const PHOTO_MAX_BYTES = 5 * 1024 * 1024;
/** The smallest photo after the 3:4 crop: less prints blurred at the templates' size. */
export const PHOTO_MIN_SIZE = { width: 300, height: 400 } as const;
/** What is kept: at most this size, 3:4, a JPEG (about 2.5 times the printed size at 300 dpi). */
export const PHOTO_OUTPUT_SIZE = { width: 600, height: 800 } as const;
/** Images declaring more pixels are refused before they are decoded (a small file can declare billions). */
export const PHOTO_MAX_PIXELS = 40_000_000;
/** The largest stored JPEG; the server lowers the quality until the photo fits. */
export const PHOTO_STORED_MAX_BYTES = 200 * 1024;

export const photoMessages = {
  tipo: "A foto deve ser JPG ou PNG.",
  tamanho: "A foto deve ter no máximo 5 MB.",
  pequena: `A foto precisa ter pelo menos ${PHOTO_MIN_SIZE.width}×${PHOTO_MIN_SIZE.height} pixels.`,
  pixels: "A foto tem pixels demais: use uma imagem de até 40 megapixels.",
  ilegivel: "Não foi possível ler a foto: o arquivo parece incompleto ou corrompido. Escolha outra imagem.",
  detalhada: "Não foi possível reduzir esta foto ao tamanho máximo. Escolha outra imagem.",
} as const;

export type PhotoKind = "jpeg" | "png";

/**
 * The templates with a natural place for a photo (Moderno's sidebar, Criativo's, Executivo's and Recém-Formado's
 * bands, above Elegante's name) print it; the sober ones leave it out. The DOCX and the wizard follow this
 * list; a test checks the PDFs do.
 */
const TEMPLATES_WITH_PHOTO: ReadonlySet<TemplateId> = new Set([
  "moderno",
  "criativo",
  "executivo",
  "recem-formado",
  "elegante",
]);

export function templateShowsPhoto(templateId: TemplateId): boolean {
  return TEMPLATES_WITH_PHOTO.has(templateId);
}

const PREFIX = /^data:image\/[a-z0-9.+-]{1,20};base64,/i;
const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;
/** A data URL of a 5 MB file: the base64 of its bytes and a short prefix. */
export const PHOTO_DATA_URL_MAX = Math.ceil(PHOTO_MAX_BYTES / 3) * 4 + 40;

/** The base64 part of an image data URL ('data:image/...;base64,...'), or null for anything else. */
export function photoBase64(value: string): string | null {
  const prefix = PREFIX.exec(value);
  if (!prefix) return null;
  const base64 = value.slice(prefix[0].length);
  return base64.length > 0 && base64.length % 4 === 0 && BASE64.test(base64) ? base64 : null;
}

/** A JPEG or a PNG by its first bytes (never by its name or declared type); null for anything else. */
export function photoKind(bytes: Uint8Array): PhotoKind | null {
  const starts = (signature: number[]) => signature.every((byte, index) => bytes[index] === byte);
  if (starts([0xff, 0xd8, 0xff])) return "jpeg";
  if (starts([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return "png";
  return null;
}

/** What the templates print: a well-formed JPEG or PNG data URL, else nothing. */
export function printablePhoto(value: string): string {
  return /^data:image\/(?:jpeg|png);base64,/.test(value) && photoBase64(value) !== null ? value : "";
}
