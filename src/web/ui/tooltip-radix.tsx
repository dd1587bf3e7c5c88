import { Tooltip as T } from "radix-ui";
import type { ReactNode } from "react";

export type TooltipProps = {
  content: ReactNode;
  children: ReactNode;
  /** A sentence rather than a short hint: larger text, a little closer to its trigger. */
  long?: boolean;
  /** Given for a trigger that also opens the tooltip itself (a tap, where there is no hover). */
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
};

/** A short hint on hover and keyboard focus. The trigger must be focusable. Use it through tooltip.tsx. */
export function RadixTooltip({ content, children, long = false, open, onOpenChange }: TooltipProps) {
  return (
    <T.Provider delayDuration={200}>
      <T.Root open={open} onOpenChange={onOpenChange}>
        <T.Trigger asChild>{children}</T.Trigger>
        <T.Portal>
          <T.Content
            sideOffset={long ? 4 : 6}
            className={`z-50 max-w-xs rounded-md bg-slate-900 px-3 py-2 ${long ? "text-sm" : "text-xs"} text-white shadow-lg`}
          >
            {content}
            <T.Arrow className="fill-slate-900" />
          </T.Content>
        </T.Portal>
      </T.Root>
    </T.Provider>
  );
}
