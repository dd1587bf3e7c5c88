import { hasIdentity, type ResumeView } from "#core/view/resume-view.ts";
import { NameLines } from "../shared/identity.tsx";
import { ContactList } from "../shared/lists.tsx";
import { Photo } from "../shared/photo.tsx";
import { Sections } from "../shared/standard-sections.tsx";
import type { TemplateDefinition } from "../template-definition.ts";
import { recemFormadoCss } from "./recem-formado-css.ts";

/**
 * For a first job or an internship: a light band with who the person is, then what they studied and what they
 * can do, and only then the experience, often short. The photo, if any, sits at the band's right.
 */
function RecemFormado({ view }: { view: ResumeView }) {
  return (
    <div className="vitae vitae--recem-formado">
      {(hasIdentity(view) || view.foto) && (
        <header className="r-header" data-entry="">
          <div className="r-identity">
            <NameLines view={view} prefix="r" />
            <ContactList view={view} />
          </div>
          <Photo view={view} className="r-photo" />
        </header>
      )}
      <div className="r-body">
        <Sections
          view={view}
          sections={["resumo", "formacoes", "hardSkills", "softSkills", "experiencias"]}
        />
      </div>
    </div>
  );
}

export const recemFormado: TemplateDefinition = {
  Component: RecemFormado,
  fonts: ["dm-sans-latin-400-normal", "dm-sans-latin-500-normal", "dm-sans-latin-700-normal"],
  css: recemFormadoCss,
  page: { firstTopMm: 0, topMm: 14, bottomMm: 14 },
};
