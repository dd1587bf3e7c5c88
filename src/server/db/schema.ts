import { sql } from "drizzle-orm";
import { index, jsonb, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import type { ResumeData } from "#core/resume/resume-data.ts";

// user_id has no foreign key yet: the user table arrives with accounts.
export const resumes = pgTable(
  "resumes",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: text("user_id").notNull(),
    name: text("name").notNull(),
    content: jsonb("content").$type<ResumeData>().notNull(),
    templateId: text("template_id").notNull().default("moderno"),
    status: text("status").notNull().default("finalizado"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true })
      .notNull()
      .defaultNow()
      .$onUpdate(() => new Date()),
  },
  // The dashboard lists a user's resumes, most recently edited first.
  (table) => [index("resumes_user_id_updated_at_idx").on(table.userId, table.updatedAt.desc())],
);

/** Results of an import, kept until the user saves them; the random id is the only key to a draft. */
export const resumeDrafts = pgTable(
  "resume_drafts",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: text("user_id"),
    content: jsonb("content").$type<ResumeData>().notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).defaultNow(),
    expiresAt: timestamp("expires_at", { withTimezone: true })
      .notNull()
      .default(sql`now() + interval '7 days'`),
  },
  // Expired drafts are purged by expiry date.
  (table) => [index("resume_drafts_expires_at_idx").on(table.expiresAt)],
);
