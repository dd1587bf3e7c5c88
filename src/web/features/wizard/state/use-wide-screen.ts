import { useSyncExternalStore } from "react";

const QUERY = "(min-width: 1024px)";

// One list for the whole page: asking matchMedia anew on every render of a step cost a style lookup per key.
let list: MediaQueryList | null = null;
function media(): MediaQueryList {
  list ??= window.matchMedia(QUERY);
  return list;
}

function subscribe(onChange: () => void): () => void {
  media().addEventListener("change", onChange);
  return () => media().removeEventListener("change", onChange);
}

/**
 * True from 1024 px: the preview gets its own column. Decided in script, not CSS, so a phone never mounts the
 * hidden column's preview frame.
 */
export function useWideScreen(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => media().matches,
    () => false,
  );
}
