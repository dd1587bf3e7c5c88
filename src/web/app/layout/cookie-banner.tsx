import { useRef } from "react";
import { Link, useLocation } from "react-router";
import { ALL_ACCEPTED, ALL_REJECTED, saveConsent, useConsent } from "#web/lib/consent.ts";
import { usePinnedHeight } from "#web/lib/use-pinned-height.ts";
import { Button, buttonClasses } from "#web/ui/button.tsx";

const COOKIE_PREFERENCES_PATH = "/cookies";

// The three choices share one row: slimmer on phones, so the notice stays a thin strip; their own width on a
// floating card from 640 px; the card's full width in the corner from 1024 px.
const CHOICE = "flex-auto max-sm:h-10 max-sm:px-2 sm:flex-none lg:flex-auto";

/**
 * The first-visit notice: accept all, reject the optional ones, or configure on /cookies. It appears only in
 * the browser, once storage says the visitor has not chosen; until then nothing optional runs
 * (src/web/lib/consent.ts).
 */
export function CookieBanner() {
  const consent = useConsent();
  const { pathname } = useLocation();
  // undefined: not known yet (prerender, hydration); the /cookies page has the full controls itself.
  if (consent !== null || pathname === COOKIE_PREFERENCES_PATH) return null;
  return <CookieNotice />;
}

/**
 * On phones a thin strip (one sentence, the three choices in one row) across the bottom; from 640 px a card
 * floating over it, and from 1024 px a card in the bottom right corner, where the wizard shows its preview
 * rather than its buttons. It rests on top of a bar pinned to the bottom (the wizard's Voltar/Próximo on
 * phones and tablets), and the page keeps room for it below its end, so nothing stays hidden under it.
 */
function CookieNotice() {
  const notice = useRef<HTMLElement>(null);
  usePinnedHeight(notice, "--cookie-banner-height");
  return (
    <section
      ref={notice}
      aria-label="Aviso de cookies"
      className="fixed inset-x-0 bottom-[var(--bottom-bar-height,0px)] z-40 sm:p-4 lg:left-auto lg:w-[28rem] print:hidden"
    >
      <div className="mx-auto flex max-w-4xl flex-col gap-2 border-t border-slate-200 bg-white px-3 pt-2.5 pb-[max(0.625rem,env(safe-area-inset-bottom))] shadow-[0_-4px_12px_rgb(15_23_42/0.08)] sm:flex-row sm:items-center sm:gap-5 sm:rounded-xl sm:border sm:p-4 sm:shadow-lg lg:flex-col lg:items-stretch lg:gap-3">
        <p className="text-[0.8125rem] leading-snug text-slate-700 sm:text-sm sm:leading-relaxed">
          Usamos cookies essenciais e, com a sua permissão, cookies opcionais.{" "}
          <Link to={COOKIE_PREFERENCES_PATH} className="font-medium text-brand-700 underline">
            Saiba mais
          </Link>
        </p>
        <div className="flex shrink-0 gap-2">
          <Button variant="secondary" className={CHOICE} onClick={() => saveConsent(ALL_REJECTED)}>
            Rejeitar
          </Button>
          <Button className={CHOICE} onClick={() => saveConsent(ALL_ACCEPTED)}>
            Aceitar todos
          </Button>
          <Link
            to={COOKIE_PREFERENCES_PATH}
            className={buttonClasses("ghost", "md", `${CHOICE} underline sm:no-underline`)}
          >
            Configurar
          </Link>
        </div>
      </div>
    </section>
  );
}
