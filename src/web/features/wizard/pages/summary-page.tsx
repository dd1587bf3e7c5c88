import { useEffect, useId, useState } from "react";
import { useForm, useWatch } from "react-hook-form";
import { useNavigate } from "react-router";
import { SUMMARY_DELAY_MS } from "#core/ai/ai-timing.ts";
import { RESUME_LIMITS } from "#core/resume/limits.ts";
import { FieldMessages, Textarea, TextField, withReview } from "#web/ui/field.tsx";
import { toast } from "#web/ui/toast.ts";
import { FormLivePreview } from "../components/form-live-preview.tsx";
import { SummaryChoiceButtons } from "../components/summary-choice-buttons.tsx";
import { SummaryInfoTip } from "../components/summary-info-tip.tsx";
import { WizardShell } from "../components/wizard-shell.tsx";
import { useAiHelper } from "../state/use-ai-helper.ts";
import { useFormAutosave } from "../state/use-form-autosave.ts";
import { useReviewMarks } from "../state/use-review-marks.ts";
import { useWizardMode } from "../state/use-wizard-mode.ts";
import { getDraft, updateDraft, updateExtras, useWizardDraft } from "../state/wizard-draft.ts";
import { wizardMessages } from "../wizard-messages.ts";

const FORM_ID = "resumo-profissional-form";
type SummaryForm = { cargo: string; resumo: string };

function summaryFields({ cargo, resumo }: Partial<SummaryForm>) {
  return { cargo: cargo ?? "", resumo: resumo ?? "" };
}

export default function SummaryPage() {
  const { nextPath } = useWizardMode();
  const draft = useWizardDraft();
  const navigate = useNavigate();
  const ids = { text: useId(), hint: useId() };
  const [defaultValues] = useState<SummaryForm>(() => ({
    cargo: draft.data.cargo,
    resumo: draft.data.resumo,
  }));
  // The textarea opens once the person picks a way to start (or already has text); it never locks again.
  const [unlocked, setUnlocked] = useState(() => draft.resumoManual || defaultValues.resumo.trim() !== "");
  const [focusText, setFocusText] = useState(false);
  const form = useForm<SummaryForm>({ defaultValues, mode: "onSubmit", reValidateMode: "onChange" });
  // The page re-renders when the summary turns empty or not (Próximo), not on every key.
  const empty = useWatch({ control: form.control, name: "resumo", compute: (text) => !text?.trim() });
  const autosave = useFormAutosave(form, ({ cargo, resumo }) => updateDraft({ cargo, resumo }));
  const ai = useAiHelper(SUMMARY_DELAY_MS);
  const manual = draft.resumoManual;
  const blocked = empty && !manual;

  useEffect(() => {
    if (!focusText) return;
    form.setFocus("resumo");
    setFocusText(false);
  }, [focusText, form]);

  function generate() {
    ai.run(
      ({ generateSummary }, seed) => {
        const { data } = getDraft();
        const text = generateSummary({ ...data, cargo: form.getValues("cargo") }, seed);
        form.setValue("resumo", text, { shouldDirty: true });
        setUnlocked(true);
        toast.success(wizardMessages.resumoGerado);
      },
      () => toast.error(wizardMessages.resumoErro, { description: wizardMessages.resumoErroDescricao }),
    );
  }

  function writeManually() {
    updateExtras({ resumoManual: true });
    setUnlocked(true);
    setFocusText(true);
  }

  const onSubmit = form.handleSubmit(({ cargo, resumo }) => {
    if (blocked) return;
    autosave.cancel();
    updateDraft({ cargo: (cargo ?? "").trim(), resumo: (resumo ?? "").trim() });
    navigate(nextPath("resumo"));
  });

  const reviewOf = useReviewMarks();
  const resumoReview = reviewOf("resumo");
  const resumoField = form.register("resumo");
  const suggestedRole = draft.data.experiencias.find((exp) => exp.cargo.trim())?.cargo.trim();
  return (
    <WizardShell
      step="resumo"
      title="Resumo Profissional"
      subtitle="Em poucas linhas, conte quem você é e o que busca. É a primeira coisa que o recrutador lê."
      next={{
        form: FORM_ID,
        disabled: blocked,
        disabledReason: "Gere o resumo com IA ou escolha escrever manualmente para continuar.",
      }}
      preview={<FormLivePreview control={form.control} data={draft.data} toResume={summaryFields} />}
    >
      <form id={FORM_ID} onSubmit={onSubmit} noValidate className="flex flex-col gap-6">
        <TextField
          label="Cargo desejado (opcional)"
          hint="Aparece logo abaixo do seu nome. Em branco, usamos o cargo da sua primeira experiência."
          autoComplete="organization-title"
          placeholder={`Ex.: ${suggestedRole || "Assistente administrativo"}`}
          maxLength={RESUME_LIMITS.cargo}
          review={reviewOf("cargo")}
          {...form.register("cargo")}
        />
        <div className="flex flex-col gap-3">
          <div className="flex items-center gap-1">
            <label htmlFor={ids.text} className="text-sm font-medium text-slate-800">
              Resumo profissional
            </label>
            <SummaryInfoTip />
          </div>
          <SummaryChoiceButtons
            generating={ai.pending}
            manual={manual}
            onGenerate={generate}
            onManual={writeManually}
          />

          <Textarea
            id={ids.text}
            aria-describedby={resumoReview ? `${ids.hint} ${ids.text}-review` : ids.hint}
            review={Boolean(resumoReview)}
            aria-busy={ai.pending || undefined}
            disabled={!unlocked}
            readOnly={ai.pending}
            rows={8}
            maxLength={RESUME_LIMITS.resumo}
            className="field-sizing-content max-h-[32rem]"
            placeholder="Ex.: Profissional organizada, com experiência em atendimento ao cliente e rotinas administrativas..."
            {...resumoField}
            onChange={withReview(resumoField.onChange, resumoReview)}
            onBlur={withReview(resumoField.onBlur, resumoReview)}
          />
          <FieldMessages id={ids.text} review={Boolean(resumoReview)} />
          <p id={ids.hint} className="text-xs text-slate-600">
            {unlocked
              ? "De 3 a 5 frases costumam bastar. Edite o texto gerado e inclua sua área de atuação, seus anos de experiência e suas principais conquistas."
              : "Escolha uma das opções acima para começar."}
          </p>
          <p role="status" className="sr-only">
            {ai.pending ? "Gerando resumo..." : ""}
          </p>
        </div>
      </form>
    </WizardShell>
  );
}
