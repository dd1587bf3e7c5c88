import { cn } from "#web/ui/cn.ts";

type ConsentSwitchProps = {
  id: string;
  title: string;
  description: string;
  checked: boolean;
  onChange?: (checked: boolean) => void;
  /** Essential storage: always on, the switch cannot be turned off. */
  locked?: boolean;
};

/** One category of cookies with its on/off switch (an ARIA switch named by the title). */
export function ConsentSwitch({
  id,
  title,
  description,
  checked,
  onChange,
  locked = false,
}: ConsentSwitchProps) {
  const labelId = `${id}-titulo`;
  const descriptionId = `${id}-descricao`;
  return (
    <div className="flex items-start justify-between gap-4 rounded-xl border border-slate-200 bg-white p-4 sm:p-5">
      <div>
        <h3 id={labelId} className="font-semibold text-slate-900">
          {title}
          {locked && <span className="text-sm font-normal text-slate-600"> (sempre ativos)</span>}
        </h3>
        <p id={descriptionId} className="mt-1 text-sm leading-relaxed text-slate-600">
          {description}
        </p>
      </div>
      <button
        type="button"
        role="switch"
        aria-checked={checked}
        aria-labelledby={labelId}
        aria-describedby={descriptionId}
        disabled={locked}
        onClick={() => onChange?.(!checked)}
        className={cn(
          "relative mt-1 inline-flex h-7 w-12 shrink-0 items-center rounded-full transition-colors",
          "focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600",
          checked ? "bg-brand-700" : "bg-slate-400",
          locked && "cursor-not-allowed opacity-70",
        )}
      >
        <span
          aria-hidden="true"
          className={cn(
            "inline-block h-5 w-5 rounded-full bg-white shadow transition-transform",
            checked ? "translate-x-6" : "translate-x-1",
          )}
        />
      </button>
    </div>
  );
}
