import TriangleAlert from "lucide-react/icons/triangle-exclamation-point";
import { Link } from "react-router";
import type { PlaceholderFinding } from "#core/analysis/placeholders.ts";
import type { WizardStepId } from "../wizard-steps.ts";

type Props = { findings: readonly PlaceholderFinding[]; path: (id: WizardStepId) => string };

/**
 * Text in brackets ('[Personalize…]') would be printed as it is: said before the person downloads or saves,
 * whether or not they have a plan, with a link to the step where each one is.
 */
export function FinalPlaceholderNotice({ findings, path }: Props) {
  if (findings.length === 0) return null;
  return (
    <section
      aria-labelledby="aviso-colchetes"
      className="rounded-2xl border border-amber-300 bg-amber-50 p-4 text-amber-950 sm:p-5"
    >
      <div className="flex items-start gap-3">
        <TriangleAlert aria-hidden="true" className="mt-0.5 h-5 w-5 shrink-0 text-amber-700" />
        <div>
          <h2 id="aviso-colchetes" className="font-semibold">
            Há texto para completar no seu currículo
          </h2>
          <p className="mt-1 text-sm">
            O que está entre colchetes ou chaves sai no PDF exatamente como está. Troque pelo seu texto ou
            apague antes de enviar.
          </p>
        </div>
      </div>
      <ul className="mt-3 flex flex-col gap-2">
        {findings.map((finding) => (
          <li
            key={finding.where}
            className="flex flex-col gap-1 rounded-xl bg-white/70 p-3 text-sm sm:flex-row sm:items-center sm:justify-between sm:gap-3"
          >
            <span>
              <strong>{finding.where}:</strong> <q className="break-words">{finding.excerpt}</q>
            </span>
            <Link
              to={path(finding.step)}
              className="shrink-0 font-semibold text-amber-900 underline underline-offset-2 hover:text-amber-950"
            >
              Corrigir<span className="sr-only"> {finding.where}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
