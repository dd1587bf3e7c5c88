import type { ReactNode } from "react";
import { Link } from "react-router";

type ArticleLink = { to: string; content: ReactNode };

/** Further reading under an article: a titled list of links, each a card. */
export function ArticleLinks({ id, title, links }: { id: string; title: ReactNode; links: ArticleLink[] }) {
  return (
    <nav aria-labelledby={id} className="mt-14 border-t border-slate-200 pt-8">
      <h2 id={id} className="text-xl font-bold text-slate-900">
        {title}
      </h2>
      <ul className="mt-4 space-y-3">
        {links.map((link) => (
          <li key={link.to}>
            <Link
              to={link.to}
              className="block rounded-xl border border-slate-200 p-4 hover:border-brand-500"
            >
              {link.content}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
