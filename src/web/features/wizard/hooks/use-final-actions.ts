import { useRef, useState } from "react";
import { refreshSession, useSession } from "#web/lib/session.ts";
import { type DownloadFormat, useResumeDownload } from "#web/lib/use-resume-download.ts";
import { getCurrentResumeId } from "../state/wizard-draft.ts";
import { useAutoSave } from "./use-auto-save.ts";
import { useResumeSave } from "./use-resume-save.ts";

/** Who is looking at the final preview: a visitor, or a signed-in member. */
export type FinalViewer = { kind: "visitor" } | { kind: "member" };

export type FinalDialog = "signup" | "save" | null;

/**
 * What 'Baixar PDF' (and the other formats) and 'Salvar Currículo' do for the current viewer (spec part 1 §4,
 * §6): a visitor is asked to sign up for both; a member names and saves the resume, and downloads it with an
 * active plan (without one, the plans page).
 */
export function useFinalActions({ complete }: { complete: boolean }) {
  const { isAuthenticated, isLoading } = useSession();
  const viewer: FinalViewer = isAuthenticated ? { kind: "member" } : { kind: "visitor" };
  const [dialog, setDialog] = useState<FinalDialog>(null);
  const opener = useRef<HTMLElement | null>(null);
  const session = useResumeSave();
  const downloads = useResumeDownload();
  useAutoSave(isAuthenticated, complete);

  function open(next: Exclude<FinalDialog, null>) {
    // The dialogs are opened from code, not from a dialog trigger, so the way back is remembered here.
    opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    setDialog(next);
  }

  function closeDialog() {
    setDialog(null);
    // After the dialog has let go of focus, hand it back to the button that opened it.
    window.setTimeout(() => opener.current?.focus(), 0);
  }

  /** Whether someone is signed in; a click moments after the page opened waits for the server's answer. */
  async function signedIn(): Promise<boolean> {
    return isLoading ? (await refreshSession()) !== null : isAuthenticated;
  }

  /** The draft saved first, so the file is made from what is on screen; null when the save failed. */
  async function savedResumeId(): Promise<string | null> {
    // Queued behind an automatic first save under way, so it updates the resume that one creates.
    const saved = await session.save();
    return saved ? getCurrentResumeId() : null;
  }

  /** 'Baixar PDF' and the other formats: a visitor is asked to sign up; see useResumeDownload for the rest. */
  function download(format: DownloadFormat) {
    if (!isLoading && !isAuthenticated) return open("signup");
    // Not awaited before: the PDF's tab must open inside this click.
    void downloads.download(format, {
      signedIn,
      resumeId: savedResumeId,
      onSignupNeeded: () => open("signup"),
      fallbackName: "Currículo",
    });
  }

  async function saveResume() {
    if (session.saving) return;
    open((await signedIn()) ? "save" : "signup");
  }

  async function submitName(name: string) {
    // Closed either way: a failure has its toast, a conflict its own dialog.
    await session.save(name);
    closeDialog();
  }

  return {
    viewer,
    dialog,
    closeDialog,
    download,
    saveResume,
    submitName,
    session,
    pending: { download: downloads.pending, save: session.saving },
  };
}
