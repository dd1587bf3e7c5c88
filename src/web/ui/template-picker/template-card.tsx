import Check from "lucide-react/icons/check";
import { memo, useId } from "react";
import type { TEMPLATES, TemplateId } from "#core/resume/template-id.ts";
import { Button } from "#web/ui/button.tsx";
import { cn } from "#web/ui/cn.ts";
import { ProBadge } from "#web/ui/pro-badge.tsx";
import { TemplateThumbnailFrame } from "./template-thumbnail-frame.tsx";

type TemplateCardProps = {
  template: (typeof TEMPLATES)[number];
  selected: boolean;
  applied: boolean;
  onSelect: (id: TemplateId) => void;
  onApply?: (id: TemplateId) => void;
};

/**
 * One template as a native radio (arrow keys move between cards, the checked one is announced). The radio is
 * stretched, transparent, over the whole card so a tap anywhere selects it; only 'Aplicar este modelo', when
 * offered, sits above it. Narrow grids lay the card out sideways so ten of them do not make an endless scroll on phones. A PRO
 * template's badge is part of the radio's description, so it is announced with the name. Memoised: another
 * card picked redraws only the two cards that changed.
 */
export const TemplateCard = memo(function TemplateCard({
  template,
  selected,
  applied,
  onSelect,
  onApply,
}: TemplateCardProps) {
  const nameId = useId();
  const descriptionId = useId();
  const proId = useId();
  return (
    <li
      className={cn(
        "relative grid grid-cols-[6.5rem_minmax(0,1fr)] content-start gap-x-3 gap-y-1 rounded-2xl border-2 bg-white p-3 shadow-sm transition-colors",
        "@md:grid-cols-1 @md:grid-rows-[auto_auto_1fr_auto]",
        "has-[input:focus-visible]:outline-2 has-[input:focus-visible]:outline-offset-2 has-[input:focus-visible]:outline-brand-600",
        selected ? "border-brand-600 bg-brand-50/60" : "border-slate-200 hover:border-brand-200",
      )}
    >
      <input
        type="radio"
        name="template"
        value={template.id}
        checked={selected}
        onChange={() => onSelect(template.id)}
        aria-labelledby={nameId}
        aria-describedby={template.pro ? `${proId} ${descriptionId}` : descriptionId}
        className="absolute inset-0 z-10 m-0 h-full w-full cursor-pointer appearance-none rounded-2xl opacity-0"
      />
      <span
        aria-hidden="true"
        className="row-span-3 self-start overflow-hidden rounded-lg border border-slate-200 bg-white @md:row-span-1 @md:mb-2"
      >
        <TemplateThumbnailFrame templateId={template.id} />
      </span>
      <span className="flex min-h-7 flex-wrap items-center justify-between gap-x-2 gap-y-1">
        <span className="flex items-center gap-2">
          <span id={nameId} className="text-base font-semibold text-slate-900">
            {template.name}
          </span>
          {template.pro && <ProBadge id={proId} />}
        </span>
        {selected && (
          <span
            aria-hidden="true"
            className="inline-flex items-center gap-1 rounded-full bg-brand-700 px-2.5 py-1 text-xs font-semibold text-white"
          >
            <Check className="h-3.5 w-3.5" />
            {applied ? "Aplicado" : "Selecionado"}
          </span>
        )}
      </span>
      <p id={descriptionId} className="text-sm text-slate-600">
        {template.description}
      </p>
      {onApply && (
        <Button
          variant={selected ? "primary" : "secondary"}
          onClick={() => onApply(template.id)}
          // Ten buttons share the visible text; the name says which template each one applies.
          aria-label={`Aplicar este modelo: ${template.name}`}
          className="relative z-20 mt-2 w-full self-end px-3"
        >
          Aplicar este modelo
        </Button>
      )}
    </li>
  );
});
