import type { ComponentType } from "react";
import {
  DownloadIcon,
  RefreshIcon,
  ShieldCheckIcon,
  SparklesIcon,
  TagIcon,
  TemplatesIcon,
} from "./landing-icons.tsx";
import { SectionHeading } from "./section-heading.tsx";

type Feature = { title: string; text: string; Icon: ComponentType<{ className?: string }> };

// The seven advertised ideas in six cards: PDF and Word/other formats share the download card.
const FEATURES: Feature[] = [
  {
    title: "Modelos profissionais",
    text: "Dez modelos com visual limpo, do clássico ao criativo, para combinar com a vaga e com o seu estilo.",
    Icon: TemplatesIcon,
  },
  {
    title: "Sugestões de texto com IA",
    text: "Travou no resumo? A IA sugere textos para sua apresentação, suas atividades e suas habilidades. Você revisa e ajusta.",
    Icon: SparklesIcon,
  },
  {
    title: "Pronto para sistemas ATS",
    text: "Estrutura simples e títulos padronizados, para que os sistemas de triagem das empresas leiam cada informação.",
    Icon: ShieldCheckIcon,
  },
  {
    title: "Palavras-chave do seu setor",
    text: "Sugestões de habilidades para tecnologia, marketing, administração e outras áreas, com os termos que os recrutadores buscam.",
    Icon: TagIcon,
  },
  {
    title: "PDF, Word e outros formatos",
    text: "Baixe em PDF para se candidatar, em Word para editar quando precisar ou em texto simples para colar em formulários.",
    Icon: DownloadIcon,
  },
  {
    title: "Sempre atualizado",
    text: "Guarde seus currículos na sua conta e atualize a cada nova conquista, sem recomeçar do zero.",
    Icon: RefreshIcon,
  },
];

export function FeaturesSection() {
  return (
    <section aria-labelledby="recursos-titulo" className="bg-slate-50 py-16 sm:py-24">
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        <SectionHeading
          id="recursos-titulo"
          eyebrow="Recursos"
          title="Tudo o que você precisa para se destacar"
        >
          Ferramentas pensadas para quem quer ser chamado para a entrevista, seja na primeira vaga ou na
          próxima.
        </SectionHeading>
        <ul className="mt-12 grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
          {FEATURES.map(({ title, text, Icon }) => (
            <li key={title} className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
              <span className="flex h-11 w-11 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
                <Icon className="h-6 w-6" />
              </span>
              <h3 className="mt-4 text-lg font-semibold text-slate-900">{title}</h3>
              <p className="mt-2 leading-relaxed text-slate-600">{text}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
