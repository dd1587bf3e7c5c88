import { A4_HEIGHT_MM, A4_WIDTH_MM } from "#templates/page-css.ts";
import type { PageSetup } from "#templates/template-definition.ts";

/**
 * The preview's own rules, added after the template's: sheets drawn behind one continuous flow. The flow
 * starts where page 1's content starts; paginateEntries moves blocks onto the next sheet.
 */
export function previewCss(page: PageSetup): string {
  return `
html,body{margin:0;overflow:hidden;background:transparent}
.vp-sheets{position:absolute;top:0;left:0;width:${A4_WIDTH_MM}mm}
.vp-sheet{position:absolute;left:0;width:${A4_WIDTH_MM}mm;height:${A4_HEIGHT_MM}mm;background:${page.decoration ?? "#fff"};box-shadow:inset 0 0 0 1px rgba(15,23,42,.08)}
.vp-flow{position:relative;display:flow-root;width:${A4_WIDTH_MM}mm;padding-top:${page.firstTopMm}mm}
`;
}
