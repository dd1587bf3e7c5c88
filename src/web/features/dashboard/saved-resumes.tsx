import { useState } from "react";
import { useNavigate } from "react-router";
import { readString, removeKeys, STORAGE_KEYS } from "#web/lib/browser-storage.ts";
import { checkSubscription } from "#web/lib/plan-status.ts";
import { deleteResume, errorMessage, type ResumeSummary } from "#web/lib/resumes-api.ts";
import { refreshSession } from "#web/lib/session.ts";
import { WIZARD_PATHS } from "#web/lib/wizard-paths.ts";
import { lazyComponent } from "#web/ui/lazy-component.tsx";
import { toast } from "#web/ui/toast.ts";
import { ContinueDownload } from "./continue-download.tsx";
import { type ResumeAction, ResumeCard } from "./resume-card.tsx";
import { ResumeListStates } from "./resume-list-states.tsx";
import { type StartAnalysisState, useSendToPayment } from "./send-to-payment.ts";
import { useCardDownloads } from "./use-card-downloads.ts";
import { useOpenInWizard } from "./use-open-in-wizard.ts";
import { useResumeList } from "./use-resume-list.ts";

// Asked before deleting; its dialog code is fetched once the page is idle, as the list is drawn without it.
const DeleteResumeDialog = lazyComponent(
  () => import("./delete-resume-dialog.tsx").then((module) => module.DeleteResumeDialog),
  null,
  { idle: true },
);

/** The saved resumes on /dashboard, with what each card's buttons do. */
export function SavedResumes() {
  const { resumes, failed, reload, remove } = useResumeList();
  const navigate = useNavigate();
  const { open, opening } = useOpenInWizard();
  const sendToPayment = useSendToPayment();
  const [toDelete, setToDelete] = useState<ResumeSummary | null>(null);
  const [deleting, setDeleting] = useState(false);
  const downloads = useCardDownloads(resumes);
  const { waiting } = downloads;

  async function confirmDelete() {
    if (!toDelete || deleting) return;
    setDeleting(true);
    try {
      await deleteResume(toDelete.id);
      remove(toDelete.id);
      // The browser's draft of a deleted resume stays, but as a new one: saving it must not update a ghost.
      if (readString(STORAGE_KEYS.currentResumeId) === toDelete.id)
        removeKeys([STORAGE_KEYS.currentResumeId]);
      toast.success("Currículo excluído com sucesso");
      setToDelete(null);
    } catch (error) {
      toast.error(`Erro ao excluir currículo: ${errorMessage(error)}`);
    } finally {
      setDeleting(false);
    }
  }

  function act(resume: ResumeSummary, action: ResumeAction) {
    if (action === "view") return void open(resume.id, WIZARD_PATHS.final);
    if (action === "edit") return void open(resume.id, WIZARD_PATHS.dados);
    if (action === "delete") return setToDelete(resume);
    void analyze(resume);
  }

  /** With a plan, the resume's analysis opens and starts; without, the plans, whose Voltar comes back here. */
  async function analyze(resume: ResumeSummary) {
    const plan = await checkSubscription();
    if (plan.signedOut) return void refreshSession();
    if (plan.error) return void toast.error(plan.error);
    if (!plan.active) return sendToPayment("/dashboard");
    const state: StartAnalysisState = { startAnalysis: true };
    navigate(`/dashboard/analysis/${resume.id}`, { state });
  }

  return (
    <>
      {waiting && (
        <ContinueDownload
          resumeName={waiting.resume.name}
          format={waiting.format}
          onDismiss={downloads.forgetWaiting}
          onDownload={() => {
            downloads.download(waiting.resume, waiting.format);
            downloads.forgetWaiting();
          }}
        />
      )}
      <ResumeListStates resumes={resumes} failed={failed} reload={reload} />
      {resumes && resumes.length > 0 && (
        <ul className="mt-6 grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
          {resumes.map((resume) => (
            <li key={resume.id} className="flex">
              <ResumeCard
                resume={resume}
                busy={opening === resume.id}
                onAction={(action) => act(resume, action)}
                onDownload={(format) => downloads.download(resume, format)}
                downloading={downloads.pendingFor(resume.id)}
              />
            </li>
          ))}
        </ul>
      )}
      <DeleteResumeDialog
        name={toDelete?.name ?? null}
        deleting={deleting}
        onConfirm={() => void confirmDelete()}
        onCancel={() => setToDelete(null)}
      />
    </>
  );
}
