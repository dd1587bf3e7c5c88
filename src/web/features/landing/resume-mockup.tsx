import { ShieldCheckIcon, SparklesIcon } from "./landing-icons.tsx";

const SKILLS = ["Excel", "Atendimento", "Organização", "Pacote Office"];

function SectionTitle({ children }: { children: string }) {
  return <p className="text-[11px] font-bold tracking-wider text-brand-700 uppercase">{children}</p>;
}

function TextLines({ widths }: { widths: string[] }) {
  return (
    <div className="mt-2 space-y-1.5">
      {widths.map((width) => (
        <div key={width} className="h-1.5 rounded-full bg-slate-200" style={{ width }} />
      ))}
    </div>
  );
}

/** An illustrative resume (fictional person) built in HTML, to show the product without images. */
export function ResumeMockup() {
  return (
    <div
      role="img"
      aria-label="Exemplo de currículo montado no Vitae, com selo de compatibilidade com ATS e uma sugestão de texto da IA"
      className="relative mx-auto w-full max-w-md pb-8 lg:max-w-[26rem]"
    >
      <div className="absolute inset-x-4 top-6 bottom-2 rotate-3 rounded-[2rem] bg-brand-100" />
      <div className="relative rounded-2xl bg-white p-5 pb-20 shadow-xl ring-1 ring-slate-200 sm:p-7 sm:pb-16">
        <div className="flex items-center gap-3">
          <div className="flex h-12 w-12 shrink-0 items-center justify-center rounded-full bg-brand-700 text-sm font-bold text-white">
            AB
          </div>
          <div className="min-w-0">
            <p className="font-bold text-slate-900">Ana Beatriz Souza</p>
            <p className="text-sm font-medium text-brand-700">Assistente Administrativa</p>
          </div>
        </div>
        <p className="mt-3 text-[11px] text-slate-500">
          São Paulo, SP · (11) 98765-4321 · ana.souza@email.com
        </p>
        <div className="my-4 h-px bg-slate-200" />
        <SectionTitle>Resumo</SectionTitle>
        <p className="mt-1.5 text-xs leading-relaxed text-slate-600">
          Profissional organizada, com experiência em atendimento e rotinas administrativas. Domínio de Excel
          e foco em resultados.
        </p>
        <div className="mt-4">
          <SectionTitle>Experiência</SectionTitle>
          <div className="mt-1.5 flex flex-wrap items-baseline justify-between gap-x-2">
            <p className="text-xs font-semibold text-slate-800">Auxiliar Administrativa · Grupo Horizonte</p>
            <p className="text-[11px] text-slate-500">2022 – Atual</p>
          </div>
          <TextLines widths={["92%", "78%"]} />
        </div>
        <div className="mt-4">
          <SectionTitle>Formação</SectionTitle>
          <div className="mt-1.5 flex flex-wrap items-baseline justify-between gap-x-2">
            <p className="text-xs font-semibold text-slate-800">Tecnologia em Gestão Empresarial</p>
            <p className="text-[11px] text-slate-500">2020 – 2022</p>
          </div>
        </div>
        <div className="mt-4">
          <SectionTitle>Habilidades</SectionTitle>
          <div className="mt-2 flex flex-wrap gap-1.5">
            {SKILLS.map((skill) => (
              <span
                key={skill}
                className="rounded-full bg-brand-50 px-2.5 py-1 text-[11px] font-medium text-brand-800"
              >
                {skill}
              </span>
            ))}
          </div>
        </div>
      </div>
      <div className="absolute -top-3 right-3 inline-flex items-center gap-1.5 rounded-full bg-white px-3 py-1.5 text-xs font-semibold text-brand-800 shadow-lg ring-1 ring-brand-100">
        <ShieldCheckIcon className="h-4 w-4 text-brand-600" />
        Compatível com ATS
      </div>
      <div className="absolute bottom-0 left-2 max-w-[16rem] rounded-xl bg-slate-900 p-3 text-white shadow-xl sm:-left-6">
        <p className="inline-flex items-center gap-1 text-[11px] font-semibold text-accent-400">
          <SparklesIcon className="h-3.5 w-3.5" />
          Sugestão da IA
        </p>
        <p className="mt-1 text-xs leading-snug">
          “Reduzi em 30% o tempo de resposta aos clientes ao reorganizar a agenda da equipe.”
        </p>
      </div>
    </div>
  );
}
