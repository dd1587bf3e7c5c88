import { type Context, Hono, type MiddlewareHandler } from "hono";
import { bodyLimit } from "hono/body-limit";
import type { Config } from "../config.ts";
import type { Database } from "../db/database.ts";
import { concurrencyLimit } from "../http/concurrency-limit.ts";
import { AppError } from "../http/errors.ts";
import { clientAddress } from "../rate-limit/client-address.ts";
import { clearRateLimit, hitRateLimit, type RateRule } from "../rate-limit/rate-limit.ts";
import { authRequest, readJsonBody, translateAuthResponse } from "./auth-request.ts";
import {
  ChangePasswordBody,
  RequestPasswordResetBody,
  ResetPasswordBody,
  SignInBody,
  SignUpBody,
} from "./auth-schemas.ts";
import type { Auth } from "./create-auth.ts";
import { FAILED_SIGN_IN_RULE, failedSignInKey } from "./failed-sign-in.ts";
import { passwordWeaknesses } from "./password-strength.ts";

const MINUTE_MS = 60_000;

/** Per client address: enough for a person who mistypes, too few for a script. */
export const ADDRESS_RULES = {
  "sign-in": { limit: 10, windowMs: MINUTE_MS },
  "sign-up": { limit: 5, windowMs: 10 * MINUTE_MS },
  "request-password-reset": { limit: 3, windowMs: 10 * MINUTE_MS },
  "reset-password": { limit: 10, windowMs: 10 * MINUTE_MS },
} satisfies Record<string, RateRule>;

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
    return translateAuthResponse(c, await auth.handler(authRequest(c, address(c), text)));
  };
  const limitByAddress =
    (rule: keyof typeof ADDRESS_RULES): MiddlewareHandler =>
    async (c, next) => {
      const key = `${rule}:ip:${address(c)}`;
      const verdict = await hitRateLimit(db, { key, rule: ADDRESS_RULES[rule] });
      if (verdict.limited)
        throw new AppError("RATE_LIMITED", { retryAfterSeconds: verdict.retryAfterSeconds });
      await next();
    };

  // Hashing a password takes ~0.3 s of CPU, and better-auth's sign-up does it inside a transaction: a burst
  // waits here for a turn rather than holding every database connection while the CPU is busy.
  const hashing = concurrencyLimit({ active: 4, waiting: 200 });

  return new Hono()
    .use(
      "/auth/*",
      // Auth bodies are a few short fields; anything bigger is refused before it is read.
      bodyLimit({
        maxSize: 16 * 1024,
        onError: () => {
          throw new AppError("PAYLOAD_TOO_LARGE");
        },
      }),
    )
    .post("/auth/sign-up/email", limitByAddress("sign-up"), hashing, async (c) => {
      const body = await readJsonBody(c, SignUpBody);
      assertStrongPassword(body.password, [body.name, body.email]);
      return forward(c, body);
    })
    .post("/auth/sign-in/email", limitByAddress("sign-in"), hashing, async (c) => {
      const body = await readJsonBody(c, SignInBody);
      const key = failedSignInKey(body.email);
      // Counted before the attempt, in one atomic upsert, so parallel guesses cannot slip past the limit;
      // a successful sign-in clears the count, so only failures add up.
      const verdict = await hitRateLimit(db, { key, rule: FAILED_SIGN_IN_RULE });
      if (verdict.limited)
        throw new AppError("RATE_LIMITED", { retryAfterSeconds: verdict.retryAfterSeconds });
      const response = await forward(c, body);
      if (response.ok) await clearRateLimit(db, key);
      return response;
    })
    .post("/auth/request-password-reset", limitByAddress("request-password-reset"), async (c) =>
      forward(c, await readJsonBody(c, RequestPasswordResetBody)),
    )
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
    .on(["GET", "POST"], "/auth/*", (c) => forward(c));
}

/** The name and e-mail of the person a reset token belongs to, so the new password cannot be made of them. */
async function resetUserInputs(auth: Auth, token: string): Promise<string[]> {
  const { internalAdapter } = await auth.$context;
  const found = await internalAdapter.findVerificationValue(`reset-password:${token}`);
  const user = found ? await internalAdapter.findUserById(found.value) : null;
  return user ? [user.name, user.email] : [];
}
