import { memo } from "react";
import type { ResumeView } from "#core/view/resume-view.ts";
import { sameFields, sameList } from "./same-content.ts";

export const SkillList = memo(
  function SkillList({ skills }: { skills: string[] }) {
    return (
      <ul className="v-skills">
        {skills.map((skill, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: skills are unique by rule, but imported data may repeat one
          <li key={index} className="v-skill">
            {skill}
          </li>
        ))}
      </ul>
    );
  },
  (before, after) => sameList(before.skills, after.skills),
);

type ContactListProps = { view: ResumeView; labels?: boolean };

/**
 * E-mail, phone, 'cidade - estado', LinkedIn and site, the filled ones; labels for templates that show them.
 * Addresses are printed as readable text and are links, which the PDF keeps.
 */
export const ContactList = memo(
  function ContactList({ view, labels = false }: ContactListProps) {
    if (view.contatos.length === 0) return null;
    return (
      <ul className="v-contact">
        {view.contatos.map(({ key, label, value, href }) => (
          <li key={key} className={`v-contact-item v-contact-item--${key}`}>
            {labels && <span className="v-contact-label">{label}</span>}
            {href ? (
              <a className="v-contact-value" href={href} target="_blank" rel="noopener noreferrer">
                {value}
              </a>
            ) : (
              <span className="v-contact-value">{value}</span>
            )}
          </li>
        ))}
      </ul>
    );
  },
  (before, after) =>
    before.labels === after.labels && sameList(before.view.contatos, after.view.contatos, sameFields),
);
