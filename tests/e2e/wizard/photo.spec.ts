import { randomBytes } from "node:crypto";
import sharp from "sharp";
import {
  dataUrl,
  EXIF_MARKER,
  jpegWithGpsLocation,
  PDF_BYTES,
  portraitJpeg,
  portraitPng,
} from "../../../src/server/photos/testing/test-images.ts";
import { uniqueEmail } from "../auth/auth-test.ts";
import { fillSignup, toastWith, VISITOR_DRAFT } from "../dashboard/dashboard-test.ts";
import { expectNoSeriousA11yViolations } from "../fixtures/a11y.ts";
import { inPreview } from "../fixtures/preview.ts";
import { seedStorage } from "../fixtures/storage.ts";
import { desktopOnly, expect, test } from "../fixtures/test.ts";

const sameOnEveryScreen =
  "what the server stores does not depend on the screen; the phone adds and crops a photo above";

// 'Foto (opcional)' on the personal step: chosen, cut to 3:4, seen in the preview, kept in the draft, removed;
// and a visitor's photo reaching the account, re-encoded, when they sign up.

const NAME = VISITOR_DRAFT.informacoesPessoais.nomeCompleto;
const jpegFile = (name: string, buffer: Buffer) => ({ name, mimeType: "image/jpeg", buffer });

test.describe("the photo on the personal step", () => {
  test.use({ expectedConsoleErrors: [/Failed to load resource.*status of 4\d\d/] });

  test("is checked, cut to 3:4, shown in the preview, kept in the draft and removed", async ({ page }) => {
    test.setTimeout(60_000);
    await seedStorage(page, VISITOR_DRAFT);
    await page.goto("/criar-curriculo");
    const section = page.getByRole("region", { name: "Foto (opcional)" });
    await expect(section).toContainText("No Brasil a foto não é obrigatória");
    const input = section.getByLabel("Adicionar foto");
    const alert = section.getByRole("alert");

    // The type is told by the bytes: a PDF named .jpg is refused.
    await input.setInputFiles(jpegFile("foto.jpg", PDF_BYTES));
    await expect(alert).toHaveText("A foto deve ser JPG ou PNG.");
    const six = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), randomBytes(6 * 1024 * 1024)]);
    await input.setInputFiles(jpegFile("grande.jpg", six));
    await expect(alert).toHaveText("A foto deve ter no máximo 5 MB.");
    await input.setInputFiles(jpegFile("pequena.jpg", await portraitJpeg({ width: 280, height: 600 })));
    await expect(alert).toHaveText("A foto precisa ter pelo menos 300×400 pixels.");

    // A landscape picture: the cropper opens on a 3:4 frame, moved with the keyboard and zoomed.
    await input.setInputFiles(jpegFile("retrato.jpg", await portraitJpeg({ width: 1600, height: 1200 })));
    const dialog = page.getByRole("dialog", { name: "Recortar foto" });
    await expect(dialog).toBeVisible();
    await expect(alert).toHaveCount(0);
    const frame = dialog.getByRole("img", { name: "Enquadramento da foto" });
    const framed = () => frame.evaluate((canvas: HTMLCanvasElement) => canvas.toDataURL());
    const before = await framed();
    const box = await frame.boundingBox();
    if (!box) throw new Error("the frame has no box");
    await page.mouse.move(box.x + 100, box.y + 150);
    await page.mouse.down();
    await page.mouse.move(box.x + 160, box.y + 150, { steps: 4 });
    await page.mouse.up();
    await expect.poll(framed).not.toBe(before);
    await frame.focus();
    await page.keyboard.press("ArrowRight");
    await page.keyboard.press("Shift+ArrowUp");
    const zoom = dialog.getByRole("slider", { name: "Zoom" });
    await zoom.focus();
    await page.keyboard.press("End");
    await expect(dialog).toContainText("A foto fica com 300×400 pixels.");
    await page.keyboard.press("Home");
    await expect(dialog).toContainText("A foto fica com 600×800 pixels.");
    await expectNoSeriousA11yViolations(page);
    await dialog.getByRole("button", { name: "Usar esta foto" }).click();
    await expect(dialog).toHaveCount(0);

    await expect(section.getByRole("img", { name: "Sua foto no currículo" })).toBeVisible();
    const stored = await page.evaluate(() => localStorage.getItem("fotoCurriculo"));
    expect(stored).toMatch(/^data:image\/jpeg;base64,/);
    const size = await sharp(Buffer.from(stored?.split(",")[1] ?? "", "base64")).metadata();
    expect(size).toMatchObject({ width: 600, height: 800 });
    await inPreview(page, async (resume) => {
      await expect(resume.getByRole("img", { name: NAME })).toBeVisible();
    });
    await expectNoSeriousA11yViolations(page);

    // The draft keeps it through a reload; removing it takes it out of the preview and the draft.
    await page.reload();
    await expect(section.getByRole("img", { name: "Sua foto no currículo" })).toBeVisible();
    await expect(section.getByLabel("Trocar foto")).toBeAttached();
    await section.getByRole("button", { name: "Remover foto" }).click();
    await expect(section.getByRole("img", { name: "Sua foto no currículo" })).toHaveCount(0);
    await inPreview(page, async (resume) => {
      await expect(resume.getByRole("heading", { name: NAME })).toBeVisible();
      await expect(resume.getByRole("img")).toHaveCount(0);
    });
    expect(await page.evaluate(() => localStorage.getItem("fotoCurriculo"))).toBeNull();
  });

  test("takes a PNG too, and says when the chosen template leaves the photo out", async ({ page }) => {
    await seedStorage(page, { ...VISITOR_DRAFT, templateSelecionado: "classico" });
    await page.goto("/criar-curriculo");
    const png = await sharp(await portraitPng({ width: 300, height: 400 }))
      .ensureAlpha(0.6)
      .png()
      .toBuffer();
    await page
      .getByLabel("Adicionar foto")
      .setInputFiles({ name: "foto.png", mimeType: "image/png", buffer: png });
    await page
      .getByRole("dialog", { name: "Recortar foto" })
      .getByRole("button", { name: "Usar esta foto" })
      .click();
    await expect(page.getByRole("img", { name: "Sua foto no currículo" })).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem("fotoCurriculo"))).toMatch(
      /^data:image\/jpeg;base64,/,
    );
    await expect(page.getByRole("region", { name: "Foto (opcional)" })).toContainText(
      "O modelo Clássico não mostra foto; ela aparece nos modelos Moderno, Criativo, Executivo, Recém-Formado e Elegante.",
    );
    await inPreview(page, async (resume) => {
      await expect(resume.getByRole("heading", { name: NAME })).toBeVisible();
      await expect(resume.getByRole("img")).toHaveCount(0);
    });
  });
});

