import { normalizeTemplateId } from "#core/resume/template-id.ts";
import { renderResumeDocument } from "#templates/render-resume-document.tsx";
import { assertActivePlan } from "../billing/download-rights.ts";
import type { Database } from "../db/database.ts";
import { getResume } from "../resumes/get-resume.ts";
import { setPdfInfo } from "./pdf-info.ts";
import type { PdfRenderer } from "./pdf-renderer.ts";

type RenderResumePdfOptions = { db: Database; renderer: PdfRenderer; userId: string; id: string };

/**
 * The PDF of one of the user's stored resumes, printed from our template (never from HTML a client sent).
 * Someone else's resume is RESUME_NOT_FOUND whatever their plan; the owner needs an active plan.
 */
export async function renderResumePdf({ db, renderer, userId, id }: RenderResumePdfOptions) {
  const resume = await getResume({ db, userId, id });
  await assertActivePlan(db, userId);
  const templateId = normalizeTemplateId(resume.templateId) ?? resume.content.templateId;
  const html = renderResumeDocument(resume.content, templateId);
  const printed = await renderer.render(html);
  const author = resume.content.nome.trim();
  return { name: resume.name, pdf: setPdfInfo(printed, { title: resume.name, author }) };
}
