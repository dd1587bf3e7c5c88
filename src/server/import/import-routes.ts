import { Hono } from "hono";
import type { Auth } from "../auth/create-auth.ts";
import type { Config } from "../config.ts";
import type { Database } from "../db/database.ts";
import { signedInUserId } from "../drafts/signed-in-user-id.ts";
import { bodyReadByRoute } from "../http/body-limit.ts";
import { byClientAddress } from "../rate-limit/client-address.ts";
import type { RateRule } from "../rate-limit/rate-limit.ts";
import { rateLimit } from "../rate-limit/rate-limit-middleware.ts";
import { importResume } from "./import-resume.ts";
import type { ResumeParser } from "./parse-pool.ts";
import { readUpload } from "./read-upload.ts";
import { MAX_UPLOAD_BYTES } from "./upload-limits.ts";

/** Per client address: plenty for a person trying a few files, too few to keep the parsers busy. */
export const IMPORT_RULE: RateRule = { limit: 30, windowMs: 10 * 60_000 };

type ImportRoutesDeps = {
  auth: Auth;
  db: Database;
  parser: ResumeParser;
  config: Pick<Config, "trustedProxyHeader">;
};

/**
 * POST /api/import — the body is the file itself (any Content-Type; the bytes decide), read as a stream
 * with the 5 MB limit. Visitors may import; a signed-in person's draft is theirs only. See decision 0016.
 */
export function importRoutes({ auth, db, parser, config }: ImportRoutesDeps) {
  const limit = rateLimit({
    db,
    rule: IMPORT_RULE,
    key: byClientAddress("import", config.trustedProxyHeader),
  });
  return new Hono().post("/import", bodyReadByRoute(), limit, async (c) => {
    const userId = await signedInUserId(auth, c);
    const bytes = await readUpload(c.req.raw, MAX_UPLOAD_BYTES);
    return c.json(await importResume({ db, parser, bytes, userId }), 201);
  });
}
