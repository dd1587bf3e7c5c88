import { memo } from "react";
import { hasIdentity, type ResumeView } from "#core/view/resume-view.ts";
import { ContactList } from "./lists.tsx";

/** The name and the headline, each only when filled; `prefix` names the template's classes (`c-name`). */
export const NameLines = memo(
  function NameLines({ view, prefix }: { view: ResumeView; prefix: string }) {
    return (
      <>
        {view.nome && <h1 className={`${prefix}-name`}>{view.nome}</h1>}
        {view.headline && <p className={`${prefix}-headline`}>{view.headline}</p>}
      </>
    );
  },
  // What it prints: the name and the headline.
  (before, after) =>
    before.prefix === after.prefix &&
    before.view.nome === after.view.nome &&
    before.view.headline === after.view.headline,
);

type IdentityHeaderProps = { view: ResumeView; prefix: string; className: string; labels?: boolean };

/** A header of name, headline and contacts, or nothing when none of them is filled. */
export function IdentityHeader({ view, prefix, className, labels }: IdentityHeaderProps) {
  if (!hasIdentity(view)) return null;
  return (
    <header className={className} data-entry="">
      <NameLines view={view} prefix={prefix} />
      <ContactList view={view} labels={labels} />
    </header>
  );
}
