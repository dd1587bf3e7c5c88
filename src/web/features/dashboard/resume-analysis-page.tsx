import ArrowLeft from "lucide-react/icons/arrow-left";
import LoaderCircle from "lucide-react/icons/loader-circle";
import { useEffect, useRef, useState } from "react";
import { Link, useLocation, useNavigate, useParams } from "react-router";
import { JOB_AD_MAX_LENGTH } from "#core/api/analysis-answer.ts";
import { ApiError } from "#web/lib/api-client.ts";
import { WIZARD_PATHS } from "#web/lib/wizard-paths.ts";
import { Button } from "#web/ui/button.tsx";
import { Card } from "#web/ui/card.tsx";
import { TextareaField } from "#web/ui/field.tsx";
import { Spinner } from "#web/ui/spinner.tsx";
import { useAnalyses } from "./analysis-api.ts";
import { AnalysisFindings } from "./analysis-findings.tsx";
import { AnalysisHistory } from "./analysis-history.tsx";
import { formatAnalysisDate, scoreText } from "./analysis-text.ts";
import { JobAdMatchView } from "./job-ad-match.tsx";
import type { StartAnalysisState } from "./send-to-payment.ts";
import { useOpenInWizard } from "./use-open-in-wizard.ts";
import { useResumeList } from "./use-resume-list.ts";
import { useRunAnalysis } from "./use-run-analysis.ts";

/** /dashboard/analysis/:id: one resume's latest analysis, what to fix, a new analysis, and the history. */
export default function ResumeAnalysisPage() {
  const { id = "" } = useParams();
  const location = useLocation();
  const navigate = useNavigate();
  const { resumes } = useResumeList();
  const analyses = useAnalyses(id);
  const { run, running } = useRunAnalysis(id);
  const wizard = useOpenInWizard();
  const [jobAd, setJobAd] = useState("");
  const started = useRef<string | null>(null);

  // Arrived from a card's 'Analisar': start once for this navigation, then forget it (reload, Back).
  const startAsked = (location.state as StartAnalysisState | null)?.startAnalysis === true;
  useEffect(() => {
    if (!startAsked || started.current === location.key) return;
    started.current = location.key;
    navigate(location.pathname, { replace: true, state: null });
    void run("");
  });

  const name = resumes?.find((resume) => resume.id === id)?.name;
  const notFound = analyses.error instanceof ApiError && analyses.error.status === 404;
  const [latest] = analyses.data ?? [];

  if (notFound)
    return (
      <Frame title="Análise de Currículo">
        <Card className="mt-6 p-5 text-slate-700">Currículo não encontrado.</Card>
      </Frame>
    );
  return (
    <Frame title={name ? `Análise: ${name}` : "Análise de Currículo"}>
      <Card className="mt-6 flex flex-col gap-4 p-5 sm:p-6">
        <TextareaField
          label="Cole aqui o texto da vaga (opcional)"
          hint="Com a vaga, a análise mostra quais palavras dela aparecem no seu currículo."
          value={jobAd}
          maxLength={JOB_AD_MAX_LENGTH}
          onChange={(event) => setJobAd(event.target.value)}
          rows={5}
        />
        <Button className="self-start" disabled={running} onClick={() => void run(jobAd)}>
          {running && <LoaderCircle aria-hidden="true" className="h-4 w-4 animate-spin" />}
          {running ? "Iniciando análise com IA..." : "Analisar"}
        </Button>
        <p role="status" className="sr-only">
          {running ? "Iniciando análise com IA..." : ""}
        </p>
      </Card>
      {analyses.isPending && (
        <div className="mt-6 flex items-center gap-3 text-slate-700">
          <Spinner />
          Carregando análises...
        </div>
      )}
      {analyses.isError && !notFound && (
        <Card className="mt-6 flex flex-col items-start gap-3 p-5">
          <p className="text-slate-700">Não foi possível carregar as análises.</p>
          <Button variant="secondary" onClick={() => void analyses.refetch()}>
            Tentar novamente
          </Button>
        </Card>
      )}
      {analyses.isSuccess && !latest && (
        <p className="mt-6 text-slate-700">
          Este currículo ainda não foi analisado. Clique em Analisar para ver sua pontuação e o que corrigir.
        </p>
      )}
      {latest && (
        <Card className="mt-6 flex flex-col gap-5 p-5 sm:p-6">
          <div>
            <h2 className="text-2xl font-bold text-slate-900">{scoreText(latest.score)}</h2>
            <p className="text-sm text-slate-600">Análise de {formatAnalysisDate(latest.createdAt)}</p>
          </div>
          <AnalysisFindings
            findings={latest.findings}
            fixing={wizard.opening !== null}
            onFix={(finding) => void wizard.open(id, WIZARD_PATHS[finding.step])}
          />
          {latest.jobAd && (
            <section aria-label="Comparação com a vaga">
              <h3 className="mb-2 text-lg font-semibold text-slate-900">Comparação com a vaga</h3>
              <JobAdMatchView match={latest.jobAd.match} />
            </section>
          )}
        </Card>
      )}
      {analyses.data && analyses.data.length > 0 && (
        <Card className="mt-6 p-5 sm:p-6">
          <h2 className="mb-2 text-lg font-semibold text-slate-900">Histórico</h2>
          <AnalysisHistory analyses={analyses.data} />
        </Card>
      )}
    </Frame>
  );
}

function Frame({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <main className="mx-auto w-full max-w-3xl px-4 py-6 sm:px-6 sm:py-8">
      <Link
        to="/dashboard/analysis"
        className="inline-flex items-center gap-1 text-sm font-medium text-brand-800 hover:underline"
      >
        <ArrowLeft aria-hidden="true" className="h-4 w-4" />
        Todas as análises
      </Link>
      <h1 className="mt-2 break-words text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
        {title}
      </h1>
      {children}
    </main>
  );
}
