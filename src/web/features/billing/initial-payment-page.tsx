import { zodResolver } from "@hookform/resolvers/zod";
import { ArrowLeft } from "lucide-react";
import { useForm } from "react-hook-form";
import { Link } from "react-router";
import { z } from "zod";
import { PREMIUM_PLAN } from "#core/plan/premium-plan.ts";
import { Button, buttonClasses } from "#web/ui/button.tsx";
import { TextField } from "#web/ui/field.tsx";
import { PageMeta } from "#web/ui/page-meta.tsx";
import { startInitialCheckout } from "./billing-api.ts";
import { BillingFrame } from "./billing-frame.tsx";
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
type InitialPaymentValues = z.infer<typeof InitialPaymentSchema>;

/** /pagamento-inicial: a visitor pays with an e-mail; the plan joins the account made with it (spec part 2 §2). */
export default function InitialPaymentPage() {
  const form = useForm<InitialPaymentValues>({
    resolver: zodResolver(InitialPaymentSchema),
    mode: "onSubmit",
    reValidateMode: "onChange",
    defaultValues: { email: "" },
  });
  const checkout = useCheckout(
    () => startInitialCheckout(form.getValues("email").trim()),
    () => BILLING_TEXT.initialError,
  );
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
        <TextField
          label="E-mail"
          type="email"
          autoComplete="email"
          inputMode="email"
          error={form.formState.errors.email?.message}
          {...form.register("email")}
        />
        <Button type="submit" size="lg" className="w-full" disabled={checkout.busy}>
          {checkout.busy ? "Abrindo o pagamento..." : "Pagar agora"}
        </Button>
      </form>
      <Link to="/" className={buttonClasses("ghost", "md", "mt-4 w-full")}>
        <ArrowLeft aria-hidden="true" className="h-4 w-4" />
        Voltar
      </Link>
    </BillingFrame>
  );
}
