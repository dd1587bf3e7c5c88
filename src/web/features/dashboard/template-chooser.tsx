import Save from "lucide-react/icons/save";
import { Button } from "#web/ui/button.tsx";
import { ResumeLanguagePicker } from "#web/ui/resume-language-picker.tsx";
import { ResumePreview } from "#web/ui/resume-preview.tsx";
import { ResumeStylePanel } from "#web/ui/resume-style/resume-style-panel.tsx";
import { Spinner } from "#web/ui/spinner.tsx";
import { TemplateGrid } from "#web/ui/template-picker/template-grid.tsx";
import { useTemplateChoice } from "./use-template-choice.ts";

/** The pickers of one saved resume beside its live preview, and the button that keeps the choice. */
export function TemplateChooser({ id }: { id: string }) {
  const { resume, failed, choice, setChoice, changed, saving, save } = useTemplateChoice(id);

  if (failed) return <p className="mt-6 text-slate-700">Não foi possível abrir este currículo.</p>;
  if (!resume || !choice)
    return (
      <div role="status" className="mt-10 flex items-center justify-center gap-3 text-slate-700">
        <Spinner />
        Carregando currículo...
      </div>
    );

  const data = { ...resume.content, ...choice };
  return (
    <div className="mt-6 grid gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,26rem)]">
      <div className="flex flex-col gap-4">
        <ResumeLanguagePicker value={choice.idioma} onChange={(idioma) => setChoice({ ...choice, idioma })} />
        <TemplateGrid
          selected={choice.templateId}
          applied={resume.templateId}
          onSelect={(templateId) => setChoice({ ...choice, templateId })}
        />
        <ResumeStylePanel value={choice.estilo} onChange={(estilo) => setChoice({ ...choice, estilo })} />
      </div>
      <section
        aria-labelledby="previa-modelo"
        className="flex flex-col gap-3 lg:sticky lg:top-4 lg:self-start"
      >
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h2 id="previa-modelo" className="text-lg font-semibold text-slate-900">
            Pré-visualização
          </h2>
          <Button onClick={() => void save()} disabled={!changed || saving}>
            <Save aria-hidden="true" className="h-4 w-4" />
            {saving ? "Salvando..." : "Salvar alterações"}
          </Button>
        </div>
        <div className="overflow-hidden rounded-lg border border-slate-200 bg-slate-100 shadow-sm">
          <ResumePreview data={data} templateId={choice.templateId} />
        </div>
      </section>
    </div>
  );
}
