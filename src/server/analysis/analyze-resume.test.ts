import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import type { Finding } from "#core/analysis/finding.ts";
import { grantPurchase } from "../billing/grant-purchase.ts";
import { openDatabase } from "../db/database.ts";
import { useTestApi } from "../testing/api-client.ts";
import { createResumeData } from "../testing/factories.ts";
import type { AnalysisSetup } from "./analysis-checks.ts";
import { analyzeResume } from "./analyze-resume.ts";
import { listAnalyses } from "./list-analyses.ts";

const tip: Finding = { id: "ortografia.1", severity: "dica", message: "Uma dica de teste.", step: "resumo" };
const error: Finding = { id: "leitura.nome", severity: "erro", message: "Um erro de teste.", step: "dados" };
const missingTerm: Finding = {
  id: "vaga.power-bi",
  severity: "aviso",
  message: "Falta Power BI.",
  step: "habilidades",
};
const match = {
  terms: [{ term: "Power BI", required: true, found: false, step: "habilidades" as const }],
  coverage: 0,
};

describe("analyzeResume", () => {
  const api = useTestApi((config) => openDatabase(config));

  async function payingOwner() {
    const person = await api.signUp();
    await grantPurchase({ db: api.db, provider: "demo", providerSessionId: randomUUID(), userId: person.id });
    const created = await api.call("/resumes", {
      cookie: person.cookie,
      body: { name: "Currículo", content: createResumeData() },
    });
    return { userId: person.id, resumeId: created.json.resume.id as string };
  }

  it("runs every check given, sync or not, and the job ad's matcher; errors first; scores them all", async () => {
    const owner = await payingOwner();
    const seen: string[] = [];
    const setup: AnalysisSetup = {
      checks: [
        () => [tip],
        async (data) => {
          seen.push(data.nome);
          return [error];
        },
      ],
      matchJobAd: (text, data) => {
        seen.push(`${text} / ${data.cargo}`);
        return { match, findings: [missingTerm] };
      },
    };
    const run = (jobAd?: string) =>
      analyzeResume({ db: api.db, ...owner, jobAd, today: new Date(2026, 0, 15), setup });
    const analysis = await run("  Vaga com Power BI  ");
    expect(seen).toEqual(["Ana Souza", "Vaga com Power BI / Analista de Dados"]);
    expect(analysis.findings).toEqual([error, missingTerm, tip]);
    expect(analysis.score).toBe(100 - 15 - 5 - 1);
    expect(analysis.jobAd).toEqual({ text: "Vaga com Power BI", match });
    expect((await run("")).jobAd).toBeNull();
    const stored = await listAnalyses({ db: api.db, userId: owner.userId, resumeId: owner.resumeId });
    expect(stored.map((item) => item.jobAd?.text ?? null)).toEqual([null, "Vaga com Power BI"]);
  });
});
