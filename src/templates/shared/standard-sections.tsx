import { Fragment, memo, type ReactNode } from "react";
import { ORDERABLE_SECTIONS, type OrderableSection } from "#core/resume/resume-style.ts";
import { orderSections, type ResumeView } from "#core/view/resume-view.ts";
import { EducationEntry, ExperienceEntry } from "./entries.tsx";
import { SkillList } from "./lists.tsx";
import { sameList } from "./same-content.ts";
import { Section } from "./section.tsx";

/* The sections every template has; a template only decides where each one goes. */

export function ResumoSection({ view }: { view: ResumeView }) {
  const items = view.resumo.length > 0 ? [<ResumoText key="resumo" lines={view.resumo} />] : [];
  return <Section title={view.language.titles.resumo} name="resumo" items={items} />;
}

const ResumoText = memo(
  function ResumoText({ lines }: { lines: string[] }) {
    return (
      <div className="v-resumo">
        {lines.map((line, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: paragraphs have no identity beyond their position
          <p key={index}>{line}</p>
        ))}
      </div>
    );
  },
  (before, after) => sameList(before.lines, after.lines),
);

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

function StandardSection({ view, section }: { view: ResumeView; section: OrderableSection }) {
  switch (section) {
    case "resumo":
      return <ResumoSection view={view} />;
    case "experiencias":
      return <ExperienceSection view={view} />;
    case "formacoes":
      return <EducationSection view={view} />;
    default:
      return <SkillsSection view={view} kind={section} />;
  }
}

type SectionsProps = {
  view: ResumeView;
  /** The sections of this column, in the template's own order. */
  sections: readonly OrderableSection[];
  /** A template's own drawing of a section (the Técnico skill bars); the standard one otherwise. */
  custom?: Partial<Record<OrderableSection, ReactNode>>;
};

/** A column's sections, in the order the person chose or else the one given. */
export function Sections({ view, sections, custom = {} }: SectionsProps) {
  return orderSections(view, sections).map((section) => (
    <Fragment key={section}>{custom[section] ?? <StandardSection view={view} section={section} />}</Fragment>
  ));
}

/** Technical skills, then behavioural ones (unless the person ordered them otherwise). */
export function HardAndSoftSkills({ view }: { view: ResumeView }) {
  return <Sections view={view} sections={["hardSkills", "softSkills"]} />;
}

/** Every section, one under the other in reading order: the body of a one-column layout. */
export function AllSections({ view }: { view: ResumeView }) {
  return <Sections view={view} sections={ORDERABLE_SECTIONS} />;
}
