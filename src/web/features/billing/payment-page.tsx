import Crown from "lucide-react/icons/crown";
import ShieldCheck from "lucide-react/icons/shield-check";
import { useLocation } from "react-router";
import { PREMIUM_PLAN } from "#core/plan/premium-plan.ts";
import { stateOrigin } from "#web/lib/own-path.ts";
import { Button } from "#web/ui/button.tsx";
import { PageMeta } from "#web/ui/page-meta.tsx";
import { toast } from "#web/ui/toast.ts";
import { startCheckout } from "./billing-api.ts";
import { BillingBackLink, BillingFrame } from "./billing-frame.tsx";
import { ANNUAL_PLAN, BILLING_TEXT, formatWholeReais, PREMIUM_PRICE } from "./billing-text.ts";
import { PremiumBenefits } from "./premium-benefits.tsx";
import { useCheckout } from "./use-checkout.ts";

/**
 * /payment (signed-in; the router's guard sends visitors to /login): the Premium offer (spec part 2 §2). Opened
 * from the final preview, Voltar leads back there; opened from elsewhere with the page as state 'from' (a
 * dashboard card's download), Voltar and the confirmed payment lead back to that page.
 */
export default function PaymentPage() {
  const origin = stateOrigin(useLocation().state);
  const checkout = useCheckout(startCheckout, { returnTo: origin });
  return (
    <BillingFrame labelledBy="payment-title">
      <PageMeta title="Plano Premium" description="Baixe seu currículo com o Plano Premium." noindex />
      <div className="flex items-center gap-2 text-sm font-semibold text-brand-700">
        <Crown aria-hidden="true" className="h-5 w-5" />
        Plano {PREMIUM_PLAN.name}
      </div>
      <h1 id="payment-title" className="mt-2 text-2xl font-bold tracking-tight text-slate-900">
        Baixe seu currículo agora
      </h1>
      <p className="mt-2 text-sm text-slate-700">
        Um pagamento único libera o download em PDF e todos os recursos por {PREMIUM_PLAN.days} dias.
      </p>
      <p className="mt-5 flex items-baseline gap-2">
        <span className="text-4xl font-extrabold text-slate-900">{PREMIUM_PRICE}</span>
        <span className="text-sm text-slate-600">/ {PREMIUM_PLAN.days} dias · pagamento único</span>
      </p>
      <PremiumBenefits />
      <Button size="lg" className="mt-6 w-full" disabled={checkout.busy} onClick={checkout.go}>
        {checkout.busy ? "Abrindo o pagamento..." : "Assinar agora"}
      </Button>
      <p className="mt-3 flex items-center justify-center gap-1.5 text-xs text-slate-600">
        <ShieldCheck aria-hidden="true" className="h-4 w-4" />
        Cartão ou Pix, em ambiente seguro. Sem renovação automática.
      </p>
      <div className="mt-6 rounded-xl border border-slate-200 bg-slate-50 p-4 text-sm">
        <p className="font-semibold text-slate-900">
          Plano anual: {formatWholeReais(ANNUAL_PLAN.reais)}{" "}
          <span className="font-normal text-emerald-800">(economize {ANNUAL_PLAN.savingPercent}%)</span>
        </p>
        <button
          type="button"
          onClick={() => toast.info(BILLING_TEXT.annualSoon)}
          className="mt-1 rounded-sm font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
        >
          Ver plano anual
        </button>
      </div>
      <BillingBackLink to={origin ?? "/visualizacao-final"} />
    </BillingFrame>
  );
}
