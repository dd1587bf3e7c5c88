import FileCheck2 from "lucide-react/icons/file-check-corner";
import { importNoticeText } from "#core/import-review/import-notice.ts";
import { Button } from "#web/ui/button.tsx";
import { dismissImportNotice, useWizardDraft } from "../state/wizard-draft.ts";

/**
 * After an import, at the top of the wizard until 'Entendi' (decision 0028): what was read from the file and
 * how many fields are marked to check. A polite status, so it is read without interrupting the step's title.
 */
export function ImportNotice({ onDismiss }: { onDismiss: () => void }) {
  const counts = useWizardDraft().revisao?.aviso;
  if (!counts) return null;
  const { lido, conferir } = importNoticeText(counts);
  return (
    <section
      aria-label="Resumo da importação"
      className="mb-5 flex flex-col gap-3 rounded-xl border border-amber-300 bg-amber-50 p-4 text-sm text-amber-950 sm:flex-row sm:items-start"
    >
      <FileCheck2 aria-hidden="true" className="hidden h-5 w-5 shrink-0 text-amber-700 sm:block" />
      <div role="status" className="flex-1">
        <p>{lido}</p>
        <p className="mt-1 font-medium">{conferir}</p>
      </div>
      <Button
        variant="secondary"
        size="sm"
        className="self-start"
        onClick={() => {
          dismissImportNotice();
          onDismiss();
        }}
      >
        Entendi
      </Button>
    </section>
  );
}
