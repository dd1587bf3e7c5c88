import { memo } from "react";
import type { ResumeView } from "#core/view/resume-view.ts";

/**
 * The person's photo (decision 0031), or nothing: an image data URL in the markup, so the PDF, which fetches
 * nothing, prints it as the preview shows it. The name is its text alternative, in any language.
 */
export const Photo = memo(
  function Photo({ view, className }: { view: ResumeView; className: string }) {
    if (!view.foto) return null;
    return <img className={className} src={view.foto} alt={view.nome} width={600} height={800} />;
  },
  // What it prints: the image and its text alternative.
  (before, after) =>
    before.className === after.className &&
    before.view.foto === after.view.foto &&
    before.view.nome === after.view.nome,
);
