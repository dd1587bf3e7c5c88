import { useSyncExternalStore } from "react";

const subscribe = () => () => {};

/**
 * False in the prerendered HTML and until React has taken it over, then true. Controls that only work with
 * JavaScript (a search box, a filter, a form's submit) stay disabled until then, so nobody uses a control
 * that cannot answer yet (on a slow phone the static page shows well before its code has run).
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
