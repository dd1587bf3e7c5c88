import { resolve } from "node:path";
import { z } from "zod";
import { COMPANY_ENV, companyFacts } from "#core/company/company-env.ts";
import { configProblems, envInput } from "#core/config-problems.ts";
import { DEFAULT_PDF_CHROMIUM_PATH } from "./pdf/chromium-options.ts";
import { StartupError } from "./startup-error.ts";

const NODE_ENVS = ["development", "test", "production"] as const;
const LOG_LEVELS = ["fatal", "error", "warn", "info", "debug", "trace", "silent"] as const;

const portMessage = "must be an integer between 1 and 65535";
const urlMessage = "must be an http:// or https:// URL";
const databaseUrlMessage = "must be a postgres:// or postgresql:// URL";

// Values of these variables may carry passwords, so an error never repeats them.
const SECRET_VARIABLES = new Set([
  "DATABASE_URL",
  "AUTH_SECRET",
  "SMTP_URL",
  "STRIPE_SECRET_KEY",
  "STRIPE_WEBHOOK_SECRET",
]);

// Outside production a fixed secret keeps dev sessions valid across restarts; the server warns about it.
export const DEV_AUTH_SECRET = "vitae-development-secret-not-for-production-use";

// Where contact and support messages go while SUPPORT_EMAIL is unset: a reserved domain, so they stay in the
// outbox (or bounce) instead of reaching a stranger; the public pages then show no support address at all.
export const DEFAULT_TEAM_ADDRESS = "contato@vitae.example";

function hasProtocol(value: string, protocols: string[]): boolean {
  return URL.canParse(value) && protocols.includes(new URL(value).protocol);
}

const EnvSchema = z.object({
  NODE_ENV: z.enum(NODE_ENVS, { error: `must be one of ${NODE_ENVS.join(", ")}` }).default("development"),
  PORT: z
    .string()
    .refine((value) => /^\d{1,5}$/.test(value) && Number(value) >= 1 && Number(value) <= 65535, portMessage)
    .transform(Number)
    .optional(),
  HOST: z.string().default("0.0.0.0"),
  PUBLIC_URL: z
    .string()
    .refine((value) => hasProtocol(value, ["http:", "https:"]), urlMessage)
    .optional(),
  DATA_DIR: z.string().default("data"),
  DATABASE_URL: z
    .string()
    .refine((value) => hasProtocol(value, ["postgres:", "postgresql:"]), databaseUrlMessage)
    .optional(),
  CLIENT_DIR: z.string().default("dist/client"),
  LOG_LEVEL: z.enum(LOG_LEVELS, { error: `must be one of ${LOG_LEVELS.join(", ")}` }).default("info"),
  // Signs session cookies; at least 32 characters (e.g. `openssl rand -base64 32`).
  AUTH_SECRET: z.string().min(32, "must be at least 32 characters").optional(),
  SMTP_URL: z
    .string()
    .refine((value) => hasProtocol(value, ["smtp:", "smtps:"]), "must be an smtp:// or smtps:// URL")
    .optional(),
  MAIL_FROM: z.string().default("Vitae <nao-responda@vitae.local>"),
  // The company's legal name, CNPJ, address, phone, support and DPO e-mails and hours, also read by the build.
  ...COMPANY_ENV,
  // The one header a trusted reverse proxy sets to the client address (e.g. x-forwarded-for). Unset: the
  // socket address, because any client can send such a header itself.
  TRUSTED_PROXY_HEADER: z
    .string()
    .regex(/^[A-Za-z0-9-]+$/, "must be an HTTP header name such as x-forwarded-for")
    .transform((value) => value.toLowerCase())
    .optional(),
  // The Chromium that prints PDFs (Debian's `chromium` package by default).
  CHROMIUM_PATH: z.string().default(DEFAULT_PDF_CHROMIUM_PATH),
  // Payments through Stripe Checkout; both or neither. Unset: the demo checkout (DEMO_CHECKOUT below).
  STRIPE_SECRET_KEY: z
    .string()
    .regex(/^(sk|rk)_(test|live)_\w+$/, "must be a Stripe secret key (sk_test_…, sk_live_…)")
    .optional(),
  STRIPE_WEBHOOK_SECRET: z
    .string()
    .regex(/^whsec_\w+$/, "must be a Stripe webhook secret (whsec_…)")
    .optional(),
  // The demo checkout, which charges nothing: the default without Stripe keys, except in production, where
  // a server that would hand out plans for free must be asked for explicitly.
  DEMO_CHECKOUT: z.enum(["true", "false"], { error: "must be true or false" }).optional(),
  // Set by `npm run dev`: Vite serves the web app there, so a missing CLIENT_DIR is no reason to stop.
  WEB_DEV_SERVER: z
    .string()
    .refine((value) => hasProtocol(value, ["http:", "https:"]), urlMessage)
    .optional(),
});

