import { useRef, useState } from "react";

/**
 * Who is looking at the final preview. Accounts arrive later; until then everyone is a visitor. The accounts
 * work replaces this with the session ('member' with or without an active plan) and adds those branches below.
 */
export type FinalViewer = { kind: "visitor" };

function useFinalViewer(): FinalViewer {
  return { kind: "visitor" };
}

export type FinalDialog = "signup" | null;

/**
 * What 'Baixar PDF' and 'Salvar Currículo' do for the current viewer (spec part 1 §4, §6): a visitor is asked
 * to sign up for both. Signed-in paths ('Nome do currículo' save dialog, the plan check, 'Gerando PDF...') plug
 * in here without touching the page.
 */
export function useFinalActions() {
  const viewer = useFinalViewer();
  const [dialog, setDialog] = useState<FinalDialog>(null);
  const opener = useRef<HTMLElement | null>(null);

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

  function downloadPdf() {
    if (viewer.kind === "visitor") open("signup");
  }

  function saveResume() {
    if (viewer.kind === "visitor") open("signup");
  }

  return {
    viewer,
    dialog,
    closeDialog,
    downloadPdf,
    saveResume,
    /** Labels switch to 'Gerando PDF...' / 'Salvando...' once the signed-in paths exist. */
    pending: { pdf: false, save: false },
  };
}
