import { CONTACT_LABELS } from "./headings.ts";
import type { ResumeView } from "./resume-view.ts";

export function SkillList({ skills }: { skills: string[] }) {
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
}

type ContactListProps = { view: ResumeView; labels?: boolean };

/** E-mail, phone and 'cidade - estado', skipping the empty ones; labels for templates that show them. */
export function ContactList({ view, labels = false }: ContactListProps) {
  const items = (["email", "telefone", "local"] as const).filter((key) => view[key]);
  if (items.length === 0) return null;
  return (
    <ul className="v-contact">
      {items.map((key) => (
        <li key={key} className={`v-contact-item v-contact-item--${key}`}>
          {labels && <span className="v-contact-label">{CONTACT_LABELS[key]}</span>}
          <span className="v-contact-value">{view[key]}</span>
        </li>
      ))}
    </ul>
  );
}

export function hasContact(view: ResumeView): boolean {
  return Boolean(view.email || view.telefone || view.local);
}
