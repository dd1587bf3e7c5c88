import { type ComponentType, createElement, useEffect, useState } from "react";
import { whenIdle } from "#web/lib/when-idle.ts";

/**
 * A component whose code is fetched when it first mounts rather than with the page, for parts a page's first
 * paint can do without (a preview, a dialog, a tooltip). Until the code has arrived, `Fallback` stands in (or
 * nothing); with `idle`, the fetch waits until the browser is idle (a hint nobody needs in the first second).
 * Loaded with import() and state rather than React.lazy, so it appears without Suspense's reveal
 * timers; once loaded, every later mount shows it at once.
 */
export function lazyComponent<Props extends object>(
  load: () => Promise<ComponentType<Props>>,
  Fallback: ComponentType<Props> | null = null,
  { idle = false }: { idle?: boolean } = {},
): ComponentType<Props> & { preload: () => Promise<unknown> } {
  let loaded: ComponentType<Props> | undefined;
  let pending: Promise<ComponentType<Props>> | undefined;
  const preload = () => {
    pending ??= load().then(
      (component) => {
        loaded = component;
        return component;
      },
      (error: unknown) => {
        pending = undefined; // a later mount may retry
        throw error;
      },
    );
    return pending;
  };
  function Lazy(props: Props) {
    const [component, setComponent] = useState(() => loaded);
    useEffect(() => {
      if (component) return;
      let current = true;
      const start = () => {
        preload().then(
          (c) => current && setComponent(() => c),
          () => {},
        );
      };
      if (!idle) {
        start();
        return () => {
          current = false;
        };
      }
      const cancel = whenIdle(start);
      return () => {
        current = false;
        cancel();
      };
    }, [component]);
    if (component) return createElement(component, props);
    return Fallback ? createElement(Fallback, props) : null;
  }
  return Object.assign(Lazy, { preload });
}
