import { useEffect, useState } from "react";
import { useNavigate, useSearchParams } from "react-router";
import type { ResumeSummary } from "#web/lib/resumes-api.ts";
import { refreshSession } from "#web/lib/session.ts";
import { type DownloadFormat, useResumeDownload } from "#web/lib/use-resume-download.ts";
import { downloadReturnPath, waitingDownload } from "./download-return.ts";

/**
 * The downloads of the dashboard's cards. A person who must sign in again or buy a plan first is brought back
 * here with the download waiting (download-return.ts): the address is the origin /login and /payment return to.
 */
export function useCardDownloads(resumes: ResumeSummary[] | null) {
  const navigate = useNavigate();
  const downloads = useResumeDownload();
  const [downloadingId, setDownloadingId] = useState<string | null>(null);
  const [params, setParams] = useSearchParams();
  const asked = waitingDownload(params);
  const resume = asked && resumes?.find((item) => item.id === asked.resumeId);
  const forgetWaiting = () => setParams({}, { replace: true });

  // A resume this account does not have (another person signed in meanwhile, or it was deleted): nothing waits.
  const askedId = asked?.resumeId;
  useEffect(() => {
    if (askedId && resumes && !resumes.some((item) => item.id === askedId)) setParams({}, { replace: true });
  }, [askedId, resumes, setParams]);

  /** Called inside the click, so a PDF's new tab is not blocked (see useResumeDownload). */
  function download(item: ResumeSummary, format: DownloadFormat) {
    const back = downloadReturnPath({ resumeId: item.id, format });
    setDownloadingId(item.id);
    void downloads
      .download(format, {
        resumeId: async () => item.id,
        // The session ended meanwhile: on this address, the dashboard's guard asks for a sign-in and comes back.
        onSignupNeeded: () => {
          navigate(back, { replace: true });
          void refreshSession();
        },
        fallbackName: item.name,
        returnTo: back,
      })
      .finally(() => setDownloadingId(null));
  }

  return {
    download,
    /** The file of this resume being prepared, if any. */
    pendingFor: (id: string) => (downloadingId === id ? downloads.pending : null),
    waiting: resume && asked ? { resume, format: asked.format } : null,
    forgetWaiting,
  };
}
