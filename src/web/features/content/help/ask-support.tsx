import { Link } from "react-router";
import { COMPANY_FACTS } from "#web/lib/company-facts.ts";
import { buttonClasses } from "#web/ui/button.tsx";

/** The way out of the FAQ: the support e-mail when the operator gave one, and the support form. */
export function AskSupport() {
  const { supportEmail } = COMPANY_FACTS;
  return (
    <div className="mt-12 rounded-2xl border border-brand-100 bg-brand-50 p-5 sm:p-6">
      <h2 className="text-lg font-bold text-slate-900">Não encontrou sua resposta?</h2>
      <p className="mt-2 text-slate-700">
        {supportEmail ? (
          <>
            Escreva para{" "}
            <a
              className="font-semibold break-words text-brand-800 underline underline-offset-2"
              href={`mailto:${supportEmail}`}
            >
              {supportEmail}
            </a>{" "}
            ou abra um chamado.
          </>
        ) : (
          "Abra um chamado no suporte."
        )}{" "}
        Respondemos em até 24 horas úteis.
      </p>
      <div className="mt-4 flex flex-col gap-2 sm:flex-row">
        {supportEmail && (
          <a href={`mailto:${supportEmail}`} className={buttonClasses("primary", "md")}>
            Enviar e-mail ao suporte
          </a>
        )}
        <Link to="/suporte" className={buttonClasses(supportEmail ? "secondary" : "primary", "md")}>
          Abrir um chamado
        </Link>
      </div>
    </div>
  );
}
