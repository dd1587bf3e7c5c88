import type { ExternalToast } from "sonner";

// sonner's code (~9 KB gzipped) is fetched with the first toast rather than with every page that may show one;
// the toast area (app/layout/lazy-toaster.tsx) shows it as soon as both are there.
const sonner = () => import("sonner");

type Show = (message: string, options?: ExternalToast) => void;
const show =
  (kind: "success" | "error" | "warning" | "info"): Show =>
  (message, options) => {
    void sonner().then(({ toast }) => toast[kind](message, options));
  };

/** Toasts for code that only raises them (no id kept, no dismiss): `toast.success('Salvo')`. */
export const toast = {
  success: show("success"),
  error: show("error"),
  warning: show("warning"),
  info: show("info"),
};
