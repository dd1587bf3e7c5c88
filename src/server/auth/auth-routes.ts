import { type Context, Hono } from "hono";
import type { Config } from "../config.ts";
import type { Database } from "../db/database.ts";
import { concurrencyLimit } from "../http/concurrency-limit.ts";
import { AppError } from "../http/errors.ts";
import { byClientAddress, clientAddress } from "../rate-limit/client-address.ts";
import { clearRateLimit, type RateRule } from "../rate-limit/rate-limit.ts";
import { enforceRateLimit, rateLimit } from "../rate-limit/rate-limit-middleware.ts";
import { authRequest, readJsonBody, rewriteJson, translateAuthResponse } from "./auth-request.ts";
import {
  ChangePasswordBody,
  RequestPasswordResetBody,
  ResetPasswordBody,
  RevokeSessionBody,
  SignInBody,
  SignUpBody,
  UpdateUserBody,
} from "./auth-schemas.ts";
import type { Auth } from "./create-auth.ts";
import { FAILED_SIGN_IN_RULE, failedSignInKey } from "./failed-sign-in.ts";
import { withPasswordHashedAhead } from "./password-hashed-ahead.ts";
import { passwordWeaknesses } from "./password-strength.ts";
import { findSessionToken } from "./session-token.ts";
import { consumeVerificationToken } from "./verification-token.ts";

const MINUTE_MS = 60_000;

/** Per client address: enough for a person who mistypes, too few for a script. */
export const ADDRESS_RULES = {
  "sign-in": { limit: 10, windowMs: MINUTE_MS },
  "sign-up": { limit: 5, windowMs: 10 * MINUTE_MS },
  "request-password-reset": { limit: 3, windowMs: 10 * MINUTE_MS },
  "reset-password": { limit: 10, windowMs: 10 * MINUTE_MS },
  "send-verification-email": { limit: 10, windowMs: 60 * MINUTE_MS },
  "verify-email": { limit: 20, windowMs: 10 * MINUTE_MS },
} satisfies Record<string, RateRule>;

/** Per account: a confirmation e-mail now and then, not a mailbox flooded by a script. */
export const RESEND_VERIFICATION_RULE: RateRule = { limit: 3, windowMs: 15 * MINUTE_MS };

/** better-auth's answer to a reset request is English; the spec's sentence is the same for any e-mail. */
const RESET_REQUESTED = "Se o e-mail estiver cadastrado, você receberá um link para redefinir sua senha.";

/**
 * The only auth requests that can neither end a session nor change its user: reading the session and the
 * list of sessions, starting a new one, asking for a reset link or a confirmation e-mail. Any other forgets
 * the sessions the signed-in routes remember (session-cache.ts), whatever its answer.
 */
const KEEPS_SESSIONS = new Set([
  "GET /api/auth/get-session",
  "GET /api/auth/list-sessions",
  "POST /api/auth/sign-in/email",
  "POST /api/auth/sign-up/email",
  "POST /api/auth/request-password-reset",
  "POST /api/auth/send-verification-email",
]);

type AuthRoutesDeps = { auth: Auth; db: Database; config: Pick<Config, "trustedProxyHeader"> };

function assertStrongPassword(password: string, userInputs: string[]): void {
  const reasons = passwordWeaknesses(password, userInputs);
  if (reasons.length > 0) throw new AppError("WEAK_PASSWORD", { reasons });
}

/**
 * better-auth's endpoints under /api/auth, with what it does not do our way in front: Portuguese
 * validation, the password-strength rule, rate limits in our table, per-account lockout, Portuguese errors.
 */
