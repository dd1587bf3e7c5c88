import Eye from "lucide-react/icons/eye";
import { type ReactNode, useState } from "react";
import { Button } from "#web/ui/button.tsx";
import { lazyComponent } from "#web/ui/lazy-component.tsx";
import type { LivePreviewDialogProps } from "./live-preview-dialog.tsx";

// The dialog's code (focus trap, scroll lock) is fetched when the preview is first opened.
const LivePreviewDialog = lazyComponent<LivePreviewDialogProps>(() =>
  import("./live-preview-dialog.tsx").then((m) => m.LivePreviewDialog),
);

/** Phones: the preview opens over the form, full screen, and closes back to where the person was. */
export function LivePreviewSheet({ children }: { children: ReactNode }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button
        variant="secondary"
        size="sm"
        className="h-10 shrink-0"
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => setOpen(true)}
      >
        <Eye aria-hidden="true" className="h-4 w-4" />
        Ver prévia
      </Button>
      {open && (
        <LivePreviewDialog open onOpenChange={setOpen}>
          {children}
        </LivePreviewDialog>
      )}
    </>
  );
}
