import { Button } from "#web/ui/button.tsx";
import { Dialog } from "#web/ui/dialog.tsx";
import type { ExampleConfirmation } from "../state/use-start-choice.ts";

type ExampleReplaceDialogProps = { confirmation: ExampleConfirmation | null; editing: boolean };

/**
 * 'Usar como base' while a resume is in progress: nothing is replaced unless the person says so. Keeping theirs
 * comes first, so Enter on the opened dialog loses nothing.
 */
export function ExampleReplaceDialog({ confirmation, editing }: ExampleReplaceDialogProps) {
  const role = confirmation?.example.role ?? "";
  return (
    <Dialog
      open={confirmation !== null}
      onOpenChange={(open) => !open && confirmation?.dismiss()}
      title="Substituir o currículo em andamento?"
      description={
        <>
          Você já começou um currículo neste navegador. Usar o exemplo “{role}” troca o que você escreveu pelo
          texto do exemplo.{editing && " O currículo salvo na sua conta continua como está."}
        </>
      }
      footer={
        <>
          <Button variant="secondary" onClick={confirmation?.keep}>
            Continuar meu currículo
          </Button>
          <Button onClick={confirmation?.replace}>Usar o exemplo</Button>
        </>
      }
    />
  );
}
