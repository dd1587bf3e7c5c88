import { zodResolver } from "@hookform/resolvers/zod";
import { useState } from "react";
import { useFieldArray, useForm, useWatch } from "react-hook-form";
import { useNavigate } from "react-router";
import { toast } from "sonner";
import { type Experience, emptyExperience } from "#core/resume/experience.ts";
import { EntryCardList } from "../components/entry-card-list.tsx";
import { ExperienceCard } from "../components/experience-card.tsx";
import { LivePreview } from "../components/live-preview.tsx";
import { WizardShell } from "../components/wizard-shell.tsx";
import { toExperience } from "../state/draft-storage.ts";
import { ExperienceFormSchema } from "../state/step-forms.ts";
import { useDebouncedSave } from "../state/use-debounced-save.ts";
import { useFreshCards } from "../state/use-fresh-cards.ts";
import { useWizardMode } from "../state/use-wizard-mode.ts";
import { updateDraft, useWizardDraft } from "../state/wizard-draft.ts";
import { wizardMessages } from "../wizard-messages.ts";

const FORM_ID = "experiencia-profissional-form";

export default function ExperiencePage() {
  const { path } = useWizardMode();
  const draft = useWizardDraft();
  const navigate = useNavigate();
  const [defaultValues] = useState(() => ({
    experiencias: draft.data.experiencias.length > 0 ? draft.data.experiencias : [{ ...emptyExperience }],
  }));
  const form = useForm({
    resolver: zodResolver(ExperienceFormSchema),
    defaultValues,
    mode: "onSubmit",
    reValidateMode: "onChange",
  });
  const { fields, append, remove } = useFieldArray({ control: form.control, name: "experiencias" });
  const watched = useWatch({ control: form.control, name: "experiencias" });
  const experiencias: Experience[] = (watched ?? []).map(toExperience);
  const autosave = useDebouncedSave(experiencias, (list) => updateDraft({ experiencias: list }));
  const fresh = useFreshCards(fields);
  const errors = form.formState.errors;
  const listError = (errors.experiencias?.root ?? errors.experiencias)?.message;

  const onSubmit = form.handleSubmit((valid) => {
    fresh.reset();
    autosave.cancel();
    // Normalised: a disabled end date is left out of the form's output.
    updateDraft({ experiencias: valid.experiencias.map(toExperience) });
    toast.success(wizardMessages.experienciasSalvas);
    navigate(path("formacao"));
  }, fresh.reset);

  return (
    <WizardShell
      step="experiencia"
      title="Experiência Profissional"
      subtitle="Comece pelo trabalho mais recente. Bicos, estágios e trabalhos voluntários também contam."
      onBack={() => navigate(path("resumo"))}
      next={{ form: FORM_ID }}
      preview={<LivePreview data={{ ...draft.data, experiencias }} />}
    >
      <form id={FORM_ID} onSubmit={onSubmit} noValidate className="flex flex-col gap-5">
        <EntryCardList
          items={fields}
          error={listError}
          addLabel="Adicionar nova experiência"
          onAdd={() => {
            fresh.willAdd();
            append({ ...emptyExperience }, { focusName: `experiencias.${fields.length}.empresa` });
          }}
          onRemove={remove}
          renderCard={(field, index, onRemove) => (
            <ExperienceCard
              index={index}
              control={form.control}
              register={form.register}
              errors={fresh.isFresh(field.id) ? {} : errors}
              onRemove={onRemove}
              onClearEnd={() => form.setValue(`experiencias.${index}.dataFim`, "")}
              readJob={() => toExperience(form.getValues(`experiencias.${index}`))}
              onDescription={(text) =>
                form.setValue(`experiencias.${index}.descricao`, text, {
                  shouldDirty: true,
                  shouldValidate: form.formState.isSubmitted,
                })
              }
            />
          )}
        />
      </form>
    </WizardShell>
  );
}
