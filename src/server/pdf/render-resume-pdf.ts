import { renderResumeDocument } from "#templates/render-resume-document.tsx";
import type { Database } from "../db/database.ts";
import { loadResumeForExport } from "../export/load-resume-for-export.ts";
import { setPdfInfo } from "./pdf-info.ts";
import type { PdfRenderer } from "./pdf-renderer.ts";

type RenderResumePdfOptions = { db: Database; renderer: PdfRenderer; userId: string; id: string };

/**
 * The PDF of one of the user's stored resumes, printed from our template (never from HTML a client sent).
 * Loaded like the other paid exports: someone else's resume is RESUME_NOT_FOUND, the owner needs a plan.
 */
export async function renderResumePdf({ db, renderer, userId, id }: RenderResumePdfOptions) {
  const { name, data } = await loadResumeForExport({ db, userId, id, needsPlan: true });
  const printed = await renderer.render(renderResumeDocument(data, data.templateId));
  return { name, pdf: setPdfInfo(printed, { title: name, author: data.nome.trim() }) };
}
