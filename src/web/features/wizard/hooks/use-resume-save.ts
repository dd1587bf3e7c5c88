import { useState } from "react";
import { toast } from "sonner";
import {
  conflictCurrent,
  createResume,
  errorMessage,
  getResume,
  knownVersion,
  type Resume,
  updateResume,
} from "#web/lib/resumes-api.ts";
import { getCurrentResumeId, getDraft, replaceDraft, setCurrentResumeId } from "../state/wizard-draft.ts";

/** The conflict the server reported: its message and its latest copy, plus the name we tried to save. */
export type SaveConflict = { message: string; current: Resume; name: string };

function draftContent() {
  const draft = getDraft();
  return { ...draft.data, templateId: draft.templateSelecionado ?? draft.data.templateId };
}

/**
 * The resume session of spec part 1 §4: the first save inserts and remembers the id, later saves update that
 * id with the version this tab holds; a stale version comes back as a conflict for the person to settle.
 */
export function useResumeSave() {
  const [saving, setSaving] = useState(false);
  const [conflict, setConflict] = useState<SaveConflict | null>(null);

  async function run(name: string, version?: number): Promise<boolean> {
    if (saving) return false;
    setSaving(true);
    const content = draftContent();
    const id = getCurrentResumeId();
    try {
      if (!id) {
        const resume = await createResume({ name, content });
        setCurrentResumeId(resume.id);
        toast.success("Currículo salvo com sucesso!");
      } else {
        // A tab that never read this resume (opened from a link) learns its version first.
        const base = version ?? knownVersion(id) ?? (await getResume(id)).version;
        await updateResume(id, { name, content, version: base });
        toast.success("Currículo atualizado com sucesso!");
      }
      setConflict(null);
      return true;
    } catch (error) {
      const current = conflictCurrent(error);
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
