-- Rows written before accounts existed belong to nobody; the foreign keys below cannot hold with them.
DELETE FROM "resumes" WHERE "user_id" NOT IN (SELECT "id" FROM "user");--> statement-breakpoint
UPDATE "resume_drafts" SET "user_id" = NULL WHERE "user_id" IS NOT NULL AND "user_id" NOT IN (SELECT "id" FROM "user");--> statement-breakpoint
ALTER TABLE "resumes" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "resume_drafts" ADD CONSTRAINT "resume_drafts_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "resumes" ADD CONSTRAINT "resumes_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;