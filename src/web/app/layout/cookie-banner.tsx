import { Link, useLocation } from "react-router";
import { ALL_ACCEPTED, ALL_REJECTED, saveConsent, useConsent } from "#web/lib/consent.ts";
import { Button, buttonClasses } from "#web/ui/button.tsx";

const COOKIE_PREFERENCES_PATH = "/cookies";

/**
 * The first-visit notice: accept all, reject the optional ones, or configure on /cookies. It floats over
 * the bottom of the page (no layout shift) and appears only in the browser, once storage says the visitor
 * has not chosen; until then nothing optional runs (src/web/lib/consent.ts).
 */
export function CookieBanner() {
  const consent = useConsent();
  const { pathname } = useLocation();
  // undefined: not known yet (prerender, hydration); the /cookies page has the full controls itself.
  if (consent !== null || pathname === COOKIE_PREFERENCES_PATH) return null;
  return (
    <section aria-label="Aviso de cookies" className="fixed inset-x-0 bottom-0 z-40 p-3 sm:p-4 print:hidden">
      <div className="mx-auto flex max-w-4xl flex-col gap-3 rounded-xl border border-slate-200 bg-white p-4 shadow-lg sm:flex-row sm:items-center sm:gap-5">
        <p className="text-sm leading-relaxed text-slate-700">
          Usamos cookies essenciais para o site funcionar. Com a sua permissão, usaríamos também cookies de
          desempenho, funcionalidade e marketing.{" "}
          <Link to="/politica-de-privacidade" className="font-medium text-brand-700 underline">
            Saiba mais
          </Link>
        </p>
        <div className="grid shrink-0 grid-cols-2 gap-2 sm:flex">
          <Button variant="secondary" size="md" onClick={() => saveConsent(ALL_REJECTED)}>
            Rejeitar
          </Button>
          <Button size="md" onClick={() => saveConsent(ALL_ACCEPTED)}>
            Aceitar todos
          </Button>
          <Link
            to={COOKIE_PREFERENCES_PATH}
            className={buttonClasses("ghost", "md", "col-span-2 underline sm:no-underline")}
          >
            Configurar
          </Link>
        </div>
      </div>
    </section>
  );
}
