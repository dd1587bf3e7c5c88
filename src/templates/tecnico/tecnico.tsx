import type { ResumeView } from "#core/view/resume-view.ts";
import { IdentityHeader } from "../shared/identity.tsx";
import { Section } from "../shared/section.tsx";
import { Sections } from "../shared/standard-sections.tsx";
import type { TemplateDefinition } from "../template-definition.ts";
import { SkillBars } from "./skill-bars.tsx";
import { tecnicoCss, tecnicoDecoration } from "./tecnico-css.ts";

/** For technology roles: a terminal-dark header, monospaced details and skill bars in a side column. */
function Tecnico({ view }: { view: ResumeView }) {
  const bars = view.hardSkills.length > 0 ? [<SkillBars key="bars" skills={view.hardSkills} />] : [];
  return (
    <div className="vitae vitae--tecnico">
      <IdentityHeader view={view} prefix="t" className="t-header" labels />
      <div className="t-columns">
        <main className="t-main">
          <Sections view={view} sections={["resumo", "experiencias", "formacoes"]} />
        </main>
        <aside className="t-side">
          <Sections
            view={view}
            sections={["hardSkills", "softSkills"]}
            custom={{
              hardSkills: <Section title={view.language.titles.hardSkills} name="hardSkills" items={bars} />,
            }}
          />
        </aside>
      </div>
    </div>
  );
}

export const tecnico: TemplateDefinition = {
  Component: Tecnico,
  fonts: [
    "ibm-plex-sans-latin-400-normal",
    "ibm-plex-sans-latin-600-normal",
    "ibm-plex-mono-latin-400-normal",
    "ibm-plex-mono-latin-500-normal",
  ],
  css: tecnicoCss,
  page: { firstTopMm: 0, topMm: 14, bottomMm: 14, decoration: tecnicoDecoration },
};
