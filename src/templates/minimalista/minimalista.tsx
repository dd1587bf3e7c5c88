import { hasIdentity, type ResumeView } from "#core/view/resume-view.ts";
import { ContactList } from "../shared/lists.tsx";
import {
  EducationSection,
  ExperienceSection,
  ResumoSection,
  SkillsSection,
} from "../shared/standard-sections.tsx";
import type { TemplateDefinition } from "../template-definition.ts";
import { minimalistaCss } from "./minimalista-css.ts";

/** Light type, quiet labels in a margin column and plenty of air; the content does the talking. */
function Minimalista({ view }: { view: ResumeView }) {
  return (
    <div className="vitae vitae--minimalista">
      {hasIdentity(view) && (
        <header className="n-header" data-entry="">
          {view.nome && <h1 className="n-name">{view.nome}</h1>}
          {view.headline && <p className="n-headline">{view.headline}</p>}
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

export const minimalista: TemplateDefinition = {
  Component: Minimalista,
  fonts: ["dm-sans-latin-300-normal", "dm-sans-latin-400-normal", "dm-sans-latin-500-normal"],
  css: minimalistaCss,
  page: { firstTopMm: 17, topMm: 18, bottomMm: 15 },
};
