import Search from "lucide-react/icons/search";
import { type FormEvent, useId, useRef, useState } from "react";
import { Link } from "react-router";
import { FaqDetails } from "#web/features/content/shared/faq-details.tsx";
import { FAQ_CATEGORIES, type FaqCategory, searchFaq } from "#web/features/content/shared/help-faq.ts";
import { useHydrated } from "#web/features/content/shared/use-hydrated.ts";
import { Button, buttonClasses } from "#web/ui/button.tsx";
import { inputClasses } from "#web/ui/field.tsx";
import { AskSupport } from "./ask-support.tsx";

const count = (n: number) => (n === 1 ? "1 pergunta encontrada" : `${n} perguntas encontradas`);

/** The FAQ: a search that filters as you type, buttons that jump to each category, the questions. */
export function FaqPanel() {
  const [query, setQuery] = useState("");
  const inputId = useId();
  const hydrated = useHydrated();
  const resultsRef = useRef<HTMLDivElement>(null);
  const results = searchFaq(FAQ_CATEGORIES, query);
  const searching = query.trim() !== "";
  const found = results.reduce((sum, category) => sum + category.items.length, 0);

  // The list already follows the typing; the button takes keyboard users to the results.
  const submit = (event: FormEvent) => {
    event.preventDefault();
    resultsRef.current?.focus();
  };

  return (
    <div>
      <search className="block max-w-2xl">
        <form onSubmit={submit}>
          <label htmlFor={inputId} className="text-sm font-medium text-slate-800">
            Buscar nas perguntas frequentes
          </label>
          <div className="mt-1.5 flex gap-2">
            <div className="relative flex-1">
              <Search
                aria-hidden="true"
                className="pointer-events-none absolute top-3.5 left-3 h-4 w-4 text-slate-500"
              />
              <input
                id={inputId}
                type="search"
                value={query}
                disabled={!hydrated}
                onChange={(event) => setQuery(event.target.value)}
                placeholder="Ex.: senha, PDF"
                autoComplete="off"
                className={inputClasses(false, "pl-9")}
              />
            </div>
            <Button type="submit" disabled={!hydrated}>
              Buscar
            </Button>
          </div>
        </form>
      </search>

      <nav aria-label="Categorias de perguntas" className="mt-6">
        <ul className="flex flex-wrap gap-2">
          {FAQ_CATEGORIES.map((category) => (
            <li key={category.id}>
              <Link
                to={{ hash: category.id }}
                // A category the search has hidden comes back before the page scrolls to it.
                onClick={() => {
                  if (!results.some((shown) => shown.id === category.id)) setQuery("");
                }}
                className={buttonClasses("secondary", "sm", "min-h-11")}
              >
                {category.label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>

      <p role="status" className="mt-6 text-sm text-slate-600">
        {searching ? count(found) : ""}
      </p>
      <div ref={resultsRef} tabIndex={-1} className="outline-none">
        {searching && found === 0 ? (
          <NoResults query={query} onClear={() => setQuery("")} />
        ) : (
          results.map((category) => (
            <CategorySection key={category.id} category={category} open={searching} />
          ))
        )}
      </div>

      <AskSupport />
    </div>
  );
}

function CategorySection({ category, open }: { category: FaqCategory; open: boolean }) {
  return (
    <section aria-labelledby={category.id} className="mt-8">
      <h2 id={category.id} className="scroll-mt-24 text-xl font-bold text-slate-900 sm:text-2xl">
        {category.label}
      </h2>
      <div className="mt-3 divide-y divide-slate-200 rounded-2xl border border-slate-200 bg-white">
        {category.items.map((item) => (
          <FaqDetails key={item.id} item={item} id={item.id} open={open}>
            {item.link && (
              <p>
                <Link to={item.link.to} className="font-semibold text-brand-800 underline underline-offset-2">
                  {item.link.label}
                </Link>
              </p>
            )}
          </FaqDetails>
        ))}
      </div>
    </section>
  );
}

function NoResults({ query, onClear }: { query: string; onClear: () => void }) {
  return (
    <div className="mt-6 rounded-2xl border border-dashed border-slate-300 bg-white px-6 py-10 text-center">
      <p className="text-slate-700">
        Nenhuma pergunta encontrada para “{query.trim()}”. Tente outras palavras ou fale com o suporte.
      </p>
      <Button variant="secondary" className="mt-4" onClick={onClear}>
        Limpar busca
      </Button>
    </div>
  );
}
