import type { PaymentAnswer } from "#core/api/payment-answer.ts";
import { PREMIUM_PLAN } from "#core/plan/premium-plan.ts";
import { formatCents, formatPlanDate } from "./billing-text.ts";

/** The plan details of a confirmed payment (spec part 2 §2): Premium 14 days, R$7,97, Ativo. */
export function PaymentDetails({ payment }: { payment: PaymentAnswer }) {
  const rows: [string, string][] = [
    ["Plano", `${PREMIUM_PLAN.name} (${PREMIUM_PLAN.days} dias)`],
    ["Valor", formatCents(payment.amount_cents)],
    ["Status", payment.attached ? "Ativo" : "Pago, aguardando sua conta"],
  ];
  if (payment.plan_expires_at) rows.push(["Válido até", formatPlanDate(payment.plan_expires_at)]);
  return (
    <dl className="mt-6 divide-y divide-slate-100 rounded-xl border border-slate-200 text-sm">
      {rows.map(([term, value]) => (
        <div key={term} className="flex items-center justify-between gap-4 px-4 py-3">
          <dt className="shrink-0 text-slate-600">{term}</dt>
          <dd className="text-right font-semibold text-slate-900">
            {term === "Status" && payment.attached ? (
              <span className="rounded-full bg-emerald-100 px-2.5 py-0.5 text-emerald-800">{value}</span>
            ) : (
              value
            )}
          </dd>
        </div>
      ))}
    </dl>
  );
}
