import type { ResumeView } from "#core/view/resume-view.ts";
import { NameLines } from "../shared/identity.tsx";
import { ContactList } from "../shared/lists.tsx";
import { Photo } from "../shared/photo.tsx";
import { Section } from "../shared/section.tsx";
import { HardAndSoftSkills, Sections } from "../shared/standard-sections.tsx";
import type { TemplateDefinition } from "../template-definition.ts";
import { modernoCss, modernoDecoration } from "./moderno-css.ts";

/**
 * A coloured sidebar with who the person is and what they know, the story on the right. The sidebar comes
 * first in the markup so the PDF text starts with the name and contacts; the photo, if any, tops it.
 */
function Moderno({ view }: { view: ResumeView }) {
  const contact = view.contatos.length > 0 ? [<ContactList key="contact" view={view} labels />] : [];
  return (
    <div className="vitae vitae--moderno">
      <aside className="m-side">
        {(view.nome || view.headline || view.foto) && (
          <header className="m-identity" data-entry="">
            <Photo view={view} className="m-photo" />
            <NameLines view={view} prefix="m" />
          </header>
        )}
        <Section title={view.language.titles.contato} name="contato" items={contact} />
        <HardAndSoftSkills view={view} />
      </aside>
      <main className="m-main">
        <Sections view={view} sections={["resumo", "experiencias", "formacoes"]} />
      </main>
    </div>
  );
}

export const moderno: TemplateDefinition = {
  Component: Moderno,
  fonts: ["inter-latin-400-normal", "inter-latin-600-normal", "inter-latin-700-normal"],
  css: modernoCss,
  page: { firstTopMm: 0, topMm: 13, bottomMm: 13, decoration: modernoDecoration },
};
