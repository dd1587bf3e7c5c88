import { Link } from "react-router";
import { buttonClasses } from "#web/ui/button.tsx";

export default function NotFoundPage() {
  return (
    <main className="flex min-h-[70vh] flex-col items-center justify-center gap-4 px-6 text-center">
      <p className="text-7xl font-bold text-brand-700">404</p>
      <h1 className="text-2xl font-bold">Página não encontrada</h1>
      <p className="max-w-md text-slate-600">O endereço que você abriu não existe ou foi movido.</p>
      <Link to="/" className={buttonClasses("primary", "lg")}>
        Voltar para o início
      </Link>
    </main>
  );
}
