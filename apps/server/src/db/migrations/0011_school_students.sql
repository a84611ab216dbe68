ALTER TABLE "students" ADD COLUMN "osk_remarks" varchar(500);--> statement-breakpoint
ALTER TABLE "students" ADD COLUMN "notifications_enabled" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "students" ADD COLUMN "only_ministry_questions" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "students" ADD COLUMN "invoice" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "students" ADD COLUMN "with_book" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "students" ADD COLUMN "account_expire" date;--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "locked_by_exam_id" integer;--> statement-breakpoint
ALTER TABLE "exams" ADD COLUMN "examinee_first_name" varchar(100);--> statement-breakpoint
ALTER TABLE "exams" ADD COLUMN "examinee_last_name" varchar(100);