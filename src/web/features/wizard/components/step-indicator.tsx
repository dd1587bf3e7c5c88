import Check from "lucide-react/icons/check";
import { cn } from "#web/ui/cn.ts";
import { WIZARD_STEPS, type WizardStepId } from "../wizard-steps.ts";

/** All seven steps; on phones only numbered dots plus the current step's name, so it fits in 360 px. */
export function StepIndicator({ current }: { current: WizardStepId }) {
  const currentIndex = WIZARD_STEPS.findIndex((s) => s.id === current);
  const currentStep = WIZARD_STEPS[currentIndex];
  return (
    <nav aria-label="Etapas do currículo">
      <ol className="flex items-center">
        {WIZARD_STEPS.map((step, index) => {
          const done = index < currentIndex;
          const isCurrent = index === currentIndex;
          return (
            <li
              key={step.id}
              aria-current={isCurrent ? "step" : undefined}
              className={cn("flex items-center", index > 0 && "flex-1")}
            >
              {index > 0 && (
                <span
                  aria-hidden="true"
                  className={cn(
                    "mx-1 h-0.5 flex-1 rounded sm:mx-2",
                    done || isCurrent ? "bg-brand-600" : "bg-slate-300",
                  )}
                />
              )}
              <span className="flex items-center gap-2">
                <span
                  aria-hidden="true"
                  className={cn(
                    "flex h-7 w-7 shrink-0 items-center justify-center rounded-full text-xs font-semibold",
                    done && "bg-brand-700 text-white",
                    isCurrent && "bg-brand-700 text-white ring-4 ring-brand-100",
                    !done && !isCurrent && "border border-slate-300 bg-white text-slate-600",
                  )}
                >
                  {done ? <Check className="h-4 w-4" /> : index + 1}
                </span>
                <span
                  className={cn(
                    "sr-only text-sm xl:not-sr-only xl:whitespace-nowrap",
                    isCurrent ? "font-semibold text-slate-900" : "text-slate-600",
                  )}
                >
                  <span className="sr-only">
                    Etapa {index + 1} de {WIZARD_STEPS.length}
                    {done ? " (concluída)" : ""}:{" "}
                  </span>
                  {step.label}
                </span>
              </span>
            </li>
          );
        })}
      </ol>
      {currentStep && (
        <p aria-hidden="true" className="mt-3 text-sm text-slate-600 xl:hidden">
          Etapa {currentIndex + 1} de {WIZARD_STEPS.length}:{" "}
          <span className="font-semibold text-slate-900">{currentStep.label}</span>
        </p>
      )}
    </nav>
  );
}
