import { useCallback, useEffect, useRef, useState } from "react";
import { useNavigate } from "react-router";
import { ApiError, NETWORK_ERROR } from "#web/lib/api-client.ts";
import { fetchDraft } from "#web/lib/drafts-api.ts";
import { keepImportReview } from "#web/lib/import-handoff.ts";
import { toast } from "#web/ui/toast.ts";
import { paceSteps } from "./pace-steps.ts";
import { type ImportAnswer, uploadResume } from "./upload-api.ts";
import { uploadMessages } from "./upload-messages.ts";

/** The spec's pause on the finished steps before going on (part 2 §9). */
const REDIRECT_DELAY_MS = 1_000;
/** Each step stays on screen at least this long, so a quick one can still be read. */
const MIN_STEP_MS = 400;

type UploadPhase = "idle" | "sending" | "extracting" | "processing" | "done";
export type UploadState = {
  phase: UploadPhase;
  /** Fraction of the file sent while sending. */
  progress: number;
  error: string | null;
  found: ImportAnswer["extractedData"] | null;
};

const IDLE: UploadState = { phase: "idle", progress: 0, error: null, found: null };

/** What the person reads for a failed upload: the server's own Portuguese text when it gave one. */
function messageFor(error: unknown): string {
  if (!(error instanceof ApiError)) return uploadMessages.erroProcessamento;
  if (error.code === NETWORK_ERROR) return uploadMessages.erroEnvio;
  if (error.status >= 500 && error.code !== "SERVICE_UNAVAILABLE") return uploadMessages.erroProcessamento;
  return error.message || uploadMessages.erroProcessamento;
}

/**
 * The upload's three steps, each following the real work: sending (bytes leaving, with progress), extracting
 * (the server reading the file), processing (the stored draft read back); then, after a second, the draft
 * is opened on /choose-option.
 */
export function useResumeUpload() {
  const navigate = useNavigate();
  const [state, setState] = useState<UploadState>(IDLE);
  const abort = useRef<AbortController | null>(null);
  const timer = useRef<number | undefined>(undefined);

  useEffect(
    () => () => {
      abort.current?.abort();
      window.clearTimeout(timer.current);
    },
    [],
  );

  const fail = useCallback((error: string | null) => setState({ ...IDLE, error }), []);

  const upload = useCallback(
    async (file: File) => {
      abort.current?.abort();
      const controller = new AbortController();
      abort.current = controller;
      let failed = false;
      const live = () => !failed && !controller.signal.aborted;
      const stop = (message: string) => {
        failed = true;
        if (!controller.signal.aborted) fail(message);
      };
      setState({ ...IDLE, phase: "sending" });
      const show = paceSteps(MIN_STEP_MS, (patch: Partial<UploadState>) => {
        if (live()) setState((s) => ({ ...s, ...patch }));
      });

      let body: ArrayBuffer;
      try {
        body = await file.arrayBuffer();
      } catch {
        return stop(uploadMessages.erroLeitura);
      }
      let answer: ImportAnswer;
      let sent = false;
      const extracting = () => {
        if (sent) return;
        sent = true;
        void show({ phase: "extracting", progress: 1 });
      };
      try {
        answer = await uploadResume(
          body,
          file.type,
          {
            onProgress: (progress) => setState((s) => (s.phase === "sending" ? { ...s, progress } : s)),
            onSent: extracting,
          },
          controller.signal,
        );
      } catch (error) {
        return stop(messageFor(error));
      }
      // Browsers may skip the upload's end event for a small body: the server did extract, so say so.
      extracting();
      void show({ phase: "processing", progress: 1 });
      try {
        await fetchDraft(answer.draftId);
      } catch {
        return stop(uploadMessages.naoProcessado);
      }
      await show({ phase: "done", found: answer.extractedData });
      if (!live()) return;
      keepImportReview(answer.draftId, answer.extractedData.revisar);
      toast.success(uploadMessages.sucesso);
      timer.current = window.setTimeout(
        () => navigate(`/choose-option?draft_id=${encodeURIComponent(answer.draftId)}`),
        REDIRECT_DELAY_MS,
      );
    },
    [fail, navigate],
  );

  return { state, upload, showError: fail };
}
