import CircleCheck from "lucide-react/icons/circle-check";
import CircleAlert from "lucide-react/icons/circle-exclamation-point";
import Clock from "lucide-react/icons/clock";
import { type ReactNode, useEffect } from "react";
import { Link, useLocation } from "react-router";
import { checkSubscription } from "#web/lib/plan-status.ts";
import { invalidate, serverKeys } from "#web/lib/server-state.ts";
import { useSession } from "#web/lib/session.ts";
import { Button, buttonClasses } from "#web/ui/button.tsx";
import { Spinner } from "#web/ui/spinner.tsx";
import { ResendVerificationButton } from "#web/ui/verify-email-banner.tsx";
import { BillingFrame } from "./billing-frame.tsx";
import { BILLING_TEXT } from "./billing-text.ts";
import { PaymentDetails } from "./payment-details.tsx";
import { pushPurchaseEvent } from "./purchase-event.ts";
import type { Verification } from "./use-payment-verification.ts";

const HEADING_ID = "payment-result-title";

function Heading({ icon, children }: { icon?: ReactNode; children: ReactNode }) {
  return (
    <div className="flex flex-col items-center gap-3 text-center">
      {icon}
      <h1 id={HEADING_ID} className="text-2xl font-bold tracking-tight text-slate-900">
        {children}
      </h1>
    </div>
  );
}

const Message = ({ children }: { children: ReactNode }) => (
  <p className="mt-3 text-center text-sm leading-relaxed text-slate-700">{children}</p>
);

function Problem({ title, text, action }: { title: string; text: string; action?: ReactNode }) {
  return (
    <>
      <Heading icon={<CircleAlert aria-hidden="true" className="h-12 w-12 text-red-600" />}>{title}</Heading>
      <p role="alert" className="mt-3 text-center text-sm leading-relaxed text-red-800">
        {text}
      </p>
      <div className="mt-6 flex flex-col gap-3">
        {action}
        <Link to="/dashboard/plan" className={buttonClasses("secondary", "lg", "w-full")}>
          Ir para Meu Plano
        </Link>
      </div>
    </>
  );
}

/**
 * A paid purchase not yet on an account (bought on /pagamento-inicial): what to do to use it. It joins the
 * account with that e-mail once the address is confirmed by the link mailed at sign-up.
 */
function AccountNeeded({ email }: { email: string | null }) {
  const { user } = useSession();
  const { pathname, search } = useLocation();
  const from = `${pathname}${search}`;
  const address = email ?? "informado";
  const toConfirm = user !== null && !user.emailVerified && user.email.toLowerCase() === email?.toLowerCase();
  if (toConfirm) {
    return (
      <div className="mt-6 rounded-xl border border-amber-300 bg-amber-50 p-4 text-sm text-amber-950">
        <p className="font-semibold">{BILLING_TEXT.confirmToActivate}</p>
        <p className="mt-1">
          Enviamos um link de confirmação para {address}. Abra o link e o plano passa para a sua conta.
        </p>
        <ResendVerificationButton className="mt-4" />
      </div>
    );
  }
  return (
    <div className="mt-6 rounded-xl border border-amber-300 bg-amber-50 p-4 text-sm text-amber-950">
      <p className="font-semibold">{BILLING_TEXT.signInToActivate}</p>
      <p className="mt-1">
        {user
          ? `Este pagamento foi feito com o e-mail ${address}. Entre com esse e-mail para usar o plano.`
          : `Crie sua conta ou entre com o e-mail ${address} e confirme o endereço pelo link que enviaremos: o plano é ativado em seguida.`}
      </p>
      {!user && (
        <div className="mt-4 flex flex-col gap-2 sm:flex-row">
          <Link to="/signup" state={{ from }} className={buttonClasses("primary", "md", "flex-1")}>
            Criar conta
          </Link>
          <Link to="/login" state={{ from }} className={buttonClasses("secondary", "md", "flex-1")}>
            Entrar
          </Link>
        </div>
      )}
    </div>
  );
}

