import ArrowRight from "lucide-react/icons/arrow-right";
import ClipboardList from "lucide-react/icons/clipboard-list";
import { Link } from "react-router";
import { buttonClasses } from "#web/ui/button.tsx";
import { Card } from "#web/ui/card.tsx";
import type { MissingPart } from "./final-missing-parts.ts";

/** Shown instead of a near-empty resume: says what is missing and links straight to it. */
export function FinalIncompleteNotice({ missing }: { missing: readonly MissingPart[] }) {
  return (
    <Card className="flex flex-col gap-4 p-5 sm:p-6">
      <div className="flex items-start gap-3">
        <ClipboardList aria-hidden="true" className="mt-0.5 h-6 w-6 shrink-0 text-brand-700" />
        <div>
          <h2 className="text-lg font-semibold text-slate-900">
            Falta pouco para seu currículo ficar pronto
          </h2>
          <p className="mt-1 text-sm text-slate-600">
            Complete as informações abaixo para ver seu currículo montado neste modelo.
          </p>
        </div>
      </div>
      <ul className="flex flex-col gap-2">
        {missing.map((part) => (
          <li
            key={part.to}
            className="flex flex-col gap-2 rounded-xl border border-slate-200 p-3 sm:flex-row sm:items-center sm:justify-between"
          >
            <span className="text-sm text-slate-800">{part.what}</span>
            <Link to={part.to} className={buttonClasses("secondary", "md", "shrink-0")}>
              {part.step}
              <ArrowRight aria-hidden="true" className="h-4 w-4" />
            </Link>
          </li>
        ))}
      </ul>
    </Card>
  );
}
