import { Button } from "#web/ui/button.tsx";
import { Dialog } from "#web/ui/dialog.tsx";

type DeleteResumeDialogProps = {
  name: string | null;
  deleting: boolean;
  onConfirm: () => void;
  onCancel: () => void;
};

/** Deleting cannot be undone, so it is asked first. */
export function DeleteResumeDialog({ name, deleting, onConfirm, onCancel }: DeleteResumeDialogProps) {
  return (
    <Dialog
      open={name !== null}
      onOpenChange={(open) => !open && onCancel()}
      title="Excluir currículo"
      description={
        <>
          Tem certeza que deseja excluir este currículo?
          {name && <span className="mt-1 block font-medium text-slate-800">{name}</span>}
        </>
      }
      footer={
        <>
          <Button variant="secondary" onClick={onCancel}>
            Cancelar
          </Button>
          <Button variant="danger" onClick={onConfirm} aria-disabled={deleting || undefined}>
            {deleting ? "Excluindo..." : "Excluir"}
          </Button>
        </>
      }
    />
  );
}
