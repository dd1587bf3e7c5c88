import LoaderCircle from "lucide-react/icons/loader-circle";
import Sparkles from "lucide-react/icons/sparkles";
import { useEffect, useRef, useState } from "react";
import { EXPERIENCE_DESCRIPTION_DELAY_MS } from "#core/ai/ai-timing.ts";
import type { ExperienceDescriptionInput } from "#core/ai/experience-description.ts";
import { appendSuggestions, canGenerateExperienceDescription } from "#core/ai/experience-suggestion-rules.ts";
import { Button } from "#web/ui/button.tsx";
import { lazyComponent } from "#web/ui/lazy-component.tsx";
import { toast } from "#web/ui/toast.ts";
import { useAiHelper } from "../state/use-ai-helper.ts";
import { wizardMessages } from "../wizard-messages.ts";
import type { DescriptionChoice } from "./description-choice-dialog.tsx";

export type ExperienceJob = ExperienceDescriptionInput & { descricao: string };
type Props = { readJob: () => ExperienceJob; onText: (text: string) => void };

// Long enough to notice the replaced text and reach 'Desfazer'.
const UNDO_TOAST_MS = 10_000;
// The add-or-replace question (and the dialog code under it, ~14 KB gzipped) is needed only once a suggestion
// meets text already written: fetched once the page is idle (a click that asks earlier starts the fetch).
const DescriptionChoiceDialog = lazyComponent(
  () => import("./description-choice-dialog.tsx").then((m) => m.DescriptionChoiceDialog),
  null,
  { idle: true },
);
// Each 'Desfazer' toast gets a new id of ours, so it can be closed before sonner's code has even arrived.
let undoToasts = 0;

/**
 * 'Sugerir descrição com IA' for one card; it needs the company and the role to write anything useful.
 * It never drops the person's words unasked: with text in the field it asks whether to add or replace,
 * and a replacement can be undone.
 */
export function ExperienceAiButton({ readJob, onText }: Props) {
  const ai = useAiHelper(EXPERIENCE_DESCRIPTION_DELAY_MS);
  const [asking, setAsking] = useState<ExperienceJob | null>(null);
  const undoToast = useRef<string | undefined>(undefined);

  // The undo writes to this card: once the card is gone (removed, or the step left) it has nothing to undo.
  useEffect(
    () => () => {
      if (undoToast.current !== undefined) toast.dismiss(undoToast.current);
    },
    [],
  );

  function suggest() {
    if (ai.pending) return;
    const job = readJob();
    if (!canGenerateExperienceDescription(job)) {
      toast.error(wizardMessages.informacoesIncompletas, {
        description: wizardMessages.informacoesIncompletasDescricao,
      });
      return;
    }
    if (job.descricao.trim()) {
      void DescriptionChoiceDialog.preload();
      setAsking(job);
    } else write(job, "replace");
  }

  function write(job: ExperienceJob, choice: DescriptionChoice) {
    setAsking(null);
    ai.run(
      ({ generateExperienceDescription }, seed) => {
        const suggestion = generateExperienceDescription(job, seed);
        // Read again: the person may have typed while the suggestion was being written.
        const previous = readJob().descricao;
        if (choice === "add") add(previous, suggestion);
        else replace(previous, suggestion);
      },
      () => toast.error(wizardMessages.descricaoErro, { description: wizardMessages.descricaoErroDescricao }),
    );
  }

  function replace(previous: string, suggestion: string) {
    onText(suggestion);
    if (!previous.trim()) {
      toast.success(wizardMessages.descricaoGerada);
      return;
    }
    if (undoToast.current !== undefined) toast.dismiss(undoToast.current);
    undoToasts += 1;
    undoToast.current = `desfazer-descricao-${undoToasts}`;
    toast.success(wizardMessages.descricaoGerada, {
      id: undoToast.current,
      duration: UNDO_TOAST_MS,
      action: {
        label: "Desfazer",
        onClick: () => {
          onText(previous);
          toast.success(wizardMessages.descricaoRestaurada);
        },
      },
    });
  }

  function add(previous: string, suggestion: string) {
    const text = appendSuggestions(previous, suggestion);
    if (text === undefined) {
      toast.error(wizardMessages.descricaoSemEspaco, {
        description: wizardMessages.descricaoSemEspacoDescricao,
      });
      return;
    }
    onText(text);
    toast.success(wizardMessages.descricaoGerada);
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
      <DescriptionChoiceDialog
        open={asking !== null}
        onChoose={(choice) => asking && write(asking, choice)}
        onCancel={() => setAsking(null)}
      />
    </>
  );
}
