import { useEffect } from "react";
import { useLocation, useNavigate } from "react-router";
import type { ResumeHandoffState } from "#web/lib/resumes-api.ts";
import { toast } from "#web/ui/toast.ts";
import { loadSavedResumeDuringRender, startNewResumeDuringRender } from "./wizard-draft.ts";

// One load per navigation: a re-render of the same page must not throw away what was typed since.
const applied = new Set<string>();

/**
 * Opens a saved resume (or starts a new one) as the dashboard asked, before the page reads the draft (call it first), then
 * says so and drops the state so a reload or Back does not load it again.
 */
export function useResumeHandoff(): void {
  const location = useLocation();
  const navigate = useNavigate();
  const state = location.state as ResumeHandoffState | null;
  const resume = state?.loadResume;
  const fresh = state?.newResume === true;
  if ((resume || fresh) && !applied.has(location.key)) {
    applied.add(location.key);
    if (resume) loadSavedResumeDuringRender(resume.id, resume.content, resume.templateId);
    else startNewResumeDuringRender();
  }
  useEffect(() => {
    if (!resume && !fresh) return;
    toast.success(resume ? "Currículo carregado com sucesso" : "Novo currículo iniciado");
    navigate(`${location.pathname}${location.search}`, { replace: true, state: null });
  }, [resume, fresh, navigate, location.pathname, location.search]);
}
