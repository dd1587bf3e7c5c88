import ArrowLeft from "lucide-react/icons/arrow-left";
import ArrowRight from "lucide-react/icons/arrow-right";
import { type ReactNode, useId, useRef } from "react";
import { usePinnedHeight } from "#web/lib/use-pinned-height.ts";
import { Button } from "#web/ui/button.tsx";
import { Tooltip } from "#web/ui/tooltip.tsx";

export type WizardNext = {
  /** id of the <form> that Próximo submits. */
  form?: string;
  onClick?: () => void;
  disabled?: boolean;
  /** Why Próximo is disabled; shown as a tooltip (and as text on phones, where nothing hovers). */
  disabledReason?: string;
  label?: string;
};

/**
 * Voltar and Próximo; pinned to the bottom of the screen on phones and tablets so they are always in reach.
 * The cookie notice, while shown, rests on top of it rather than over it.
 */
export function WizardActionBar({
  onBack,
  next,
  actions,
}: {
  onBack: () => void;
  next?: WizardNext;
  actions?: ReactNode;
}) {
  const reasonId = useId();
  const bar = useRef<HTMLDivElement>(null);
  usePinnedHeight(bar, "--bottom-bar-height");
  const showReason = Boolean(next?.disabled && next.disabledReason);
  // aria-disabled instead of disabled: the button stays focusable, so keyboard users can reach the tooltip.
  const nextButton = next && (
    <Button
      type={next.form ? "submit" : "button"}
      form={next.form}
      aria-disabled={next.disabled || undefined}
      aria-describedby={showReason ? reasonId : undefined}
      className="flex-1 aria-disabled:cursor-not-allowed aria-disabled:bg-brand-700/50 aria-disabled:hover:bg-brand-700/50 sm:flex-none sm:min-w-36"
      onClick={(event) => {
        if (next.disabled) {
          event.preventDefault();
          return;
        }
        next.onClick?.();
      }}
    >
      {next.label ?? "Próximo"}
      <ArrowRight aria-hidden="true" className="h-4 w-4" />
    </Button>
  );
  return (
    <div
      ref={bar}
      className="fixed inset-x-0 bottom-0 z-30 border-t border-slate-200 bg-white/95 px-4 pt-3 pb-[max(0.75rem,env(safe-area-inset-bottom))] shadow-[0_-4px_12px_rgb(15_23_42/0.06)] backdrop-blur lg:static lg:mt-8 lg:border-0 lg:bg-transparent lg:p-0 lg:shadow-none lg:backdrop-blur-none"
    >
      {showReason && (
        <p id={reasonId} className="mb-2 text-xs text-slate-600 lg:sr-only">
          {next?.disabledReason}
        </p>
      )}
      <div className="mx-auto flex max-w-6xl gap-3 sm:justify-between">
        <Button variant="secondary" className="flex-1 sm:flex-none sm:min-w-32" onClick={onBack}>
          <ArrowLeft aria-hidden="true" className="h-4 w-4" />
          Voltar
        </Button>
        {actions}
        {showReason ? <Tooltip content={next?.disabledReason}>{nextButton}</Tooltip> : nextButton}
      </div>
    </div>
  );
}
