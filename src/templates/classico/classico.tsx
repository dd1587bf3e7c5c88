import { hasIdentity, type ResumeView } from "#core/view/resume-view.ts";
import { ContactList } from "../shared/lists.tsx";
import {
  EducationSection,
  ExperienceSection,
  ResumoSection,
  SkillsSection,
} from "../shared/standard-sections.tsx";
import type { TemplateDefinition } from "../template-definition.ts";
import { classicoCss } from "./classico-css.ts";

/** Single column, centred serif header: the safe choice for law, education, public service. */
function Classico({ view }: { view: ResumeView }) {
  return (
    <div className="vitae vitae--classico">
      {hasIdentity(view) && (
        <header className="c-header" data-entry="">
          {view.nome && <h1 className="c-name">{view.nome}</h1>}
          {view.headline && <p className="c-headline">{view.headline}</p>}
          <ContactList view={view} />
        </header>
      )}
      <ResumoSection view={view} />
      <ExperienceSection view={view} />
      <EducationSection view={view} />
      <SkillsSection skills={view.hardSkills} kind="hardSkills" />
      <SkillsSection skills={view.softSkills} kind="softSkills" />
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
