import { hasIdentity, type ResumeView } from "#core/view/resume-view.ts";
import { NameLines } from "../shared/identity.tsx";
import { ContactList } from "../shared/lists.tsx";
import { Photo } from "../shared/photo.tsx";
import { Sections } from "../shared/standard-sections.tsx";
import type { TemplateDefinition } from "../template-definition.ts";
import { executivoCss, executivoDecoration } from "./executivo-css.ts";

/**
 * Navy and gold, dense: a career in the wide column, education and skills in the tinted one. The wide
 * column comes first in the markup, so the PDF reads summary, jobs, then the rest. The photo, if any, opens
 * the band.
 */
function Executivo({ view }: { view: ResumeView }) {
  return (
    <div className="vitae vitae--executivo">
      {(hasIdentity(view) || view.foto) && (
        <header className={view.foto ? "x-band x-band--photo" : "x-band"} data-entry="">
          <Photo view={view} className="x-photo" />
          <div className="x-identity">
            <NameLines view={view} prefix="x" />
          </div>
          <ContactList view={view} />
        </header>
      )}
      <div className="x-columns">
        <main className="x-main">
          <Sections view={view} sections={["resumo", "experiencias"]} />
        </main>
        <aside className="x-side">
          <Sections view={view} sections={["formacoes", "hardSkills", "softSkills"]} />
        </aside>
      </div>
    </div>
  );
}

export const executivo: TemplateDefinition = {
  Component: Executivo,
  fonts: ["playfair-display-latin-700-normal", "lato-latin-400-normal", "lato-latin-700-normal"],
  css: executivoCss,
  page: { firstTopMm: 0, topMm: 14, bottomMm: 14, decoration: executivoDecoration },
};
