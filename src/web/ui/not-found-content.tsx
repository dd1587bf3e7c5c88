import { Link } from "react-router";
import { buttonClasses } from "#web/ui/button.tsx";
import { PageMeta } from "#web/ui/page-meta.tsx";

/**
 * The not-found page's content: the app's catch-all route and the pages of an unknown article slug show the
 * same thing, which is also what the prerendered 404.html holds (so hydrating it never mismatches).
 */
export function NotFoundContent() {
  return (
    <main className="flex min-h-[60vh] flex-col items-center justify-center px-4 py-16 text-center sm:px-6">
      <PageMeta
        title="Página não encontrada"
        description="O endereço que você abriu não existe ou foi movido."
        noindex
      />
      <p className="text-7xl font-bold tracking-tight text-brand-700 sm:text-8xl">404</p>
      <h1 className="mt-4 text-2xl font-bold text-slate-900 sm:text-3xl">Página não encontrada</h1>
      <p className="mt-3 max-w-md leading-relaxed text-slate-600">
        O endereço que você abriu não existe ou foi movido. Confira o link ou volte para a página inicial.
      </p>
      <div className="mt-8 flex w-full max-w-md flex-col gap-3 sm:w-auto sm:flex-row">
        <Link to="/" className={buttonClasses("primary", "lg")}>
          Voltar para o início
        </Link>
        <Link to="/criar-curriculo" className={buttonClasses("secondary", "lg")}>
          Criar currículo
        </Link>
      </div>
    </main>
  );
}
