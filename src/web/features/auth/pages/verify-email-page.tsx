import { useEffect, useState } from "react";
import { Link, useSearchParams } from "react-router";
import { ApiError } from "#web/lib/api-client.ts";
import { confirmEmail } from "#web/lib/email-verification.ts";
import { useSession } from "#web/lib/session.ts";
import { buttonClasses } from "#web/ui/button.tsx";
import { Spinner } from "#web/ui/spinner.tsx";
import { ResendVerificationButton } from "#web/ui/verify-email-banner.tsx";
import { AUTH_TEXT } from "../auth-messages.ts";
import { AuthCard, authLink } from "../components/auth-card.tsx";
import { FormAlert } from "../components/form-alert.tsx";

type Outcome = { state: "confirming" } | { state: "confirmed" } | { state: "failed"; message: string };

const failureText = (error: unknown) =>
  error instanceof ApiError && error.message ? error.message : AUTH_TEXT.confirmacaoFalha;

/** /verificar-email, where the confirmation e-mail's link lands with ?token=…: confirms on arrival. */
export default function VerifyEmailPage() {
  const [params] = useSearchParams();
  const token = params.get("token");
  const { user, refresh } = useSession();
  const [outcome, setOutcome] = useState<Outcome>(() =>
    token ? { state: "confirming" } : { state: "failed", message: AUTH_TEXT.confirmacaoLinkInvalido },
  );

  useEffect(() => {
    if (!token) return;
    let current = true;
    confirmEmail(token).then(
      () => {
        if (current) setOutcome({ state: "confirmed" });
        void refresh();
      },
      (error: unknown) => current && setOutcome({ state: "failed", message: failureText(error) }),
    );
    return () => {
      current = false;
    };
  }, [token, refresh]);

  if (outcome.state === "confirming") {
    return (
      <AuthCard title="Confirmando seu e-mail">
        <p role="status" className="flex items-center gap-2 text-sm text-slate-700">
          <Spinner /> Só um instante...
        </p>
      </AuthCard>
    );
  }
  if (outcome.state === "confirmed") {
    return (
      <AuthCard title="E-mail confirmado!">
        <FormAlert tone="success">{AUTH_TEXT.confirmacaoSucesso}</FormAlert>
        <Link to={user ? "/dashboard" : "/login"} className={buttonClasses("primary", "md", "mt-6 w-full")}>
          {user ? "Ir para o painel" : "Entrar na minha conta"}
        </Link>
      </AuthCard>
    );
  }
  return (
    <AuthCard
      title="Não foi possível confirmar seu e-mail"
      footer={
        user ? undefined : (
          <>
            Entre na sua conta para pedir um novo link.{" "}
            <Link to="/login" className={authLink}>
              Entrar
            </Link>
          </>
        )
      }
    >
      <FormAlert tone="destructive">{outcome.message}</FormAlert>
      <ResendVerificationButton className="mt-6 w-full" />
    </AuthCard>
  );
}
