import { Sparkles } from "lucide-react";
import { Link } from "react-router";
import { buttonClasses } from "#web/ui/button.tsx";
import { Card } from "#web/ui/card.tsx";

type ComingSoonProps = { title: string; text: string };

/** A dashboard section that is announced but not built yet: says so plainly and points back. */
export function ComingSoon({ title, text }: ComingSoonProps) {
  return (
    <main className="mx-auto w-full max-w-3xl px-4 py-6 sm:px-6 sm:py-8">
      <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">{title}</h1>
      <Card className="mt-6 flex flex-col items-start gap-4 p-5 sm:p-6">
        <span className="inline-flex items-center gap-2 rounded-full bg-brand-50 px-3 py-1 text-sm font-semibold text-brand-800">
          <Sparkles aria-hidden="true" className="h-4 w-4" />
          Em breve
        </span>
        <p className="text-slate-700">{text}</p>
        <Link to="/dashboard" className={buttonClasses("secondary", "md")}>
          Voltar para Meus Currículos
        </Link>
      </Card>
    </main>
  );
}
