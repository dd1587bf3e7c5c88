import { lazyComponent } from "./lazy-component.tsx";
import type { TooltipProps } from "./tooltip-radix.tsx";

/**
 * A short hint on hover and keyboard focus; the trigger must be focusable. Its positioning code (~13 KB gzipped)
 * is fetched once the page is idle: the trigger works alone meanwhile, and nobody needs a hint in the first second.
 */
export const Tooltip = lazyComponent<TooltipProps>(
  () => import("./tooltip-radix.tsx").then((m) => m.RadixTooltip),
  ({ children }) => children,
  { idle: true },
);
