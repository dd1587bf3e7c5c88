import Download from "lucide-react/icons/download";
import { useId } from "react";
import { DOWNLOAD_FORMATS, type DownloadFormat } from "#web/lib/use-resume-download.ts";
import { Button } from "#web/ui/button.tsx";

type ContinueDownloadProps = {
  resumeName: string;
  format: DownloadFormat;
  onDownload: () => void;
  onDismiss: () => void;
};

/**
 * Back on the dashboard after signing in again or paying for a plan: the download asked for on a card, one
 * click away. A click, not an automatic start: a PDF opens in a new tab, which browsers allow only inside one.
 * It goes away once used; the card then shows the file being made.
 */
export function ContinueDownload({ resumeName, format, onDownload, onDismiss }: ContinueDownloadProps) {
  const titleId = useId();
  return (
    <section
      aria-labelledby={titleId}
      className="mt-6 flex flex-col gap-3 rounded-2xl border border-brand-200 bg-brand-50 p-4 sm:flex-row sm:items-center sm:justify-between sm:p-5"
    >
      <div className="min-w-0">
        <h2 id={titleId} className="font-semibold text-slate-900">
          Continue de onde parou
        </h2>
        <p className="mt-1 break-words text-sm text-slate-700">Você estava baixando “{resumeName}”.</p>
      </div>
      <div className="flex shrink-0 gap-2">
        <Button variant="ghost" onClick={onDismiss}>
          Agora não
        </Button>
        <Button onClick={onDownload}>
          <Download aria-hidden="true" className="h-4 w-4" />
          {DOWNLOAD_FORMATS[format].label}
        </Button>
      </div>
    </section>
  );
}
