import { Tooltip as T } from "radix-ui";
import type { ReactNode } from "react";

/** A short hint on hover and keyboard focus. The trigger must be focusable. */
export function Tooltip({ content, children }: { content: ReactNode; children: ReactNode }) {
  return (
    <T.Provider delayDuration={200}>
      <T.Root>
        <T.Trigger asChild>{children}</T.Trigger>
        <T.Portal>
          <T.Content
            sideOffset={6}
            className="z-50 max-w-xs rounded-md bg-slate-900 px-3 py-2 text-xs text-white shadow-lg"
          >
            {content}
            <T.Arrow className="fill-slate-900" />
          </T.Content>
        </T.Portal>
      </T.Root>
    </T.Provider>
  );
}
