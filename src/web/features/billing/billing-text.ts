import { PREMIUM_PLAN } from "#core/plan/premium-plan.ts";

/** The spec's words for payments (part 2 §2, §8), kept in one place. */
export const BILLING_TEXT = {
  checkoutError: "Erro ao iniciar o checkout",
  invalidAnswer: "Resposta inválida do servidor",
  paymentError: "Erro ao processar pagamento. Tente novamente.",
  initialError: "Não foi possível iniciar o pagamento. Tente novamente.",
  annualSoon: "Plano anual em breve disponível!",
  monthlySoon: "Assinatura mensal em breve disponível!",
  confirmed: "Pagamento confirmado!",
  noSessionId: "ID da sessão não encontrado",
  subscriptionFailedLater: "Erro ao criar assinatura. Tente novamente mais tarde.",
  subscriptionFailedPlanPage: "Não foi possível criar sua assinatura. Tente novamente na página 'Meu Plano'.",
  activationFailed: "Erro ao ativar seu plano. Entre em contato com o suporte.",
  signInToActivate: "Você precisa estar logado para ativar seu plano.",
  confirmToActivate: "Confirme seu e-mail para ativar seu plano.",
  planRefreshError: "Erro ao atualizar status do plano",
  planRefreshed: "Status do plano atualizado",
  signInToSubscribe: "Você precisa estar logado para criar uma assinatura",
  subscribeError: "Erro ao criar assinatura. Tente novamente.",
  invalidDate: "Data inválida",
} as const;

const money = new Intl.NumberFormat("pt-BR", { style: "currency", currency: "BRL" });
const wholeMoney = new Intl.NumberFormat("pt-BR", {
  style: "currency",
  currency: "BRL",
  minimumFractionDigits: 0,
  maximumFractionDigits: 0,
});

/** R$ 7,97 from 797 centavos. */
export const formatCents = (cents: number) => money.format(cents / 100);

/** R$ 397 for whole amounts in reais. */
export const formatWholeReais = (reais: number) => wholeMoney.format(reais);

export const PREMIUM_PRICE = formatCents(PREMIUM_PLAN.amountCents);

/** The annual plan the payment page announces (spec part 2 §9): R$397, 17% less than Premium all year. */
export const ANNUAL_PLAN = { reais: 397, savingPercent: 17 } as const;

const dayMonthYear = new Intl.DateTimeFormat("pt-BR", { day: "2-digit", month: "2-digit", year: "numeric" });

/** dd/mm/yyyy, 'N/A' without a date, 'Data inválida' for one that cannot be read. */
export function formatPlanDate(iso: string | null | undefined): string {
  if (!iso) return "N/A";
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? BILLING_TEXT.invalidDate : dayMonthYear.format(date);
}
