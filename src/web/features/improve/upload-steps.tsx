import Check from "lucide-react/icons/check";
import LoaderCircle from "lucide-react/icons/loader-circle";
import { useEffect, useRef } from "react";
import { cn } from "#web/ui/cn.ts";
import type { UploadState } from "./use-resume-upload.ts";

const STEPS = [
  { phase: "sending", title: "Enviando arquivo" },
  { phase: "extracting", title: "Extraindo dados" },
  { phase: "processing", title: "Processando informações" },
] as const;

const ORDER = ["sending", "extracting", "processing", "done"] as const;

function plural(count: number, one: string, many: string): string {
  return `${count} ${count === 1 ? one : many}`;
}

/** What the import found, in one line ('3 experiências, 2 formações e 12 habilidades'). */
function foundSummary(found: NonNullable<UploadState["found"]>): string {
  const parts = [
    plural(found.experiencias.length, "experiência", "experiências"),
    plural(found.formacoes.length, "formação", "formações"),
    plural(found.hardSkills.length + found.softSkills.length, "habilidade", "habilidades"),
  ];
  return `${parts.slice(0, -1).join(", ")} e ${parts.at(-1)}`;
}

/** The upload's three steps (spec part 2 §4), with the sending progress and, at the end, what was found. */
export function UploadSteps({ state }: { state: UploadState }) {
  const current = ORDER.indexOf(state.phase as (typeof ORDER)[number]);
  const percent = Math.round(state.progress * 100);
  const box = useRef<HTMLDivElement>(null);
  // The form this replaces had the focus: keep it in the same place for keyboard and screen-reader users.
  useEffect(() => box.current?.focus(), []);
  return (
    <div ref={box} tabIndex={-1} className="outline-none">
      <ol className="space-y-3" aria-label="Etapas do processamento">
        {STEPS.map((step, index) => {
          const status = index < current ? "done" : index === current ? "active" : "pending";
          return (
            <li
              key={step.phase}
              aria-current={status === "active" ? "step" : undefined}
              className={cn(
                "flex items-center gap-3 rounded-xl border p-4",
                status === "active" && "border-brand-200 bg-brand-50",
                status === "done" && "border-emerald-200 bg-emerald-50",
                status === "pending" && "border-slate-200 bg-white",
              )}
            >
              <span
                aria-hidden="true"
                className={cn(
                  "flex h-8 w-8 shrink-0 items-center justify-center rounded-full text-sm font-bold",
                  status === "done" && "bg-emerald-600 text-white",
                  status === "active" && "bg-brand-700 text-white",
                  status === "pending" && "bg-slate-100 text-slate-500",
                )}
              >
                {status === "done" ? (
                  <Check className="h-4 w-4" />
                ) : status === "active" ? (
                  <LoaderCircle className="h-4 w-4 animate-spin" />
                ) : (
                  index + 1
                )}
              </span>
              <div className="min-w-0 flex-1">
                <p className={cn("font-medium", status === "pending" ? "text-slate-500" : "text-slate-900")}>
                  {step.title}
                  <span className="sr-only">
                    {status === "done"
                      ? " (concluído)"
                      : status === "active"
                        ? " (em andamento)"
                        : " (a seguir)"}
                  </span>
                </p>
                {step.phase === "sending" && status === "active" && (
                  <div
                    role="progressbar"
                    aria-label="Envio do arquivo"
                    aria-valuemin={0}
                    aria-valuemax={100}
                    aria-valuenow={percent}
                    className="mt-2 h-2 overflow-hidden rounded-full bg-brand-100"
                  >
                    <div
                      className="h-full rounded-full bg-brand-700 transition-[width]"
                      style={{ width: `${percent}%` }}
                    />
                  </div>
                )}
              </div>
            </li>
          );
        })}
      </ol>
      <p role="status" className="mt-4 text-sm text-slate-700">
        {state.phase === "done" && state.found
          ? `Currículo processado com sucesso! Encontramos ${foundSummary(state.found)}. Abrindo seus dados…`
          : state.phase === "sending"
            ? `Enviando arquivo… ${percent}%`
            : state.phase === "extracting"
              ? "Extraindo dados do seu currículo…"
              : state.phase === "processing"
                ? "Processando informações…"
                : ""}
      </p>
    </div>
  );
}
