import type { PageSetup } from "./template-definition.ts";

export const A4_WIDTH_MM = 210;
export const A4_HEIGHT_MM = 297;
export const PX_PER_MM = 96 / 25.4;

/**
 * CSS shared by all templates: reset, wrapping, and the rules that decide where pages may break. The preview
 * reads the same data-entry marks to show the breaks Chromium will make. Entries are positioned only so that
 * Chromium paints them, and the PDF holds their text, in document order: otherwise the positioned bullets and
 * markers inside an entry are painted after everything else, and copied text comes out shuffled. A LinkedIn or
 * site address moves to the next line whole instead of breaking at one of its hyphens, which text extraction
 * (an ATS, pdftotext) takes for a hyphenated word and drops.
 */
export const baseCss = `
*,*::before,*::after{box-sizing:border-box}
html{-webkit-print-color-adjust:exact;print-color-adjust:exact;-webkit-text-size-adjust:100%;text-size-adjust:100%}
body{margin:0}
.vitae{width:${A4_WIDTH_MM}mm;overflow-wrap:anywhere;font-kerning:normal;font-synthesis:none}
:where(.vitae) :where(h1,h2,h3,p,ul){margin:0;padding:0;font-size:inherit;font-weight:inherit}
:where(.vitae) :where(ul){list-style:none}
:where(.vitae) :where(a){color:inherit;text-decoration:none}
a.v-contact-value{display:inline-block;max-width:100%}
[data-entry]{break-inside:avoid;position:relative}
.v-heading{break-after:avoid}
.v-desc ul li,.v-resumo p,.v-desc p{orphans:2;widows:2}
.v-desc ul li{position:relative;padding-left:1.15em}
.v-desc ul li::before{content:var(--v-bullet,"•");position:absolute;left:.2em;color:var(--v-bullet-color,currentColor)}
`;

/**
 * @page rules, plus the sheet decoration: in print a fixed element repeats it over each page area and @page
 * margin boxes paint it into the margins (overlapping by 1 mm so no hairline seam shows); on screen the
 * standalone document shows page 1's look.
 */
export function pageCss(page: PageSetup): string {
  const deco = page.decoration;
  const marginBoxes = deco
    ? `@top-center{content:"";width:${A4_WIDTH_MM}mm;margin-bottom:-1mm;background:${deco}}` +
      `@bottom-center{content:"";width:${A4_WIDTH_MM}mm;margin-top:-1mm;background:${deco}}`
    : "";
  return `
@page{size:A4;margin:${page.topMm}mm 0 ${page.bottomMm}mm 0;${marginBoxes}}
@page:first{margin-top:${page.firstTopMm}mm}
.vitae-page-bg{display:none}
@media print{.vitae-page-bg{display:${deco ? "block" : "none"};position:fixed;inset:0;z-index:-1;background:${deco ?? "none"}}}
@media screen{
.vitae-standalone{background:#e5e7eb}
.vitae-standalone body{width:${A4_WIDTH_MM}mm;min-height:${A4_HEIGHT_MM}mm;margin:0 auto;padding:${page.firstTopMm}mm 0 ${page.bottomMm}mm;background:${deco ?? "#fff"}}
}`;
}
