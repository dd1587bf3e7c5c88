import { Link } from "react-router";
import { FaqDetails } from "#web/features/content/shared/faq-details.tsx";
import { FAQ_CATEGORIES } from "#web/features/content/shared/help-faq.ts";

// The questions people bring to support most; the help centre has the rest.
const PICKED = ["esqueci-senha", "o-que-inclui-premium", "download-nao-comeca", "perdi-o-que-digitei"];

const picked = FAQ_CATEGORIES.flatMap((category) =>
  category.items.filter((item) => PICKED.includes(item.id)).map((item) => ({ item, category })),
);

/** A short FAQ before writing to support, each answer linking to its place in the help centre. */
export function SupportFaq() {
  return (
    <div className="max-w-3xl">
      <h2 className="text-xl font-bold text-slate-900">Antes de escrever, veja se sua dúvida está aqui</h2>
      <div className="mt-4 divide-y divide-slate-200 rounded-2xl border border-slate-200 bg-white">
        {picked.map(({ item }) => (
          <FaqDetails key={item.id} item={item} />
        ))}
      </div>
      <p className="mt-6 text-slate-700">
        Mais respostas sobre conta, pagamento, criação e problemas técnicos no{" "}
        <Link to="/centro-de-ajuda" className="font-semibold text-brand-800 underline underline-offset-2">
          Centro de ajuda
        </Link>
        .
      </p>
      <ul className="mt-3 flex flex-wrap gap-x-4 gap-y-2 text-sm">
        {FAQ_CATEGORIES.map((category) => (
          <li key={category.id}>
            <Link
              to={`/centro-de-ajuda#${category.id}`}
              className="inline-flex min-h-11 items-center font-medium text-brand-800 underline underline-offset-2"
            >
              {category.label}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
