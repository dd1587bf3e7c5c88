import { useDeferredValue, useMemo } from "react";
import type { ResumeData } from "#core/resume/resume-data.ts";
import { ResumePreview } from "#web/ui/resume-preview.tsx";

/**
 * The resume as it will print, following each keystroke. Rendering is deferred so typing stays responsive
 * on slow phones, and cards the person has not started filling are left out.
 */
export function LivePreview({ data }: { data: ResumeData }) {
  const deferred = useDeferredValue(data);
  const visible = useMemo(() => withoutBlankEntries(deferred), [deferred]);
  return (
    <div className="overflow-hidden rounded-lg border border-slate-200 bg-slate-100 shadow-sm">
      <ResumePreview data={visible} templateId={visible.templateId} />
    </div>
  );
}

function withoutBlankEntries(data: ResumeData): ResumeData {
  const hasText = (entry: object) =>
    Object.values(entry).some((value) => typeof value === "string" && value.trim() !== "");
  return {
    ...data,
    experiencias: data.experiencias.filter(hasText),
    formacoes: data.formacoes.filter((edu) => edu.instituicao.trim() !== "" || edu.curso.trim() !== ""),
  };
}
