import { Link } from "react-router";
import { buttonClasses } from "#web/ui/button.tsx";
import { FileUpIcon, PencilIcon } from "./improve-icons.tsx";

const UPLOAD_STEPS = [
  "Você envia seu currículo atual em PDF ou DOCX.",
  "O Vitae separa suas informações nas seções certas.",
  "Você revisa no passo a passo e escolhe um novo modelo.",
];

/** /melhorar-curriculo: the improve-resume service. File import comes later; the manual path works today. */
export default function ImprovePage() {
  return (
    <main className="bg-gradient-to-b from-brand-50 to-white">
      <div className="mx-auto max-w-3xl px-4 py-12 sm:px-6 sm:py-16">
        <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">Melhorar currículo</p>
        <h1 className="mt-2 text-3xl font-bold tracking-tight text-balance text-slate-900 sm:text-4xl">
          Dê uma cara nova ao currículo que você já tem
        </h1>
        <p className="mt-4 text-lg leading-relaxed text-slate-600">
          Traga as informações do seu currículo atual e continue no nosso passo a passo: revise cada seção,
          receba sugestões de texto e escolha um modelo profissional.
        </p>

        <section
          aria-labelledby="manual-titulo"
          className="mt-8 rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200"
        >
          <div className="flex items-start gap-4">
            <span className="flex h-11 w-11 shrink-0 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
              <PencilIcon className="h-6 w-6" />
            </span>
            <div>
              <h2 id="manual-titulo" className="font-semibold text-slate-900">
                Preencha a partir de um exemplo
              </h2>
              <p className="mt-1 text-sm leading-relaxed text-slate-600">
                O passo a passo já começa com um currículo de exemplo preenchido. Troque pelos seus dados,
                copiando do seu currículo atual, e aproveite as sugestões de texto.
              </p>
            </div>
          </div>
          <div className="mt-6 flex flex-col gap-3 sm:flex-row">
            <Link to="/melhorar-curriculo/criar-curriculo" className={buttonClasses("primary", "lg")}>
              Preencher manualmente
            </Link>
            <Link to="/criar-curriculo" className={buttonClasses("secondary", "lg")}>
              Começar do zero
            </Link>
          </div>
        </section>

        {/* Not an upload control: file import arrives later, so this only announces it. */}
        <section
          aria-labelledby="envio-titulo"
          className="mt-6 rounded-2xl border-2 border-dashed border-slate-300 bg-white/70 p-6"
        >
          <div className="flex items-start gap-4">
            <FileUpIcon className="h-11 w-11 shrink-0 text-slate-500" />
            <div>
              <h2 id="envio-titulo" className="font-semibold text-slate-900">
                Envio de arquivo PDF ou DOCX{" "}
                <span className="ml-1 inline-block rounded-full bg-accent-400 px-2.5 py-0.5 align-middle text-xs font-bold text-slate-900">
                  Em breve
                </span>
              </h2>
              <p className="mt-1 text-sm leading-relaxed text-slate-600">
                Logo você poderá enviar seu arquivo e nós preencheremos as seções para você:
              </p>
              <ol className="mt-3 space-y-2 text-sm text-slate-700">
                {UPLOAD_STEPS.map((step, index) => (
                  <li key={step} className="flex gap-3">
                    <span
                      className="flex h-6 w-6 shrink-0 items-center justify-center rounded-full bg-brand-100 text-xs font-bold text-brand-800"
                      aria-hidden="true"
                    >
                      {index + 1}
                    </span>
                    <span className="pt-0.5">{step}</span>
                  </li>
                ))}
              </ol>
            </div>
          </div>
        </section>
      </div>
    </main>
  );
}
