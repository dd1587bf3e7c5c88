import type { LucideIcon } from "lucide-react";
import FilePlus2 from "lucide-react/icons/file-plus-corner";
import FileUp from "lucide-react/icons/file-up";
import { useEffect } from "react";
import { Link, useLocation, useSearchParams } from "react-router";
import { templateName } from "#core/resume/template-id.ts";
import { Spinner } from "#web/ui/spinner.tsx";
import { toast } from "#web/ui/toast.ts";
import { ExampleReplaceDialog } from "../components/example-replace-dialog.tsx";
import { JsonResumeImport } from "../components/json-resume-import.tsx";
import { StartNotice } from "../components/start-notice.tsx";
import { parseStartChoice } from "../state/start-choice.ts";
import { type ChooseOptionState, useDraftImport } from "../state/use-draft-import.ts";
import { useStartChoice } from "../state/use-start-choice.ts";
import { clearDraft, getCurrentResumeId, hasStoredDraft } from "../state/wizard-draft.ts";
import { wizardMessages } from "../wizard-messages.ts";

const OPTIONS: OptionCardProps[] = [
  {
    icon: FilePlus2,
    title: "Criar um novo currículo",
    text: "Responda a perguntas simples, passo a passo, e veja seu currículo ficar pronto enquanto escreve.",
    to: "/criar-curriculo",
    action: "Começar do zero",
  },
  {
    icon: FileUp,
    title: "Melhorar um currículo existente",
    text: "Envie o currículo que você já tem e aproveite seus dados para deixá-lo mais forte.",
    to: "/melhorar-curriculo",
    action: "Enviar meu currículo",
  },
];

export default function ChooseOptionPage() {
  const [params] = useSearchParams();
  const draftId = params.get("draft_id");
  const state = useLocation().state as ChooseOptionState;
  const keepDraft = state?.keepDraft === true;
  const { loading } = useDraftImport(draftId);
  const choice = parseStartChoice(params);
  const { confirmation } = useStartChoice(choice);
  const hasChoice = choice !== null;

  useEffect(() => {
    document.title = "Como deseja continuar? | Vitae";
    // Arriving here starts a new resume; with a draft_id the imported draft is loaded instead (spec part 1 §2),
    // and a template or an example chosen on the site is carried into the wizard instead.
    if (draftId !== null || keepDraft || hasChoice) return;
    if (!hasStoredDraft()) return;
    clearDraft();
    toast.success(wizardMessages.novoCurriculo);
  }, [draftId, keepDraft, hasChoice]);

  const openingExample = choice !== null && "exemplo" in choice && confirmation === null;
  if (loading || openingExample) {
    const label = loading ? "Carregando os dados do seu currículo..." : "Abrindo o exemplo...";
    return (
      <main className="mx-auto flex w-full max-w-4xl flex-col items-center px-4 py-16 sm:px-6">
        <Spinner className="h-8 w-8" label={label} />
        <p aria-hidden="true" className="mt-4 text-slate-700">
          {label}
        </p>
      </main>
    );
  }

  return (
    <main className="mx-auto w-full max-w-4xl px-4 py-10 sm:px-6 sm:py-16">
      <h1 className="text-center text-3xl font-bold text-slate-900 sm:text-4xl">Como deseja continuar?</h1>
      <p className="mx-auto mt-3 max-w-xl text-center text-slate-600">
        Escolha o caminho que combina com você. Dá para trocar de ideia depois.
      </p>
      {state?.modelo && (
        <StartNotice className="mx-auto mt-6 max-w-xl">
          Modelo {templateName(state.modelo)} escolhido. Ele já vem selecionado na etapa “Modelo”, e você pode
          trocar quando quiser.
        </StartNotice>
      )}
      <div className="mt-8 grid gap-4 sm:mt-10 sm:grid-cols-2 sm:gap-6">
        {OPTIONS.map((option) => (
          <OptionCard key={option.to} {...option} />
        ))}
      </div>
      <JsonResumeImport />
      <p className="mx-auto mt-8 max-w-xl rounded-xl bg-brand-50 p-4 text-center text-sm text-brand-900">
        Experimente grátis, sem cartão de crédito. Você escolhe um plano depois, só se quiser recursos
        avançados como baixar o currículo em PDF.
      </p>
      <ExampleReplaceDialog confirmation={confirmation} editing={getCurrentResumeId() !== null} />
    </main>
  );
}

type OptionCardProps = { icon: LucideIcon; title: string; text: string; to: string; action: string };

/** The whole card is clickable; the link itself is the title, so its name is short and meaningful. */
function OptionCard({ icon: Icon, title, text, to, action }: OptionCardProps) {
  return (
    <div className="relative flex flex-col rounded-2xl border border-slate-200 bg-white p-6 shadow-sm transition-shadow focus-within:ring-2 focus-within:ring-brand-600 hover:border-brand-200 hover:shadow-md">
      <span className="flex h-12 w-12 items-center justify-center rounded-xl bg-brand-100 text-brand-800">
        <Icon aria-hidden="true" className="h-6 w-6" />
      </span>
      <h2 className="mt-4 text-xl font-semibold text-slate-900">
        <Link
          to={to}
          className="after:absolute after:inset-0 after:rounded-2xl after:content-[''] focus:outline-none"
        >
          {title}
        </Link>
      </h2>
      <p className="mt-2 flex-1 text-slate-600">{text}</p>
      <span aria-hidden="true" className="mt-5 font-semibold text-brand-700">
        {action} →
      </span>
    </div>
  );
}
