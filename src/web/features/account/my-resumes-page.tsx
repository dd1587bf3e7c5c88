import { FilePlus2 } from "lucide-react";
import { Link } from "react-router";
import { buttonClasses } from "#web/ui/button.tsx";
import { Card } from "#web/ui/card.tsx";

/** /dashboard until the resume list arrives (issue 4): an honest placeholder behind the guard. */
export default function MyResumesPage() {
  return (
    <main className="mx-auto w-full max-w-3xl px-4 py-8 sm:px-6 sm:py-12">
      <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">Meus Currículos</h1>
      <Card className="mt-6 flex flex-col items-start gap-4 p-5 sm:p-6">
        <p className="text-slate-700">
          A lista dos seus currículos salvos chega em breve. Enquanto isso, você pode criar um novo currículo.
        </p>
        <Link to="/criar-curriculo" className={buttonClasses("primary", "md")}>
          <FilePlus2 aria-hidden="true" className="h-4 w-4" />
          Criar currículo
        </Link>
      </Card>
    </main>
  );
}
