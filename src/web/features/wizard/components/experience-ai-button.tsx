import { LoaderCircle, Sparkles } from "lucide-react";
import { toast } from "sonner";
import { EXPERIENCE_DESCRIPTION_DELAY_MS } from "#core/ai/ai-timing.ts";
import {
  canGenerateExperienceDescription,
  type ExperienceDescriptionInput,
  generateExperienceDescription,
} from "#core/ai/experience-description.ts";
import { Button } from "#web/ui/button.tsx";
import { useDelayedAction } from "../state/use-delayed-action.ts";
import { wizardMessages } from "../wizard-messages.ts";

type Props = { readJob: () => ExperienceDescriptionInput; onText: (text: string) => void };

/** 'Sugerir descrição com IA' for one card; it needs the company and the role to write anything useful. */
export function ExperienceAiButton({ readJob, onText }: Props) {
  const ai = useDelayedAction(EXPERIENCE_DESCRIPTION_DELAY_MS);

  function suggest() {
    if (ai.pending) return;
    const job = readJob();
    if (!canGenerateExperienceDescription(job)) {
      toast.error(wizardMessages.informacoesIncompletas, {
        description: wizardMessages.informacoesIncompletasDescricao,
      });
      return;
    }
    ai.run((seed) => {
      onText(generateExperienceDescription(job, seed));
      toast.success(wizardMessages.descricaoGerada);
    });
  }

  return (
    <>
      <Button
        variant="secondary"
        aria-disabled={ai.pending || undefined}
        className="self-start aria-disabled:cursor-wait aria-disabled:opacity-70"
        onClick={suggest}
      >
        {ai.pending ? (
          <LoaderCircle aria-hidden="true" className="h-4 w-4 animate-spin" />
        ) : (
          <Sparkles aria-hidden="true" className="h-4 w-4" />
        )}
        {ai.pending ? "Gerando descrição..." : "Sugerir descrição com IA"}
      </Button>
      <p role="status" className="sr-only">
        {ai.pending ? "Gerando descrição..." : ""}
      </p>
    </>
  );
}
