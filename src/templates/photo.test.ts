import { describe, expect, it } from "vitest";
import { templateShowsPhoto } from "#core/resume/photo.ts";
import { TEMPLATE_IDS } from "#core/resume/template-id.ts";
import { sampleResume } from "#core/sample-resume.ts";
import { renderResumeDocument } from "./render-resume-document.tsx";

const JPEG = "data:image/jpeg;base64,/9j/4AAQSkZJRgABAQ==";

describe.each(TEMPLATE_IDS)("the photo in %s", (templateId) => {
  it(templateShowsPhoto(templateId) ? "is printed, once" : "is left out", () => {
    const html = renderResumeDocument({ ...sampleResume, foto: JPEG }, templateId);
    const images = html.match(/<img [^>]*>/g) ?? [];
    if (templateShowsPhoto(templateId)) {
      expect(images).toHaveLength(1);
      expect(images[0]).toContain(`src="${JPEG}"`);
      expect(images[0]).toContain('alt="Camila Ferreira Lima"');
    } else {
      expect(images).toEqual([]);
    }
  });

  it("prints nothing but a JPEG or PNG data URL", () => {
    for (const foto of [
      "data:image/svg+xml;base64,PHN2Zy8+",
      "https://example.com/foto.jpg",
      'data:image/jpeg;base64,"><script>alert(1)</script>',
    ]) {
      expect(renderResumeDocument({ ...sampleResume, foto }, templateId)).not.toContain("<img");
    }
  });
});
