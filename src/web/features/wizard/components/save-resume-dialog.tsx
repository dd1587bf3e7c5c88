import { type FormEvent, useEffect, useState } from "react";
import { Button } from "#web/ui/button.tsx";
import { Dialog } from "#web/ui/dialog.tsx";
import { Field, Input } from "#web/ui/field.tsx";

type SaveResumeDialogProps = {
  open: boolean;
  initialName: string;
  saving: boolean;
  onCancel: () => void;
  onSave: (name: string) => void;
};

/** 'Salvar Currículo' for a signed-in person: the resume's name, then the save (spec part 1 §4). */
export function SaveResumeDialog({ open, initialName, saving, onCancel, onSave }: SaveResumeDialogProps) {
  const [name, setName] = useState(initialName);
  const [error, setError] = useState("");
  useEffect(() => {
    if (open) {
      setName(initialName);
      setError("");
    }
  }, [open, initialName]);

  function submit(event: FormEvent) {
    event.preventDefault();
    if (saving) return;
    const trimmed = name.trim();
    if (!trimmed) return setError("Por favor, dê um nome ao seu currículo");
    onSave(trimmed);
  }

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => !next && onCancel()}
      title="Salvar Currículo"
      description="Dê um nome para encontrar este currículo depois em Meus Currículos."
    >
      <form onSubmit={submit} noValidate className="flex flex-col gap-6">
        <Field label="Nome do currículo" error={error}>
          {({ id, describedBy, invalid }) => (
            <Input
              id={id}
              aria-describedby={describedBy}
              invalid={invalid}
              value={name}
              maxLength={120}
              onChange={(event) => setName(event.target.value)}
            />
          )}
        </Field>
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={onCancel}>
            Cancelar
          </Button>
          <Button type="submit" aria-disabled={saving || undefined}>
            {saving ? "Salvando..." : "Salvar"}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
