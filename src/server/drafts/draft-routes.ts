import { Hono } from "hono";
import type { Auth } from "../auth/create-auth.ts";
import type { Database } from "../db/database.ts";
import { getDraft } from "./get-draft.ts";
import { signedInUserId } from "./signed-in-user-id.ts";

/** GET /api/drafts/:id — the data an import extracted, for /choose-option?draft_id=… (spec part 1 §2). */
export function draftRoutes({ auth, db }: { auth: Auth; db: Database }) {
  return new Hono().get("/drafts/:id", async (c) => {
    const userId = await signedInUserId(auth, c);
    return c.json({
      draft: { id: c.req.param("id"), content: await getDraft({ db, id: c.req.param("id"), userId }) },
    });
  });
}
