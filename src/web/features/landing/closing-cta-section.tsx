import { Link } from "react-router";
import { buttonClasses } from "#web/ui/button.tsx";
import { ArrowRightIcon } from "./landing-icons.tsx";

export function ClosingCtaSection() {
  return (
    <section aria-labelledby="chamada-final-titulo" className="bg-white pb-16 sm:pb-24">
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        <div className="relative overflow-hidden rounded-3xl bg-brand-800 px-6 py-12 text-center sm:px-12 sm:py-16">
          <div
            className="absolute -top-24 -right-24 h-64 w-64 rounded-full bg-brand-700/60"
            aria-hidden="true"
          />
          <div
            className="absolute -bottom-28 -left-20 h-64 w-64 rounded-full bg-brand-900/60"
            aria-hidden="true"
          />
          <div className="relative mx-auto max-w-2xl">
            <h2
              id="chamada-final-titulo"
              className="text-3xl font-bold tracking-tight text-balance text-white sm:text-4xl"
            >
              Sua próxima oportunidade começa com um bom currículo
            </h2>
            <p className="mt-4 text-lg leading-relaxed text-brand-100">
              Comece agora: é grátis, leva poucos minutos e não pede cartão de crédito.
            </p>
            <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
              <Link to="/criar-curriculo" className={buttonClasses("accent", "lg")}>
                Criar meu currículo agora
                <ArrowRightIcon className="h-5 w-5" />
              </Link>
              <Link
                to="/melhorar-curriculo"
                className="inline-flex h-12 items-center justify-center rounded-lg border border-white/50 px-6 font-semibold text-white transition-colors hover:bg-white/10 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white"
              >
                Melhorar meu currículo atual
              </Link>
            </div>
          </div>
        </div>
      </div>
    </section>
  );
}
