import type { ExternalToast } from "sonner";

type Sonner = typeof import("sonner");

// sonner's code (~9 KB gzipped) is fetched with the first toast or by the toast area (app/layout/toast-area.tsx)
// rather than with every page that may show one.
let sonner: Sonner | undefined;
let pending: Promise<Sonner> | undefined;

/** sonner's module, fetched once. */
export function loadSonner(): Promise<Sonner> {
  pending ??= import("sonner").then((module) => {
    sonner = module;
    return module;
  });
  return pending;
}

type Show = (message: string, options?: ExternalToast) => void;
const show =
  (kind: "success" | "error" | "warning" | "info"): Show =>
  (message, options) => {
    // Raised at once when the code is there: a toast must not wait a turn behind the action that raised it.
    if (sonner) sonner.toast[kind](message, options);
    else void loadSonner().then(({ toast }) => toast[kind](message, options));
  };

/** Closes the toast raised with `{ id }`; one still waiting for sonner's code is closed once it is shown. */
function dismiss(id: string | number): void {
  if (sonner) sonner.toast.dismiss(id);
  // Without a pending load no toast was raised: nothing to close, and no reason to fetch sonner.
  else void pending?.then(({ toast }) => toast.dismiss(id));
}

/**
 * Toasts: `toast.success('Salvo')`. Code that closes its own toast later picks its id and passes it
 * (`{ id }`), since the id sonner would return does not exist before sonner's code has arrived.
 */
export const toast = {
  success: show("success"),
  error: show("error"),
  warning: show("warning"),
  info: show("info"),
  dismiss,
};
