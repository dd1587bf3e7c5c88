import { accentColor, type FontPairingId, fontPairing, type ResumeStyle } from "#core/resume/resume-style.ts";
import { type FontFaceKey, type FontSource, fontFaceCss } from "./fonts/font-faces.ts";

/** Each pairing's CSS stacks and the faces they need: every weight the templates ask of body and titles. */
const PAIRING_FONTS: Record<FontPairingId, { body: string; display: string; faces: FontFaceKey[] }> = {
  classica: {
    body: '"Source Serif 4",Georgia,serif',
    display: '"EB Garamond",Garamond,serif',
    faces: [
      "source-serif-4-latin-400-normal",
      "source-serif-4-latin-400-italic",
      "source-serif-4-latin-600-normal",
      "eb-garamond-latin-400-normal",
      "eb-garamond-latin-500-normal",
      "eb-garamond-latin-600-normal",
    ],
  },
  moderna: {
    body: "Inter,Arial,sans-serif",
    display: "Inter,Arial,sans-serif",
    faces: ["inter-latin-400-normal", "inter-latin-600-normal", "inter-latin-700-normal"],
  },
  contemporanea: {
    body: 'Lato,"Helvetica Neue",Arial,sans-serif',
    display: "Montserrat,Arial,sans-serif",
    faces: [
      "lato-latin-400-normal",
      "lato-latin-700-normal",
      "montserrat-latin-700-normal",
      "montserrat-latin-800-normal",
    ],
  },
  refinada: {
    body: '"EB Garamond",Garamond,Georgia,serif',
    display: '"Playfair Display",Georgia,serif',
    faces: [
      "eb-garamond-latin-400-normal",
      "eb-garamond-latin-400-italic",
      "eb-garamond-latin-600-normal",
      "playfair-display-latin-400-normal",
      "playfair-display-latin-700-normal",
    ],
  },
};

/** The faces a style adds to its template's own. */
export function styleFontFaces(style: ResumeStyle): FontFaceKey[] {
  return style.fontes ? PAIRING_FONTS[style.fontes].faces : [];
}

/**
 * The resume's own accent and fonts over the template's custom properties ('.vitae.vitae' outranks the
 * template's root rule). Built only from the palette's and the pairings' constants, never from user text.
 */
export function styleCss(style: ResumeStyle, fontSource: FontSource): string {
  const declarations: string[] = [];
  const accent = accentColor(style.corDestaque);
  if (accent) declarations.push(`--v-accent:${accent.hex}`);
  const pairing = fontPairing(style.fontes);
  if (pairing) {
    const fonts = PAIRING_FONTS[pairing.id];
    declarations.push(`--v-font-body:${fonts.body}`, `--v-font-display:${fonts.display}`);
  }
  if (declarations.length === 0) return "";
  return [fontFaceCss(styleFontFaces(style), fontSource), `.vitae.vitae{${declarations.join(";")}}`]
    .filter(Boolean)
    .join("\n");
}

/** A key per look, for caching the document CSS of a template and a style. */
export function styleKey(style: ResumeStyle): string {
  return `${style.corDestaque ?? ""}|${style.fontes ?? ""}`;
}
