import Check from "lucide-react/icons/check";
import X from "lucide-react/icons/x";
import type { StoredAnalysis } from "./analysis-api.ts";

type Match = NonNullable<StoredAnalysis["jobAd"]>["match"];

const STEP_NAMES = {
  dados: "Dados pessoais",
  resumo: "Resumo",
  experiencia: "Experiência",
  formacao: "Formação",
  habilidades: "Habilidades",
} as const;

/** The job ad's terms, found or missing, and where a missing one could go. */
export function JobAdMatchView({ match }: { match: Match }) {
  return (
    <div className="flex flex-col gap-3">
      <p className="text-slate-700">
        {Math.round(match.coverage * 100)}% dos termos da vaga aparecem no seu currículo.
      </p>
      <ul className="flex flex-col gap-1">
        {match.terms.map((term) => (
          <li key={term.term} className="flex items-start gap-2 text-slate-800">
            {term.found ? (
              <Check aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0 text-green-700" />
            ) : (
              <X aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0 text-red-700" />
            )}
            <span>
              <strong>{term.term}</strong>
              {term.required && " (exigido)"}: {term.found ? "aparece" : "não aparece"}
              {!term.found && term.step && `; pode entrar em ${STEP_NAMES[term.step]}`}
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}
