import { describe, expect, it } from "vitest";
import { formatEducationPeriod } from "#core/resume/education.ts";
import { formatExperiencePeriod } from "#core/resume/experience.ts";
import type { ResumeData } from "#core/resume/resume-data.ts";
import { TEMPLATE_IDS } from "#core/resume/template-id.ts";
import { sampleResume } from "#core/sample-resume.ts";
import { descriptionBlocks } from "#core/view/description-blocks.ts";
import { RESUME_LANGUAGES, resumeLanguage } from "#core/view/languages/languages.ts";
import { FONT_FACES } from "./fonts/font-faces.ts";
import { TEMPLATE_DEFINITIONS } from "./registry.ts";
import { renderResumeDocument } from "./render-resume-document.tsx";

const PT = resumeLanguage("pt");
const titles = PT.titles;

/** The text a reader sees in the body: tags dropped, entities decoded, spaces collapsed. */
function visibleText(html: string): string {
  const body = html.slice(html.indexOf("<body>"));
  return body
    .replace(/<[^>]*>/g, " ")
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&amp;/g, "&")
    .replace(/\s+/g, " ");
}

function everyFieldOf(data: ResumeData): string[] {
  const language = resumeLanguage(data.idioma);
  return [
    data.nome,
    data.cargo,
    data.email,
    data.telefone,
    `${data.cidade} - ${data.estado}`,
    data.resumo,
    ...data.experiencias.flatMap((exp) => [
      exp.cargo,
      exp.empresa,
      formatExperiencePeriod(exp, language),
      ...descriptionBlocks(exp.descricao).flatMap((b) => (b.kind === "text" ? [b.text] : b.items)),
    ]),
    ...data.formacoes.flatMap((edu) => {
      const { periodo, nivel } = formatEducationPeriod(edu, language);
      return [edu.curso, edu.instituicao, periodo, nivel];
    }),
    ...data.hardSkills,
    ...data.softSkills,
  ];
}

describe.each(TEMPLATE_IDS)("renderResumeDocument(…, '%s')", (templateId) => {
  const html = renderResumeDocument(sampleResume, templateId);
  const text = visibleText(html);

  it("is a complete Portuguese HTML document titled with the person's name", () => {
    expect(html.startsWith("<!doctype html>")).toBe(true);
    expect(html).toContain('<html lang="pt-BR"');
    expect(html).toContain('<meta charset="utf-8">');
    expect(html).toContain("<title>Currículo - Camila Ferreira Lima</title>");
  });

  it("shows every field of the resume", () => {
    for (const field of everyFieldOf(sampleResume)) expect(text).toContain(field);
  });

  it("titles the sections in Portuguese", () => {
    for (const heading of [
      titles.resumo,
      titles.experiencias,
      titles.formacoes,
      titles.hardSkills,
      titles.softSkills,
    ]) {
      expect(text).toContain(heading);
    }
  });

  it("keeps the person's lines: one list item per bullet line", () => {
    const bullets = sampleResume.experiencias.flatMap((exp) =>
      descriptionBlocks(exp.descricao).flatMap((b) => (b.kind === "list" ? b.items : [])),
    );
    expect(html.match(/<li>/g)).toHaveLength(bullets.length);
  });

  it("loads nothing from the network and inlines its fonts", () => {
    // A link is not a load: the sample's LinkedIn is one, for the PDF reader to open.
    const links = /<a class="v-contact-value" href="https:\/\/[^"]+"/g;
    expect(html.match(links)).toHaveLength(1);
    expect(html.replace(links, "")).not.toMatch(/https?:\/\//);
    expect(html).not.toMatch(/<(link|script|img|iframe)\b/i);
    const sources = [...html.matchAll(/@font-face\{[^}]*src:url\("([^"]+)"\)/g)].map((m) => m[1] ?? "");
    const { fonts } = TEMPLATE_DEFINITIONS[templateId];
    expect(sources).toHaveLength(fonts.length);
    for (const source of sources) expect(source).toMatch(/^data:font\/woff2;base64,d09GMg/);
    for (const key of fonts) expect(html).toContain(`font-family:"${FONT_FACES[key].family}"`);
  });

  it("prints on A4 without splitting entries", () => {
    expect(html).toContain("size:A4");
    expect(html).toContain("print-color-adjust:exact");
    expect(html).toContain("[data-entry]{break-inside:avoid;");
  });

  it("escapes what the person typed", () => {
    const hostile = renderResumeDocument(
      {
        ...sampleResume,
        nome: 'Ana <img src=x onerror="alert(1)">',
        resumo: "<script>alert('x')</script> & mais",
      },
      templateId,
    );
    expect(hostile).not.toMatch(/<script|<img/i);
    expect(hostile).toContain("&lt;script&gt;");
    expect(hostile).toContain("<title>Currículo - Ana &#60;img");
    expect(visibleText(hostile)).toContain("<script>alert('x')</script> & mais");
  });

  it("leaves out empty sections and empty entries", () => {
    const sparse = visibleText(
      renderResumeDocument(
        {
          ...sampleResume,
          resumo: " ",
          softSkills: [],
          formacoes: [],
          experiencias: [
            { empresa: "", cargo: "", dataInicio: "", dataFim: "", atual: false, descricao: "" },
          ],
        },
        templateId,
      ),
    );
    for (const heading of [titles.resumo, titles.softSkills, titles.formacoes, titles.experiencias]) {
      expect(sparse).not.toContain(heading);
    }
    expect(sparse).toContain(titles.hardSkills);
  });
});

describe.each(TEMPLATE_IDS)("renderResumeDocument(…, '%s') in English and Spanish", (templateId) => {
  const portuguese = [...Object.values(PT.titles), ...Object.values(PT.contactLabels), "Atual", "Presente"];

  it.each([
    ["en", '<html lang="en"', "<title>Resume - Camila Ferreira Lima</title>", "Aug 2021 - Present"],
    ["es", '<html lang="es"', "<title>Currículum - Camila Ferreira Lima</title>", "ago. 2021 - Actualidad"],
  ] as const)("prints every word around the person's text in %s", (id, lang, title, period) => {
    const data = { ...sampleResume, idioma: id };
    const html = renderResumeDocument(data, templateId);
    const text = visibleText(html);
    expect(html).toContain(lang);
    expect(html).toContain(title);
    expect(text).toContain(period);
    for (const field of everyFieldOf(data)) expect(text).toContain(field);
    const { titles: own } = RESUME_LANGUAGES[id];
    for (const heading of [own.resumo, own.experiencias, own.formacoes, own.hardSkills, own.softSkills]) {
      expect(text).toContain(heading);
    }
    // 'LinkedIn' is the same word everywhere; every other Portuguese word is gone.
    for (const word of portuguese.filter((word) => word !== "LinkedIn")) {
      expect(text).not.toMatch(new RegExp(`(^|[^\\p{L}])${word}([^\\p{L}]|$)`, "u"));
    }
  });
});

describe("Técnico skill bars", () => {
  it("shrink by 10 points per skill from 85%, down to the floor", () => {
    const html = renderResumeDocument(sampleResume, "tecnico");
    const widths = [...html.matchAll(/class="t-bar-fill" style="width:(\d+)%"/g)].map((m) => Number(m[1]));
    expect(widths).toEqual([85, 75, 65, 55, 45, 35, 30, 30]);
  });
});
