import type { ResumeView } from "#core/view/resume-view.ts";
import { IdentityHeader } from "../shared/identity.tsx";
import { AllSections } from "../shared/standard-sections.tsx";
import type { TemplateDefinition } from "../template-definition.ts";
import { classicoCss } from "./classico-css.ts";

/** Single column, centred serif header: the safe choice for law, education, public service. */
function Classico({ view }: { view: ResumeView }) {
  return (
    <div className="vitae vitae--classico">
      <IdentityHeader view={view} prefix="c" className="c-header" />
      <AllSections view={view} />
    </div>
  );
}

export const classico: TemplateDefinition = {
  Component: Classico,
  fonts: [
    "eb-garamond-latin-500-normal",
    "source-serif-4-latin-400-normal",
    "source-serif-4-latin-400-italic",
    "source-serif-4-latin-600-normal",
  ],
  css: classicoCss,
  page: { firstTopMm: 14, topMm: 15, bottomMm: 14 },
};
