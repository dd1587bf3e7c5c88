import type { ReactElement } from "react";
import type { ResumeView } from "#core/view/resume-view.ts";
import type { FontFaceKey } from "./fonts/font-faces.ts";

/** Page margins in millimetres, and what is painted behind every whole page (sidebars). */
export type PageSetup = {
  /** Top margin of page 1; 0 lets a header band touch the paper's edge. */
  firstTopMm: number;
  topMm: number;
  bottomMm: number;
  /**
   * A CSS background for the full A4 sheet, repeated on every page, margins included. Only left-to-right
   * stripes make sense: the same value paints the page area and, separately, the top and bottom margins.
   */
  decoration?: string;
};

export type TemplateDefinition = {
  Component: (props: { view: ResumeView }) => ReactElement;
  fonts: readonly FontFaceKey[];
  css: string;
  page: PageSetup;
};
