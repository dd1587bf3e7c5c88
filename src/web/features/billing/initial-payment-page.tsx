import { z } from "zod";
import { PREMIUM_PLAN } from "#core/plan/premium-plan.ts";
import { useSchemaForm } from "#web/lib/use-schema-form.ts";
import { SubmitButton } from "#web/ui/button.tsx";
import { PageMeta } from "#web/ui/page-meta.tsx";
import { EmailField } from "#web/ui/person-fields.tsx";
import { startInitialCheckout } from "./billing-api.ts";
import { BillingBackLink, BillingFrame } from "./billing-frame.tsx";
import { BILLING_TEXT, PREMIUM_PRICE } from "./billing-text.ts";
import { PremiumBenefits } from "./premium-benefits.tsx";
import { useCheckout } from "./use-checkout.ts";

/** Spec part 2 §5: required, and must contain '@' (and be an address the server accepts). */
const InitialPaymentSchema = z.object({
  email: z
    .string()
    .trim()
    .min(1, "O email é obrigatório")
    .includes("@", { message: "Email inválido" })
    .pipe(z.email("Email inválido")),
});

/** /pagamento-inicial: a visitor pays with an e-mail; the plan joins the account made with it (spec part 2 §2). */
export default function InitialPaymentPage() {
  const form = useSchemaForm(InitialPaymentSchema, { email: "" });
  const checkout = useCheckout(() => startInitialCheckout(form.getValues("email").trim()), {
    errorText: () => BILLING_TEXT.initialError,
  });
  const onSubmit = form.handleSubmit(() => checkout.go());

  return (
    <BillingFrame labelledBy="initial-payment-title">
      <PageMeta title="Pagamento" description="Garanta o Plano Premium do Vitae." noindex />
      <h1 id="initial-payment-title" className="text-2xl font-bold tracking-tight text-slate-900">
        Garanta seu Plano {PREMIUM_PLAN.name}
      </h1>
      <p className="mt-2 text-sm text-slate-700">
        {PREMIUM_PRICE} por {PREMIUM_PLAN.days} dias, pagamento único. Informe seu e-mail: o plano fica na
        conta que você criar (ou já tiver) com ele.
      </p>
      <PremiumBenefits />
      <form noValidate onSubmit={onSubmit} className="mt-6 flex flex-col gap-4">
        <EmailField error={form.formState.errors.email?.message} {...form.register("email")} />
        <SubmitButton busy={checkout.busy} busyLabel="Abrindo o pagamento..." className="w-full">
          Pagar agora
        </SubmitButton>
      </form>
      <BillingBackLink to="/" />
    </BillingFrame>
  );
}
