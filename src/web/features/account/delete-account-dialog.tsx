import { type FormEvent, useState } from "react";
import { useNavigate } from "react-router";
import { ApiError } from "#web/lib/api-client.ts";
import { removeKeys, STORAGE_KEYS } from "#web/lib/browser-storage.ts";
import { refreshSession } from "#web/lib/session.ts";
import { Button } from "#web/ui/button.tsx";
import { Dialog } from "#web/ui/dialog.tsx";
import { Field, Input } from "#web/ui/field.tsx";
import { toast } from "#web/ui/toast.ts";
import { deleteAccount } from "./account-api.ts";

/** 'Excluir minha conta': confirmed with the password, then nothing of the account is left here either. */
export function DeleteAccountDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const navigate = useNavigate();
  const [password, setPassword] = useState("");
  const [error, setError] = useState("");
  const [deleting, setDeleting] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (deleting) return;
    if (!password) return setError("Digite sua senha para confirmar.");
    setDeleting(true);
    try {
      await deleteAccount(password);
    } catch (caught) {
      setDeleting(false);
      const known = caught instanceof ApiError && caught.message;
      return setError(known ? caught.message : "Não foi possível excluir sua conta. Tente novamente.");
    }
    // The browser's copy of the resume and plan flags belonged to the account too.
    removeKeys(Object.values(STORAGE_KEYS));
    await refreshSession();
    toast.success("Sua conta e todos os seus dados foram excluídos.");
    navigate("/", { replace: true });
  }

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next) {
          setPassword("");
          setError("");
        }
        onOpenChange(next);
      }}
      title="Excluir minha conta"
      description="Isso apaga sua conta, seus currículos, rascunhos e sessões de uma vez. Não é possível desfazer."
    >
      <form onSubmit={submit} noValidate className="flex flex-col gap-6">
        <Field label="Senha" error={error}>
          {({ id, describedBy, invalid }) => (
            <Input
              id={id}
              type="password"
              autoComplete="current-password"
              aria-describedby={describedBy}
              invalid={invalid}
              value={password}
              onChange={(event) => setPassword(event.target.value)}
            />
          )}
        </Field>
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={() => onOpenChange(false)}>
            Cancelar
          </Button>
          <Button type="submit" variant="danger" aria-disabled={deleting || undefined}>
            {deleting ? "Excluindo..." : "Excluir conta"}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
