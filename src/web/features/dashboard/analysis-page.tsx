import BarChart3 from "lucide-react/icons/chart-column";
import { Link } from "react-router";
import { buttonClasses } from "#web/ui/button.tsx";
import { Card } from "#web/ui/card.tsx";
import { useLatestScores } from "./analysis-api.ts";
import { formatAnalysisDate, scoreText } from "./analysis-text.ts";
import { ResumeListStates } from "./resume-list-states.tsx";
import { useResumeList } from "./use-resume-list.ts";

/** /dashboard/analysis: each saved resume with its latest score, and the way into its analysis. */
export default function AnalysisPage() {
  const { resumes, failed, reload } = useResumeList();
  const scores = useLatestScores();
  const latest = new Map((scores.data ?? []).map((score) => [score.resumeId, score]));

  return (
    <main className="mx-auto w-full max-w-4xl px-4 py-6 sm:px-6 sm:py-8">
      <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">Análise de Currículo</h1>
      <p className="mt-2 text-slate-700">
        Veja a pontuação de cada currículo e o que corrigir para chamar mais atenção dos recrutadores.
      </p>
      <ResumeListStates resumes={resumes} failed={failed} reload={reload} />
      {resumes && resumes.length > 0 && (
        <ul className="mt-6 flex flex-col gap-3">
          {resumes.map((resume) => {
            const score = latest.get(resume.id);
            return (
              <li key={resume.id}>
                <Card className="flex flex-col gap-3 p-4 sm:flex-row sm:items-center sm:justify-between sm:p-5">
                  <div className="min-w-0">
                    <h2 className="break-words text-lg font-semibold text-slate-900">{resume.name}</h2>
                    <p className="text-slate-700">
                      {score ? (
                        <>
                          <strong>{scoreText(score.score)}</strong>
                          <span className="text-sm text-slate-600">
                            {" "}
                            em {formatAnalysisDate(score.createdAt)}
                          </span>
                        </>
                      ) : scores.isPending ? (
                        "Carregando pontuação..."
                      ) : (
                        "Ainda não analisado"
                      )}
                    </p>
                  </div>
                  <Link
                    to={`/dashboard/analysis/${resume.id}`}
                    className={buttonClasses("secondary", "md", "shrink-0")}
                    aria-label={`Abrir análise de ${resume.name}`}
                  >
                    <BarChart3 aria-hidden="true" className="h-4 w-4" />
                    Abrir análise
                  </Link>
                </Card>
              </li>
            );
          })}
        </ul>
      )}
    </main>
  );
}
