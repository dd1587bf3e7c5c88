import { StarIcon } from "./landing-icons.tsx";
import { SectionHeading } from "./section-heading.tsx";

// Sample marketing content: fictional people, marked as illustrative on the page.
const TESTIMONIALS = [
  {
    name: "Juliana Ferreira",
    initials: "JF",
    detail: "Primeiro emprego · Recife (PE)",
    quote:
      "Eu não sabia o que colocar sem ter experiência. O Vitae me ajudou a valorizar o estágio e os cursos que fiz. Em três semanas fui chamada para vaga de assistente administrativa.",
  },
  {
    name: "Rafael Oliveira",
    initials: "RO",
    detail: "Analista de logística · Campinas (SP)",
    quote:
      "Fazia anos que eu não mexia no currículo. Escolhi um modelo, revisei as sugestões de texto e terminei em uma noite. Duas empresas me ligaram na mesma semana.",
  },
  {
    name: "Camila Santos",
    initials: "CS",
    detail: "Técnica de enfermagem · Belo Horizonte (MG)",
    quote:
      "As palavras-chave da área da saúde fizeram diferença. Meu currículo começou a passar nas triagens dos hospitais e consegui duas entrevistas.",
  },
];

function FiveStars() {
  return (
    <div role="img" aria-label="Avaliação: 5 de 5 estrelas" className="flex gap-0.5 text-accent-500">
      {[1, 2, 3, 4, 5].map((n) => (
        <StarIcon key={n} className="h-5 w-5" />
      ))}
    </div>
  );
}

export function TestimonialsSection() {
  return (
    <section aria-labelledby="depoimentos-titulo" className="bg-white py-16 sm:py-24">
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        <SectionHeading id="depoimentos-titulo" eyebrow="Depoimentos" title="Quem usou, recomenda">
          Histórias de quem saiu da página em branco para a entrevista.
        </SectionHeading>
        <ul className="mt-12 grid gap-5 lg:grid-cols-3">
          {TESTIMONIALS.map((person) => (
            <li key={person.name}>
              <figure className="flex h-full flex-col rounded-2xl border border-slate-200 bg-slate-50 p-6">
                <FiveStars />
                <blockquote className="mt-4 flex-1 leading-relaxed text-slate-700">
                  <p>“{person.quote}”</p>
                </blockquote>
                <figcaption className="mt-6 flex items-center gap-3">
                  <span
                    className="flex h-11 w-11 items-center justify-center rounded-full bg-brand-100 text-sm font-bold text-brand-800"
                    aria-hidden="true"
                  >
                    {person.initials}
                  </span>
                  <span>
                    <span className="block font-semibold text-slate-900">{person.name}</span>
                    <span className="block text-sm text-slate-600">{person.detail}</span>
                  </span>
                </figcaption>
              </figure>
            </li>
          ))}
        </ul>
        <p className="mt-6 text-center text-sm text-slate-600">
          Depoimentos ilustrativos, com nomes fictícios.
        </p>
      </div>
    </section>
  );
}
