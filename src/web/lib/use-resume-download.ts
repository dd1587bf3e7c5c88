import { useState } from "react";
import { useNavigate } from "react-router";
import { toast } from "#web/ui/toast.ts";
import { ApiError, apiDownload } from "./api-client.ts";
import { closeTab, openPendingTab, saveFile, showPdf } from "./download-tab.ts";
import { checkSubscription, clearLocalPlan } from "./plan-status.ts";
import { errorMessage } from "./resumes-api.ts";

/** The files a saved resume can be downloaded as (GET /api/resumes/:id/<route>). */
export const DOWNLOAD_FORMATS = {
  pdf: { route: "pdf", label: "Baixar PDF", plan: true, extension: "pdf" },
  docx: { route: "docx", label: "Baixar DOCX", plan: true, extension: "docx" },
  txt: { route: "txt", label: "Baixar TXT", plan: true, extension: "txt" },
  jsonResume: { route: "json-resume", label: "Exportar JSON Resume", plan: false, extension: "json" },
} as const;

export type DownloadFormat = keyof typeof DOWNLOAD_FORMATS;

const PLAN_NEEDED_MESSAGE = "Você precisa de um plano ativo para baixar currículos";

type DownloadOptions = {
  /** Whether someone is signed in, asked first when the page does not know yet. */
  signedIn?: () => Promise<boolean>;
  /** The stored resume's id; the wizard saves the draft first. Null: stop (the save reported why). */
  resumeId: () => Promise<string | null>;
  /** The server says nobody is signed in. */
  onSignupNeeded: () => void;
  /** The name of the file when the server gave none. */
  fallbackName: string;
  /**
   * The page to come back to after paying, given to /payment as the origin (state 'from', as the account
   * screens take it); without it /payment leads back to the final preview.
   */
  returnTo?: string;
};

/**
 * Downloads of a saved resume for a signed-in person (spec part 1 §4): formats that need a plan run the
 * subscription check first and send to /payment without one; the server has the last word (a 402 does the
 * same). A PDF opens in a new tab, opened inside the click so no pop-up blocker stops it.
 */
export function useResumeDownload() {
  const navigate = useNavigate();
  const [pending, setPending] = useState<DownloadFormat | null>(null);

  function needPlan(tab: Window | null, returnTo: string | undefined) {
    closeTab(tab);
    toast.info(PLAN_NEEDED_MESSAGE);
    navigate("/payment", returnTo ? { state: { from: returnTo } } : undefined);
  }

  /** Call synchronously from the click handler (no await before it), or the new tab may be blocked. */
  async function download(
    format: DownloadFormat,
    { signedIn, resumeId, onSignupNeeded, fallbackName, returnTo }: DownloadOptions,
  ) {
    if (pending) return;
    const spec = DOWNLOAD_FORMATS[format];
    const tab = format === "pdf" ? openPendingTab() : null;
    setPending(format);
    try {
      if (signedIn && !(await signedIn())) {
        closeTab(tab);
        return onSignupNeeded();
      }
      if (spec.plan) {
        const plan = await checkSubscription();
        if (plan.signedOut) {
          closeTab(tab);
          return onSignupNeeded();
        }
        if (plan.error) {
          closeTab(tab);
          toast.error(plan.error);
          return;
        }
        if (!plan.active) return needPlan(tab, returnTo);
      }
      if (format === "pdf") toast.info("Gerando PDF do currículo...");
      const id = await resumeId();
      if (!id) return closeTab(tab);
      const file = await apiDownload(`/api/resumes/${encodeURIComponent(id)}/${spec.route}`);
      const fileName = file.fileName ?? `${fallbackName}.${spec.extension}`;
      if (format === "pdf") {
        showPdf(tab, file.blob, fileName);
        toast.success("PDF gerado com sucesso!");
      } else {
        saveFile(file.blob, fileName);
      }
    } catch (error) {
      closeTab(tab);
      if (error instanceof ApiError && error.status === 402) {
        clearLocalPlan();
        return needPlan(null, returnTo);
      }
      if (error instanceof ApiError && error.status === 401) return onSignupNeeded();
      const prefix = format === "pdf" ? "Erro ao gerar PDF" : "Erro ao baixar arquivo";
      toast.error(`${prefix}: ${errorMessage(error)}`);
    } finally {
      setPending(null);
    }
  }

  return { download, pending };
}
