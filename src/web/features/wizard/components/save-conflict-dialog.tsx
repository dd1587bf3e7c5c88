import { Button } from "#web/ui/button.tsx";
import { Dialog } from "#web/ui/dialog.tsx";

type SaveConflictDialogProps = {
  message: string | null;
  saving: boolean;
  onReload: () => void;
  onOverwrite: () => void;
  onCancel: () => void;
};

/** The resume changed elsewhere since this tab read it: the person decides which copy wins. */
export function SaveConflictDialog({
  message,
  saving,
  onReload,
  onOverwrite,
  onCancel,
}: SaveConflictDialogProps) {
  return (
    <Dialog
      open={message !== null}
      onOpenChange={(open) => !open && onCancel()}
      title="Currículo alterado em outro lugar"
      description={message ?? ""}
      footer={
        <>
          <Button variant="secondary" onClick={onReload}>
            Recarregar
          </Button>
          <Button onClick={onOverwrite} aria-disabled={saving || undefined}>
            {saving ? "Salvando..." : "Salvar por cima"}
          </Button>
        </>
      }
    />
  );
}
