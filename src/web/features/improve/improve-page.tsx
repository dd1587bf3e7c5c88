import CircleAlert from "lucide-react/icons/circle-exclamation-point";
import PencilLine from "lucide-react/icons/pencil-line";
import { type FormEvent, useId, useState } from "react";
import { Link } from "react-router";
import { Button, buttonClasses } from "#web/ui/button.tsx";
import { PageMeta } from "#web/ui/page-meta.tsx";
import { fileChoiceError } from "./file-choice.ts";
import { UploadDropzone } from "./upload-dropzone.tsx";
import { UploadSteps } from "./upload-steps.tsx";
import { useResumeUpload } from "./use-resume-upload.ts";

/** /melhorar-curriculo: send the resume you have (PDF or DOCX) and continue in the wizard with its data. */
export default function ImprovePage() {
  const errorId = useId();
  const [file, setFile] = useState<File | null>(null);
  const { state, upload, showError } = useResumeUpload();
  const busy = state.phase !== "idle";

  const choose = (files: File[]) => {
    const error = fileChoiceError(files);
    if (error) {
      setFile(null);
      showError(error);
      return;
    }
    setFile(files[0] ?? null);
    showError(null);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const error = fileChoiceError(file ? [file] : []);
    if (error || !file) return showError(error);
    void upload(file);
  };

  return (
    <main className="bg-gradient-to-b from-brand-50 to-white">
      <PageMeta
        title="Melhorar currículo"
        description="Envie seu currículo em PDF ou DOCX e continue no passo a passo do Vitae com seus dados já preenchidos."
      />
      <div className="mx-auto max-w-3xl px-4 py-10 sm:px-6 sm:py-16">
        <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">Melhorar currículo</p>
        <h1 className="mt-2 text-3xl font-bold tracking-tight text-balance text-slate-900 sm:text-4xl">
          Dê uma cara nova ao currículo que você já tem
        </h1>
        <p className="mt-4 text-lg leading-relaxed text-slate-600">
          Envie seu currículo atual: lemos seus dados, experiências e formação e você continua no passo a
          passo, revisando cada seção e escolhendo um modelo profissional.{" "}
          <Link
            to="/melhorar-curriculo-info"
            className="font-medium text-brand-700 underline underline-offset-2"
          >
            Saiba como funciona
          </Link>
        </p>

        <section
          aria-labelledby="envio-titulo"
          className="mt-8 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-6"
        >
          <h2 id="envio-titulo" className="text-lg font-semibold text-slate-900">
            Enviar meu currículo
          </h2>
          {busy ? (
            <div className="mt-4">
              <UploadSteps state={state} />
            </div>
          ) : (
            <form className="mt-4" onSubmit={submit} noValidate>
              <UploadDropzone file={file} onFiles={choose} errorId={state.error ? errorId : undefined} />
              {state.error && (
                <p
                  id={errorId}
                  role="alert"
                  className="mt-4 flex gap-2 rounded-lg bg-red-50 p-3 text-sm text-red-800"
                >
                  <CircleAlert aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0" />
                  <span>{state.error}</span>
                </p>
              )}
              <Button type="submit" size="lg" className="mt-5 w-full sm:w-auto">
                Enviar currículo
              </Button>
              <p className="mt-3 text-xs leading-relaxed text-slate-500">
                O arquivo é lido na hora e não fica guardado; os dados extraídos ficam disponíveis por 7 dias
                para você continuar.
              </p>
            </form>
          )}
        </section>

        <section
          aria-labelledby="manual-titulo"
          className="mt-6 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-6"
        >
          <div className="flex items-start gap-4">
            <span className="flex h-11 w-11 shrink-0 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
              <PencilLine aria-hidden="true" className="h-6 w-6" />
            </span>
            <div>
              <h2 id="manual-titulo" className="font-semibold text-slate-900">
                Prefere digitar?
              </h2>
              <p className="mt-1 text-sm leading-relaxed text-slate-600">
                O passo a passo começa com um currículo de exemplo preenchido. Troque pelos seus dados e
                aproveite as sugestões de texto.
              </p>
            </div>
          </div>
          <div className="mt-5 flex flex-col gap-3 sm:flex-row">
            <Link to="/melhorar-curriculo/criar-curriculo" className={buttonClasses("secondary", "lg")}>
              Preencher manualmente
            </Link>
            <Link to="/criar-curriculo" className={buttonClasses("ghost", "lg")}>
              Começar do zero
            </Link>
          </div>
        </section>
      </div>
    </main>
  );
}
