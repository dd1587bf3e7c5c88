import type { ResumeView } from "#core/view/resume-view.ts";
import { IdentityHeader } from "../shared/identity.tsx";
import { AllSections } from "../shared/standard-sections.tsx";
import type { TemplateDefinition } from "../template-definition.ts";
import { minimalistaCss } from "./minimalista-css.ts";

/** Light type, quiet labels in a margin column and plenty of air; the content does the talking. */
function Minimalista({ view }: { view: ResumeView }) {
  return (
    <div className="vitae vitae--minimalista">
      <IdentityHeader view={view} prefix="n" className="n-header" />
      <AllSections view={view} />
    </div>
  );
}

export const minimalista: TemplateDefinition = {
  Component: Minimalista,
  fonts: ["dm-sans-latin-300-normal", "dm-sans-latin-400-normal", "dm-sans-latin-500-normal"],
  css: minimalistaCss,
  page: { firstTopMm: 17, topMm: 18, bottomMm: 15 },
};
