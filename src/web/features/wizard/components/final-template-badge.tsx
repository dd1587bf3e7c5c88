import LayoutTemplate from "lucide-react/icons/layout-template";
import { type TemplateId, templateName } from "#core/resume/template-id.ts";

/** Which template the resume is shown in. */
export function FinalTemplateBadge({ templateId }: { templateId: TemplateId }) {
  return (
    <p className="inline-flex items-center gap-1.5 rounded-full border border-brand-200 bg-brand-50 px-3 py-1 text-sm font-medium text-brand-900">
      <LayoutTemplate aria-hidden="true" className="h-4 w-4" />
      Modelo: {templateName(templateId)}
    </p>
  );
}
