CREATE TABLE "resume_analyses" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"resume_id" uuid NOT NULL,
	"user_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"score" integer NOT NULL,
	"findings" jsonb NOT NULL,
	"job_ad" text,
	"job_ad_match" jsonb
);
--> statement-breakpoint
ALTER TABLE "resume_analyses" ADD CONSTRAINT "resume_analyses_resume_id_resumes_id_fk" FOREIGN KEY ("resume_id") REFERENCES "public"."resumes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "resume_analyses" ADD CONSTRAINT "resume_analyses_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "resume_analyses_resume_id_created_at_idx" ON "resume_analyses" USING btree ("resume_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "resume_analyses_user_id_idx" ON "resume_analyses" USING btree ("user_id");