import { EducationEntry, ExperienceEntry } from "./entries.tsx";
import { HEADINGS } from "./headings.ts";
import { SkillList } from "./lists.tsx";
import type { ResumeView } from "./resume-view.ts";
import { Section } from "./section.tsx";

/* The sections every template has; a template only decides where each one goes. */

export function ResumoSection({ view }: { view: ResumeView }) {
  const items = view.resumo ? [<ResumoText key="resumo" text={view.resumo} />] : [];
  return <Section title={HEADINGS.resumo} name="resumo" items={items} />;
}

function ResumoText({ text }: { text: string }) {
  return (
    <div className="v-resumo">
      {text.split(/\r?\n/).map((line, index) =>
        line.trim() ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: paragraphs have no identity beyond their position
          <p key={index}>{line.trim()}</p>
        ) : null,
      )}
    </div>
  );
}

export function ExperienceSection({ view }: { view: ResumeView }) {
  const items = view.experiencias.map((exp, index) => (
    // biome-ignore lint/suspicious/noArrayIndexKey: entries are ordered by the person, the index is their identity
    <ExperienceEntry key={index} exp={exp} />
  ));
  return <Section title={HEADINGS.experiencias} name="experiencias" items={items} />;
}

export function EducationSection({ view }: { view: ResumeView }) {
  const items = view.formacoes.map((edu, index) => (
    // biome-ignore lint/suspicious/noArrayIndexKey: as above
    <EducationEntry key={index} edu={edu} />
  ));
  return <Section title={HEADINGS.formacoes} name="formacoes" items={items} />;
}

export function SkillsSection({ skills, kind }: { skills: string[]; kind: "hardSkills" | "softSkills" }) {
  const items = skills.length > 0 ? [<SkillList key="list" skills={skills} />] : [];
  return <Section title={HEADINGS[kind]} name={kind} items={items} />;
}
