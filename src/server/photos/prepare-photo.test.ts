import { randomBytes } from "node:crypto";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { PHOTO_STORED_MAX_BYTES, photoMessages } from "#core/resume/photo.ts";
import { PhotoError, preparePhoto } from "./prepare-photo.ts";
import {
  bytesOf,
  dataUrl,
  EXIF_MARKER,
  jpegWithGpsLocation,
  PDF_BYTES,
  pngDeclaring,
  portraitJpeg,
  portraitPng,
} from "./testing/test-images.ts";

async function refusal(photo: string): Promise<string> {
  const error = await preparePhoto(photo).catch((caught: unknown) => caught);
  expect(error).toBeInstanceOf(PhotoError);
  return (error as PhotoError).message;
}

async function stored(photo: string) {
  const result = await preparePhoto(photo);
  expect(result).toMatch(/^data:image\/jpeg;base64,/);
  const bytes = bytesOf(result);
  return { bytes, metadata: await sharp(bytes).metadata() };
}

describe("preparePhoto", () => {
  it("keeps a good JPEG as a 600×800 JPEG", async () => {
    const { bytes, metadata } = await stored(dataUrl(await portraitJpeg()));
    expect(metadata).toMatchObject({ format: "jpeg", width: 600, height: 800 });
    expect(bytes.length).toBeLessThanOrEqual(PHOTO_STORED_MAX_BYTES);
  });

  it("turns a good PNG, transparent parts included, into a JPEG", async () => {
    const png = await sharp(await portraitPng({ width: 450, height: 600 }))
      .ensureAlpha(0.5)
      .png()
      .toBuffer();
    const { metadata } = await stored(dataUrl(png, "image/png"));
    expect(metadata).toMatchObject({ format: "jpeg", width: 450, height: 600, hasAlpha: false });
  });

  it("cuts a landscape picture to 3:4 around its centre", async () => {
    const { metadata } = await stored(dataUrl(await portraitJpeg({ width: 1600, height: 900 })));
    expect(metadata).toMatchObject({ width: 600, height: 800 });
  });

  it("takes the type from the bytes, not from the declared one", async () => {
    expect(await refusal(dataUrl(PDF_BYTES, "image/jpeg"))).toBe(photoMessages.tipo);
    const gif = Buffer.from("GIF89a\x01\x00\x01\x00\x00\x00\x00;", "latin1");
    expect(await refusal(dataUrl(gif, "image/png"))).toBe(photoMessages.tipo);
    // A real PNG declared as a JPEG is still a PNG, and welcome.
    const { metadata } = await stored(dataUrl(await portraitPng(), "image/jpeg"));
    expect(metadata.format).toBe("jpeg");
  });

  it("refuses a file over 5 MB before decoding it", async () => {
    const six = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), randomBytes(6 * 1024 * 1024)]);
    expect(await refusal(dataUrl(six))).toBe(photoMessages.tamanho);
  });

  it("refuses a PNG declaring 50000×50000 pixels without decoding it", async () => {
    const bomb = pngDeclaring(50_000, 50_000);
    expect(bomb.length).toBeLessThan(200_000);
    const started = performance.now();
    expect(await refusal(dataUrl(bomb, "image/png"))).toBe(photoMessages.pixels);
    expect(performance.now() - started).toBeLessThan(1000);
  });

  it("refuses a truncated file", async () => {
    const jpeg = await portraitJpeg();
    expect(await refusal(dataUrl(jpeg.subarray(0, Math.floor(jpeg.length / 2))))).toBe(
      photoMessages.ilegivel,
    );
    expect(await refusal(dataUrl(jpeg.subarray(0, 40)))).toBe(photoMessages.ilegivel);
    const png = await portraitPng();
    expect(await refusal(dataUrl(png.subarray(0, Math.floor(png.length / 2)), "image/png"))).toBe(
      photoMessages.ilegivel,
    );
  });

  it("strips the EXIF, GPS location included: no byte of it is stored", async () => {
    const original = await jpegWithGpsLocation();
    expect((await sharp(original).metadata()).exif).toBeDefined();
    expect(original.includes(EXIF_MARKER)).toBe(true);
    const { bytes, metadata } = await stored(dataUrl(original));
    expect(metadata.exif).toBeUndefined();
    expect(metadata.xmp).toBeUndefined();
    expect(bytes.includes(EXIF_MARKER)).toBe(false);
    expect(bytes.includes("Exif\0\0")).toBe(false);
  });

  it("needs at least 300×400 pixels once cut to 3:4", async () => {
    expect(await refusal(dataUrl(await portraitJpeg({ width: 299, height: 400 })))).toBe(
      photoMessages.pequena,
    );
    // Wide enough, but 3:4 of it is only 300×399.
    expect(await refusal(dataUrl(await portraitJpeg({ width: 800, height: 399 })))).toBe(
      photoMessages.pequena,
    );
    const { metadata } = await stored(dataUrl(await portraitJpeg({ width: 300, height: 400 })));
    expect(metadata).toMatchObject({ width: 300, height: 400 });
  });

  it("keeps a photo full of detail under the stored size by lowering its quality", async () => {
    const noise = await sharp(randomBytes(600 * 800 * 3), { raw: { width: 600, height: 800, channels: 3 } })
      .png()
      .toBuffer();
    const { bytes } = await stored(dataUrl(noise, "image/png"));
    expect(bytes.length).toBeLessThanOrEqual(PHOTO_STORED_MAX_BYTES);
  });
});
