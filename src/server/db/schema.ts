import { relations, sql } from "drizzle-orm";
import { boolean, index, integer, jsonb, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import type { Finding } from "#core/analysis/finding.ts";
import type { JobAdMatch } from "#core/analysis/resume-analysis.ts";
import type { ResumeData } from "#core/resume/resume-data.ts";

// Deleting an account removes its resumes with it (LGPD); `version` guards saves from two tabs, see 0011.
export const resumes = pgTable(
  "resumes",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    content: jsonb("content").$type<ResumeData>().notNull(),
    templateId: text("template_id").notNull().default("moderno"),
    status: text("status").notNull().default("finalizado"),
    version: integer("version").notNull().default(1),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true })
      .notNull()
      .defaultNow()
      .$onUpdate(() => new Date()),
  },
  // The dashboard lists a user's resumes, most recently edited first.
  (table) => [index("resumes_user_id_updated_at_idx").on(table.userId, table.updatedAt.desc())],
);

/**
 * One analysis of a stored resume: its score and findings as they were that day, and the job ad it was read
 * against, if any. Kept so a person sees progress; the oldest go past a cap (analysis/analyze-resume.ts), and
 * all go with their resume.
 */
export const resumeAnalyses = pgTable(
  "resume_analyses",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    resumeId: uuid("resume_id")
      .notNull()
      .references(() => resumes.id, { onDelete: "cascade" }),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    score: integer("score").notNull(),
    findings: jsonb("findings").$type<Finding[]>().notNull(),
    jobAd: text("job_ad"),
    jobAdMatch: jsonb("job_ad_match").$type<JobAdMatch>(),
  },
  // A resume's analyses, latest first; the latest of each of a user's resumes.
  (table) => [
    index("resume_analyses_resume_id_created_at_idx").on(table.resumeId, table.createdAt.desc()),
    index("resume_analyses_user_id_idx").on(table.userId),
  ],
);

/** Results of an import, kept until the user saves them; the random id is the only key to a draft. */
export const resumeDrafts = pgTable(
  "resume_drafts",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: text("user_id").references(() => user.id, { onDelete: "cascade" }),
    content: jsonb("content").$type<ResumeData>().notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).defaultNow(),
    expiresAt: timestamp("expires_at", { withTimezone: true })
      .notNull()
      .default(sql`now() + interval '7 days'`),
  },
  // Expired drafts are purged by expiry date.
  (table) => [index("resume_drafts_expires_at_idx").on(table.expiresAt)],
);

// better-auth's four tables, named as its drizzle adapter expects (`user`, `session`, `account`,
// `verification`); the property names are its field names, the columns are snake_case like ours.
const createdAt = () => timestamp("created_at", { withTimezone: true }).notNull().defaultNow();
const updatedAt = () =>
  timestamp("updated_at", { withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date());

/** A person with an account; `name` holds the full name given at sign-up (the spec's full_name). */
export const user = pgTable("user", {
  id: text("id").primaryKey(),
  name: text("name").notNull(),
  email: text("email").notNull().unique(),
  emailVerified: boolean("email_verified").notNull().default(false),
  image: text("image"),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const session = pgTable(
  "session",
  {
    id: text("id").primaryKey(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    token: text("token").notNull().unique(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    ipAddress: text("ip_address"),
    userAgent: text("user_agent"),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
  },
  (table) => [index("session_user_id_idx").on(table.userId)],
);

/** Credentials: for e-mail sign-in, `password` holds our scrypt hash (see auth/password-hash.ts). */
export const account = pgTable(
  "account",
  {
    id: text("id").primaryKey(),
    accountId: text("account_id").notNull(),
    providerId: text("provider_id").notNull(),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    accessToken: text("access_token"),
    refreshToken: text("refresh_token"),
    idToken: text("id_token"),
    accessTokenExpiresAt: timestamp("access_token_expires_at", { withTimezone: true }),
    refreshTokenExpiresAt: timestamp("refresh_token_expires_at", { withTimezone: true }),
    scope: text("scope"),
    password: text("password"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [index("account_user_id_idx").on(table.userId)],
);

/** Reset-password tokens; `identifier` holds only a SHA-256 of the token (see auth/reset-token.ts). */
export const verification = pgTable(
  "verification",
  {
    id: text("id").primaryKey(),
    identifier: text("identifier").notNull(),
    value: text("value").notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [index("verification_identifier_idx").on(table.identifier)],
);

/**
 * Fixed-window counters for rate limits and failed logins, shared by every app instance. `key` names the
 * rule and the client address or account, e.g. `sign-in:ip:203.0.113.9`.
 */
export const rateLimits = pgTable("rate_limits", {
  key: text("key").primaryKey(),
  count: integer("count").notNull(),
  windowStartedAt: timestamp("window_started_at", { withTimezone: true }).notNull(),
});

/**
 * One checkout with a payment provider. A paid purchase carries the plan expiry it granted; the plan is active
 * while some paid purchase's `planExpiresAt` is in the future. A purchase made before sign-up (the spec's
 * /pagamento-inicial) has only `email` until an account with that address claims it.
 */
export const purchases = pgTable(
  "purchases",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    provider: text("provider").notNull(),
    providerSessionId: text("provider_session_id").notNull().unique(),
    userId: text("user_id").references(() => user.id, { onDelete: "cascade" }),
    email: text("email"),
    amountCents: integer("amount_cents").notNull(),
    currency: text("currency").notNull(),
    /** `pending` until the provider says paid; then `paid`, or `failed` / `expired`. */
    status: text("status").notNull().default("pending"),
    paidAt: timestamp("paid_at", { withTimezone: true }),
    planExpiresAt: timestamp("plan_expires_at", { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [index("purchases_user_id_idx").on(table.userId), index("purchases_email_idx").on(table.email)],
);

/** Provider events already handled, so a webhook delivered twice changes nothing. */
export const processedEvents = pgTable("processed_events", {
  id: text("id").primaryKey(),
  provider: text("provider").notNull(),
  processedAt: timestamp("processed_at", { withTimezone: true }).notNull().defaultNow(),
});

// Relations let better-auth read a session and its user in one query (advanced.database.joins in create-auth.ts).
export const sessionRelations = relations(session, ({ one }) => ({
  user: one(user, { fields: [session.userId], references: [user.id] }),
}));
export const accountRelations = relations(account, ({ one }) => ({
  user: one(user, { fields: [account.userId], references: [user.id] }),
}));
export const userRelations = relations(user, ({ many }) => ({
  sessions: many(session),
  accounts: many(account),
}));
