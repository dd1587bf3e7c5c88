import Check from "lucide-react/icons/check";
import FileSearch from "lucide-react/icons/file-search";
import FileUp from "lucide-react/icons/file-up";
import LayoutTemplate from "lucide-react/icons/layout-template";
import ShieldCheck from "lucide-react/icons/shield-check";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { buttonClasses } from "#web/ui/button.tsx";
import { PageMeta } from "#web/ui/page-meta.tsx";

const STEPS = [
  {
    icon: FileUp,
    title: "Envie o arquivo que você já tem",
    text: "Aceitamos PDF e DOCX (Word) de até 5MB. Não precisa arrumar nada antes: pode ser aquele currículo antigo mesmo.",
  },
  {
    icon: FileSearch,
    title: "Nós separamos cada informação",
    text: "Lemos o arquivo e colocamos nome, contatos, experiências, formação e habilidades nos campos certos, inclusive em layouts de duas colunas.",
  },
  {
    icon: LayoutTemplate,
    title: "Revise, melhore e escolha um modelo",
    text: "Você continua no passo a passo com tudo preenchido, ajusta o que quiser, usa as sugestões de texto e escolhe um dos dez modelos.",
  },
];

const FOUND = [
  "Nome, e-mail, telefone, cidade e estado",
  "Cargo e resumo profissional",
  "Experiências com empresa, cargo e período, incluindo o emprego atual",
  "Formação com instituição, curso, período e situação",
  "Habilidades técnicas e comportamentais",
  "Datas escritas de vários jeitos: 03/2021, mar. 2021, março de 2021, 2019 – atual",
];

const QUESTIONS = [
  {
    question: "Quais arquivos posso enviar?",
    answer:
      "PDF ou DOCX de até 5MB, com no máximo 10 páginas. Arquivos .doc (Word 97-2003) não são lidos: abra no Word e use “Salvar como” para gerar um PDF ou DOCX. PDFs escaneados, que são só imagem, não têm texto para ler; nesse caso, preencha os dados manualmente.",
  },
  {
    question: "Meu arquivo fica guardado?",
    answer:
      "Não. O arquivo é lido na hora e descartado. Guardamos apenas os dados extraídos, como rascunho, por 7 dias, para você continuar de onde parou. Se você estiver logado, só você consegue abrir esse rascunho.",
  },
  {
    question: "E se alguma informação vier errada ou faltando?",
    answer:
      "Tudo passa pelas telas do passo a passo antes de virar currículo. Você confere cada seção, corrige o que precisar e completa o que faltou, como a descrição das atividades.",
  },
  {
    question: "Quanto custa?",
    answer:
      "Enviar o currículo, revisar e montar a nova versão é grátis. Para baixar o PDF final, você ativa o plano Premium quando quiser.",
  },
];

