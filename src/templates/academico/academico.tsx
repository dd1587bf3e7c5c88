import type { ResumeView } from "#core/view/resume-view.ts";
import { IdentityHeader } from "../shared/identity.tsx";
import { Sections } from "../shared/standard-sections.tsx";
import type { TemplateDefinition } from "../template-definition.ts";
import { academicoCss } from "./academico-css.ts";

/**
 * For research, teaching and public exams: a serif text on a long line, education before experience, as
 * boards read it.
 */
function Academico({ view }: { view: ResumeView }) {
  return (
    <div className="vitae vitae--academico">
      <IdentityHeader view={view} prefix="a" className="a-header" labels />
      <Sections view={view} sections={["resumo", "formacoes", "experiencias", "hardSkills", "softSkills"]} />
    </div>
  );
}

export const academico: TemplateDefinition = {
  Component: Academico,
  fonts: [
    "source-serif-4-latin-400-normal",
    "source-serif-4-latin-400-italic",
    "source-serif-4-latin-600-normal",
  ],
  css: academicoCss,
  page: { firstTopMm: 15, topMm: 16, bottomMm: 15 },
};
