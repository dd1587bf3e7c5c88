import { useEffect, useRef } from "react";
import { toast } from "sonner";
import { automaticResumeName, createResume, runFirstSaveOnce } from "#web/lib/resumes-api.ts";
import { getCurrentResumeId, getDraft, setCurrentResumeId } from "../state/wizard-draft.ts";

/**
 * Once per visit of the final view: a signed-in person whose resume has a name and a summary and is not
 * saved yet gets it saved without asking ('Currículo para {cargo}' or 'Meu Currículo').
 */
export function useAutoSave(signedIn: boolean, enabled: boolean) {
  const done = useRef(false);
  useEffect(() => {
    if (!signedIn || !enabled || done.current) return;
    done.current = true;
    void runFirstSaveOnce(async () => {
      const draft = getDraft();
      const content = { ...draft.data, templateId: draft.templateSelecionado ?? draft.data.templateId };
      if (getCurrentResumeId() || !content.nome.trim() || !content.resumo.trim()) return;
      try {
        const resume = await createResume({ name: automaticResumeName(content.cargo), content });
        setCurrentResumeId(resume.id);
        toast.success("Currículo salvo automaticamente");
      } catch {
        // Not worth an error: 'Salvar Currículo' is right there and reports its own failures.
      }
    });
  }, [signedIn, enabled]);
}
