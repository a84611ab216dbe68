-- Issue 22: the day-before lesson messages sent (an instructor's digest, a learner's reminder), one row per
-- kind, school, user and lesson date, written in the transaction that queues the messages in the outbox, so
-- a re-run or a second instance never sends them twice.
CREATE TABLE "lesson_day_notices" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" varchar(8) NOT NULL,
	"school_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"lesson_date" date NOT NULL,
	"lessons" integer NOT NULL,
	"messages" integer NOT NULL,
	"sent_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "lesson_day_notices" ADD CONSTRAINT "lesson_day_notices_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lesson_day_notices" ADD CONSTRAINT "lesson_day_notices_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "lesson_day_notices_once_idx" ON "lesson_day_notices" USING btree ("kind","school_id","user_id","lesson_date");--> statement-breakpoint
CREATE INDEX "lesson_day_notices_date_idx" ON "lesson_day_notices" USING btree ("lesson_date");--> statement-breakpoint
CREATE INDEX "lesson_day_notices_user_idx" ON "lesson_day_notices" USING btree ("user_id");