import { randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import sharp from "sharp";
import { expect, it } from "vitest";
import { photoMessages } from "#core/resume/photo.ts";
import type { ResumeData } from "#core/resume/resume-data.ts";
import { resumes } from "../db/schema.ts";
import {
  bytesOf,
  dataUrl,
  EXIF_MARKER,
  jpegWithGpsLocation,
  PDF_BYTES,
  pngDeclaring,
  portraitJpeg,
  portraitPng,
} from "../photos/testing/test-images.ts";
import { describeOnEachDatabase } from "../testing/api-client.ts";
import { createResumeData } from "../testing/factories.ts";

describeOnEachDatabase("resume photo", (api) => {
  const save = (cookie: string, foto: string) =>
    api.call("/resumes", { cookie, body: { name: "Com foto", content: { ...createResumeData(), foto } } });

  /** The photo as the database holds it, read straight from the row. */
  async function storedBytes(id: string): Promise<Buffer> {
    const [row] = await api.db.select().from(resumes).where(eq(resumes.id, id));
    return bytesOf((row?.content as ResumeData | undefined)?.foto ?? "");
  }

  function refusedWith(result: { status: number; json: unknown }, message: string) {
    expect(result.status).toBe(400);
    expect(result.json).toMatchObject({
      code: "VALIDATION_FAILED",
      issues: [{ path: "content.foto", message }],
    });
  }

  it("stores a JPG and a PNG as our own 600×800 JPEG", async () => {
    const { cookie } = await api.signUp();
    for (const [bytes, type] of [
      [await portraitJpeg(), "image/jpeg"],
      [await portraitPng(), "image/png"],
    ] as const) {
      const result = await save(cookie, dataUrl(bytes, type));
      expect(result.status).toBe(201);
      expect(result.json.resume.content.foto).toMatch(/^data:image\/jpeg;base64,/);
      const stored = await sharp(await storedBytes(result.json.resume.id)).metadata();
      expect(stored).toMatchObject({ format: "jpeg", width: 600, height: 800 });
    }
  });

  it("stores no byte of the EXIF of an upload, GPS location included", async () => {
    const { cookie } = await api.signUp();
    const result = await save(cookie, dataUrl(await jpegWithGpsLocation()));
    expect(result.status).toBe(201);
    const bytes = await storedBytes(result.json.resume.id);
    expect((await sharp(bytes).metadata()).exif).toBeUndefined();
    expect(bytes.includes(EXIF_MARKER)).toBe(false);
    expect(bytes.includes("Exif\0\0")).toBe(false);
  });

  it("refuses hostile and unfit images with a message for each, never a server error", async () => {
    const { cookie } = await api.signUp();
    refusedWith(await save(cookie, dataUrl(PDF_BYTES, "image/jpeg")), photoMessages.tipo);
    refusedWith(await save(cookie, "https://example.com/foto.jpg"), photoMessages.tipo);
    refusedWith(await save(cookie, dataUrl(pngDeclaring(50_000, 50_000), "image/png")), photoMessages.pixels);
    const jpeg = await portraitJpeg();
    refusedWith(await save(cookie, dataUrl(jpeg.subarray(0, jpeg.length >> 1))), photoMessages.ilegivel);
    refusedWith(
      await save(cookie, dataUrl(await portraitJpeg({ width: 290, height: 900 }))),
      photoMessages.pequena,
    );
    const overFive = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff]), randomBytes(5.2 * 1024 * 1024)]);
    refusedWith(await save(cookie, dataUrl(overFive)), photoMessages.tamanho);
    // A 6 MB file does not even fit the body a resume may send.
    const six = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff]), randomBytes(6 * 1024 * 1024)]);
    const tooLarge = await save(cookie, dataUrl(six));
    expect(tooLarge.status).toBe(413);
    expect(tooLarge.json.code).toBe("PAYLOAD_TOO_LARGE");
    expect((await api.call("/resumes", { cookie })).json.resumes).toEqual([]);
  });

  it("keeps the stored photo as it is on later saves, takes a new one, and removes it", async () => {
    const { cookie } = await api.signUp();
    const created = (await save(cookie, dataUrl(await portraitJpeg()))).json.resume;
    const put = (foto: string, version: number) =>
      api.call(`/resumes/${created.id}`, {
        method: "PUT",
        cookie,
        body: { name: "Com foto", content: { ...createResumeData({ cargo: `v${version}` }), foto }, version },
      });
    const again = await put(created.content.foto, 1);
    expect(again.status).toBe(200);
    expect(again.json.resume.content.foto).toBe(created.content.foto);

    const other = await put(dataUrl(await portraitPng({ width: 300, height: 400 }), "image/png"), 2);
    expect(other.status).toBe(200);
    expect((await sharp(bytesOf(other.json.resume.content.foto)).metadata()).width).toBe(300);

    const refused = await put(dataUrl(PDF_BYTES, "image/png"), 3);
    refusedWith(refused, photoMessages.tipo);

    const removed = await put("", 3);
    expect(removed.status).toBe(200);
    expect(removed.json.resume.content.foto).toBe("");
  });

  it("goes, as stored, into the JSON Resume export and the account's data export", async () => {
    const { cookie } = await api.signUp();
    const { id, content } = (await save(cookie, dataUrl(await jpegWithGpsLocation()))).json.resume;
    const jsonResume = await api.call(`/resumes/${id}/json-resume`, { cookie });
    expect(jsonResume.json.basics.image).toBe(content.foto);
    const account = await api.call("/account/export", { cookie });
    expect(account.json.resumes[0].content.foto).toBe(content.foto);
  });
});
