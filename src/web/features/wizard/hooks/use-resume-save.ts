import { useState } from "react";
import { conflictCurrent, errorMessage, getResume, type Resume } from "#web/lib/resumes-api.ts";
import { toast } from "#web/ui/toast.ts";
import { saveDraftResume } from "../state/save-draft-resume.ts";
import { replaceDraft } from "../state/wizard-draft.ts";

/** The conflict the server reported: its message and its latest copy, plus the name we tried to save. */
export type SaveConflict = { message: string; current: Resume; name: string | undefined };

/**
 * The resume session of spec part 1 §4 for 'Salvar Currículo' and downloads: saveDraftResume creates or
 * updates; here are the toasts, the saving state and a stale version's conflict for the person to settle.
 */
export function useResumeSave() {
  const [saving, setSaving] = useState(false);
  const [conflict, setConflict] = useState<SaveConflict | null>(null);

  /** `name` omitted: the name the resume already has, else the automatic one (a save before a download). */
  async function run(name?: string, version?: number): Promise<boolean> {
    if (saving) return false;
    setSaving(true);
    try {
      const outcome = await saveDraftResume({ name, version });
      toast.success(
        outcome === "created" ? "Currículo salvo com sucesso!" : "Currículo atualizado com sucesso!",
      );
      setConflict(null);
      return true;
    } catch (error) {
      const current = await conflictCurrent(error);
      if (current) setConflict({ message: errorMessage(error), current, name });
      else toast.error(`Erro ao salvar currículo: ${errorMessage(error)}`);
      return false;
    } finally {
      setSaving(false);
    }
  }

  /** Replaces the draft with the server's latest copy. */
  async function reload() {
    const id = conflict?.current.id;
    setConflict(null);
    if (!id) return;
    try {
      const resume = await getResume(id);
      replaceDraft(resume.content, { templateSelecionado: resume.templateId });
      toast.success("Currículo carregado com sucesso");
    } catch (error) {
      toast.error(`Erro ao carregar currículo: ${errorMessage(error)}`);
    }
  }

  /** Saves this tab's draft over the newer copy. */
  function overwrite() {
    if (conflict) void run(conflict.name, conflict.current.version);
  }

  return { saving, save: run, conflict, reload, overwrite, dismissConflict: () => setConflict(null) };
}
