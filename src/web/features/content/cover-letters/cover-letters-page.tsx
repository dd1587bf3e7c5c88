import { ContentTabs } from "#web/features/content/shared/articles-tabs.tsx";
import { ContentPage } from "#web/features/content/shared/content-page.tsx";
import { CreateResumeCta } from "#web/features/content/shared/create-resume-cta.tsx";
import { CopyLetterButton } from "./copy-letter-button.tsx";
import { type CoverLetter, coverLetters, coverLetterTips } from "./cover-letters.ts";

export default function CoverLettersPage() {
  return (
    <ContentPage
      title="Cartas de apresentação"
      heading="Modelos de carta de apresentação"
      description="Três modelos completos de carta de apresentação, para primeiro emprego, transição de carreira e profissional experiente, prontos para copiar e adaptar, e dicas para escrever a sua."
      width="narrow"
      eyebrow="Modelos gratuitos"
      intro="Escolha o modelo mais próximo do seu momento, copie com um clique e adapte com os seus dados, a vaga e a empresa."
    >
      <ContentTabs
        label="Modelos de carta"
        tabs={coverLetters.map((letter) => ({
          id: letter.id,
          label: letter.label,
          content: <LetterPanel letter={letter} />,
        }))}
      />
      <section aria-labelledby="dicas-titulo" className="mt-16">
        <h2 id="dicas-titulo" className="text-2xl font-bold text-slate-900">
          Cinco dicas para uma carta que funciona
        </h2>
        <ol className="mt-6 space-y-4">
          {coverLetterTips.map((tip, index) => (
            <li key={tip.title} className="flex gap-4 rounded-xl border border-slate-200 bg-white p-5">
              <span
                aria-hidden="true"
                className="flex h-9 w-9 shrink-0 items-center justify-center rounded-full bg-brand-700 font-bold text-white"
              >
                {index + 1}
              </span>
              <div>
                <h3 className="font-semibold text-slate-900">{tip.title}</h3>
                <p className="mt-1 leading-relaxed text-slate-700">{tip.text}</p>
              </div>
            </li>
          ))}
        </ol>
      </section>
      <CreateResumeCta title="A carta abre a porta, o currículo confirma">
        Monte um currículo no mesmo tom da sua carta, com modelos prontos e sugestões para cada seção.
      </CreateResumeCta>
    </ContentPage>
  );
}

function LetterPanel({ letter }: { letter: CoverLetter }) {
  return (
    <div>
      <h2 className="text-2xl font-bold text-slate-900">{letter.title}</h2>
      <p className="mt-2 leading-relaxed text-slate-700">{letter.whenToUse}</p>
      <div className="mt-6 flex justify-end">
        <CopyLetterButton text={letter.content} />
      </div>
      <div className="mt-4 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-10">
        <p className="leading-relaxed whitespace-pre-line text-slate-800 sm:text-lg sm:leading-8">
          {letter.content}
        </p>
      </div>
    </div>
  );
}
