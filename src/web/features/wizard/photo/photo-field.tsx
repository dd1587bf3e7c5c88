import ImagePlus from "lucide-react/icons/image-plus";
import Trash2 from "lucide-react/icons/trash";
import { type ChangeEvent, useId, useState } from "react";
import { templateShowsPhoto } from "#core/resume/photo.ts";
import { TEMPLATES, type TemplateId, templateName } from "#core/resume/template-id.ts";
import { Button } from "#web/ui/button.tsx";
import { lazyComponent } from "#web/ui/lazy-component.tsx";
import { PhotoProblem, type PickedPhoto, readPhotoFile } from "./photo-image.ts";

type PhotoFieldProps = {
  /** The photo kept in the draft: a JPEG data URL, or ''. */
  value: string;
  templateId: TemplateId;
  onChange: (foto: string) => void;
};

// The crop dialog's code arrives with the first photo chosen (fetched while the file is read).
const PhotoCropDialog = lazyComponent(() => import("./photo-crop-dialog.tsx").then((m) => m.PhotoCropDialog));

const withPhoto = TEMPLATES.filter((template) => templateShowsPhoto(template.id)).map((t) => t.name);
/** 'Moderno, Criativo, Executivo, Recém-Formado e Elegante'. */
const WITH_PHOTO = `${withPhoto.slice(0, -1).join(", ")} e ${withPhoto.at(-1)}`;

/**
 * 'Foto (opcional)' on the personal step: add, change or remove a photo, cut to 3:4 in the browser. A visitor's
 * photo stays in this browser's draft; it reaches the server with the resume when it is saved.
 */
export function PhotoField({ value, templateId, onChange }: PhotoFieldProps) {
  const inputId = useId();
  const noteId = useId();
  const [picked, setPicked] = useState<PickedPhoto | null>(null);
  const [problem, setProblem] = useState("");

  async function onFile(event: ChangeEvent<HTMLInputElement>) {
    const input = event.currentTarget;
    const file = input.files?.[0];
    // The same file chosen again must fire another change.
    input.value = "";
    if (!file) return;
    try {
      void PhotoCropDialog.preload();
      setPicked(await readPhotoFile(file));
      setProblem("");
    } catch (error) {
      setProblem(
        error instanceof PhotoProblem ? error.message : "Não foi possível ler a foto. Tente outra imagem.",
      );
    }
  }

  function close(dataUrl?: string) {
    picked?.bitmap.close();
    setPicked(null);
    if (dataUrl) onChange(dataUrl);
  }

  return (
    <section aria-labelledby={`${inputId}-titulo`} className="mt-8 border-t border-slate-200 pt-6">
      <h2 id={`${inputId}-titulo`} className="text-base font-semibold text-slate-900">
        Foto (opcional)
      </h2>
      <p id={noteId} className="mt-1 text-sm text-slate-600">
        No Brasil a foto não é obrigatória, e muitas empresas preferem currículos sem foto. Inclua uma só se a
        vaga pedir ou se for comum na sua área: rosto bem iluminado e fundo neutro. JPG ou PNG de até 5 MB,
        recortada em 3:4, com pelo menos 300×400 pixels.
      </p>
      <div className="mt-4 flex flex-wrap items-center gap-4">
        {value && (
          <img
            src={value}
            alt="Sua foto no currículo"
            className="h-24 w-[72px] rounded-md border border-slate-200 object-cover"
          />
        )}
        <div className="flex flex-wrap gap-2">
          <input
            id={inputId}
            type="file"
            accept="image/jpeg,image/png"
            aria-describedby={noteId}
            className="peer sr-only"
            onChange={onFile}
          />
          <label
            htmlFor={inputId}
            className="inline-flex h-11 cursor-pointer items-center justify-center gap-2 rounded-lg border border-brand-200 bg-white px-4 text-sm font-semibold text-brand-800 transition-colors hover:bg-brand-50 peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-brand-600"
          >
            <ImagePlus aria-hidden="true" className="h-4 w-4" />
            {value ? "Trocar foto" : "Adicionar foto"}
          </label>
          {value && (
            <Button variant="ghost" onClick={() => onChange("")}>
              <Trash2 aria-hidden="true" className="h-4 w-4" />
              Remover foto
            </Button>
          )}
        </div>
      </div>
      {value && !templateShowsPhoto(templateId) && (
        <p className="mt-3 text-sm text-slate-600">
          O modelo {templateName(templateId)} não mostra foto; ela aparece nos modelos {WITH_PHOTO}.
        </p>
      )}
      {problem && (
        <p role="alert" className="mt-3 rounded-lg bg-red-50 p-3 text-sm text-red-800">
          {problem}
        </p>
      )}
      {picked && <PhotoCropDialog photo={picked} onCancel={() => close()} onConfirm={close} />}
    </section>
  );
}
