import type { CompanyFacts } from "#core/company/company-env.ts";

/**
 * The facts about the company that runs Vitae (COMPANY_* and SUPPORT_EMAIL), fixed at build time by
 * vite.config.ts so the prerendered pages and the hydrated ones agree. Empty when none were given.
 */
export const COMPANY_FACTS: CompanyFacts = (import.meta.env.COMPANY_FACTS as CompanyFacts | undefined) ?? {};
