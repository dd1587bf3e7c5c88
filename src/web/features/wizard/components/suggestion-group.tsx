import Plus from "lucide-react/icons/plus";
import { useId, useRef } from "react";
import { Button } from "#web/ui/button.tsx";

type SuggestionGroupProps = {
  title: string;
  skills: readonly string[];
  onAdd: (skill: string) => void;
  onAddAll: () => void;
};

/** One group of suggested skills as click-to-add chips. */
export function SuggestionGroup({ title, skills, onAdd, onAddAll }: SuggestionGroupProps) {
  const headingId = useId();
  const listRef = useRef<HTMLUListElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);

  function add(skill: string, index: number) {
    onAdd(skill);
    // The chip leaves the list; keep keyboard focus nearby instead of dropping it on the page.
    const chips = listRef.current?.querySelectorAll<HTMLButtonElement>("button") ?? [];
    const target = chips[index + 1] ?? chips[index - 1];
    if (target) target.focus();
    else headingRef.current?.focus();
  }

  function addAll() {
    onAddAll();
    headingRef.current?.focus();
  }

  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3
          id={headingId}
          ref={headingRef}
          tabIndex={-1}
          className="text-sm font-semibold text-slate-800 focus:outline-none"
        >
          {title}
        </h3>
        {skills.length > 0 && (
          <Button variant="ghost" size="sm" onClick={addAll} className="h-10 text-brand-800">
            Adicionar todas<span className="sr-only"> ({title.toLowerCase()})</span>
          </Button>
        )}
      </div>
      {skills.length > 0 ? (
        <ul ref={listRef} className="flex flex-wrap gap-2">
          {skills.map((skill, index) => (
            <li key={skill}>
              <button
                type="button"
                onClick={() => add(skill, index)}
                className="inline-flex h-10 items-center gap-1.5 rounded-full border border-dashed border-brand-500 bg-white px-3.5 text-sm font-medium text-brand-800 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
              >
                <Plus aria-hidden="true" className="h-4 w-4" />
                <span className="sr-only">Adicionar </span>
                {skill}
              </button>
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-sm text-slate-600">Todas as sugestões deste grupo já foram adicionadas.</p>
      )}
    </section>
  );
}
