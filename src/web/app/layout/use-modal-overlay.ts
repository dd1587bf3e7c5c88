import { type RefObject, useEffect, useRef } from "react";

/**
 * Makes an open overlay modal: the app behind it becomes inert (no focus, hidden from assistive
 * technology) and does not scroll, Escape closes it, focus moves into it and returns to `returnTo`.
 */
export function useModalOverlay(open: boolean, close: () => void, returnTo: RefObject<HTMLElement | null>) {
  const panelRef = useRef<HTMLDivElement>(null);
  const closeRef = useRef(close);
  closeRef.current = close;

  useEffect(() => {
    if (!open) return;
    const app = document.getElementById("root");
    const returnTarget = returnTo.current;
    if (app) app.inert = true;
    const overflow = document.body.style.overflow;
    document.body.style.overflow = "hidden";
    panelRef.current?.querySelector<HTMLElement>("button")?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === "Escape") closeRef.current();
    };
    document.addEventListener("keydown", onKey);
    return () => {
      document.removeEventListener("keydown", onKey);
      document.body.style.overflow = overflow;
      if (app) app.inert = false;
      // After a link click focus belongs to the new page, which moves it itself; otherwise back to the toggle.
      if (!document.activeElement || document.activeElement === document.body) returnTarget?.focus();
    };
  }, [open, returnTo]);

  return panelRef;
}
