import type { ResumeData } from "#core/resume/resume-data.ts";
import {
  automaticResumeName,
  createResume,
  getResume,
  knownName,
  knownVersion,
  updateResume,
} from "#web/lib/resumes-api.ts";
import { toast } from "#web/ui/toast.ts";
import { oneAtATime } from "./one-at-a-time.ts";
import {
  clearImportReview,
  getCurrentResumeId,
  getDraft,
  setCurrentResumeId,
  updateDraft,
} from "./wizard-draft.ts";

type SaveRequest = {
  /** Omitted: the name the resume already has in this tab, else the automatic one. */
  name?: string;
  /** The version the save is based on; omitted, the one this tab last read or wrote (decision 0011). */
  version?: number;
  /** A save nobody asked for: only the first one, and only when the draft is worth keeping. */
  firstOnlyIf?: (content: ResumeData) => boolean;
};

export type SaveOutcome = "created" | "updated" | "skipped";

/*
 * Every save of the draft in this tab waits for the one before, so the sign-in claim, the final view's
 * auto-save and 'Salvar Currículo' fired in the same moment create the resume once and update it after.
 */
const inTurn = oneAtATime();

/** The name 'Salvar Currículo' suggests: an edited resume keeps its own, a new one gets the automatic one. */
export function suggestedResumeName(cargo: string): string {
  const id = getCurrentResumeId();
  return (id && knownName(id)) || automaticResumeName(cargo);
}

/**
 * Saves the wizard's draft to the account (spec part 1 §4): the first save creates the resume and remembers
 * its id (`currentResumeId`), later saves update that id with the version this tab holds; a stale version
 * fails with RESUME_VERSION_CONFLICT for the caller to settle.
 */
export function saveDraftResume({ name, version, firstOnlyIf }: SaveRequest = {}): Promise<SaveOutcome> {
  return inTurn(async () => {
    const draft = getDraft();
    const content = { ...draft.data, templateId: draft.templateSelecionado ?? draft.data.templateId };
    const id = getCurrentResumeId();
    if (firstOnlyIf && (id || !firstOnlyIf(content))) return "skipped";
    const resumeName = name ?? suggestedResumeName(content.cargo);
    if (!id) {
      const resume = await createResume({ name: resumeName, content });
      adoptStoredPhoto(content.foto, resume.content.foto);
      setCurrentResumeId(resume.id);
      clearImportReview();
      return "created";
    }
    // A tab that never read this resume (opened from a link) learns its version first.
    const base = version ?? knownVersion(id) ?? (await getResume(id)).version;
    const resume = await updateResume(id, { name: resumeName, content, version: base });
    adoptStoredPhoto(content.foto, resume.content.foto);
    return "updated";
  });
}

/**
 * The server keeps its own re-encoded JPEG of a new photo (decision 0031): the draft takes it, unless the person
 * changed the photo meanwhile, so later saves send what is stored and the server has nothing to re-encode.
 */
function adoptStoredPhoto(sent: string, stored: string): void {
  if (sent !== stored && getDraft().data.foto === sent) updateDraft({ foto: stored });
}

/** A first save without asking, named 'Currículo para {cargo}' or 'Meu Currículo'; a failure stays quiet. */
export async function saveDraftAutomatically(worthKeeping: (content: ResumeData) => boolean): Promise<void> {
  try {
    const outcome = await saveDraftResume({ firstOnlyIf: worthKeeping });
    if (outcome === "created") toast.success("Currículo salvo automaticamente");
  } catch {
    // The draft stays in this browser, and 'Salvar Currículo' in the final view reports its own failures.
  }
}

/**
 * Right after a sign-in or sign-up: a resume built as a visitor (a name and at least one experience, not yet
 * saved) is created in the account, so nothing typed before having an account is lost.
 */
export function claimVisitorDraft(): Promise<void> {
  return saveDraftAutomatically((content) => content.nome.trim() !== "" && content.experiencias.length > 0);
}
