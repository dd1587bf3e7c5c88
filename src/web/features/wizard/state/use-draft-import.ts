import { useEffect, useState } from "react";
import { useNavigate } from "react-router";
import { startImportReview } from "#core/import-review/review-marks.ts";
import type { TemplateId } from "#core/resume/template-id.ts";
import { ApiError } from "#web/lib/api-client.ts";
import { DRAFT_NOT_FOUND, fetchDraft } from "#web/lib/drafts-api.ts";
import { takeImportReview } from "#web/lib/import-handoff.ts";
import { toast } from "#web/ui/toast.ts";
import { wizardMessages } from "../wizard-messages.ts";
import { stepPath } from "../wizard-steps.ts";
import { resumeDataFromDraft } from "./draft-content.ts";
import { startDraftFrom } from "./wizard-draft.ts";

/**
 * Navigation state of /choose-option: keep the current draft (a failed import changed nothing, a template was
 * just chosen), and the template chosen with 'Usar este modelo', to say so.
 */
export type ChooseOptionState = { keepDraft?: boolean; modelo?: TemplateId } | null;

/**
 * /choose-option?draft_id=… (spec part 1 §2, part 2 §3): loads the imported draft into the wizard's storage as
 * a new resume with the fields to check and the notice of decision 0028, says so, and opens the improve-mode wizard in place of this address (the query goes away).
 * A draft that cannot be loaded leaves the current one untouched.
 */
export function useDraftImport(draftId: string | null): { loading: boolean } {
  const navigate = useNavigate();
  const [loading, setLoading] = useState(draftId !== null);

  useEffect(() => {
    if (draftId === null) return;
    let active = true;
    setLoading(true);
    fetchDraft(draftId).then(
      (content) => {
        if (!active) return;
        const data = resumeDataFromDraft(content);
        startDraftFrom(data, { revisao: startImportReview(data, takeImportReview(draftId)) });
        toast.success(wizardMessages.dadosCarregados);
        navigate(stepPath("dados", true), { replace: true });
      },
      (error: unknown) => {
        if (!active) return;
        const missing = error instanceof ApiError && error.code === DRAFT_NOT_FOUND;
        toast.error(missing ? wizardMessages.rascunhoErro : wizardMessages.rascunhoFalha);
        setLoading(false);
        navigate("/choose-option", { replace: true, state: { keepDraft: true } satisfies ChooseOptionState });
      },
    );
    return () => {
      active = false;
    };
  }, [draftId, navigate]);

  return { loading: draftId !== null && loading };
}
