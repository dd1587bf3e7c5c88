import type { ResumeData } from "#core/resume/resume-data.ts";
import { normalizeTemplateId } from "#core/resume/template-id.ts";
import { assertActivePlan } from "../billing/download-rights.ts";
import type { Database } from "../db/database.ts";
import { getResume } from "../resumes/get-resume.ts";

type Options = { db: Database; userId: string; id: string; needsPlan: boolean };

/**
 * The stored resume a file is made from. Someone else's id is RESUME_NOT_FOUND whatever their plan; then,
 * for paid formats, the owner needs an active plan (PLAN_REQUIRED), decided here from the purchases.
 */
export async function loadResumeForExport({ db, userId, id, needsPlan }: Options): Promise<{
  name: string;
  data: ResumeData;
}> {
  const resume = await getResume({ db, userId, id });
  if (needsPlan) await assertActivePlan({ db, userId });
  // The record's template is the one chosen last; the content keeps the one it was saved with.
  const templateId = normalizeTemplateId(resume.templateId) ?? resume.content.templateId;
  return { name: resume.name, data: { ...resume.content, templateId } };
}
