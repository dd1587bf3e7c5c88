import CircleAlert from "lucide-react/icons/circle-exclamation-point";
import { useCallback, useEffect, useId, useRef, useState } from "react";
import { useNavigate } from "react-router";
import type { ResumeStyle } from "#core/resume/resume-style.ts";
import type { TemplateId } from "#core/resume/template-id.ts";
import type { ResumeLanguageId } from "#core/view/languages/languages.ts";
import { ResumeLanguagePicker } from "#web/ui/resume-language-picker.tsx";
import { ResumeStylePanel } from "#web/ui/resume-style/resume-style-panel.tsx";
import { TemplateGrid } from "#web/ui/template-picker/template-grid.tsx";
import { toast } from "#web/ui/toast.ts";
import { LivePreview } from "../components/live-preview.tsx";
import { TemplatePreviewPlaceholder } from "../components/template-preview-placeholder.tsx";
import { WizardShell } from "../components/wizard-shell.tsx";
import { useWizardMode } from "../state/use-wizard-mode.ts";
import { selectTemplate, updateDraft, useWizardDraft } from "../state/wizard-draft.ts";
import { wizardMessages } from "../wizard-messages.ts";

export default function TemplatePage() {
  // Mode first: in improve mode it seeds an empty draft with the sample person before the draft is read.
  const { nextPath } = useWizardMode();
  const draft = useWizardDraft();
  const navigate = useNavigate();
  const errorId = useId();
  // Coming back to this step shows the stored choice already selected.
  const [selected, setSelected] = useState<TemplateId | null>(draft.templateSelecionado);
  // Counts blocked attempts: each one is announced and shown again, even when the message is already there.
  const [attempts, setAttempts] = useState(0);
  const blocked = attempts > 0 && selected === null;
  const area = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (attempts === 0) return;
    // On phones Próximo is pinned to the bottom, far from the message: bring both the message and the
    // first card into reach, as a failed form submit does with its first invalid field.
    area.current?.querySelector("[role=alert]")?.scrollIntoView({ block: "center" });
    area.current?.querySelector<HTMLInputElement>("input[name=template]")?.focus({ preventScroll: true });
  }, [attempts]);

  // Stable, so picking a card redraws only the two cards that changed, not the pickers around them.
  const apply = useCallback((id: TemplateId) => {
    setSelected(id);
    selectTemplate(id);
    toast.success(wizardMessages.templateAplicado);
  }, []);
  const setLanguage = useCallback((idioma: ResumeLanguageId) => updateDraft({ idioma }), []);
  const setStyle = useCallback((estilo: ResumeStyle) => updateDraft({ estilo }), []);

  function next() {
    if (!selected) {
      setAttempts((count) => count + 1);
      return;
    }
    // Continuing with a highlighted card means choosing it, even without pressing 'Aplicar este modelo'.
    if (selected !== draft.templateSelecionado) selectTemplate(selected);
    navigate(nextPath("modelo"));
  }

  return (
    <WizardShell
      step="modelo"
      title="Escolha um modelo"
      subtitle="Toque em um modelo para ver seu currículo nele. Você pode trocar quando quiser."
      next={{ onClick: next }}
      preview={
        selected ? (
          <LivePreview data={{ ...draft.data, templateId: selected }} />
        ) : (
          <TemplatePreviewPlaceholder />
        )
      }
    >
      <div ref={area} className="flex flex-col gap-4">
        <ResumeLanguagePicker value={draft.data.idioma} onChange={setLanguage} />
        {blocked && (
          <p
            key={attempts}
            id={errorId}
            role="alert"
            className="flex items-start gap-2 rounded-xl border border-red-200 bg-red-50 p-3 text-sm font-medium text-red-800"
          >
            <CircleAlert aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0" />
            {wizardMessages.templateObrigatorio}
          </p>
        )}
        <TemplateGrid
          selected={selected}
          applied={draft.templateSelecionado}
          onSelect={setSelected}
          onApply={apply}
          invalid={blocked}
          errorId={errorId}
        />
        <ResumeStylePanel value={draft.data.estilo} onChange={setStyle} />
      </div>
    </WizardShell>
  );
}
