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

/** Toasts for code that only raises them (no id kept, no dismiss): `toast.success('Salvo')`. */
export const toast = {
  success: show("success"),
  error: show("error"),
  warning: show("warning"),
  info: show("info"),
};
