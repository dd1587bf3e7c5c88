import { hasIdentity, type ResumeView } from "#core/view/resume-view.ts";
import { NameLines } from "../shared/identity.tsx";
import { ContactList } from "../shared/lists.tsx";
import { Photo } from "../shared/photo.tsx";
import { AllSections } from "../shared/standard-sections.tsx";
import type { TemplateDefinition } from "../template-definition.ts";
import { eleganteCss } from "./elegante-css.ts";

/**
 * Fine serifs, centred titles between hairlines and a touch of antique gold: one calm column. The photo, if
 * any, sits centred above the name.
 */
function Elegante({ view }: { view: ResumeView }) {
  return (
    <div className="vitae vitae--elegante">
      {(hasIdentity(view) || view.foto) && (
        <header className="e-header" data-entry="">
          <Photo view={view} className="e-photo" />
          <div className="e-identity">
            <NameLines view={view} prefix="e" />
            <ContactList view={view} />
          </div>
        </header>
      )}
      <AllSections view={view} />
    </div>
  );
}

export const elegante: TemplateDefinition = {
  Component: Elegante,
  fonts: [
    "playfair-display-latin-400-normal",
    "eb-garamond-latin-400-normal",
    "eb-garamond-latin-400-italic",
    "eb-garamond-latin-600-normal",
  ],
  css: eleganteCss,
  page: { firstTopMm: 14, topMm: 15, bottomMm: 14 },
};
