import Crown from "lucide-react/icons/crown";
import RefreshCw from "lucide-react/icons/refresh-cw";
import { Button } from "#web/ui/button.tsx";
import { Card } from "#web/ui/card.tsx";
import { PageMeta } from "#web/ui/page-meta.tsx";
import { Spinner } from "#web/ui/spinner.tsx";
import { toast } from "#web/ui/toast.ts";
import { isSignedOut, startCheckout } from "./billing-api.ts";
import { BILLING_TEXT, formatPlanDate, PREMIUM_PRICE } from "./billing-text.ts";
import { PremiumBenefits } from "./premium-benefits.tsx";
import { useCheckout } from "./use-checkout.ts";
import { usePlan } from "./use-plan.ts";

const subscribeErrorText = (error: unknown) =>
  isSignedOut(error) ? BILLING_TEXT.signInToSubscribe : BILLING_TEXT.subscribeError;

/** /dashboard/plan: 'Plano Gratuito' or 'Plano Premium Ativo' with its end date (spec part 2 §2, §8). */
export default function PlanPage() {
  const { plan, isLoading, failed, refresh } = usePlan();
  const checkout = useCheckout(startCheckout, { errorText: subscribeErrorText });
  const active = plan?.active === true;

  async function onRefresh() {
    if (await refresh()) toast.success(BILLING_TEXT.planRefreshed);
    else toast.error(BILLING_TEXT.planRefreshError);
  }

  return (
    <main className="mx-auto flex w-full max-w-3xl flex-col gap-6 px-4 py-6 sm:px-6 sm:py-8">
      <PageMeta title="Meu Plano" description="Situação do seu plano no Vitae." noindex />
      <div>
        <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">Meu Plano</h1>
        <p className="mt-1 text-sm text-slate-600">Veja a situação do seu plano e assine o Premium.</p>
      </div>
      <Card className="p-5 sm:p-6">
        {plan === null && isLoading ? (
          <div className="flex justify-center py-6">
            <Spinner className="h-8 w-8 text-brand-700" label="Carregando plano..." />
          </div>
        ) : (
          <div aria-live="polite">
            <div className="flex items-center gap-3">
              <span
                className={`flex h-11 w-11 items-center justify-center rounded-full ${active ? "bg-amber-100 text-amber-700" : "bg-slate-100 text-slate-600"}`}
              >
                <Crown aria-hidden="true" className="h-6 w-6" />
              </span>
              <div>
                <h2 className="text-lg font-bold text-slate-900">
                  {active ? "Plano Premium Ativo" : "Plano Gratuito"}
                </h2>
                {active && (
                  <p className="text-sm text-slate-700">
                    Válido até <strong>{formatPlanDate(plan?.expires_at)}</strong>
                  </p>
                )}
              </div>
            </div>
            {failed && (
              <p role="alert" className="mt-4 text-sm text-red-800">
                {BILLING_TEXT.planRefreshError}
              </p>
            )}
            {!active && (
              <p className="mt-4 text-sm text-slate-700">
                Com o Premium você baixa seus currículos em PDF por 14 dias, com um pagamento único de{" "}
                {PREMIUM_PRICE}.
              </p>
            )}
          </div>
        )}
        <div className="mt-6 flex flex-col gap-3 sm:flex-row sm:flex-wrap">
          <Button size="md" variant="secondary" disabled={isLoading} onClick={onRefresh}>
            <RefreshCw aria-hidden="true" className={`h-4 w-4 ${isLoading ? "animate-spin" : ""}`} />
            Atualizar status
          </Button>
          <Button size="md" disabled={checkout.busy} onClick={checkout.go}>
            {checkout.busy
              ? "Abrindo o pagamento..."
              : active
                ? "Estender por mais 14 dias"
                : "Assinar Premium"}
          </Button>
          <Button size="md" variant="ghost" onClick={() => toast.info(BILLING_TEXT.monthlySoon)}>
            Assinatura mensal
          </Button>
        </div>
      </Card>
      <Card className="p-5 sm:p-6">
        <h2 className="text-base font-bold text-slate-900">O que o Premium inclui</h2>
        <PremiumBenefits />
      </Card>
    </main>
  );
}
