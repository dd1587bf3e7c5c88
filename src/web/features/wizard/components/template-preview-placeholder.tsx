import MousePointerClick from "lucide-react/icons/mouse-pointer-click";

/** The preview pane before any template is chosen, so the page does not jump when one is picked. */
export function TemplatePreviewPlaceholder() {
  return (
    <div className="flex aspect-[210/297] flex-col items-center justify-center gap-3 rounded-lg border-2 border-dashed border-slate-300 bg-white p-6 text-center">
      <MousePointerClick aria-hidden="true" className="h-8 w-8 text-brand-700" />
      <p className="text-sm text-slate-600">Escolha um modelo para ver seu currículo nele.</p>
    </div>
  );
}
