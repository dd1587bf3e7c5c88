import PencilLine from "lucide-react/icons/pencil-line";
import Save from "lucide-react/icons/save";
import type { ReactNode } from "react";
import type { DownloadFormat } from "#web/lib/use-resume-download.ts";
import { Button } from "#web/ui/button.tsx";
import { DownloadActions } from "#web/ui/download-actions.tsx";

type FinalActionsProps = {
  badge: ReactNode;
  onEdit: () => void;
  /** Left out while the resume is incomplete: there is nothing worth saving or downloading yet. */
  onDownload?: (format: DownloadFormat) => void;
  onSave?: () => void;
  pending?: { download: DownloadFormat | null; save: boolean };
};

/** The final step's own actions, above the resume so they are in reach without scrolling past it. */
export function FinalActions({ badge, onEdit, onDownload, onSave, pending }: FinalActionsProps) {
  // Icons give way on the narrowest phones so both labels fit side by side.
  const icon = "h-4 w-4 max-[399px]:hidden";
  return (
    <div className="flex flex-col gap-3 md:flex-row md:items-center md:justify-between">
      <div className="flex flex-wrap items-center justify-between gap-2 md:justify-start md:gap-3">
        {badge}
        <Button variant="ghost" onClick={onEdit} className="h-10 px-3 text-brand-800">
          <PencilLine aria-hidden="true" className="h-4 w-4" />
          Editar Seções
        </Button>
      </div>
      {onSave && onDownload && (
        <div className="grid grid-cols-2 gap-2 md:flex">
          <Button
            variant="secondary"
            onClick={onSave}
            aria-disabled={pending?.save || undefined}
            className="px-3"
          >
            <Save aria-hidden="true" className={icon} />
            {pending?.save ? "Salvando..." : "Salvar Currículo"}
          </Button>
          <DownloadActions onDownload={onDownload} pending={pending?.download ?? null} />
        </div>
      )}
    </div>
  );
}
