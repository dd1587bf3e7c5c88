import Download from "lucide-react/icons/download";
import Trash2 from "lucide-react/icons/trash";
import { useState } from "react";
import { Button, buttonClasses } from "#web/ui/button.tsx";
import { Card } from "#web/ui/card.tsx";
import { ACCOUNT_EXPORT_URL } from "./account-api.ts";
import { DeleteAccountDialog } from "./delete-account-dialog.tsx";

/** The LGPD rights in Meu Perfil: a copy of everything we hold, and deleting it all. */
export function PrivacyCard() {
  const [deleting, setDeleting] = useState(false);
  return (
    <Card className="p-5 sm:p-6">
      <h2 className="text-lg font-semibold text-slate-900">Seus dados (LGPD)</h2>
      <p className="mt-1 text-sm text-slate-600">
        Baixe uma cópia de tudo o que guardamos sobre você ou exclua sua conta definitivamente.
      </p>
      <div className="mt-4 flex flex-col gap-2 sm:flex-row">
        <a
          href={ACCOUNT_EXPORT_URL}
          download="vitae-meus-dados.json"
          className={buttonClasses("secondary", "md")}
        >
          <Download aria-hidden="true" className="h-4 w-4" />
          Baixar meus dados
        </a>
        <Button variant="danger" onClick={() => setDeleting(true)}>
          <Trash2 aria-hidden="true" className="h-4 w-4" />
          Excluir minha conta
        </Button>
      </div>
      <DeleteAccountDialog open={deleting} onOpenChange={setDeleting} />
    </Card>
  );
}
