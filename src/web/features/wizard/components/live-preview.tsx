import type { ResumeData } from "#core/resume/resume-data.ts";
import { lazyComponent } from "#web/ui/lazy-component.tsx";

// The templates and their CSS (~15 KB gzipped) arrive with the first preview shown, not with the step: on phones
// the preview waits behind 'Ver prévia', and on wide screens the form is usable before the sheet is drawn.
const ResumePreview = lazyComponent(
  () => import("#web/ui/resume-preview.tsx").then((m) => m.ResumePreview),
  // An A4 sheet's shape meanwhile, so nothing moves when the resume appears.
  () => <div className="aspect-[210/297] w-full bg-white" />,
);

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
