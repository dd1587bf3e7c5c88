import { PREMIUM_PLAN } from "#core/plan/premium-plan.ts";

/** The date the spec gives for the last revision of the terms and the privacy policy. */
export const LEGAL_UPDATED_AT = "10 de maio de 2023";

/** "R$ 7,97", from the plan actually sold. */
export const PREMIUM_PRICE = `R$ ${(PREMIUM_PLAN.amountCents / 100).toFixed(2).replace(".", ",")}`;
export const PREMIUM_DAYS = PREMIUM_PLAN.days;
