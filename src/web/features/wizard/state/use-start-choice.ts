import { useEffect, useState } from "react";
import { useLocation, useNavigate } from "react-router";
import type { ResumeExample } from "#core/examples/resume-examples.ts";
import { templateName } from "#core/resume/template-id.ts";
import { toast } from "#web/ui/toast.ts";
import { wizardMessages } from "../wizard-messages.ts";
import { stepPath } from "../wizard-steps.ts";
import { chooseTemplateFromLink, type ExampleStartState, type StartChoice } from "./start-choice.ts";
import type { ChooseOptionState } from "./use-draft-import.ts";
import { hasDraftContent } from "./wizard-draft.ts";

/** 'Usar como base' over a resume in progress: the person decides before anything is replaced. */
export type ExampleConfirmation = {
  example: ResumeExample;
  replace: () => void;
  keep: () => void;
  dismiss: () => void;
};

// One application per navigation (React may run an effect twice while developing).
const applied = new Set<string>();

/**
 * Carries the choice of /choose-option?modelo=… or ?exemplo=… into the wizard, then leaves that address so
 * Back does not apply it again. A template is chosen without touching what was written; an example starts a new
 * resume, after asking when there is one in progress; anything unknown leaves a plain /choose-option.
 */
export function useStartChoice(choice: StartChoice): { confirmation: ExampleConfirmation | null } {
  const navigate = useNavigate();
  const { key } = useLocation();
  const [confirmation, setConfirmation] = useState<ExampleConfirmation | null>(null);
  const modelo = choice && "modelo" in choice ? choice.modelo : null;
  const exemplo = choice && "exemplo" in choice ? choice.exemplo : null;

  useEffect(() => {
    if (!modelo || applied.has(key)) return;
    applied.add(key);
    const { kept } = chooseTemplateFromLink(modelo);
    if (kept) {
      toast.success(wizardMessages.modeloAplicado(templateName(modelo)));
      navigate(stepPath("modelo", false), { replace: true });
      return;
    }
    const state: ChooseOptionState = { keepDraft: true, modelo };
    navigate("/choose-option", { replace: true, state });
  }, [modelo, key, navigate]);

  useEffect(() => {
    if (!exemplo) return;
    let active = true;
    const leave = (state: ChooseOptionState = null) => {
      setConfirmation(null);
      navigate("/choose-option", { replace: true, state });
    };
    Promise.all([import("#core/examples/resume-examples.ts"), import("./example-start.ts")]).then(
      ([{ findResumeExample }, { startFromExample }]) => {
        if (!active) return;
        const example = findResumeExample(exemplo);
        if (!example) return leave();
        const start = () => {
          setConfirmation(null);
          startFromExample(example);
          const state: ExampleStartState = { exemplo: example.role };
          navigate(stepPath("dados", false), { replace: true, state });
        };
        if (!hasDraftContent()) return start();
        setConfirmation({
          example,
          replace: start,
          keep: () => {
            setConfirmation(null);
            navigate(stepPath("dados", false), { replace: true });
          },
          dismiss: () => leave({ keepDraft: true }),
        });
      },
      () => {
        if (!active) return;
        toast.error(wizardMessages.exemploErro);
        leave({ keepDraft: true });
      },
    );
    return () => {
      active = false;
    };
  }, [exemplo, navigate]);

  return { confirmation };
}