test.describe(() => {
  desktopOnly(sameOnEveryScreen);

  test("a visitor's photo is kept when they sign up, stored without its location", async ({
    page,
    baseURL,
  }) => {
    test.setTimeout(90_000);
    const withLocation = dataUrl(await jpegWithGpsLocation());
    await seedStorage(page, { ...VISITOR_DRAFT, fotoCurriculo: withLocation });
    await page.goto("/visualizacao-final");
    await page.getByRole("button", { name: "Salvar Currículo" }).click();
    await page
      .getByRole("dialog", { name: "Cadastro necessário" })
      .getByRole("button", { name: "Fazer cadastro" })
      .click();
    await fillSignup(page, NAME, uniqueEmail("foto"));
    await expect(toastWith(page, "Currículo salvo automaticamente")).toBeVisible();

    const list = await (await page.request.get(`${baseURL}/api/resumes`)).json();
    const id = list.resumes[0].id as string;
    const { resume } = await (await page.request.get(`${baseURL}/api/resumes/${id}`)).json();
    const bytes = Buffer.from((resume.content.foto as string).split(",")[1] ?? "", "base64");
    const stored = await sharp(bytes).metadata();
    expect(stored).toMatchObject({ format: "jpeg", width: 600, height: 800 });
    expect(stored.exif).toBeUndefined();
    expect(bytes.includes(EXIF_MARKER)).toBe(false);
    // The draft now holds what is stored, so the next save has nothing to re-encode.
    await expect
      .poll(() => page.evaluate(() => localStorage.getItem("fotoCurriculo")))
      .toBe(resume.content.foto);
    await page.goto("/criar-curriculo");
    const thumbnail = page.getByRole("img", { name: "Sua foto no currículo" });
    await expect(thumbnail).toHaveAttribute("src", resume.content.foto);
  });
});
