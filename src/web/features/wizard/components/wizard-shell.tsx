import Eye from "lucide-react/icons/eye";
import { type ReactNode, useEffect, useRef } from "react";
import { useLocation, useNavigate } from "react-router";
import { isAppShell } from "#web/lib/prerendered.ts";
import { whenIdle } from "#web/lib/when-idle.ts";
import { buttonClasses } from "#web/ui/button.tsx";
import { useWideScreen } from "../state/use-wide-screen.ts";
import { backPath, isImprovePath, WIZARD_STEPS, type WizardStepId } from "../wizard-steps.ts";
import { ImportNotice } from "./import-notice.tsx";
import { LivePreviewSheet } from "./live-preview-sheet.tsx";
import { StepIndicator } from "./step-indicator.tsx";
import { WizardActionBar, type WizardNext } from "./wizard-action-bar.tsx";

export type { WizardNext } from "./wizard-action-bar.tsx";

type WizardShellProps = {
  step: WizardStepId;
  title: string;
  subtitle?: ReactNode;
  /** Omitted on a step whose own buttons replace Próximo (the final preview). */
  next?: WizardNext;
  /** Extra buttons shown in the bar between Voltar and Próximo. */
  actions?: ReactNode;
  /** The live resume preview: its own column from 1024 px, a 'Ver prévia' sheet below that. */
  preview?: ReactNode;
  children: ReactNode;
};

/**
 * The frame of every wizard step: steps, title, the step's content, preview and the Voltar/Próximo bar. Voltar
 * leads to the step before in the same mode (wizard-steps.ts).
 */
export function WizardShell({ step, title, subtitle, next, actions, preview, children }: WizardShellProps) {
  const wide = useWideScreen();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const back = () => navigate(backPath(step, isImprovePath(pathname)));
  const heading = useRef<HTMLHeadingElement>(null);
  // Drawn at build time: the step's form, preview and buttons wait for the app, which knows the draft.
  const frameOnly = isAppShell();

  // The next step's code is fetched while the browser is idle, so Próximo shows it without a wait; a first visit
  // to a step downloads only that step.
  useEffect(() => {
    const next = WIZARD_STEPS[WIZARD_STEPS.findIndex((s) => s.id === step) + 1];
    if (next) return whenIdle(() => void next.load().catch(() => {}));
  }, [step]);

  useEffect(() => {
    document.title = `${title} | Vitae`;
    // After moving between steps, screen readers start from the new step's title.
    heading.current?.focus({ preventScroll: true });
  }, [title]);

  return (
    <main className="mx-auto w-full max-w-6xl px-4 pt-5 pb-36 sm:px-6 lg:pb-12">
      <StepIndicator current={step} />
      <div
        className={
          preview && wide
            ? "mt-6 grid grid-cols-[minmax(0,1fr)_380px] gap-8 xl:grid-cols-[minmax(0,1fr)_440px]"
            : "mt-6"
        }
      >
        <div className="min-w-0">
          <ImportNotice onDismiss={() => heading.current?.focus()} />
          <div className="flex items-start justify-between gap-3">
            <h1
              ref={heading}
              tabIndex={-1}
              className="min-w-0 text-2xl font-bold text-slate-900 focus:outline-none sm:text-3xl"
            >
              {title}
            </h1>
            {preview &&
              !wide &&
              (frameOnly ? (
                // Its place kept, unseen, so the title wraps as it will beside the button.
                <span
                  aria-hidden="true"
                  className={buttonClasses("secondary", "sm", "invisible h-10 shrink-0")}
                >
                  <Eye className="h-4 w-4" />
                  Ver prévia
                </span>
              ) : (
                <LivePreviewSheet>{preview}</LivePreviewSheet>
              ))}
          </div>
          {subtitle && <p className="mt-1 text-slate-600">{subtitle}</p>}
          {frameOnly ? (
            <div aria-hidden="true" className="mt-6 h-72 rounded-lg bg-slate-100" />
          ) : (
            <>
              <div className="mt-6">{children}</div>
              <WizardActionBar onBack={back} next={next} actions={actions} />
            </>
          )}
        </div>
        {preview && wide && (
          <aside
            aria-label="Prévia do currículo"
            className="sticky top-4 max-h-[calc(100vh-2rem)] self-start overflow-y-auto"
          >
            <p className="mb-2 text-sm font-semibold text-slate-700">Prévia do currículo</p>
            {preview}
          </aside>
        )}
      </div>
    </main>
  );
}
