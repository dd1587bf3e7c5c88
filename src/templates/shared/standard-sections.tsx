import type { ResumeView } from "#core/view/resume-view.ts";
import { EducationEntry, ExperienceEntry } from "./entries.tsx";
import { SkillList } from "./lists.tsx";
import { Section } from "./section.tsx";

/* The sections every template has; a template only decides where each one goes. */

export function ResumoSection({ view }: { view: ResumeView }) {
  const items = view.resumo.length > 0 ? [<ResumoText key="resumo" lines={view.resumo} />] : [];
  return <Section title={view.language.titles.resumo} name="resumo" items={items} />;
}

function ResumoText({ lines }: { lines: string[] }) {
  return (
    <div className="v-resumo">
      {lines.map((line, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: paragraphs have no identity beyond their position
        <p key={index}>{line}</p>
      ))}
    </div>
  );
}

export function ExperienceSection({ view }: { view: ResumeView }) {
  const items = view.experiencias.map((exp, index) => (
    // biome-ignore lint/suspicious/noArrayIndexKey: entries are ordered by the person, the index is their identity
    <ExperienceEntry key={index} exp={exp} />
  ));
  return <Section title={view.language.titles.experiencias} name="experiencias" items={items} />;
}

export function EducationSection({ view }: { view: ResumeView }) {
  const items = view.formacoes.map((edu, index) => (
    // biome-ignore lint/suspicious/noArrayIndexKey: as above
    <EducationEntry key={index} edu={edu} />
  ));
  return <Section title={view.language.titles.formacoes} name="formacoes" items={items} />;
}

export function SkillsSection({ view, kind }: { view: ResumeView; kind: "hardSkills" | "softSkills" }) {
  const skills = view[kind];
  const items = skills.length > 0 ? [<SkillList key="list" skills={skills} />] : [];
  return <Section title={view.language.titles[kind]} name={kind} items={items} />;
}

/** Technical skills, then behavioural ones. */
export function HardAndSoftSkills({ view }: { view: ResumeView }) {
  return (
    <>
      <SkillsSection view={view} kind="hardSkills" />
      <SkillsSection view={view} kind="softSkills" />
    </>
  );
}

/** Every section, one under the other in reading order: the body of a one-column layout. */
export function AllSections({ view }: { view: ResumeView }) {
  return (
    <>
      <ResumoSection view={view} />
      <ExperienceSection view={view} />
      <EducationSection view={view} />
      <HardAndSoftSkills view={view} />
    </>
  );
}
