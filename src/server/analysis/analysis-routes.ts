import { Hono } from "hono";
import { AnalyzeResumeBodySchema } from "#core/api/analysis-answer.ts";
import type { Auth } from "../auth/create-auth.ts";
import { requireUser, type SignedInEnv } from "../auth/require-user.ts";
import type { Database } from "../db/database.ts";
import { jsonBody } from "../http/validate.ts";
import type { RateRule } from "../rate-limit/rate-limit.ts";
import { rateLimit } from "../rate-limit/rate-limit-middleware.ts";
import type { AnalysisSetup } from "./analysis-checks.ts";
import { analyzeResume } from "./analyze-resume.ts";
import { latestScores, listAnalyses } from "./list-analyses.ts";

/** Per account: a person fixing and re-checking a resume needs a handful an hour; the checks are not free. */
export const ANALYSIS_RULE: RateRule = { limit: 10, windowMs: 60 * 60_000 };

type AnalysisRoutesDeps = { auth: Auth; db: Database; setup: AnalysisSetup };

/**
 * Analyses of the signed-in user's resumes (issue 17). The job ad fits the API's default body limit: 20,000
 * characters of even 3-byte UTF-8 are under its 64 KB.
 */
export function analysisRoutes({ auth, db, setup }: AnalysisRoutesDeps) {
  const limit = rateLimit<SignedInEnv>({
    db,
    rule: ANALYSIS_RULE,
    key: (c) => `analysis:user:${c.var.user.id}`,
  });
  return new Hono<SignedInEnv>()
    .get("/analyses", requireUser(auth), async (c) =>
      c.json({ latest: await latestScores({ db, userId: c.var.user.id }) }),
    )
    .get("/resumes/:id/analyses", requireUser(auth), async (c) => {
      const analyses = await listAnalyses({ db, userId: c.var.user.id, resumeId: c.req.param("id") });
      return c.json({ analyses });
    })
    .post("/resumes/:id/analyses", requireUser(auth), limit, jsonBody(AnalyzeResumeBodySchema), async (c) => {
      const analysis = await analyzeResume({
        db,
        userId: c.var.user.id,
        resumeId: c.req.param("id"),
        jobAd: c.req.valid("json").vagaTexto,
        today: new Date(),
        setup,
      });
      return c.json({ analysis }, 201);
    });
}
