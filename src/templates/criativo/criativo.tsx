import type { ResumeView } from "#core/view/resume-view.ts";
import { IdentityHeader } from "../shared/identity.tsx";
import { HardAndSoftSkills, Sections } from "../shared/standard-sections.tsx";
import type { TemplateDefinition } from "../template-definition.ts";
import { criativoCss } from "./criativo-css.ts";

/** A bold band with the name, a timeline of jobs and skill chips: for design, communication, marketing. */
function Criativo({ view }: { view: ResumeView }) {
  return (
    <div className="vitae vitae--criativo">
      <IdentityHeader view={view} prefix="k" className="k-band" />
      <div className="k-body">
        <Sections view={view} sections={["resumo", "experiencias", "formacoes"]} />
        <div className="k-skills">
          <HardAndSoftSkills view={view} />
        </div>
      </div>
    </div>
  );
}

export const criativo: TemplateDefinition = {
  Component: Criativo,
  fonts: [
    "montserrat-latin-700-normal",
    "montserrat-latin-800-normal",
    "lato-latin-400-normal",
    "lato-latin-700-normal",
  ],
  css: criativoCss,
  page: { firstTopMm: 0, topMm: 13, bottomMm: 12 },
};
