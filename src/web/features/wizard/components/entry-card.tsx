import Trash2 from "lucide-react/icons/trash";
import type { ReactNode } from "react";
import { Button } from "#web/ui/button.tsx";

type Props = {
  /** 'Experiência 2', 'Formação 1'. */
  title: string;
  /** Names which card goes, since every button reads 'Remover'. */
  removeLabel: string;
  /** Left out while the card is the only one: the list never goes empty. */
  onRemove?: () => void;
  children: ReactNode;
};

/** One entry of a repeatable list: a fieldset whose legend carries the title and the remove button. */
export function EntryCard({ title, removeLabel, onRemove, children }: Props) {
  return (
    <fieldset className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6">
      <legend className="float-left mb-4 flex min-h-10 w-full items-center justify-between gap-3">
        <span className="text-lg font-semibold text-slate-900">{title}</span>
        {onRemove && (
          <Button
            variant="ghost"
            size="sm"
            className="h-10 text-red-700 hover:bg-red-50"
            aria-label={removeLabel}
            onClick={onRemove}
          >
            <Trash2 aria-hidden="true" className="h-4 w-4" />
            Remover
          </Button>
        )}
      </legend>
      <div className="clear-both grid gap-5 sm:grid-cols-2">{children}</div>
    </fieldset>
  );
}
