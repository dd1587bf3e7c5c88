import type { ReactNode } from "react";

type SectionProps = { title: string; name: string; items: ReactNode[] };

/**
 * A titled section, or nothing when it has no items. The heading travels with its first item (one
 * unbreakable block), so a page never ends on a lonely heading; later items break between themselves.
 */
export function Section({ title, name, items }: SectionProps) {
  if (items.length === 0) return null;
  const [first, ...rest] = items;
  return (
    <section className={`v-section v-section--${name}`}>
      <div className="v-lead" data-entry="">
        <h2 className="v-heading">{title}</h2>
        {first}
      </div>
      {rest}
    </section>
  );
}
