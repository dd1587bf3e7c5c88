import { hasIdentity, type ResumeView } from "#core/view/resume-view.ts";
import { NameLines } from "../shared/identity.tsx";
import { ContactList } from "../shared/lists.tsx";
import { Photo } from "../shared/photo.tsx";
import { HardAndSoftSkills, Sections } from "../shared/standard-sections.tsx";
import type { TemplateDefinition } from "../template-definition.ts";
import { criativoCss } from "./criativo-css.ts";

/**
 * A bold band with the name (and the photo, if any, on its right), a timeline of jobs and skill chips: for
 * design, communication, marketing.
 */
function Criativo({ view }: { view: ResumeView }) {
  return (
    <div className="vitae vitae--criativo">
      {(hasIdentity(view) || view.foto) && (
        <header className={view.foto ? "k-band k-band--photo" : "k-band"} data-entry="">
          <div className="k-identity">
            <NameLines view={view} prefix="k" />
            <ContactList view={view} />
          </div>
          <Photo view={view} className="k-photo" />
        </header>
      )}
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
