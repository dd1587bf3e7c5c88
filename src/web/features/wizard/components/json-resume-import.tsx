import FileJson from "lucide-react/icons/file-braces";
import { type ChangeEvent, useId, useState } from "react";
import { useNavigate } from "react-router";
import { JsonResumeError, parseJsonResumeText } from "#core/import/json-resume.ts";
import { toast } from "#web/ui/toast.ts";
import { PhotoProblem, photoFromDataUrl } from "../photo/photo-image.ts";
import { startDraftFrom } from "../state/wizard-draft.ts";
import { wizardMessages } from "../wizard-messages.ts";

/** A JSON Resume is a few kilobytes; anything far larger is not one. */
const MAX_JSON_BYTES = 1024 * 1024;

const importMessages = {
  tipoInvalido: "Escolha um arquivo .json no formato JSON Resume.",
  tamanhoExcedido: "O arquivo é grande demais para um JSON Resume (limite de 1 MB).",
  erroLeitura: "Não foi possível ler o arquivo. Por favor, tente novamente.",
} as const;

/**
 * 'Importar JSON Resume' (jsonresume.org), for anyone: the file is read in the browser, never sent; a valid one
 * replaces the wizard draft (a new resume, not the saved one being edited) and the wizard opens prefilled.
 */
/**
 * A photo in the file goes through the same checks and 3:4 cut as a chosen one (the server checks it again
 * when the resume is saved); one that fails them is left out, and the person is told why.
 */
async function importedPhoto(foto: string): Promise<string> {
  if (!foto) return "";
  try {
    return await photoFromDataUrl(foto);
  } catch (error) {
    const reason = error instanceof PhotoProblem ? error.message : "Não foi possível lê-la.";
    toast.warning(`A foto do arquivo não foi importada. ${reason}`);
    return "";
  }
}

export function JsonResumeImport() {
  const navigate = useNavigate();
  const inputId = useId();
  const hintId = useId();
  const [problems, setProblems] = useState<string[]>([]);

  async function onChange(event: ChangeEvent<HTMLInputElement>) {
    const input = event.currentTarget;
    const file = input.files?.[0];
    // The same file chosen again after fixing it must fire another change.
    input.value = "";
    if (!file) return;
    const isJson = file.name.toLowerCase().endsWith(".json") || file.type === "application/json";
    if (!isJson) return setProblems([importMessages.tipoInvalido]);
    if (file.size > MAX_JSON_BYTES) return setProblems([importMessages.tamanhoExcedido]);
    let text: string;
    try {
      text = await file.text();
    } catch {
      return setProblems([importMessages.erroLeitura]);
    }
    try {
      const { data, templateId } = parseJsonResumeText(text);
      const foto = await importedPhoto(data.foto);
      startDraftFrom({ ...data, foto }, { templateSelecionado: templateId });
      setProblems([]);
      toast.success(wizardMessages.dadosCarregados);
      navigate("/criar-curriculo");
    } catch (error) {
      if (error instanceof JsonResumeError) setProblems(error.issues);
      else setProblems([importMessages.erroLeitura]);
    }
  }

  return (
    <section
      aria-labelledby={`${inputId}-titulo`}
      className="mt-6 rounded-2xl border border-dashed border-slate-300 bg-white p-5"
    >
      <div className="flex flex-col gap-4 sm:flex-row sm:items-center">
        <span className="flex h-11 w-11 shrink-0 items-center justify-center rounded-xl bg-slate-100 text-slate-700">
          <FileJson aria-hidden="true" className="h-6 w-6" />
        </span>
        <div className="flex-1">
          <h2 id={`${inputId}-titulo`} className="font-semibold text-slate-900">
            Já tem seus dados em JSON Resume?
          </h2>
          <p id={hintId} className="mt-1 text-sm text-slate-600">
            Importe um arquivo .json no formato jsonresume.org e continue no passo a passo com tudo
            preenchido. O arquivo é lido no seu navegador.
          </p>
        </div>
        <div className="shrink-0">
          <input
            id={inputId}
            type="file"
            accept=".json,application/json"
            aria-describedby={hintId}
            className="peer sr-only"
            onChange={onChange}
          />
          <label
            htmlFor={inputId}
            className="inline-flex h-11 w-full cursor-pointer items-center justify-center gap-2 rounded-lg border border-brand-200 bg-white px-4 text-sm font-semibold text-brand-800 transition-colors hover:bg-brand-50 peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-brand-600 sm:w-auto"
          >
            Importar JSON Resume
          </label>
        </div>
      </div>
      {problems.length > 0 && (
        <div role="alert" className="mt-4 rounded-lg bg-red-50 p-3 text-sm text-red-800">
          <p className="font-semibold">Não foi possível importar este arquivo.</p>
          <ul className="mt-1 list-disc space-y-0.5 pl-5">
            {problems.map((problem) => (
              <li key={problem}>{problem}</li>
            ))}
          </ul>
        </div>
      )}
    </section>
  );
}
