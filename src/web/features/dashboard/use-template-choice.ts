import { useEffect, useState } from "react";
import type { ResumeStyle } from "#core/resume/resume-style.ts";
import type { TemplateId } from "#core/resume/template-id.ts";
import type { ResumeLanguageId } from "#core/view/languages/languages.ts";
import { conflictCurrent, errorMessage, getResume, type Resume, updateResume } from "#web/lib/resumes-api.ts";
import { toast } from "#web/ui/toast.ts";

export type TemplateChoice = { templateId: TemplateId; estilo: ResumeStyle; idioma: ResumeLanguageId };

function choiceOf(resume: Resume): TemplateChoice {
  const { estilo, idioma } = resume.content;
  return { templateId: resume.templateId, estilo, idioma };
}

/**
 * One saved resume's template, style and language on /dashboard/templates: loaded from the server, changed
 * on screen, saved with the version it was read at. On a conflict the newer copy becomes the base and the
 * choice on screen stays, so saving again puts it over that copy without undoing its other changes.
 */
export function useTemplateChoice(id: string) {
  const [resume, setResume] = useState<Resume | null>(null);
  const [failed, setFailed] = useState(false);
  const [choice, setChoice] = useState<TemplateChoice | null>(null);
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    let current = true;
    setResume(null);
    setChoice(null);
    setFailed(false);
    getResume(id).then(
      (loaded) => {
        if (!current) return;
        setResume(loaded);
        setChoice(choiceOf(loaded));
      },
      (error) => {
        if (!current) return;
        setFailed(true);
        toast.error(`Erro ao carregar currículo: ${errorMessage(error)}`);
      },
    );
    return () => {
      current = false;
    };
  }, [id]);

  const changed = !!resume && !!choice && !sameChoice(choice, choiceOf(resume));

  async function save() {
    if (!resume || !choice || saving) return;
    setSaving(true);
    try {
      const { templateId, estilo, idioma } = choice;
      const updated = await updateResume(resume.id, {
        name: resume.name,
        status: resume.status,
        templateId,
        content: { ...resume.content, templateId, estilo, idioma },
        version: resume.version,
      });
      setResume(updated);
      toast.success("Modelo salvo");
    } catch (error) {
      const current = await conflictCurrent(error);
      if (current) setResume(current);
      toast.error(errorMessage(error));
    } finally {
      setSaving(false);
    }
  }

  return { resume, failed, choice, setChoice, changed, saving, save };
}

const STYLE_KEYS = ["corDestaque", "fontes", "ordemSecoes", "secoesOcultas"] as const;

/** Whether two choices print the same resume (a style part left out equals one never set). */
function sameChoice(a: TemplateChoice, b: TemplateChoice): boolean {
  return (
    a.templateId === b.templateId &&
    a.idioma === b.idioma &&
    STYLE_KEYS.every((key) => JSON.stringify(a.estilo[key]) === JSON.stringify(b.estilo[key]))
  );
}
