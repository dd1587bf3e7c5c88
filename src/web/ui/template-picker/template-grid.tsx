import { TEMPLATES, type TemplateId } from "#core/resume/template-id.ts";
import { TemplateCard } from "./template-card.tsx";

type TemplateGridProps = {
  selected: TemplateId | null;
  applied: TemplateId | null;
  onSelect: (id: TemplateId) => void;
  /** Offers 'Aplicar este modelo' on each card; without it, choosing a card is the choice. */
  onApply?: (id: TemplateId) => void;
  invalid?: boolean;
  errorId?: string;
};

/** All the templates, the PRO ones with their badge, as one radio group. */
export function TemplateGrid({ selected, applied, onSelect, onApply, invalid, errorId }: TemplateGridProps) {
  return (
    <fieldset aria-describedby={invalid ? errorId : undefined} className="@container">
      <legend className="sr-only">Modelos de currículo</legend>
      <ul className="grid grid-cols-1 gap-4 @md:grid-cols-2 @3xl:grid-cols-3">
        {TEMPLATES.map((template) => (
          <TemplateCard
            key={template.id}
            template={template}
            selected={selected === template.id}
            applied={applied === template.id}
            onSelect={onSelect}
            onApply={onApply}
          />
        ))}
      </ul>
    </fieldset>
  );
}
