import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { createLogger } from "../logger.ts";
import { COMPANY_FACTS_FILE, warnOfOutdatedCompanyFacts } from "./built-company-facts.ts";

const clientDir = mkdtempSync(join(tmpdir(), "vitae-company-"));
afterAll(() => rmSync(clientDir, { recursive: true, force: true }));

const built = { legalName: "Vitae Tecnologia Ltda.", supportEmail: "suporte@vitae.com.br" };
writeFileSync(join(clientDir, COMPANY_FACTS_FILE), JSON.stringify(built));

function warningsFor(current: object, dir = clientDir) {
  const lines: string[] = [];
  const logger = createLogger("info", { write: (line: string) => lines.push(line) });
  warnOfOutdatedCompanyFacts(dir, current, logger);
  return lines.map((line) => JSON.parse(line) as { msg: string; outdated: string[] });
}

describe("warnOfOutdatedCompanyFacts", () => {
  it("is silent when the server has the facts the pages were built with", () => {
    expect(warningsFor({ ...built })).toEqual([]);
  });

  it("names the facts the pages do not show yet and asks for a rebuild", () => {
    const [warning] = warningsFor({ ...built, supportEmail: "ajuda@vitae.com.br", hours: "Todos os dias" });
    expect(warning?.outdated).toEqual(["supportEmail", "hours"]);
    expect(warning?.msg).toContain('run "npm run build"');
  });

  it("is silent for a build without the file", () => {
    expect(warningsFor({ hours: "Todos os dias" }, join(clientDir, "missing"))).toEqual([]);
  });
});
