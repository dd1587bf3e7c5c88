import { type ComponentType, createElement, useEffect, useState } from "react";
import { loadOnce } from "#web/lib/load-once.ts";
import { afterNextPaint, whenIdle } from "#web/lib/when-idle.ts";

/**
 * A component whose code is fetched when it first mounts rather than with the page, for parts a page's first
 * paint can do without (a preview, a dialog, a tooltip). Until the code has arrived, `Fallback` stands in (or
 * nothing). The fetch starts once the page around it is painted, so running the code never holds back what is
 * already drawn; with `idle`, it waits until the browser is idle (a hint nobody needs in the first second).
 * Loaded with import() and state rather than React.lazy, so it appears without Suspense's reveal
 * timers; once loaded, every later mount shows it at once. `preload()` (a tap on the stand-in) fetches it
 * before the idle moment, and every mounted stand-in gives way to it when it arrives.
 */
export function lazyComponent<Props extends object>(
  load: () => Promise<ComponentType<Props>>,
  Fallback: ComponentType<Props> | null = null,
  { idle = false }: { idle?: boolean } = {},
): ComponentType<Props> & { preload: () => Promise<unknown> } {
  let loaded: ComponentType<Props> | undefined;
  // Mounted stand-ins, shown the component as soon as it arrives, whoever asked for it first.
  const waiting = new Set<(component: ComponentType<Props>) => void>();
  // After a failure a later mount may retry.
  const preload = loadOnce(() =>
    load().then((component) => {
      loaded = component;
      for (const show of waiting) show(component);
      return component;
    }),
  );
  function Lazy(props: Props) {
    const [component, setComponent] = useState(() => loaded);
    useEffect(() => {
      if (component) return;
      const show = (c: ComponentType<Props>) => setComponent(() => c);
      if (loaded) return show(loaded);
      waiting.add(show);
      const start = () => void preload().catch(() => {});
      const cancel = idle ? whenIdle(start) : afterNextPaint(start);
      return () => {
        waiting.delete(show);
        cancel();
      };
    }, [component]);
    if (component) return createElement(component, props);
    return Fallback ? createElement(Fallback, props) : null;
  }
  return Object.assign(Lazy, { preload });
}
