import { z } from "zod";
import { StoredResumeDataSchema } from "../resume/fit-to-limits.ts";
import { TemplateIdSchema } from "../resume/template-id-schema.ts";

/**
 * A saved resume as /api/resumes answers it (`{ resumes: [...] }`, `{ resume }`, and the `current` copy of a
 * RESUME_VERSION_CONFLICT). Dates are ISO strings. The content is read the way stored data is: entries past
 * today's size caps are trimmed rather than refused (decision 0020).
 */
export const ResumeSummarySchema = z.object({
  id: z.string(),
  name: z.string(),
  templateId: TemplateIdSchema,
  status: z.string(),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
  version: z.number().int(),
});
export type ResumeSummary = z.output<typeof ResumeSummarySchema>;

export const ResumeSchema = ResumeSummarySchema.extend({ content: StoredResumeDataSchema });
export type Resume = z.output<typeof ResumeSchema>;
