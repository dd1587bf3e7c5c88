import { Button } from "#web/ui/button.tsx";
import { Dialog } from "#web/ui/dialog.tsx";

export type DescriptionChoice = "add" | "replace";

type Props = { open: boolean; onChoose: (choice: DescriptionChoice) => void; onCancel: () => void };

/** The description already holds the person's words: the suggestions go after them or in their place. */
export function DescriptionChoiceDialog({ open, onChoose, onCancel }: Props) {
  return (
    <Dialog
      open={open}
      onOpenChange={(isOpen) => !isOpen && onCancel()}
      title="Você já escreveu uma descrição"
      description="Quer adicionar as sugestões depois do seu texto ou substituí-lo? Se substituir, você poderá desfazer."
      footer={
        <>
          <Button variant="ghost" onClick={onCancel}>
            Cancelar
          </Button>
          <Button variant="secondary" onClick={() => onChoose("replace")}>
            Substituir
          </Button>
          <Button onClick={() => onChoose("add")}>Adicionar ao texto</Button>
        </>
      }
    />
  );
}
