import X from "lucide-react/icons/x";
import { Dialog } from "radix-ui";
import type { ReactNode } from "react";
import { Button } from "#web/ui/button.tsx";

export type LivePreviewDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  children: ReactNode;
};

/** The phones' preview over the form, full screen; closing it returns focus to 'Ver prévia'. */
export function LivePreviewDialog({ open, onOpenChange, children }: LivePreviewDialogProps) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-slate-900/60" />
        <Dialog.Content className="fixed inset-x-0 top-0 bottom-0 z-50 flex flex-col bg-slate-100 focus:outline-none sm:inset-x-auto sm:right-0 sm:w-[480px]">
          <div className="flex items-center justify-between border-b border-slate-200 bg-white px-4 py-2">
            <Dialog.Title className="text-base font-bold text-slate-900">Prévia do currículo</Dialog.Title>
            <Dialog.Description className="sr-only">Como seu currículo está ficando.</Dialog.Description>
            <Dialog.Close asChild>
              <Button variant="ghost" size="icon" aria-label="Fechar prévia">
                <X aria-hidden="true" className="h-5 w-5" />
              </Button>
            </Dialog.Close>
          </div>
          <div className="flex-1 overflow-y-auto p-4">{children}</div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
