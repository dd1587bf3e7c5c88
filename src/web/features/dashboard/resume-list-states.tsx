import FilePlus2 from "lucide-react/icons/file-plus-corner";
import { Link } from "react-router";
import type { ResumeHandoffState, ResumeSummary } from "#web/lib/resumes-api.ts";
import { buttonClasses } from "#web/ui/button.tsx";
import { Card } from "#web/ui/card.tsx";
import { Spinner } from "#web/ui/spinner.tsx";

// A create button starts from an empty wizard, never on top of the last resume opened.
export const NEW_RESUME: ResumeHandoffState = { newResume: true };

type Props = { resumes: ResumeSummary[] | null; failed: boolean; reload: () => unknown };

/** What a page listing the person's resumes shows before it has any: loading, a failure to retry, none yet. */
export function ResumeListStates({ resumes, failed, reload }: Props) {
  if (resumes === null && !failed) return <LoadingResumes />;
  if (resumes === null)
    return (
      <Card className="mt-6 flex flex-col items-start gap-3 p-5">
        <p className="text-slate-700">Não foi possível carregar seus currículos.</p>
        <button type="button" className={buttonClasses("secondary", "md")} onClick={() => void reload()}>
          Tentar novamente
        </button>
      </Card>
    );
  if (resumes.length === 0)
    return (
      <Card className="mt-6 flex flex-col items-center gap-4 p-8 text-center">
        <p className="text-lg text-slate-800">Você ainda não criou nenhum currículo</p>
        <Link to="/criar-curriculo" state={NEW_RESUME} className={buttonClasses("primary", "md")}>
          <FilePlus2 aria-hidden="true" className="h-4 w-4" />
          Criar currículo
        </Link>
      </Card>
    );
  return null;
}

/** 'Carregando currículos...': also the stand-in while the dashboard's list code arrives. */
export function LoadingResumes() {
  return (
    <div role="status" className="mt-10 flex items-center justify-center gap-3 text-slate-700">
      <Spinner />
      Carregando currículos...
    </div>
  );
}
