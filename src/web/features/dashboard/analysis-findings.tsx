import type { LucideIcon } from "lucide-react";
import CircleCheck from "lucide-react/icons/circle-check";
import CircleAlert from "lucide-react/icons/circle-exclamation-point";
import Lightbulb from "lucide-react/icons/lightbulb";
import TriangleAlert from "lucide-react/icons/triangle-exclamation-point";
import { useId } from "react";
import { type Finding, SEVERITIES, type Severity } from "#core/analysis/finding.ts";
import { Button } from "#web/ui/button.tsx";
import { cn } from "#web/ui/cn.ts";
import { SEVERITY_LABELS } from "./analysis-text.ts";

const LOOKS: Record<Severity, { Icon: LucideIcon; tone: string }> = {
  erro: { Icon: CircleAlert, tone: "text-red-700" },
  aviso: { Icon: TriangleAlert, tone: "text-amber-700" },
  dica: { Icon: Lightbulb, tone: "text-brand-700" },
};

type AnalysisFindingsProps = {
  findings: Finding[];
  /** Opens the resume in the wizard at the finding's step. */
  onFix: (finding: Finding) => void;
  fixing: boolean;
};

/** The findings of one analysis, grouped errors, warnings, tips; each says its kind in words, not colour alone. */
export function AnalysisFindings({ findings, onFix, fixing }: AnalysisFindingsProps) {
  if (findings.length === 0)
    return (
      <p className="flex items-center gap-2 text-slate-700">
        <CircleCheck aria-hidden="true" className="h-5 w-5 text-green-700" />
        Nada a corrigir: seu currículo passou em todas as verificações.
      </p>
    );
  return (
    <div className="flex flex-col gap-6">
      {SEVERITIES.map((severity) => {
        const group = findings.filter((finding) => finding.severity === severity);
        if (group.length === 0) return null;
        const { Icon, tone } = LOOKS[severity];
        return (
          <section key={severity} aria-label={SEVERITY_LABELS[severity].group}>
            <h3 className={cn("flex items-center gap-2 text-lg font-semibold", tone)}>
              <Icon aria-hidden="true" className="h-5 w-5" />
              {SEVERITY_LABELS[severity].group} ({group.length})
            </h3>
            <ul className="mt-3 flex flex-col gap-3">
              {group.map((finding) => (
                <FindingItem key={finding.id} finding={finding} onFix={onFix} fixing={fixing} />
              ))}
            </ul>
          </section>
        );
      })}
    </div>
  );
}

function FindingItem({
  finding,
  onFix,
  fixing,
}: { finding: Finding } & Omit<AnalysisFindingsProps, "findings">) {
  const messageId = useId();
  const { Icon, tone } = LOOKS[finding.severity];
  return (
    <li className="flex flex-col gap-3 rounded-xl border border-slate-200 p-4 sm:flex-row sm:items-start">
      <Icon aria-hidden="true" className={cn("hidden h-5 w-5 shrink-0 sm:block", tone)} />
      <p id={messageId} className="min-w-0 flex-1 break-words text-slate-800">
        <span className={cn("font-semibold", tone)}>{SEVERITY_LABELS[finding.severity].one}: </span>
        {finding.message}
      </p>
      <Button
        variant="secondary"
        size="sm"
        className="shrink-0 self-start"
        aria-describedby={messageId}
        disabled={fixing}
        onClick={() => onFix(finding)}
      >
        Corrigir
      </Button>
    </li>
  );
}
