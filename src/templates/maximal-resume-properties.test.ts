import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { TEMPLATE_IDS } from "#core/resume/template-id.ts";
import { maximalResume } from "#core/testing/maximal-resume.ts";
import { renderResumeDocument } from "./render-resume-document.tsx";

/*
 * Decision 0020: every template renders the largest resume the schema accepts, filled with worst-case
 * characters, and leaves nothing out. No time is measured: a step that grew faster than the input would
 * blow the generous timeout.
 */

const count = (html: string, marker: RegExp) => html.match(marker)?.length ?? 0;

describe.each(TEMPLATE_IDS)("renderResumeDocument(resume at every cap, '%s')", (templateId) => {
  it("renders every entry and skill, with the person's text escaped", () => {
    fc.assert(
      fc.property(maximalResume, (data) => {
        const html = renderResumeDocument(data, templateId);
        expect(count(html, /class="v-entry v-exp"/g)).toBe(30);
        expect(count(html, /class="v-entry v-edu"/g)).toBe(20);
        expect(count(html, /class="v-skill[ "]/g)).toBe(200);
        expect(html).not.toContain("<script>");
      }),
      { numRuns: 4 },
    );
  }, 60_000);
});
