import BarChart3 from "lucide-react/icons/chart-column";
import Eye from "lucide-react/icons/eye";
import PencilLine from "lucide-react/icons/pencil-line";
import Trash2 from "lucide-react/icons/trash";
import { Link } from "react-router";
import { isProTemplate, templateName } from "#core/resume/template-id.ts";
import type { ResumeSummary } from "#web/lib/resumes-api.ts";
import type { DownloadFormat } from "#web/lib/use-resume-download.ts";
import { Button } from "#web/ui/button.tsx";
import { Card } from "#web/ui/card.tsx";
import { cn } from "#web/ui/cn.ts";
import { DownloadActions } from "#web/ui/download-actions.tsx";
import { ProBadge } from "#web/ui/pro-badge.tsx";
import { formatResumeDate } from "./resume-dates.ts";

export type ResumeAction = "view" | "edit" | "analyze" | "delete";

type ResumeCardProps = {
  resume: ResumeSummary;
  busy: boolean;
  onAction: (action: ResumeAction) => void;
  onDownload: (format: DownloadFormat) => void;
  /** The file of this resume being prepared, if any. */
  downloading: DownloadFormat | null;
};

/** The two ways into the resume; both wait while it is being opened. */
const OPEN_ACTIONS = [
  { action: "view", label: "Visualizar", Icon: Eye },
  { action: "edit", label: "Editar", Icon: PencilLine },
] as const;

/** One saved resume on /dashboard: what it is, when it changed, and what can be done with it. */
export function ResumeCard({ resume, busy, onAction, onDownload, downloading }: ResumeCardProps) {
  const finished = resume.status === "finalizado";
  return (
    <Card className="flex w-full flex-col gap-4 p-4 sm:p-5">
      <div className="flex items-start justify-between gap-3">
        <h2 className="min-w-0 break-words text-lg font-semibold text-slate-900">{resume.name}</h2>
        <span
          className={cn(
            "shrink-0 rounded-full px-2.5 py-1 text-xs font-semibold",
            finished ? "bg-green-100 text-green-800" : "bg-amber-100 text-amber-900",
          )}
        >
          {finished ? "Finalizado" : "Rascunho"}
        </span>
      </div>
      <dl className="grid gap-1 text-sm text-slate-700">
        <div className="flex flex-wrap gap-1">
          <dt className="font-medium">Template:</dt>
          <dd className="flex items-center gap-2">
            {templateName(resume.templateId)}
            {isProTemplate(resume.templateId) && <ProBadge />}
            <Link
              to={`/dashboard/templates?curriculo=${encodeURIComponent(resume.id)}`}
              // Every card has this link: the name says which resume it changes.
              aria-label={`Trocar modelo de ${resume.name}`}
              className="font-semibold text-brand-800 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
            >
              Trocar modelo
            </Link>
          </dd>
        </div>
        <div className="flex flex-wrap gap-1">
          <dt className="font-medium">Criado em:</dt>
          <dd>{formatResumeDate(resume.createdAt)}</dd>
        </div>
        <div className="flex flex-wrap gap-1">
          <dt className="font-medium">Atualizado em:</dt>
          <dd>{formatResumeDate(resume.updatedAt)}</dd>
        </div>
      </dl>
      <div className="mt-auto grid grid-cols-2 gap-2">
        {OPEN_ACTIONS.map(({ action, label, Icon }) => (
          <Button
            key={action}
            variant="secondary"
            size="sm"
            className="h-10"
            disabled={busy}
            onClick={() => onAction(action)}
          >
            <Icon aria-hidden="true" className="h-4 w-4" />
            {label}
          </Button>
        ))}
        {/* A row of its own: half a card is too narrow for 'Baixar PDF' beside its menu at most widths. */}
        <DownloadActions size="sm" className="col-span-2" onDownload={onDownload} pending={downloading} />
        <Button variant="secondary" size="sm" className="h-10" onClick={() => onAction("analyze")}>
          <BarChart3 aria-hidden="true" className="h-4 w-4" />
          Analisar
        </Button>
        <Button
          variant="ghost"
          size="sm"
          className="h-10 text-red-700 hover:bg-red-50"
          onClick={() => onAction("delete")}
          aria-label={`Excluir ${resume.name}`}
        >
          <Trash2 aria-hidden="true" className="h-4 w-4" />
          Excluir
        </Button>
      </div>
    </Card>
  );
}
