import { Hono } from "hono";
import { PHOTO_DATA_URL_MAX } from "#core/resume/photo.ts";
import type { Auth } from "../auth/create-auth.ts";
import { requireUser, type SignedInEnv } from "../auth/require-user.ts";
import type { Database } from "../db/database.ts";
import { limitBody } from "../http/body-limit.ts";
import { jsonBody } from "../http/validate.ts";
import { createResume } from "./create-resume.ts";
import { deleteResume } from "./delete-resume.ts";
import { getResume } from "./get-resume.ts";
import { listResumes } from "./list-resumes.ts";
import { CreateResumeBody, UpdateResumeBody } from "./resume.types.ts";
import { updateResume } from "./update-resume.ts";

/**
 * A resume at every cap of RESUME_LIMITS is ~350 KB of JSON when each character takes UTF-8's 3 bytes (~120 KB
 * in plain Portuguese): 512 KB fits it with room for escapes. A photo may come as sent, up to 5 MB as a data
 * URL (decision 0031), so its largest is added. Only a signed-in user reaches this buffer.
 */
export const RESUME_BODY_LIMIT = 512 * 1024 + PHOTO_DATA_URL_MAX;

/** The signed-in user's resumes (issue 4); saves use optimistic concurrency, see decision 0011. */
export function resumeRoutes({ auth, db }: { auth: Auth; db: Database }) {
  return (
    new Hono<SignedInEnv>()
      // Hono's `/resumes/*` matches `/resumes` itself too, so one registration guards every route.
      .use("/resumes/*", requireUser(auth))
      .get("/resumes", async (c) => c.json({ resumes: await listResumes({ db, userId: c.var.user.id }) }))
      .get("/resumes/:id", async (c) =>
        c.json({ resume: await getResume({ db, userId: c.var.user.id, id: c.req.param("id") }) }),
      )
      .post("/resumes", limitBody(RESUME_BODY_LIMIT), jsonBody(CreateResumeBody), async (c) => {
        const resume = await createResume({ db, userId: c.var.user.id, input: c.req.valid("json") });
        return c.json({ resume }, 201);
      })
      .put("/resumes/:id", limitBody(RESUME_BODY_LIMIT), jsonBody(UpdateResumeBody), async (c) => {
        const input = c.req.valid("json");
        const resume = await updateResume({ db, userId: c.var.user.id, id: c.req.param("id"), input });
        return c.json({ resume });
      })
      .delete("/resumes/:id", async (c) => {
        await deleteResume({ db, userId: c.var.user.id, id: c.req.param("id") });
        return c.body(null, 204);
      })
  );
}