export function authRoutes({ auth, db, config }: AuthRoutesDeps) {
  const address = (c: Context) => clientAddress(c, config.trustedProxyHeader);
  const forward = async (c: Context, body?: unknown) => {
    const text = body === undefined ? undefined : JSON.stringify(body);
    return translateAuthResponse(c, await auth.handler(authRequest(c, address(c), text)), db);
  };
  const limitByAddress = (rule: keyof typeof ADDRESS_RULES) =>
    rateLimit({ db, rule: ADDRESS_RULES[rule], key: byClientAddress(rule, config.trustedProxyHeader) });
  const signedIn = async (c: Context) => {
    const session = await auth.api.getSession({ headers: c.req.raw.headers });
    if (!session) throw new AppError("UNAUTHORIZED");
    return session;
  };

  // Hashing or checking a password takes ~0.3 s of CPU: a burst waits here for a turn rather than all
  // sharing the CPU and each taking as long as the whole burst.
  const hashing = concurrencyLimit({ active: 4, waiting: 200 });

  // Bodies here are a few short fields: the API's default body limit (body-limit.ts) refuses bigger ones.
  return new Hono()
    .use("/auth/*", async (c, next) => {
      try {
        await next();
      } finally {
        if (!KEEPS_SESSIONS.has(`${c.req.method} ${c.req.path}`)) auth.sessions.forgetAll();
      }
    })
    .post("/auth/sign-up/email", limitByAddress("sign-up"), hashing, async (c) => {
      const body = await readJsonBody(c, SignUpBody);
      assertStrongPassword(body.password, [body.name, body.email]);
      return withPasswordHashedAhead(body.password, () => forward(c, body));
    })
    .post("/auth/sign-in/email", limitByAddress("sign-in"), hashing, async (c) => {
      const body = await readJsonBody(c, SignInBody);
      const key = failedSignInKey(body.email, address(c));
      // Counted before the attempt, in one atomic upsert, so parallel guesses cannot slip past the limit;
      // a successful sign-in clears the count, so only failures add up.
      await enforceRateLimit(db, key, FAILED_SIGN_IN_RULE);
      const response = await forward(c, body);
      if (response.ok) await clearRateLimit(db, key);
      return response;
    })
    .post("/auth/request-password-reset", limitByAddress("request-password-reset"), async (c) => {
      const response = await forward(c, await readJsonBody(c, RequestPasswordResetBody));
      return response.ok ? c.json({ status: true, message: RESET_REQUESTED }) : response;
    })
    .post("/auth/reset-password", limitByAddress("reset-password"), hashing, async (c) => {
      const body = await readJsonBody(c, ResetPasswordBody);
      assertStrongPassword(body.newPassword, await resetUserInputs(auth, body.token));
      return forward(c, body);
    })
    .post("/auth/change-password", hashing, async (c) => {
      const body = await readJsonBody(c, ChangePasswordBody);
      const session = await auth.api.getSession({ headers: c.req.raw.headers });
      assertStrongPassword(body.newPassword, session ? [session.user.name, session.user.email] : []);
      return forward(c, body);
    })
    .post("/auth/update-user", async (c) => forward(c, await readJsonBody(c, UpdateUserBody)))
    .get("/auth/list-sessions", async (c) => {
      const { session } = await signedIn(c);
      // Which one is this browser's, by id: the client never sees a token to compare.
      return rewriteJson(await forward(c), (list) =>
        Array.isArray(list) ? list.map((item) => ({ ...item, current: item.id === session.id })) : list,
      );
    })
    .post("/auth/revoke-session", async (c) => {
      const { id } = await readJsonBody(c, RevokeSessionBody);
      const { user } = await signedIn(c);
      const token = await findSessionToken(db, { id, userId: user.id });
      if (!token) throw new AppError("NOT_FOUND");
      return forward(c, { token });
    })
    .post("/auth/send-verification-email", limitByAddress("send-verification-email"), async (c) => {
      const { user } = await signedIn(c);
      if (user.emailVerified) throw new AppError("EMAIL_ALREADY_VERIFIED");
      await enforceRateLimit(db, `send-verification-email:user:${user.id}`, RESEND_VERIFICATION_RULE);
      return forward(c, { email: user.email });
    })
    .get("/auth/verify-email", limitByAddress("verify-email"), async (c) => {
      const token = c.req.query("token") ?? "";
      // A link works once and for 24 hours (verification-token.ts); better-auth then checks its signature.
      if (!token || !(await consumeVerificationToken(db, token)))
        throw new AppError("INVALID_VERIFICATION_LINK");
      const response = await auth.handler(authRequest(c, address(c)));
      if (response.status >= 400) throw new AppError("INVALID_VERIFICATION_LINK");
      return c.json({ status: true });
    })
    .on(["GET", "POST"], "/auth/*", (c) => forward(c));
}

/** The name and e-mail of the person a reset token belongs to, so the new password cannot be made of them. */
async function resetUserInputs(auth: Auth, token: string): Promise<string[]> {
  const { internalAdapter } = await auth.$context;
  const found = await internalAdapter.findVerificationValue(`reset-password:${token}`);
  const user = found ? await internalAdapter.findUserById(found.value) : null;
  return user ? [user.name, user.email] : [];
}
