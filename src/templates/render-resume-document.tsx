import { renderToStaticMarkup } from "react-dom/server";
import type { ResumeData } from "#core/resume/resume-data.ts";
import type { ResumeStyle } from "#core/resume/resume-style.ts";
import type { TemplateId } from "#core/resume/template-id.ts";
import { resumeLanguage } from "#core/view/languages/languages.ts";
import { FONT_DATA } from "./fonts/font-data.generated.ts";
import type { FontSource } from "./fonts/font-faces.ts";
import { buildTemplateCss, ResumeTemplate } from "./resume-template.tsx";
import { styleKey } from "./style-css.ts";

const inlineFont: FontSource = (key) => `data:font/woff2;base64,${FONT_DATA[key]}`;

/**
 * Each template's CSS with its fonts inlined, per accent and font pairing: a few dozen looks at most, so each is
 * built once (about 100 KB).
 */
const documentCss = new Map<string, string>();
function cssWithInlinedFonts(templateId: TemplateId, style: ResumeStyle): string {
  const key = `${templateId}|${styleKey(style)}`;
  let css = documentCss.get(key);
  if (css === undefined) {
    css = buildTemplateCss(templateId, inlineFont, style);
    documentCss.set(key, css);
  }
  return css;
}

/**
 * The complete, self-contained HTML document of a resume: what the server prints to PDF. Fonts are inlined
 * so printing needs no network; nothing in it runs script.
 */
export function renderResumeDocument(data: ResumeData, templateId: TemplateId): string {
  const body = renderToStaticMarkup(<ResumeTemplate data={data} templateId={templateId} />);
  const language = resumeLanguage(data.idioma);
  const word = language.documentTitle;
  const title = escapeHtml(data.nome.trim() ? `${word} - ${data.nome.trim()}` : word);
  // Only template constants go into the CSS, never user text, so nothing can close the style element early.
  const css = cssWithInlinedFonts(templateId, data.estilo);
  return `<!doctype html>
<html lang="${language.htmlLang}" class="vitae-standalone">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${title}</title>
<style>${css}</style>
</head>
<body>${body}</body>
</html>
`;
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}
