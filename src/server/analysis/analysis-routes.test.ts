import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import fc from "fast-check";
import { expect, it } from "vitest";
import { scoreFindings } from "#core/analysis/score.ts";
import { maximalResume } from "#core/testing/maximal-resume.ts";
import { grantPurchase } from "../billing/grant-purchase.ts";
import { resumeAnalyses } from "../db/schema.ts";
import { describeOnEachDatabase } from "../testing/api-client.ts";
import { createResumeData } from "../testing/factories.ts";
import { ANALYSES_KEPT_PER_RESUME } from "./analysis.types.ts";
import { ANALYSIS_RULE } from "./analysis-routes.ts";

const NEXT_YEAR = new Date().getFullYear() + 1;
/** A resume with two things to fix: an instruction left in the summary and a job that starts next year. */
const flawed = () =>
  createResumeData({
    resumo: "Analista com cinco anos de experiência em dados. [Personalize este resumo com suas conquistas]",
    experiencias: [
      {
        empresa: "Mercado Azul",
        cargo: "Analista de Dados",
        dataInicio: `${NEXT_YEAR}-03`,
        dataFim: "",
        atual: true,
        descricao: "Automatizei relatórios semanais e reduzi o tempo de fechamento em 40%.",
      },
    ],
  });

describeOnEachDatabase("resume analyses", (api) => {
  /** A signed-in person, with an active plan unless `paying` is false, and one stored resume. */
  async function personWithResume(content = flawed(), { paying = true } = {}) {
    const person = await api.signUp();
    if (paying)
      await grantPurchase({
        db: api.db,
        provider: "demo",
        providerSessionId: randomUUID(),
        userId: person.id,
      });
    const created = await api.call("/resumes", {
      cookie: person.cookie,
      body: { name: "Meu currículo", content },
    });
    expect(created.status).toBe(201);
    return { ...person, resumeId: created.json.resume.id as string };
  }
  const analyze = (cookie: string, resumeId: string, body: unknown = {}) =>
    api.call(`/resumes/${resumeId}/analyses`, { cookie, body });

  it("analyses the stored resume, keeps it, and lists it with the latest score", async () => {
    const { cookie, resumeId } = await personWithResume();
    const result = await analyze(cookie, resumeId);
    expect(result.status).toBe(201);
    const { analysis } = result.json;
    const ids = analysis.findings.map((finding: { id: string }) => finding.id);
    expect(ids).toEqual(
      expect.arrayContaining(["resumo.texto-a-preencher", "experiencia.1.inicio-no-futuro"]),
    );
    expect(analysis.findings[0]).toMatchObject({ severity: "erro", step: "resumo" });
    expect(analysis.findings[0].message).toContain("[Personalize este resumo com suas conquistas]");
    expect(analysis.score).toBe(scoreFindings(analysis.findings));
    expect(analysis.score).toBeLessThan(100);
    expect(analysis).toMatchObject({ resumeId, jobAd: null, createdAt: expect.any(String) });

    const list = await api.call(`/resumes/${resumeId}/analyses`, { cookie });
    expect(list.status).toBe(200);
    expect(list.json.analyses).toEqual([analysis]);
    const latest = await api.call("/analyses", { cookie });
    expect(latest.json.latest).toEqual([{ resumeId, createdAt: analysis.createdAt, score: analysis.score }]);
  });

  it("lists the latest first, so a fixed resume shows its score going up", async () => {
    const { cookie, resumeId } = await personWithResume();
    const before = (await analyze(cookie, resumeId)).json.analysis;
    const saved = await api.call(`/resumes/${resumeId}`, {
      cookie,
      method: "PUT",
      body: { name: "Meu currículo", content: createResumeData(), version: 1 },
    });
    expect(saved.status).toBe(200);
    const after = (await analyze(cookie, resumeId)).json.analysis;
    expect(after.score).toBeGreaterThan(before.score);
    const list = await api.call(`/resumes/${resumeId}/analyses`, { cookie });
    expect(list.json.analyses.map((item: { id: string }) => item.id)).toEqual([after.id, before.id]);
    expect((await api.call("/analyses", { cookie })).json.latest).toEqual([
      { resumeId, createdAt: after.createdAt, score: after.score },
    ]);
  });

  it("asks for an active plan, with the spec's words, and stores nothing", async () => {
    const { cookie, resumeId } = await personWithResume(flawed(), { paying: false });
    const result = await analyze(cookie, resumeId);
    expect(result.status).toBe(402);
    expect(result.json).toEqual({
      code: "ANALYSIS_PLAN_REQUIRED",
      message: "Você precisa de um plano ativo para análises com IA",
    });
    expect(await api.db.select().from(resumeAnalyses).where(eq(resumeAnalyses.resumeId, resumeId))).toEqual(
      [],
    );
  });

  it("answers another person's resume exactly like a missing one, plan or not", async () => {
    const owner = await personWithResume();
    await analyze(owner.cookie, owner.resumeId);
    const stranger = await personWithResume();
    const missing = { code: "RESUME_NOT_FOUND", message: "Currículo não encontrado" };
    for (const id of [owner.resumeId, randomUUID(), "nao-e-um-id"]) {
      const post = await analyze(stranger.cookie, id);
      expect([post.status, post.json]).toEqual([404, missing]);
      const list = await api.call(`/resumes/${id}/analyses`, { cookie: stranger.cookie });
      expect([list.status, list.json]).toEqual([404, missing]);
    }
    expect((await api.call("/analyses", { cookie: stranger.cookie })).json.latest).toEqual([]);
    expect((await analyze("", owner.resumeId)).status).toBe(401);
    expect((await api.call("/analyses")).status).toBe(401);
  });

  it("reads a pasted job ad against the resume: what it asks for, found or missing, and where it could go", async () => {
    const { cookie, resumeId } = await personWithResume();
    const vagaTexto = [
      "Analista de Dados Júnior",
      "Requisitos:",
      "- Conhecimento em SQL e Python",
      "- Experiência com Power BI",
      "Benefícios: vale-transporte, vale-refeição e plano de saúde",
    ].join("\n");
    const answer = await analyze(cookie, resumeId, { vagaTexto });
    expect(answer.status).toBe(201);
    const { jobAd, findings } = answer.json.analysis;
    expect(jobAd.text).toBe(vagaTexto);
    const terms = Object.fromEntries(
      jobAd.match.terms.map((t: { term: string; found: boolean; step: string | null }) => [t.term, t]),
    );
    expect(terms.SQL).toMatchObject({ found: true, required: true });
    expect(terms.Python).toMatchObject({ found: true, required: true });
    expect(terms["Power BI"]).toMatchObject({ found: false, required: true, step: "habilidades" });
    expect(JSON.stringify(jobAd.match.terms)).not.toMatch(/vale|plano de sa/i);
    expect(findings.map((f: { id: string }) => f.id)).toContain("vaga.power-bi");
  });

  it("refuses a job ad that is not text or too long, in Portuguese", async () => {
    const { cookie, resumeId } = await personWithResume();
    const notText = await analyze(cookie, resumeId, { vagaTexto: 123 });
    expect(notText.status).toBe(400);
    expect(notText.json.code).toBe("VALIDATION_FAILED");
    const long = await analyze(cookie, resumeId, { vagaTexto: "a".repeat(20_001) });
    expect(long.status).toBe(400);
    expect(long.json.issues).toEqual([
      {
        path: "vagaTexto",
        message: "O texto da vaga pode ter no máximo 20.000 caracteres. Cole só a descrição da vaga.",
      },
    ]);
    expect((await analyze(cookie, resumeId, { vagaTexto: "  \n " })).status).toBe(201);
    const notJson = await api.call(`/resumes/${resumeId}/analyses`, { cookie, rawBody: "{" });
    expect(notJson.json.code).toBe("BAD_REQUEST");
    // 20,000 characters of 3-byte text fit the API's default body limit; more is refused before it is read.
    expect((await analyze(cookie, resumeId, { vagaTexto: "ç".repeat(20_000) })).status).toBe(201);
    const oversize = await analyze(cookie, resumeId, { vagaTexto: "€".repeat(30_000) });
    expect([oversize.status, oversize.json.code]).toEqual([413, "PAYLOAD_TOO_LARGE"]);
  });

  it("limits analyses per account, with a Retry-After", async () => {
    const { cookie, resumeId } = await personWithResume();
    for (let n = 0; n < ANALYSIS_RULE.limit; n++) expect((await analyze(cookie, resumeId)).status).toBe(201);
    const limited = await analyze(cookie, resumeId);
    expect(limited.status).toBe(429);
    expect(limited.json.code).toBe("RATE_LIMITED");
    expect(Number(limited.response.headers.get("retry-after"))).toBeGreaterThan(0);
    // Reading the history is not limited.
    expect((await api.call(`/resumes/${resumeId}/analyses`, { cookie })).status).toBe(200);
  });

  it(`keeps the ${ANALYSES_KEPT_PER_RESUME} latest analyses of a resume`, async () => {
    const { id: userId, cookie, resumeId } = await personWithResume();
    const day = 24 * 60 * 60 * 1000;
    await api.db.insert(resumeAnalyses).values(
      Array.from({ length: ANALYSES_KEPT_PER_RESUME }, (_, n) => ({
        resumeId,
        userId,
        score: n,
        findings: [],
        createdAt: new Date(Date.now() - (n + 1) * day),
      })),
    );
    const { analysis } = (await analyze(cookie, resumeId)).json;
    const list = (await api.call(`/resumes/${resumeId}/analyses`, { cookie })).json.analyses;
    expect(list).toHaveLength(ANALYSES_KEPT_PER_RESUME);
    expect(list[0].id).toBe(analysis.id);
    // The oldest (score 19, twenty days ago) went; the one from yesterday stays.
    expect(list.map((item: { score: number }) => item.score)).not.toContain(ANALYSES_KEPT_PER_RESUME - 1);
    expect(list[1].score).toBe(0);
  });

  it("deletes a resume's analyses with the resume", async () => {
    const { cookie, resumeId } = await personWithResume();
    await analyze(cookie, resumeId);
    expect((await api.call(`/resumes/${resumeId}`, { cookie, method: "DELETE" })).status).toBe(204);
    expect(await api.db.select().from(resumeAnalyses).where(eq(resumeAnalyses.resumeId, resumeId))).toEqual(
      [],
    );
    expect((await api.call("/analyses", { cookie })).json.latest).toEqual([]);
  });

  it("analyses any resume the API stores, at every cap, without failing", async () => {
    const person = await api.signUp();
    await grantPurchase({ db: api.db, provider: "demo", providerSessionId: randomUUID(), userId: person.id });
    await fc.assert(
      fc.asyncProperty(maximalResume, async (content) => {
        const created = await api.call("/resumes", {
          cookie: person.cookie,
          // In Portuguese, so that every check runs, the spelling included.
          body: { name: "Cheio", content: { ...content, idioma: "pt" } },
        });
        expect(created.status).toBe(201);
        const result = await analyze(person.cookie, created.json.resume.id);
        expect(result.status).toBe(201);
        expect(result.json.analysis.score).toBe(scoreFindings(result.json.analysis.findings));
      }),
      { numRuns: ANALYSIS_RULE.limit },
    );
  }, 120_000);
});
