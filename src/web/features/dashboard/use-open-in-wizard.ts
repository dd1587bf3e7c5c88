import { useState } from "react";
import { useNavigate } from "react-router";
import { errorMessage, getResume, type ResumeHandoffState } from "#web/lib/resumes-api.ts";
import { toast } from "#web/ui/toast.ts";

/**
 * Opens a saved resume in the wizard at `path`: the server's latest copy replaces the browser's draft (the
 * wizard's handoff), so what is fixed there is saved over this resume. `opening` is the resume on its way.
 */
export function useOpenInWizard() {
  const navigate = useNavigate();
  const [opening, setOpening] = useState<string | null>(null);

  async function open(resumeId: string, path: string) {
    setOpening(resumeId);
    try {
      const state: ResumeHandoffState = { loadResume: await getResume(resumeId) };
      navigate(path, { state });
    } catch (error) {
      toast.error(`Erro ao carregar currículos: ${errorMessage(error)}`);
      setOpening(null);
    }
  }

  return { open, opening };
}
