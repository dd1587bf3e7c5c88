import type { ResumeData } from "#core/resume/resume-data.ts";
import type { TemplateId } from "#core/resume/template-id.ts";
import { sampleResume } from "#core/sample-resume.ts";
import { cn } from "./cn.ts";
import { ResumePreview } from "./resume-preview.tsx";

type TemplateThumbnailProps = { templateId: TemplateId; data?: ResumeData; className?: string };

/** Page 1 of a template, filled with the sample person unless given data; decorative, not interactive. */
export function TemplateThumbnail({ templateId, data = sampleResume, className }: TemplateThumbnailProps) {
  return (
    <div aria-hidden="true" className={cn("pointer-events-none select-none", className)}>
      <ResumePreview data={data} templateId={templateId} firstPageOnly />
    </div>
  );
}
