import { Tabs } from "radix-ui";
import type { ReactNode } from "react";
import { useHydrated } from "./use-hydrated.ts";

type ContentTab = { id: string; label: string; content: ReactNode };

/**
 * Accessible tabs (arrow keys, Home/End) whose panels are all rendered, inactive ones hidden by CSS: the
 * prerendered HTML carries every tab's text for search engines, and the first tab reads without JavaScript.
 */
export function ContentTabs({ tabs, label }: { tabs: ContentTab[]; label: string }) {
  // A click before React has taken over the prerendered page would be lost; until then the tabs wait.
  const hydrated = useHydrated();
  return (
    <Tabs.Root defaultValue={tabs[0]?.id}>
      <Tabs.List aria-label={label} className="flex flex-wrap gap-2">
        {tabs.map((tab) => (
          <Tabs.Trigger
            key={tab.id}
            value={tab.id}
            disabled={!hydrated}
            className={
              "min-h-11 shrink-0 rounded-full border border-slate-300 bg-white px-4 text-sm font-semibold " +
              "whitespace-nowrap text-slate-700 transition-colors hover:border-brand-500 hover:text-brand-800 " +
              "focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 " +
              "data-[state=active]:border-brand-700 data-[state=active]:bg-brand-700 data-[state=active]:text-white"
            }
          >
            {tab.label}
          </Tabs.Trigger>
        ))}
      </Tabs.List>
      {tabs.map((tab) => (
        <Tabs.Content
          key={tab.id}
          value={tab.id}
          forceMount
          className="mt-8 focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-brand-600 data-[state=inactive]:hidden"
        >
          {tab.content}
        </Tabs.Content>
      ))}
    </Tabs.Root>
  );
}
