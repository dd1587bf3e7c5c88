import { SectionHeading } from "./section-heading.tsx";
import { HOW_IT_WORKS_ID } from "./section-ids.ts";

const STEPS = [
  {
    title: "Conte sua trajetória",
    text: "Preencha dados, experiências e formação respondendo a perguntas curtas. Ainda sem experiência? Valorize cursos, estágios e trabalhos voluntários.",
  },
  {
    title: "Escolha um modelo",
    text: "Veja seu currículo em dez modelos profissionais e troque de visual quando quiser, sem digitar nada de novo.",
  },
  {
    title: "Baixe e candidate-se",
    text: "Revise a versão final e baixe em PDF, pronto para enviar por e-mail, WhatsApp ou pelos sites de vagas.",
  },
];

export function HowItWorksSection() {
  return (
    <section
      id={HOW_IT_WORKS_ID}
      tabIndex={-1}
      aria-labelledby="como-funciona-titulo"
      className="scroll-mt-4 bg-white py-16 outline-none sm:py-24"
    >
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        <SectionHeading
          id="como-funciona-titulo"
          eyebrow="Como funciona"
          title="Do zero ao currículo pronto em três passos"
        >
          Sem formatação, sem página em branco: o Vitae guia você do começo ao fim.
        </SectionHeading>
        <ol className="mt-12 grid gap-6 md:grid-cols-3">
          {STEPS.map((step, index) => (
            <li key={step.title} className="relative rounded-2xl border border-slate-200 bg-slate-50 p-6">
              <span
                className="flex h-11 w-11 items-center justify-center rounded-full bg-brand-700 text-lg font-bold text-white"
                aria-hidden="true"
              >
                {index + 1}
              </span>
              <h3 className="mt-4 text-lg font-semibold text-slate-900">
                <span className="sr-only">Passo {index + 1}: </span>
                {step.title}
              </h3>
              <p className="mt-2 leading-relaxed text-slate-600">{step.text}</p>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}
