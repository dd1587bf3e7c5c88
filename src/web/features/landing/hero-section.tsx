import { Link } from "react-router";
import { buttonClasses } from "#web/ui/button.tsx";
import { ArrowRightIcon, CheckIcon } from "./landing-icons.tsx";
import { ResumeMockup } from "./resume-mockup.tsx";
import { HOW_IT_WORKS_ID } from "./section-ids.ts";

const PROMISES = ["Grátis para começar", "Sem cartão de crédito"];

export function HeroSection() {
  return (
    <section
      aria-labelledby="hero-titulo"
      className="overflow-hidden bg-gradient-to-b from-brand-50 via-white to-white"
    >
      <div className="mx-auto grid max-w-6xl items-center gap-12 px-4 pt-10 pb-16 sm:px-6 md:pt-16 lg:grid-cols-[1.1fr_1fr] lg:gap-8 lg:pb-24">
        <div>
          <p className="inline-flex items-center gap-2 rounded-full border border-brand-200 bg-white px-3 py-1 text-sm font-medium text-brand-800">
            <span className="h-2 w-2 rounded-full bg-accent-400" aria-hidden="true" />
            Feito para o mercado brasileiro
          </p>
          <h1
            id="hero-titulo"
            className="mt-5 text-[2.125rem] leading-[1.15] font-bold tracking-tight text-balance text-slate-900 sm:text-5xl"
          >
            Monte um currículo que abre portas,{" "}
            <span className="text-brand-700">mesmo no primeiro emprego</span>
          </h1>
          <p className="mt-5 max-w-xl text-lg leading-relaxed text-slate-600">
            Responda perguntas simples, escolha um modelo e use sugestões de texto com IA. Em poucos minutos
            você tem um currículo claro, que recrutadores e sistemas de seleção conseguem ler.
          </p>
          <div className="mt-8 flex flex-col gap-3 sm:flex-row">
            <Link to="/criar-curriculo" className={buttonClasses("primary", "lg", "shadow-sm")}>
              Crie seu currículo grátis
              <ArrowRightIcon className="h-5 w-5" />
            </Link>
            <Link to={`#${HOW_IT_WORKS_ID}`} className={buttonClasses("secondary", "lg")}>
              Como funciona
            </Link>
          </div>
          <ul className="mt-5 flex flex-wrap gap-x-6 gap-y-2 text-sm font-medium text-slate-700">
            {PROMISES.map((promise) => (
              <li key={promise} className="inline-flex items-center gap-1.5">
                <CheckIcon className="h-4 w-4 text-brand-600" />
                {promise}
              </li>
            ))}
          </ul>
          <dl className="mt-10 grid max-w-md grid-cols-2 divide-x divide-slate-200 rounded-2xl border border-slate-200 bg-white py-4 shadow-sm">
            <div className="flex flex-col-reverse px-4 sm:px-6">
              <dt className="mt-1 text-sm leading-snug text-slate-600">mais chances de ser contratado</dt>
              <dd className="text-3xl font-bold text-brand-700">67%</dd>
            </div>
            <div className="flex flex-col-reverse px-4 sm:px-6">
              <dt className="mt-1 text-sm leading-snug text-slate-600">currículos criados</dt>
              <dd className="text-3xl font-bold text-brand-700">
                <span className="sr-only">Mais de </span>50.000<span aria-hidden="true">+</span>
              </dd>
            </div>
          </dl>
        </div>
        <ResumeMockup />
      </div>
    </section>
  );
}
