import { zodResolver } from "@hookform/resolvers/zod";
import { useState } from "react";
import { useFieldArray, useForm, useWatch } from "react-hook-form";
import { useNavigate } from "react-router";
import { toast } from "sonner";
import { type Education, emptyEducation } from "#core/resume/education.ts";
import { EducationCard } from "../components/education-card.tsx";
import { EntryCardList } from "../components/entry-card-list.tsx";
import { LivePreview } from "../components/live-preview.tsx";
import { WizardShell } from "../components/wizard-shell.tsx";
import { toEducation } from "../state/draft-storage.ts";
import { EducationFormSchema } from "../state/step-forms.ts";
import { useDebouncedSave } from "../state/use-debounced-save.ts";
import { useFreshCards } from "../state/use-fresh-cards.ts";
import { useWizardMode } from "../state/use-wizard-mode.ts";
import { updateDraft, useWizardDraft } from "../state/wizard-draft.ts";
import { wizardMessages } from "../wizard-messages.ts";

const FORM_ID = "formacao-academica-form";

export default function EducationPage() {
  const { path } = useWizardMode();
  const draft = useWizardDraft();
  const navigate = useNavigate();
  const [defaultValues] = useState(() => ({
    formacoes: draft.data.formacoes.length > 0 ? draft.data.formacoes : [{ ...emptyEducation }],
  }));
  const form = useForm({
    resolver: zodResolver(EducationFormSchema),
    defaultValues,
    mode: "onSubmit",
    reValidateMode: "onChange",
  });
  const { fields, append, remove } = useFieldArray({ control: form.control, name: "formacoes" });
  const watched = useWatch({ control: form.control, name: "formacoes" });
  const formacoes: Education[] = (watched ?? []).map(toEducation);
  const autosave = useDebouncedSave(formacoes, (list) => updateDraft({ formacoes: list }));
  const fresh = useFreshCards(fields);
  const errors = form.formState.errors;
  const listError = (errors.formacoes?.root ?? errors.formacoes)?.message;

  const onSubmit = form.handleSubmit((valid) => {
    fresh.reset();
    autosave.cancel();
    // Normalised: a disabled end date is left out of the form's output.
    updateDraft({ formacoes: valid.formacoes.map(toEducation) });
    toast.success(wizardMessages.formacoesSalvas);
    navigate(path("habilidades"));
  }, fresh.reset);

  return (
    <WizardShell
      step="formacao"
      title="Formação Acadêmica"
      subtitle="Ensino médio, técnico, graduação ou cursos livres: inclua o que for mais relevante."
      onBack={() => navigate(path("experiencia"))}
      next={{ form: FORM_ID }}
      preview={<LivePreview data={{ ...draft.data, formacoes }} />}
    >
      <form id={FORM_ID} onSubmit={onSubmit} noValidate className="flex flex-col gap-5">
        <EntryCardList
          items={fields}
          error={listError}
          addLabel="Adicionar nova formação"
          onAdd={() => {
            fresh.willAdd();
            append({ ...emptyEducation }, { focusName: `formacoes.${fields.length}.instituicao` });
          }}
          onRemove={remove}
          renderCard={(field, index, onRemove) => (
            <EducationCard
              index={index}
              control={form.control}
              register={form.register}
              errors={fresh.isFresh(field.id) ? {} : errors}
              onRemove={onRemove}
              onClearEnd={() => form.setValue(`formacoes.${index}.dataFim`, "")}
            />
          )}
        />
      </form>
    </WizardShell>
  );
}
