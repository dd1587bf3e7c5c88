/**
 * Every font face a template may use: @fontsource latin files (they cover Portuguese), only the weights the
 * templates' CSS asks for, so the inlined fonts of the PDF document stay small. The key is the file name.
 */
export const FONT_FACES = {
  "eb-garamond-latin-400-normal": { family: "EB Garamond", weight: 400, style: "normal" },
  "eb-garamond-latin-400-italic": { family: "EB Garamond", weight: 400, style: "italic" },
  "eb-garamond-latin-500-normal": { family: "EB Garamond", weight: 500, style: "normal" },
  "eb-garamond-latin-600-normal": { family: "EB Garamond", weight: 600, style: "normal" },
  "source-serif-4-latin-400-normal": { family: "Source Serif 4", weight: 400, style: "normal" },
  "source-serif-4-latin-400-italic": { family: "Source Serif 4", weight: 400, style: "italic" },
  "source-serif-4-latin-600-normal": { family: "Source Serif 4", weight: 600, style: "normal" },
  "inter-latin-400-normal": { family: "Inter", weight: 400, style: "normal" },
  "inter-latin-600-normal": { family: "Inter", weight: 600, style: "normal" },
  "inter-latin-700-normal": { family: "Inter", weight: 700, style: "normal" },
  "montserrat-latin-700-normal": { family: "Montserrat", weight: 700, style: "normal" },
  "montserrat-latin-800-normal": { family: "Montserrat", weight: 800, style: "normal" },
  "lato-latin-400-normal": { family: "Lato", weight: 400, style: "normal" },
  "lato-latin-700-normal": { family: "Lato", weight: 700, style: "normal" },
  "playfair-display-latin-400-normal": { family: "Playfair Display", weight: 400, style: "normal" },
  "playfair-display-latin-700-normal": { family: "Playfair Display", weight: 700, style: "normal" },
  "dm-sans-latin-300-normal": { family: "DM Sans", weight: 300, style: "normal" },
  "dm-sans-latin-400-normal": { family: "DM Sans", weight: 400, style: "normal" },
  "dm-sans-latin-500-normal": { family: "DM Sans", weight: 500, style: "normal" },
  "dm-sans-latin-700-normal": { family: "DM Sans", weight: 700, style: "normal" },
  "ibm-plex-sans-latin-400-normal": { family: "IBM Plex Sans", weight: 400, style: "normal" },
  "ibm-plex-sans-latin-600-normal": { family: "IBM Plex Sans", weight: 600, style: "normal" },
  "ibm-plex-mono-latin-400-normal": { family: "IBM Plex Mono", weight: 400, style: "normal" },
  "ibm-plex-mono-latin-500-normal": { family: "IBM Plex Mono", weight: 500, style: "normal" },
} as const satisfies Record<string, { family: string; weight: number; style: "normal" | "italic" }>;

export type FontFaceKey = keyof typeof FONT_FACES;
export const FONT_FACE_KEYS = Object.keys(FONT_FACES) as FontFaceKey[];

/** Where a face's woff2 comes from: a data: URL for the PDF document, a same-origin URL for the preview. */
export type FontSource = (key: FontFaceKey) => string;

/** The @fontsource package holding a face, e.g. 'ibm-plex-mono' for 'ibm-plex-mono-latin-400-normal'. */
export function fontPackage(key: FontFaceKey): string {
  return key.slice(0, key.indexOf("-latin-"));
}

export function fontFaceCss(keys: readonly FontFaceKey[], source: FontSource): string {
  return keys
    .map((key) => {
      const face = FONT_FACES[key];
      // 'block' keeps text hidden for the instant the file takes to load instead of reflowing the preview.
      return `@font-face{font-family:"${face.family}";font-style:${face.style};font-weight:${face.weight};font-display:block;src:url("${source(key)}") format("woff2")}`;
    })
    .join("\n");
}
