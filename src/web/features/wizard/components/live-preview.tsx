import type { ResumeData } from "#core/resume/resume-data.ts";
import { ResumePreview } from "#web/ui/resume-preview.tsx";

/**
 * The resume as it will print, following each keystroke. The templates leave out cards nobody has started
 * filling and do not render unchanged entries again, so an update stays within a frame.
 */
export function LivePreview({ data }: { data: ResumeData }) {
  return (
    <div className="overflow-hidden rounded-lg border border-slate-200 bg-slate-100 shadow-sm">
      <ResumePreview data={data} templateId={data.templateId} />
    </div>
  );
}
