import { hasIdentity, type ResumeView } from "#core/view/resume-view.ts";
import { ContactList } from "../shared/lists.tsx";
import {
  EducationSection,
  ExperienceSection,
  ResumoSection,
  SkillsSection,
} from "../shared/standard-sections.tsx";
import type { TemplateDefinition } from "../template-definition.ts";
import { criativoCss } from "./criativo-css.ts";

/** A bold band with the name, a timeline of jobs and skill chips: for design, communication, marketing. */
function Criativo({ view }: { view: ResumeView }) {
  return (
    <div className="vitae vitae--criativo">
      {hasIdentity(view) && (
        <header className="k-band" data-entry="">
          {view.nome && <h1 className="k-name">{view.nome}</h1>}
          {view.headline && <p className="k-headline">{view.headline}</p>}
          <ContactList view={view} />
        </header>
      )}
      <div className="k-body">
        <ResumoSection view={view} />
        <ExperienceSection view={view} />
        <EducationSection view={view} />
        <div className="k-skills">
          <SkillsSection skills={view.hardSkills} kind="hardSkills" />
          <SkillsSection skills={view.softSkills} kind="softSkills" />
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
