import { afterAll, describe, expect, it } from "vitest";
import { TEMPLATE_IDS } from "#core/resume/template-id.ts";
import { sampleResume } from "#core/sample-resume.ts";
import { englishSampleResume, spanishSampleResume } from "#core/testing/language-samples.ts";
import { RESUME_LANGUAGES } from "#core/view/languages/languages.ts";
import { renderResumeDocument } from "#templates/render-resume-document.tsx";
import { createPdfRenderer } from "./pdf-renderer.ts";
import { pdfInfo, pdfText } from "./testing/pdf-tools.ts";

// The downloaded PDF of a resume printed in English or Spanish, read back as a recruiter's system reads it.
const renderer = createPdfRenderer();
afterAll(() => renderer.close());

// Some templates print headings in capitals (CSS text-transform): compare without case or line breaks. A
// period wrapped after its dash loses the dash in pdftotext, which takes it for a hyphenated word's.
const squash = (text: string) =>
  text.replace(/ - /g, " ").replace(/-?\s+/g, " ").trim().toLocaleLowerCase("es");

const PRINTED = {
  en: {
    resume: englishSampleResume,
    dates: ["Mar 2021 - Present", "May 2018 - Feb 2021", "Sep 2024 - Present", "Feb 2007 - Dec 2010"],
    statuses: ["In progress", "Completed"],
  },
  es: {
    resume: spanishSampleResume,
    dates: [
      "mar. 2021 - Actualidad",
      "may. 2018 - feb. 2021",
      "sept. 2024 - Actualidad",
      "feb. 2007 - dic. 2010",
    ],
    statuses: ["En curso", "Finalizado"],
  },
} as const;

const portuguese = RESUME_LANGUAGES.pt;

describe.each(TEMPLATE_IDS)("the %s PDF in another language", (templateId) => {
  it.each(["en", "es"] as const)("prints the headings, dates and labels of %s", async (id) => {
    const { resume, dates, statuses } = PRINTED[id];
    const language = RESUME_LANGUAGES[id];
    const html = renderResumeDocument({ ...resume, templateId }, templateId);
    const pdf = await renderer.render(html);
    const text = squash(pdfText(pdf));

    const { contato, ...sections } = language.titles;
    for (const title of Object.values(sections)) expect(text, title).toContain(squash(title));
    if (html.includes("v-section--contato")) expect(text).toContain(squash(contato));
    if (html.includes("v-contact-label")) {
      for (const label of [language.contactLabels.email, language.contactLabels.telefone]) {
        expect(text, label).toContain(squash(label));
      }
    }
    for (const printed of [...dates, ...statuses]) expect(text, printed).toContain(squash(printed));
    expect(pdfInfo(pdf).Title).toBe(`${language.documentTitle} - Camila Ferreira Lima`);

    // Nothing of the Portuguese wording is left, except where the language says the same ('Habilidades
    // técnicas').
    const own = Object.values(language.titles).map(squash);
    const words = [...Object.values(portuguese.titles), "Atual", "Presente", "Concluído", "Telefone"];
    for (const word of words.filter((word) => !own.includes(squash(word)))) {
      expect(text, word).not.toContain(squash(word));
    }
  });

  it("keeps the Portuguese wording for a Portuguese resume", async () => {
    const text = squash(pdfText(await renderer.render(renderResumeDocument(sampleResume, templateId))));
    expect(text).toContain(squash(portuguese.titles.experiencias));
    expect(text).toContain(squash("ago/2021 - Atual"));
    expect(text).not.toContain(squash("Work Experience"));
  });
});