const hasStripeKey = (env: { STRIPE_SECRET_KEY?: string; STRIPE_WEBHOOK_SECRET?: string }) =>
  Boolean(env.STRIPE_SECRET_KEY || env.STRIPE_WEBHOOK_SECRET);

/** Every environment variable the server reads. */
export const CONFIG_VARIABLES = Object.keys(EnvSchema.shape);

const ConfigSchema = EnvSchema.refine((env) => env.NODE_ENV !== "production" || env.AUTH_SECRET, {
  path: ["AUTH_SECRET"],
  message: "is required when NODE_ENV is production",
})
  .refine((env) => Boolean(env.STRIPE_SECRET_KEY) === Boolean(env.STRIPE_WEBHOOK_SECRET), {
    path: ["STRIPE_WEBHOOK_SECRET"],
    message: "and STRIPE_SECRET_KEY must be set together (both for Stripe, neither for the demo checkout)",
  })
  .refine((env) => env.NODE_ENV !== "production" || env.DEMO_CHECKOUT !== undefined || hasStripeKey(env), {
    path: ["STRIPE_SECRET_KEY"],
    message:
      "and STRIPE_WEBHOOK_SECRET are required when NODE_ENV is production; set DEMO_CHECKOUT=true to run the demo checkout, which charges nothing",
  })
  .refine((env) => env.DEMO_CHECKOUT !== "false" || hasStripeKey(env), {
    path: ["STRIPE_SECRET_KEY"],
    message: "and STRIPE_WEBHOOK_SECRET are required when DEMO_CHECKOUT is false",
  })
  .refine((env) => env.DEMO_CHECKOUT !== "true" || !hasStripeKey(env), {
    path: ["DEMO_CHECKOUT"],
    message:
      "cannot be true when STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET are set: choose one payment service",
  })
  .transform((env) => {
    const port = env.PORT ?? 3000;
    return {
      env: env.NODE_ENV,
      port,
      host: env.HOST,
      publicUrl: (env.PUBLIC_URL ?? `http://localhost:${port}`).replace(/\/+$/, ""),
      dataDir: env.DATA_DIR,
      databaseUrl: env.DATABASE_URL,
      clientDir: env.CLIENT_DIR,
      logLevel: env.LOG_LEVEL,
      webDevServer: env.WEB_DEV_SERVER,
      authSecret: env.AUTH_SECRET ?? DEV_AUTH_SECRET,
      smtpUrl: env.SMTP_URL,
      mailFrom: env.MAIL_FROM,
      supportEmail: env.SUPPORT_EMAIL ?? DEFAULT_TEAM_ADDRESS,
      company: companyFacts(env),
      trustedProxyHeader: env.TRUSTED_PROXY_HEADER,
      chromiumPath: env.CHROMIUM_PATH,
      stripe:
        env.STRIPE_SECRET_KEY && env.STRIPE_WEBHOOK_SECRET
          ? { secretKey: env.STRIPE_SECRET_KEY, webhookSecret: env.STRIPE_WEBHOOK_SECRET }
          : undefined,
    };
  });

export type Config = z.output<typeof ConfigSchema>;

/** Thrown for a bad environment; `problems` holds one operator-readable line per bad variable. */
export class ConfigError extends StartupError {
  constructor(readonly problems: string[]) {
    super(problems.join("\n"));
  }
}

/**
 * Reads the configuration from an environment such as process.env. Relative folders are resolved
 * against `cwd`. An empty variable counts as unset, as it does in most .env files.
 */
export function loadConfig(env: Record<string, string | undefined>, cwd = process.cwd()): Config {
  const input = envInput(CONFIG_VARIABLES, env);
  const result = ConfigSchema.safeParse(input);
  if (!result.success) throw new ConfigError(configProblems(result.error, input, SECRET_VARIABLES));
  const config = result.data;
  return {
    ...config,
    dataDir: resolve(cwd, config.dataDir),
    clientDir: resolve(cwd, config.clientDir),
  };
}
