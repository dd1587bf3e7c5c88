import { type ComponentType, useEffect, useState } from "react";
import { useLocation } from "react-router";
import { whenIdle } from "#web/lib/when-idle.ts";

const INTERACTIONS = ["pointerdown", "keydown", "touchstart"] as const;

/**
 * The toast area, loaded only once it can matter: at the first interaction (most toasts answer one), or on any
 * page but the landing page once the browser is idle. A first visit thus downloads no toast code before the
 * page is drawn and usable (the JavaScript budgets of '/' and the wizard are tight): the area, its colours and
 * the toast loader (ui/toast.ts) all arrive with ./toast-area.tsx.
 * Toasts raised before it mounts are not lost: sonner replays them when the Toaster subscribes.
 * Loaded with import() and state rather than React.lazy, so it appears without Suspense's reveal timers.
 */
export function LazyToaster() {
  const { pathname } = useLocation();
  const [wanted, setWanted] = useState(false);
  const [Area, setArea] = useState<ComponentType | null>(null);
  const landing = pathname === "/";

  useEffect(() => {
    if (wanted) return;
    const want = () => setWanted(true);
    for (const type of INTERACTIONS) window.addEventListener(type, want, { once: true, passive: true });
    const cancelIdle = landing ? undefined : whenIdle(want);
    return () => {
      for (const type of INTERACTIONS) window.removeEventListener(type, want);
      cancelIdle?.();
    };
  }, [wanted, landing]);

  useEffect(() => {
    if (!wanted) return;
    let current = true;
    import("./toast-area.tsx").then((module) => current && setArea(() => module.ToastArea));
    return () => {
      current = false;
    };
  }, [wanted]);

  return Area ? <Area /> : null;
}
