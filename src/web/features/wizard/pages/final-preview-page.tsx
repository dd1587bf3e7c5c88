import { useNavigate } from "react-router";
import { findPlaceholders } from "#core/analysis/placeholders.ts";
import { lazyComponent } from "#web/ui/lazy-component.tsx";
import { FinalActions } from "../components/final-actions.tsx";
import { FinalIncompleteNotice } from "../components/final-incomplete-notice.tsx";
import { finalMissingParts } from "../components/final-missing-parts.ts";
import { FinalPlaceholderNotice } from "../components/final-placeholder-notice.tsx";
import { FinalResume } from "../components/final-resume.tsx";
import { FinalTemplateBadge } from "../components/final-template-badge.tsx";
import { WizardShell } from "../components/wizard-shell.tsx";
import { useFinalActions } from "../hooks/use-final-actions.ts";
import { suggestedResumeName } from "../state/save-draft-resume.ts";
import { useWizardMode } from "../state/use-wizard-mode.ts";
import { useWizardDraft } from "../state/wizard-draft.ts";

// Closed when the page opens: their code (and the dialog library's) is fetched once the page is idle.
const SignupRequiredDialog = lazyComponent(
  () => import("../components/signup-required-dialog.tsx").then((m) => m.SignupRequiredDialog),
  null,
  { idle: true },
);
const SaveResumeDialog = lazyComponent(
  () => import("../components/save-resume-dialog.tsx").then((m) => m.SaveResumeDialog),
  null,
  { idle: true },
);
const SaveConflictDialog = lazyComponent(
  () => import("../components/save-conflict-dialog.tsx").then((m) => m.SaveConflictDialog),
  null,
  { idle: true },
);

export default function FinalPreviewPage() {
  // Mode first: in improve mode it seeds an empty draft with the sample person before the draft is read.
  const { path } = useWizardMode();
  const draft = useWizardDraft();
  const navigate = useNavigate();
  const templateId = draft.templateSelecionado ?? draft.data.templateId;
  const data = { ...draft.data, templateId };

  const missing = finalMissingParts(data, path);
  const complete = missing.length === 0;
  const actions = useFinalActions({ complete });
  const { session } = actions;

  return (
    <WizardShell
      step="final"
      title="Visualização final"
      subtitle="Confira como seu currículo ficou antes de salvar ou baixar."
    >
      <div className="flex flex-col gap-5">
        <FinalActions
          badge={<FinalTemplateBadge templateId={templateId} />}
          onEdit={() => navigate(path("dados"))}
          onDownload={complete ? actions.download : undefined}
          onSave={complete ? actions.saveResume : undefined}
          pending={actions.pending}
        />
        {complete && <FinalPlaceholderNotice findings={findPlaceholders(data)} path={path} />}
        {complete ? <FinalResume data={data} /> : <FinalIncompleteNotice missing={missing} />}
      </div>
      <SignupRequiredDialog
        open={actions.dialog === "signup"}
        onOpenChange={(open) => !open && actions.closeDialog()}
      />
      <SaveResumeDialog
        open={actions.dialog === "save" && !session.conflict}
        initialName={suggestedResumeName(data.cargo)}
        saving={session.saving}
        onCancel={actions.closeDialog}
        onSave={(name) => void actions.submitName(name)}
      />
      <SaveConflictDialog
        message={session.conflict?.message ?? null}
        saving={session.saving}
        onReload={() => void session.reload()}
        onOverwrite={session.overwrite}
        onCancel={session.dismissConflict}
      />
    </WizardShell>
  );
}
