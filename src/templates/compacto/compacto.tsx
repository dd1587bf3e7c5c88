import type { ResumeView } from "#core/view/resume-view.ts";
import { IdentityHeader } from "../shared/identity.tsx";
import { AllSections } from "../shared/standard-sections.tsx";
import type { TemplateDefinition } from "../template-definition.ts";
import { compactoCss } from "./compacto-css.ts";

/** One tight column, small margins and short gaps: more of a long career on each page, still easy to scan. */
function Compacto({ view }: { view: ResumeView }) {
  return (
    <div className="vitae vitae--compacto">
      <IdentityHeader view={view} prefix="p" className="p-header" />
      <AllSections view={view} />
    </div>
  );
}

export const compacto: TemplateDefinition = {
  Component: Compacto,
  fonts: ["lato-latin-400-normal", "lato-latin-700-normal"],
  css: compactoCss,
  page: { firstTopMm: 11, topMm: 11, bottomMm: 11 },
};
