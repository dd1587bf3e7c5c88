import { Toaster } from "sonner";
import { loadSonner } from "#web/ui/toast.ts";

// From the moment the area's code is here, toasts raised by `toast.*` show at once rather than a turn later.
void loadSonner();

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

/** Where toasts appear: top centre, with a close button and the app's colours; named in Portuguese. */
export function ToastArea() {
  return (
    <Toaster
      position="top-center"
      closeButton
      containerAriaLabel="Notificações"
      toastOptions={{ classNames: TOAST_COLORS }}
    />
  );
}
