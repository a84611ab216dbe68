-- Issue 22: what happened at a lesson (outcome HELD, NO_SHOW or CANCELLED with who cancelled, recorded
-- once the lesson has started) and the lesson's meeting place. The hours ledger (progress card, PKK
-- pre-flight) now counts only lessons marked HELD.
ALTER TABLE "lessons" ADD COLUMN "meeting_place" varchar(200);--> statement-breakpoint
ALTER TABLE "lessons" ADD COLUMN "outcome" varchar(10);--> statement-breakpoint
ALTER TABLE "lessons" ADD COLUMN "cancelled_by" varchar(10);--> statement-breakpoint
ALTER TABLE "lessons" ADD COLUMN "outcome_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "lessons" ADD CONSTRAINT "lessons_outcome_known" CHECK ("lessons"."outcome" IS NULL OR "lessons"."outcome" IN ('HELD', 'NO_SHOW', 'CANCELLED'));--> statement-breakpoint
ALTER TABLE "lessons" ADD CONSTRAINT "lessons_cancelled_by_only_when_cancelled" CHECK (("lessons"."outcome" = 'CANCELLED' AND "lessons"."cancelled_by" IN ('SCHOOL', 'INSTRUCTOR', 'LEARNER')) OR ("lessons"."outcome" IS DISTINCT FROM 'CANCELLED' AND "lessons"."cancelled_by" IS NULL));
--> statement-breakpoint
-- Lessons that had already ended before this migration were counted as conducted until now: they are
-- marked HELD (recorded at the migration) so that no school's progress cards and PKK hours drop
-- overnight; a school corrects the few that did not take place. Lessons not yet ended stay unrecorded.
UPDATE "lessons" SET "outcome" = 'HELD', "outcome_at" = now() WHERE "ends_at" <= now();
