import { type ComponentType, useEffect, useState } from "react";
import { useLocation } from "react-router";
import type { ToasterProps } from "sonner";
import { whenIdle } from "#web/lib/when-idle.ts";
import { loadSonner } from "#web/ui/toast.ts";

// sonner's richColors fall short of AA contrast; these pairs pass it and still tell success from error.
const TOAST_COLORS = {
  success: "bg-emerald-50! text-emerald-900! border-emerald-300!",
  error: "bg-red-50! text-red-900! border-red-300!",
  info: "bg-sky-50! text-sky-900! border-sky-300!",
  warning: "bg-amber-50! text-amber-950! border-amber-300!",
  description: "text-slate-700!",
  // 'Desfazer' and other toast actions look like the app's own buttons.
  actionButton: "bg-brand-700! text-white! hover:bg-brand-800!",
};

const INTERACTIONS = ["pointerdown", "keydown", "touchstart"] as const;

/**
 * The toast area, loaded only once it can matter: at the first interaction (most toasts answer one), or on any
 * page but the landing page once the browser is idle. A first visit thus downloads no toast code before the
 * page is drawn and usable (the JavaScript budgets of '/' and the wizard are tight).
 * Toasts raised before it mounts are not lost: sonner replays them when the Toaster subscribes.
 * Loaded with import() and state rather than React.lazy, so it appears without Suspense's reveal timers.
 */
export function LazyToaster() {
  const { pathname } = useLocation();
  const [wanted, setWanted] = useState(false);
  const [Toaster, setToaster] = useState<ComponentType<ToasterProps> | null>(null);
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
    loadSonner().then((module) => current && setToaster(() => module.Toaster));
    return () => {
      current = false;
    };
  }, [wanted]);

  return Toaster ? (
    <Toaster position="top-center" closeButton toastOptions={{ classNames: TOAST_COLORS }} />
  ) : null;
}
