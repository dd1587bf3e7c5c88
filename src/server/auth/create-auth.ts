import { betterAuth } from "better-auth";
import { drizzleAdapter } from "better-auth/adapters/drizzle";
import { claimEmailPurchases } from "../billing/claim-email-purchases.ts";
import type { Config } from "../config.ts";
import { DEV_AUTH_SECRET } from "../config.ts";
import type { Database } from "../db/database.ts";
import * as schema from "../db/schema.ts";
import { resetPasswordEmail } from "../email/reset-password-email.ts";
import type { SendEmail } from "../email/send-email.ts";
import type { Logger } from "../logger.ts";
import { clearRateLimit } from "../rate-limit/rate-limit.ts";
import { CLIENT_ADDRESS_HEADER } from "./auth-request.ts";
import { failedSignInKey } from "./failed-sign-in.ts";
import { hashPassword, verifyPassword } from "./password-hash.ts";
import { MIN_PASSWORD_LENGTH } from "./password-strength.ts";
import { resetTokenStorage, revokeResetTokens } from "./reset-token.ts";

export type AuthConfig = Pick<Config, "env" | "publicUrl" | "authSecret">;
export type AuthDeps = { config: AuthConfig; db: Database; logger: Logger; sendEmail: SendEmail };

const DAY_SECONDS = 24 * 60 * 60;

/** better-auth on our database: e-mail and password only, sessions in the `session` table. */
export function createAuth({ config, db, logger, sendEmail }: AuthDeps) {
  if (config.authSecret === DEV_AUTH_SECRET) {
    logger.warn("AUTH_SECRET is not set: using the development secret. Set it before going to production.");
  }
  return betterAuth({
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
      password: { hash: hashPassword, verify: verifyPassword },
      resetPasswordTokenExpiresIn: DAY_SECONDS,
      revokeSessionsOnPasswordReset: true,
      sendResetPassword: async ({ user, token }) => {
        const link = `${config.publicUrl}/reset-password?token=${encodeURIComponent(token)}`;
        // Not awaited: a slow mail server must not make a known e-mail answer later than an unknown one.
        sendEmail(resetPasswordEmail({ to: user.email, name: user.name, link })).catch((error: unknown) =>
          logger.error({ err: error }, "could not send the password reset e-mail"),
        );
      },
      onPasswordReset: async ({ user }) => {
        await revokeResetTokens(db, user.id);
        // Whoever proved they own the mailbox may sign in again at once.
        await clearRateLimit(db, failedSignInKey(user.email));
      },
    },
    verification: { storeIdentifier: resetTokenStorage },
    databaseHooks: {
      session: {
        create: {
          // Every sign-up and sign-in makes a session: the moment a plan bought on /pagamento-inicial with
          // this e-mail becomes the account's. Runs after the session is saved; a failure never blocks it.
          after: async (session) => {
            await claimEmailPurchases(db, session.userId).catch((error: unknown) =>
              logger.error({ err: error }, "could not attach the e-mail purchases to the account"),
            );
          },
        },
      },
    },
    session: { expiresIn: 30 * DAY_SECONDS, updateAge: DAY_SECONDS },
    // Our own limiter (rate-limit/) keys on an address we trust; better-auth's would read X-Forwarded-For.
    rateLimit: { enabled: false },
    advanced: {
      // better-auth turns its URL and origin checks off when NODE_ENV=test; our tests must see production's.
      disableOriginCheck: false,
      useSecureCookies: config.env === "production",
      defaultCookieAttributes: { httpOnly: true, sameSite: "lax" },
      // Set by auth-routes.ts from the socket or the trusted proxy header, replacing any client value.
      ipAddress: { ipAddressHeaders: [CLIENT_ADDRESS_HEADER] },
    },
    telemetry: { enabled: false },
    logger: {
      level: "warn",
      log: (level, message, ...args) => logger[level]({ source: "better-auth", args }, message),
    },
  });
}

export type Auth = ReturnType<typeof createAuth>;
