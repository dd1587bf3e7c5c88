import { Hono } from "hono";
import type { PlanAnswer } from "#core/api/plan-answer.ts";
import type { Auth } from "../auth/create-auth.ts";
import { requireUser, type SignedInEnv } from "../auth/require-user.ts";
import type { Database } from "../db/database.ts";
import { getPlanStatus } from "./plan-status.ts";

/** The spec's check-subscription: `{ success, active, expires_at }` for the signed-in user. */
export function planRoutes({ auth, db }: { auth: Auth; db: Database }) {
  return new Hono<SignedInEnv>().get("/plan", requireUser(auth), async (c) => {
    const { active, expiresAt } = await getPlanStatus({ db, userId: c.var.user.id });
    return c.json({
      success: true,
      active,
      expires_at: expiresAt?.toISOString() ?? null,
    } satisfies PlanAnswer);
  });
}