/** /melhorar-curriculo-info: what the improve-resume service does (a prerendered public page). */
export default function ImproveInfoPage() {
  return (
    <main>
      <PageMeta
        title="Melhore seu currículo atual"
        description="Envie seu currículo em PDF ou DOCX: o Vitae lê seus dados, experiências e formação e você revisa tudo no passo a passo, com um modelo novo."
      />
      <section className="bg-gradient-to-b from-brand-50 to-white">
        <div className="mx-auto max-w-5xl px-4 py-12 sm:px-6 sm:py-20">
          <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">Melhorar currículo</p>
          <h1 className="mt-2 max-w-3xl text-3xl font-bold tracking-tight text-balance text-slate-900 sm:text-5xl">
            Seu currículo antigo, com cara nova, sem digitar tudo de novo
          </h1>
          <p className="mt-5 max-w-2xl text-lg leading-relaxed text-slate-600">
            Envie o currículo que você já tem. O Vitae encontra suas informações, preenche o passo a passo
            para você e ajuda a deixar cada seção mais forte antes de escolher um modelo profissional.
          </p>
          <div className="mt-8 flex flex-col gap-3 sm:flex-row">
            <Link to="/melhorar-curriculo" className={buttonClasses("primary", "lg")}>
              Enviar meu currículo
            </Link>
            <Link to="/criar-curriculo" className={buttonClasses("secondary", "lg")}>
              Prefiro começar do zero
            </Link>
          </div>
          <p className="mt-4 text-sm text-slate-600">Grátis para enviar e revisar. PDF ou DOCX, até 5MB.</p>
        </div>
      </section>

      <InfoSection id="passos-titulo" title="Como funciona" width="max-w-5xl">
        <ol className="mt-8 grid gap-5 md:grid-cols-3">
          {STEPS.map((step, index) => (
            <li key={step.title} className="rounded-2xl border border-slate-200 bg-slate-50 p-6">
              <span className="flex h-11 w-11 items-center justify-center rounded-xl bg-brand-100 text-brand-800">
                <step.icon aria-hidden="true" className="h-6 w-6" />
              </span>
              <h3 className="mt-4 text-lg font-semibold text-slate-900">
                <span className="sr-only">Passo {index + 1}: </span>
                {step.title}
              </h3>
              <p className="mt-2 leading-relaxed text-slate-600">{step.text}</p>
            </li>
          ))}
        </ol>
      </InfoSection>

      <section aria-labelledby="dados-titulo" className="bg-slate-50 py-14 sm:py-20">
        <div className="mx-auto grid max-w-5xl gap-10 px-4 sm:px-6 md:grid-cols-2">
          <div>
            <h2 id="dados-titulo" className="text-2xl font-bold text-slate-900 sm:text-3xl">
              O que encontramos no seu arquivo
            </h2>
            <p className="mt-4 leading-relaxed text-slate-600">
              Currículos em português ou inglês, com títulos como “Experiência Profissional” ou “Work
              Experience”, em uma ou duas colunas.
            </p>
            <ul className="mt-6 space-y-3">
              {FOUND.map((item) => (
                <li key={item} className="flex gap-3 text-slate-700">
                  <Check aria-hidden="true" className="mt-0.5 h-5 w-5 shrink-0 text-emerald-600" />
                  <span>{item}</span>
                </li>
              ))}
            </ul>
          </div>
          <div className="self-start rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
            <ShieldCheck aria-hidden="true" className="h-8 w-8 text-brand-700" />
            <h3 className="mt-3 text-lg font-semibold text-slate-900">Seus dados, sob seu controle</h3>
            <p className="mt-2 leading-relaxed text-slate-600">
              O arquivo enviado não é armazenado. Os dados extraídos ficam guardados como rascunho por 7 dias
              e depois são apagados automaticamente. Nada é publicado nem compartilhado: o currículo só sai do
              Vitae quando você baixa.
            </p>
          </div>
        </div>
      </section>

      <InfoSection id="perguntas-titulo" title="Perguntas frequentes" width="max-w-3xl">
        <dl className="mt-8 divide-y divide-slate-200">
          {QUESTIONS.map((item) => (
            <div key={item.question} className="py-5">
              <dt className="font-semibold text-slate-900">{item.question}</dt>
              <dd className="mt-2 leading-relaxed text-slate-600">{item.answer}</dd>
            </div>
          ))}
        </dl>
        <div className="mt-10 rounded-2xl bg-brand-700 p-6 text-center text-white sm:p-8">
          <p className="text-xl font-semibold">Pronto para dar uma cara nova ao seu currículo?</p>
          <Link to="/melhorar-curriculo" className={buttonClasses("accent", "lg", "mt-5")}>
            Enviar meu currículo agora
          </Link>
        </div>
      </InfoSection>
    </main>
  );
}

/** A white band of the page: its h2 names the section. */
function InfoSection(props: { id: string; title: string; width: string; children: ReactNode }) {
  return (
    <section aria-labelledby={props.id} className="bg-white py-14 sm:py-20">
      <div className={`mx-auto ${props.width} px-4 sm:px-6`}>
        <h2 id={props.id} className="text-2xl font-bold text-slate-900 sm:text-3xl">
          {props.title}
        </h2>
        {props.children}
      </div>
    </section>
  );
}
