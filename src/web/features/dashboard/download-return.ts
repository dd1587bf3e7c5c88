import { DOWNLOAD_FORMATS, type DownloadFormat } from "#web/lib/use-resume-download.ts";

/** A download asked for on a dashboard card, waiting for the person to come back (signed in, plan paid). */
export type WaitingDownload = { resumeId: string; format: DownloadFormat };

const isDownloadFormat = (value: string | null): value is DownloadFormat =>
  value !== null && Object.hasOwn(DOWNLOAD_FORMATS, value);

/**
 * The dashboard's address with that download waiting: the origin handed to /login and /payment, so a
 * person who had to sign in again or buy a plan lands back on the dashboard with it ready.
 */
export function downloadReturnPath({ resumeId, format }: WaitingDownload): string {
  return `/dashboard?${new URLSearchParams({ download: resumeId, format })}`;
}

/** The download a dashboard address says is waiting, if any; a format the app does not know reads as PDF. */
export function waitingDownload(params: URLSearchParams): WaitingDownload | null {
  const resumeId = params.get("download");
  if (!resumeId) return null;
  const format = params.get("format");
  return { resumeId, format: isDownloadFormat(format) ? format : "pdf" };
}
