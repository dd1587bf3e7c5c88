import { betterAuth } from "better-auth";
import { drizzleAdapter } from "better-auth/adapters/drizzle";
import { claimEmailPurchases } from "../billing/claim-email-purchases.ts";
import type { Config } from "../config.ts";
import { DEV_AUTH_SECRET } from "../config.ts";
import { type Database, isEmbedded } from "../db/database.ts";
import * as schema from "../db/schema.ts";
import { resetPasswordEmail } from "../email/reset-password-email.ts";
import type { Email, SendEmail } from "../email/send-email.ts";
import { verifyEmailEmail } from "../email/verify-email-email.ts";
import type { Logger } from "../logger.ts";
import { clearRateLimits } from "../rate-limit/rate-limit.ts";
import { CLIENT_ADDRESS_HEADER } from "./auth-request.ts";
import { confirmSessions } from "./confirm-session.ts";
import { failedSignInPrefix } from "./failed-sign-in.ts";
import { verifyPassword } from "./password-hash.ts";
import { hashedAheadOrNow } from "./password-hashed-ahead.ts";
import { MIN_PASSWORD_LENGTH } from "./password-strength.ts";
import { resetTokenStorage, revokeResetTokens } from "./reset-token.ts";
import { createSessionCache, REMEMBER_SESSION_MS } from "./session-cache.ts";
import {
  recordVerificationToken,
  revokeVerificationTokens,
  VERIFICATION_LINK_HOURS,
} from "./verification-token.ts";

export type AuthConfig = Pick<Config, "env" | "publicUrl" | "authSecret">;
export type AuthDeps = { config: AuthConfig; db: Database; logger: Logger; sendEmail: SendEmail };

const DAY_SECONDS = 24 * 60 * 60;

/** better-auth on our database: e-mail and password only, sessions in the `session` table. */
export function createAuth({ config, db, logger, sendEmail }: AuthDeps) {
  if (config.authSecret === DEV_AUTH_SECRET) {
    logger.warn("AUTH_SECRET is not set: using the development secret. Set it before going to production.");
  }
  // Not awaited: a slow mail server must not make a known e-mail answer later than an unknown one.
  const sendInBackground = (email: Email, what: string) =>
    sendEmail(email).catch((error: unknown) =>
      logger.error({ err: error }, `could not send the ${what} e-mail`),
    );
  const claimPurchases = (userId: string) =>
    claimEmailPurchases({ db, userId }).catch((error: unknown) =>
      logger.error({ err: error }, "could not attach the e-mail purchases to the account"),
    );

  const auth = betterAuth({
    appName: "Vitae",
    // From configuration, never from the Host header, so links in e-mails cannot be pointed elsewhere.
    baseURL: config.publicUrl,
    basePath: "/api/auth",
    secret: config.authSecret,
    trustedOrigins: [config.publicUrl],
    database: drizzleAdapter(db, { provider: "pg", schema, transaction: true }),
    emailAndPassword: {
      enabled: true,
      minPasswordLength: MIN_PASSWORD_LENGTH,
      maxPasswordLength: 128,
      password: { hash: hashedAheadOrNow, verify: verifyPassword },
      resetPasswordTokenExpiresIn: DAY_SECONDS,
      revokeSessionsOnPasswordReset: true,
      sendResetPassword: async ({ user, token }) => {
        const link = `${config.publicUrl}/reset-password?token=${encodeURIComponent(token)}`;
        sendInBackground(resetPasswordEmail({ to: user.email, name: user.name, link }), "password reset");
      },
      onPasswordReset: async ({ user }) => {
        await revokeResetTokens(db, user.id);
        // Whoever proved they own the mailbox may sign in again at once.
        await clearRateLimits(db, failedSignInPrefix(user.email));
      },
    },
    emailVerification: {
      sendOnSignUp: true,
      expiresIn: VERIFICATION_LINK_HOURS * 60 * 60,
      // The link proves the mailbox, not the person at this browser: it confirms, and signing in stays a
      // separate step.
      autoSignInAfterVerification: false,
      sendVerificationEmail: async ({ user, token }) => {
        await recordVerificationToken(db, user.id, token);
        const link = `${config.publicUrl}/verificar-email?token=${encodeURIComponent(token)}`;
        sendInBackground(verifyEmailEmail({ to: user.email, name: user.name, link }), "verification");
      },
      afterEmailVerification: async (user) => {
        await revokeVerificationTokens(db, user.id);
        // The address is now proven: a plan bought with it on /pagamento-inicial becomes this account's.
        await claimPurchases(user.id);
      },
    },
    verification: { storeIdentifier: resetTokenStorage },
    databaseHooks: {
      session: {
        create: {
          // Every sign-in of a verified account makes a session: the moment a plan bought on
          // /pagamento-inicial with this e-mail becomes the account's (claimEmailPurchases checks that the
          // address is verified). Runs after the session is saved; a failure never blocks it.
          after: async (session) => {
            await claimPurchases(session.userId);
          },
        },
      },
    },
    session: { expiresIn: 30 * DAY_SECONDS, updateAge: DAY_SECONDS },
    // Our own limiter (rate-limit/) keys on an address we trust; better-auth's would read X-Forwarded-For.
    rateLimit: { enabled: false },
    advanced: {
      // Every signed-in request looks its session up: with joins the session and its user come in one query
      // instead of two (the relations are in db/schema.ts). Revoking a session still takes effect at once.
      database: { joins: true },
      // better-auth turns its URL and origin checks off when NODE_ENV=test; our tests must see production's.
      disableOriginCheck: false,
      useSecureCookies: config.env === "production",
      defaultCookieAttributes: { httpOnly: true, sameSite: "lax" },
      // Set by auth-routes.ts from the socket or the trusted proxy header, replacing any client value.
      ipAddress: { ipAddressHeaders: [CLIENT_ADDRESS_HEADER] },
    },
    telemetry: { enabled: false },
    // An error that is not one of its own answers (a failed query) is thrown to our error handler, which
    // logs it redacted and answers 503 in an outage; left to better-auth, it is printed to stderr with the
    // query's parameters and answered with a bare 500.
    onAPIError: { throw: true },
    logger: {
      level: "warn",
      log: (level, message, ...args) => logger[level]({ source: "better-auth", args }, message),
    },
  });
  // Only the embedded database's one process sees every session end; elsewhere a remembered one is confirmed.
  const sessions = createSessionCache({
    ttlMs: REMEMBER_SESSION_MS,
    confirm: isEmbedded(db) ? undefined : confirmSessions(db),
  });
  return Object.assign(auth, { sessions });
}

export type Auth = ReturnType<typeof createAuth>;
