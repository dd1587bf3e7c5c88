import { useMediaQuery } from "#web/lib/use-media-query.ts";

/**
 * True from 1024 px: the preview gets its own column. Decided in script, not CSS, so a phone never mounts the
 * hidden column's preview frame.
 */
export function useWideScreen(): boolean {
  return useMediaQuery("(min-width: 1024px)");
}
