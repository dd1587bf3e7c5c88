/**
 * One run of text placed on a page, as a reader (PDF) finds it. Coordinates are in points with the origin at
 * the top-left of the page: `y` is the baseline, growing downwards.
 */
export interface TextItem {
  text: string;
  page: number;
  x: number;
  y: number;
  width: number;
  /** Font size in points (the glyph height). */
  fontSize: number;
  bold: boolean;
  /** An identifier of the font within the document; equal ids mean the same font. */
  font: string;
}

export interface PageText {
  width: number;
  height: number;
  items: TextItem[];
}