type PaymentResultProps = {
  verification: Verification & { retry(): void };
  /** The buttons under a confirmed payment; they differ between /payment-success and /sucesso. */
  confirmedActions: ReactNode;
};

/** What /payment-success and /sucesso show while the server verifies the payment, and after. */
export function PaymentResult({ verification, confirmedActions }: PaymentResultProps) {
  const { user } = useSession();
  const payment = verification.state === "confirmed" ? verification.payment : null;

  useEffect(() => {
    if (!payment) return;
    pushPurchaseEvent(payment.session_id);
    // The spec's local flags, set by the subscription check from the server's word, for this browser's account.
    if (payment.attached && user) {
      void checkSubscription();
      invalidate(serverKeys.plan);
    }
  }, [payment, user]);

  return <BillingFrame labelledBy={HEADING_ID}>{body(verification, confirmedActions)}</BillingFrame>;
}

function body(verification: PaymentResultProps["verification"], confirmedActions: ReactNode) {
  switch (verification.state) {
    case "missing":
      return <Problem title="Não foi possível verificar" text={BILLING_TEXT.noSessionId} />;
    case "verifying":
      return (
        <>
          <Heading icon={<Spinner className="h-12 w-12 text-brand-700" label="Verificando pagamento..." />}>
            Verificando seu pagamento...
          </Heading>
          <Message>
            Estamos confirmando o pagamento com o serviço de pagamento. Isso leva só alguns segundos.
          </Message>
        </>
      );
    case "waiting":
      return (
        <>
          <Heading icon={<Clock aria-hidden="true" className="h-12 w-12 text-amber-600" />}>
            Aguardando a confirmação do pagamento
          </Heading>
          <div className="mt-4 flex justify-center">
            <Spinner className="h-6 w-6 text-brand-700" label="Aguardando confirmação..." />
          </div>
          <Message>
            Pagamentos por Pix são confirmados em alguns segundos. Esta página se atualiza sozinha; não é
            preciso pagar de novo.
          </Message>
        </>
      );
    case "confirmed":
      return (
        <>
          <Heading icon={<CircleCheck aria-hidden="true" className="h-12 w-12 text-emerald-600" />}>
            {BILLING_TEXT.confirmed}
          </Heading>
          <p role="status" className="mt-3 text-center text-sm text-slate-700">
            {verification.payment.attached
              ? "Seu Plano Premium está ativo. Você já pode baixar seus currículos em PDF."
              : "Recebemos seu pagamento."}
          </p>
          <PaymentDetails payment={verification.payment} />
          {verification.payment.attached ? (
            <div className="mt-6 flex flex-col gap-3">{confirmedActions}</div>
          ) : (
            <AccountNeeded email={verification.payment.email} />
          )}
        </>
      );
    case "closed":
      return (
        <Problem
          title={verification.payment.status === "expired" ? "Pagamento expirado" : "Pagamento não aprovado"}
          text={`O pagamento não foi concluído e nada foi cobrado. ${BILLING_TEXT.subscriptionFailedPlanPage}`}
          action={
            <Link to="/payment" className={buttonClasses("primary", "lg", "w-full")}>
              Tentar novamente
            </Link>
          }
        />
      );
    case "not-found":
      return <Problem title="Pagamento não encontrado" text={BILLING_TEXT.activationFailed} />;
    case "timeout":
      return (
        <Problem
          title="Ainda aguardando o pagamento"
          text={`A confirmação está demorando mais que o normal. ${BILLING_TEXT.subscriptionFailedPlanPage}`}
          action={
            <Button size="lg" className="w-full" onClick={verification.retry}>
              Verificar novamente
            </Button>
          }
        />
      );
    case "error":
      return (
        <Problem
          title="Não foi possível verificar"
          text={BILLING_TEXT.subscriptionFailedLater}
          action={
            <Button size="lg" className="w-full" onClick={verification.retry}>
              Tentar novamente
            </Button>
          }
        />
      );
  }
}
