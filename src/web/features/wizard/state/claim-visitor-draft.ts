import { toast } from "sonner";
import { automaticResumeName, createResume, runFirstSaveOnce } from "#web/lib/resumes-api.ts";
import { getCurrentResumeId, getDraft, setCurrentResumeId } from "./wizard-draft.ts";

/**
 * Right after a sign-in or sign-up: a resume built as a visitor (a name and at least one experience, not yet
 * saved) is created in the account, so nothing typed before having an account is lost.
 */
export async function claimVisitorDraft(): Promise<void> {
  await runFirstSaveOnce(async () => {
    const draft = getDraft();
    const data = { ...draft.data, templateId: draft.templateSelecionado ?? draft.data.templateId };
    if (getCurrentResumeId() || !data.nome.trim() || data.experiencias.length === 0) return;
    try {
      const resume = await createResume({ name: automaticResumeName(data.cargo), content: data });
      setCurrentResumeId(resume.id);
      toast.success("Currículo salvo automaticamente");
    } catch {
      // The draft stays in this browser; the final view offers to save it again.
    }
  });
}
