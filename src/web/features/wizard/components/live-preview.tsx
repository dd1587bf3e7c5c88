import { useDeferredValue } from "react";
import type { ResumeData } from "#core/resume/resume-data.ts";
import { lazyComponent } from "#web/ui/lazy-component.tsx";

// The templates and their CSS (~12 KB gzipped) arrive after the step, not with it: on phones the preview waits
// behind 'Ver prévia', and on wide screens the form is drawn and usable first, the sheet once the browser is idle.
const ResumePreview = lazyComponent(
  () => import("#web/ui/resume-preview.tsx").then((m) => m.ResumePreview),
  // An A4 sheet's shape meanwhile, so nothing moves when the resume appears.
  () => <div className="aspect-[210/297] w-full bg-white" />,
  { idle: true },
);

/**
 * The resume as it will print, following each keystroke. The templates leave out cards nobody has started
 * filling and render again only the parts that changed, so a key's update stays within a frame even on a
 * slow phone, and it is shown at once. Another template is a whole new document: that one is drawn in a
 * render of its own, which React drops when the next key or card arrives, so picking with the arrow keys
 * never waits for a preview nobody will look at.
 */
export function LivePreview({ data }: { data: ResumeData }) {
  const templateId = useDeferredValue(data.templateId);
  return (
    <div className="overflow-hidden rounded-lg border border-slate-200 bg-slate-100 shadow-sm">
      <ResumePreview data={data} templateId={templateId} />
    </div>
  );
}
