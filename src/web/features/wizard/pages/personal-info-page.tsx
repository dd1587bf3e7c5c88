import { useState } from "react";
import { useForm } from "react-hook-form";
import { useLocation, useNavigate } from "react-router";
import type { PersonalInfoForm } from "#core/resume/personal-info.ts";
import { useLazySchemaResolver } from "#web/lib/use-lazy-schema-resolver.ts";
import { toast } from "#web/ui/toast.ts";
import { FormLivePreview } from "../components/form-live-preview.tsx";
import { PersonalInfoFields } from "../components/personal-info-fields.tsx";
import { StartNotice } from "../components/start-notice.tsx";
import { WizardShell } from "../components/wizard-shell.tsx";
import { PhotoField } from "../photo/photo-field.tsx";
import { personalInfoFromDraft, personalInfoToDraft } from "../state/personal-info-mapping.ts";
import type { ExampleStartState } from "../state/start-choice.ts";
import { useFormAutosave } from "../state/use-form-autosave.ts";
import { useWizardMode } from "../state/use-wizard-mode.ts";
import { getCurrentResumeId, updateDraft, useWizardDraft } from "../state/wizard-draft.ts";
import { wizardMessages } from "../wizard-messages.ts";

const FORM_ID = "informacoes-pessoais-form";

const loadSchema = () => import("../state/step-forms.ts").then((module) => module.PersonalInfoFormSchema);

function save(values: Partial<PersonalInfoForm>) {
  updateDraft(personalInfoToDraft(values));
}

export default function PersonalInfoPage() {
  const { nextPath } = useWizardMode();
  const draft = useWizardDraft();
  const navigate = useNavigate();
  // 'Usar como base' brought the person here with the example's texts in every later step.
  const example = (useLocation().state as ExampleStartState)?.exemplo;
  // Read once: the form owns the values from here on, and the draft follows the form.
  const [defaultValues] = useState(() => personalInfoFromDraft(draft));
  const [editing] = useState(() => getCurrentResumeId() !== null);
  const form = useForm({
    resolver: useLazySchemaResolver(loadSchema),
    defaultValues,
    mode: "onSubmit",
    reValidateMode: "onChange",
  });
  const autosave = useFormAutosave(form, save);

  const onSubmit = form.handleSubmit((valid) => {
    autosave.cancel();
    save(valid);
    toast.success(wizardMessages.informacoesSalvas);
    navigate(nextPath("dados"));
  });

  return (
    <WizardShell
      step="dados"
      title="Informações Pessoais"
      subtitle={
        editing
          ? "Edite seus dados pessoais"
          : "Vamos começar pelo básico: como as empresas podem falar com você."
      }
      next={{ form: FORM_ID }}
      preview={<FormLivePreview control={form.control} data={draft.data} toResume={personalInfoToDraft} />}
    >
      {example && (
        <StartNotice className="mb-6">
          Você começou a partir do exemplo “{example}”. Troque os dados pelos seus.
        </StartNotice>
      )}
      <form id={FORM_ID} onSubmit={onSubmit} noValidate>
        <PersonalInfoFields register={form.register} errors={form.formState.errors} />
      </form>
      <PhotoField
        value={draft.data.foto}
        templateId={draft.templateSelecionado ?? draft.data.templateId}
        onChange={(foto) => updateDraft({ foto })}
      />
    </WizardShell>
  );
}
