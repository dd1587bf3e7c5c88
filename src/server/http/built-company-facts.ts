import { readFileSync } from "node:fs";
import { join } from "node:path";
import { isDeepStrictEqual } from "node:util";
import { type CompanyFacts, CompanyFactsSchema } from "#core/company/company-env.ts";
import type { Logger } from "../logger.ts";

/** Written by scripts/prerender.ts: the company facts the build put into the public pages. */
export const COMPANY_FACTS_FILE = "company-facts.json";

function builtCompanyFacts(clientDir: string): CompanyFacts | undefined {
  try {
    return CompanyFactsSchema.parse(JSON.parse(readFileSync(join(clientDir, COMPANY_FACTS_FILE), "utf8")));
  } catch {
    return undefined;
  }
}

/**
 * The pages carry the company facts of the environment they were built in; a server started with other
 * COMPANY_* or SUPPORT_EMAIL values says which ones the pages do not show yet, so the operator rebuilds.
 */
export function warnOfOutdatedCompanyFacts(clientDir: string, current: CompanyFacts, logger: Logger): void {
  const built = builtCompanyFacts(clientDir);
  if (!built) return;
  const names = new Set([...Object.keys(built), ...Object.keys(current)]) as Set<keyof CompanyFacts>;
  const outdated = [...names].filter((name) => !isDeepStrictEqual(built[name], current[name]));
  if (outdated.length === 0) return;
  logger.warn(
    { outdated },
    'the public pages were built with other company details than this environment\'s: run "npm run build" to update them',
  );
}
