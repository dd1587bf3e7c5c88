import type { ResumeData } from "#core/resume/resume-data.ts";
import type { ResumeStyle } from "#core/resume/resume-style.ts";
import type { TemplateId } from "#core/resume/template-id.ts";
import { toResumeView } from "#core/view/resume-view.ts";
import { type FontSource, fontFaceCss } from "./fonts/font-faces.ts";
import { baseCss, pageCss } from "./page-css.ts";
import { TEMPLATE_DEFINITIONS } from "./registry.ts";
import { styleCss } from "./style-css.ts";

type ResumeTemplateProps = { data: ResumeData; templateId: TemplateId };

/**
 * The body of the resume document: a pure function of the data, rendered to a string for the PDF and into
 * the preview's iframe, so both show the same markup.
 */
export function ResumeTemplate({ data, templateId }: ResumeTemplateProps) {
  const { Component } = TEMPLATE_DEFINITIONS[templateId];
  return (
    <>
      <div className="vitae-page-bg" aria-hidden="true" />
      <Component view={toResumeView(data)} />
    </>
  );
}

/**
 * All the CSS of a template's document, with the resume's accent and fonts when it has its own; fonts come
 * from data: URLs (PDF) or same-origin URLs (preview).
 */
export function buildTemplateCss(
  templateId: TemplateId,
  fontSource: FontSource,
  style: ResumeStyle = {},
): string {
  const definition = TEMPLATE_DEFINITIONS[templateId];
  return [
    fontFaceCss(definition.fonts, fontSource),
    baseCss,
    pageCss(definition.page),
    definition.css,
    styleCss(style, fontSource),
  ].join("\n");
}
