import { useCallback, useEffect, useState } from "react";
import { toast } from "sonner";
import { errorMessage, listResumes, type ResumeSummary } from "#web/lib/resumes-api.ts";

/** The signed-in user's resumes, newest update first; a failed load says why in a toast. */
export function useResumeList() {
  const [resumes, setResumes] = useState<ResumeSummary[] | null>(null);
  const [failed, setFailed] = useState(false);

  const load = useCallback(async () => {
    setFailed(false);
    try {
      setResumes(await listResumes());
    } catch (error) {
      setFailed(true);
      toast.error(`Erro ao carregar currículos: ${errorMessage(error)}`);
    }
  }, []);

  useEffect(() => {
    void load();
  }, [load]);

  const remove = (id: string) => setResumes((list) => list?.filter((resume) => resume.id !== id) ?? null);
  return { resumes, failed, reload: load, remove };
}
