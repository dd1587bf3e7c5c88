import Inbox from "lucide-react/icons/inbox";
import LogIn from "lucide-react/icons/log-in";
import { Link } from "react-router";
import { COMPANY_FACTS } from "#web/lib/company-facts.ts";
import { useSession } from "#web/lib/session.ts";
import { buttonClasses } from "#web/ui/button.tsx";

/** 'Meus chamados': asks for login; signed in, says plainly that answers come by e-mail. */
export function MyTickets() {
  const { user, isLoading } = useSession();
  const { supportEmail } = COMPANY_FACTS;
  if (isLoading) return <p className="text-slate-600">Carregando...</p>;
  if (!user) {
    return (
      <div className="max-w-xl rounded-2xl border border-slate-200 bg-white p-6">
        <LogIn aria-hidden="true" className="h-7 w-7 text-brand-700" />
        <h2 className="mt-3 text-xl font-bold text-slate-900">Entre para ver seus chamados</h2>
        <p className="mt-2 text-slate-700">
          Os chamados ficam ligados à sua conta. Entre ou crie uma conta gratuita para acompanhá-los.
        </p>
        <div className="mt-5 flex flex-col gap-2 sm:flex-row">
          <Link to="/login" state={{ from: "/suporte" }} className={buttonClasses("primary", "md")}>
            Entrar
          </Link>
          <Link to="/signup" state={{ from: "/suporte" }} className={buttonClasses("secondary", "md")}>
            Criar conta
          </Link>
        </div>
      </div>
    );
  }
  return (
    <div className="max-w-xl rounded-2xl border border-slate-200 bg-white p-6">
      <Inbox aria-hidden="true" className="h-7 w-7 text-brand-700" />
      <h2 className="mt-3 text-xl font-bold text-slate-900">Você ainda não tem chamados aqui</h2>
      <p className="mt-2 text-slate-700">
        Por enquanto, as respostas do suporte chegam por e-mail, no endereço informado no formulário, em até
        24 horas úteis. Para acrescentar algo a um chamado, responda ao e-mail de confirmação
        {supportEmail && (
          <>
            {" "}
            ou escreva para{" "}
            <a
              className="font-semibold break-words text-brand-800 underline underline-offset-2"
              href={`mailto:${supportEmail}`}
            >
              {supportEmail}
            </a>
          </>
        )}
        .
      </p>
    </div>
  );
}
