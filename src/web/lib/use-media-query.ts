import { useCallback, useSyncExternalStore } from "react";

/** Tailwind's `md` breakpoint: the header's links and user menu from here, its menu panel below. */
export const MD_SCREEN = "(min-width: 768px)";
/** Below `md`: the dashboard's sidebar is a sheet there. */
export const BELOW_MD_SCREEN = "(max-width: 767px)";

// One list per query for the whole page: asking matchMedia anew on every render cost a style lookup each time.
const lists = new Map<string, MediaQueryList>();
function media(query: string): MediaQueryList {
  let list = lists.get(query);
  if (!list) {
    list = window.matchMedia(query);
    lists.set(query, list);
  }
  return list;
}

/**
 * Whether the screen matches `query` now, redrawn when that changes; false when drawn at build time. For what
 * a screen size decides in script, not in CSS: a part the page would only hide is then never loaded.
 */
export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      media(query).addEventListener("change", onChange);
      return () => media(query).removeEventListener("change", onChange);
    },
    [query],
  );
  return useSyncExternalStore(
    subscribe,
    () => media(query).matches,
    () => false,
  );
}
