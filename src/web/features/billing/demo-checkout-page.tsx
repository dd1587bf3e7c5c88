import CreditCard from "lucide-react/icons/credit-card";
import FlaskConical from "lucide-react/icons/flask-conical";
import QrCode from "lucide-react/icons/qr-code";
import { useEffect, useState } from "react";
import { Link, useNavigate, useSearchParams } from "react-router";
import type { PaymentAnswer } from "#core/api/payment-answer.ts";
import { PREMIUM_PLAN } from "#core/plan/premium-plan.ts";
import { Button, buttonClasses } from "#web/ui/button.tsx";
import { PageMeta } from "#web/ui/page-meta.tsx";
import { Spinner } from "#web/ui/spinner.tsx";
import { toast } from "#web/ui/toast.ts";
import { getDemoSession, isNotFound, payDemo } from "./billing-api.ts";
import { BillingFrame } from "./billing-frame.tsx";
import { BILLING_TEXT, formatCents } from "./billing-text.ts";

type Load =
  | { state: "loading" }
  | { state: "ready"; payment: PaymentAnswer }
  | { state: "failed"; text: string };

function useDemoSession(sessionId: string | null): Load {
  const [load, setLoad] = useState<Load>({ state: "loading" });
  useEffect(() => {
    if (!sessionId) return setLoad({ state: "failed", text: BILLING_TEXT.noSessionId });
    let active = true;
    getDemoSession(sessionId).then(
      (payment) => active && setLoad({ state: "ready", payment }),
      (error: unknown) =>
        active &&
        setLoad({
          state: "failed",
          text: isNotFound(error) ? "Pagamento não encontrado." : BILLING_TEXT.paymentError,
        }),
    );
    return () => {
      active = false;
    };
  }, [sessionId]);
  return load;
}

/**
 * /pagamento-demo: the checkout used when no payment provider is configured. It says plainly that nothing is
 * charged; a card is confirmed at once, a Pix a few seconds later, like the real ones.
 */
export default function DemoCheckoutPage() {
  const [params] = useSearchParams();
  const sessionId = params.get("session_id");
  const load = useDemoSession(sessionId);
  const navigate = useNavigate();
  const [paying, setPaying] = useState<"card" | "pix" | null>(null);

  async function pay(method: "card" | "pix") {
    if (!sessionId || paying) return;
    setPaying(method);
    try {
      await payDemo(sessionId, method);
      navigate(`/payment-success?session_id=${encodeURIComponent(sessionId)}`, { replace: true });
    } catch (error) {
      const description = error instanceof Error && error.message ? error.message : undefined;
      toast.error(BILLING_TEXT.paymentError, { description });
      setPaying(null);
    }
  }

  return (
    <BillingFrame labelledBy="demo-title">
      <PageMeta title="Pagamento de demonstração" description="Checkout de demonstração do Vitae." noindex />
      <div
        role="note"
        className="flex items-start gap-2 rounded-xl border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950"
      >
        <FlaskConical aria-hidden="true" className="mt-0.5 h-5 w-5 shrink-0" />
        <p>
          <strong>Pagamento de demonstração.</strong> Nenhuma cobrança real é feita: nenhum cartão é lido e
          nenhum Pix é gerado. O plano é liberado como se o pagamento tivesse sido aprovado.
        </p>
      </div>
      <h1 id="demo-title" className="mt-5 text-2xl font-bold tracking-tight text-slate-900">
        Finalizar pagamento
      </h1>
      {load.state === "loading" && (
        <div className="mt-6 flex justify-center">
          <Spinner className="h-8 w-8 text-brand-700" />
        </div>
      )}
      {load.state === "failed" && (
        <p role="alert" className="mt-4 text-sm text-red-800">
          {load.text}
        </p>
      )}
      {load.state === "ready" && (
        <>
          <dl className="mt-4 divide-y divide-slate-100 rounded-xl border border-slate-200 text-sm">
            <div className="flex justify-between gap-4 px-4 py-3">
              <dt className="shrink-0 text-slate-600">Produto</dt>
              <dd className="font-semibold text-slate-900">
                Plano {PREMIUM_PLAN.name} — {PREMIUM_PLAN.days} dias
              </dd>
            </div>
            <div className="flex justify-between gap-4 px-4 py-3">
              <dt className="shrink-0 text-slate-600">Total</dt>
              <dd className="font-semibold text-slate-900">{formatCents(load.payment.amount_cents)}</dd>
            </div>
            {load.payment.email && (
              <div className="flex justify-between gap-4 px-4 py-3">
                <dt className="shrink-0 text-slate-600">E-mail</dt>
                <dd className="break-all text-right font-semibold text-slate-900">{load.payment.email}</dd>
              </div>
            )}
          </dl>
          {load.payment.status === "pending" ? (
            <div className="mt-6 flex flex-col gap-3">
              <Button size="lg" className="w-full" disabled={paying !== null} onClick={() => pay("card")}>
                <CreditCard aria-hidden="true" className="h-5 w-5" />
                {paying === "card" ? "Processando..." : "Pagar com cartão"}
              </Button>
              <Button
                size="lg"
                variant="secondary"
                className="w-full"
                disabled={paying !== null}
                onClick={() => pay("pix")}
              >
                <QrCode aria-hidden="true" className="h-5 w-5" />
                {paying === "pix" ? "Gerando Pix..." : "Pagar com Pix"}
              </Button>
              <p className="text-center text-xs text-slate-600">
                Cartão: aprovado na hora. Pix: confirmado alguns segundos depois.
              </p>
            </div>
          ) : (
            <Link
              to={`/payment-success?session_id=${encodeURIComponent(load.payment.session_id)}`}
              className={buttonClasses("primary", "lg", "mt-6 w-full")}
            >
              Ver situação do pagamento
            </Link>
          )}
        </>
      )}
      <Link
        to={load.state === "ready" && !load.payment.attached ? "/pagamento-inicial" : "/payment"}
        className={buttonClasses("ghost", "md", "mt-4 w-full")}
      >
        Cancelar e voltar
      </Link>
    </BillingFrame>
  );
}
