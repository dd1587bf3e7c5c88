import { useRef, useState } from "react";
import { useNavigate } from "react-router";
import { toast } from "sonner";
import { refreshSession, useSession } from "#web/lib/session.ts";
import { useAutoSave } from "./use-auto-save.ts";
import { useResumeSave } from "./use-resume-save.ts";

/** Who is looking at the final preview: a visitor, or a signed-in member (no plans exist yet). */
export type FinalViewer = { kind: "visitor" } | { kind: "member" };

export type FinalDialog = "signup" | "save" | null;

/**
 * What 'Baixar PDF' and 'Salvar Currículo' do for the current viewer (spec part 1 §4, §6): a visitor is asked
 * to sign up for both; a member names and saves the resume, and is sent to the plans to download it.
 */
export function useFinalActions({ complete }: { complete: boolean }) {
  const { isAuthenticated, isLoading } = useSession();
  const viewer: FinalViewer = isAuthenticated ? { kind: "member" } : { kind: "visitor" };
  const navigate = useNavigate();
  const [dialog, setDialog] = useState<FinalDialog>(null);
  const opener = useRef<HTMLElement | null>(null);
  const session = useResumeSave();
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

  async function downloadPdf() {
    if (!(await signedIn())) return open("signup");
    // No plan can be active before payments exist: the plans page is the way on.
    toast.info("Você precisa de um plano ativo para baixar currículos");
    navigate("/payment");
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
    downloadPdf,
    saveResume,
    submitName,
    session,
    pending: { pdf: false, save: session.saving },
  };
}
