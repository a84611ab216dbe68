ALTER TABLE "schools" ADD COLUMN "pin" varchar(4);--> statement-breakpoint
ALTER TABLE "schools" ADD COLUMN "default_password" varchar(15);--> statement-breakpoint
ALTER TABLE "schools" ADD COLUMN "logo_filename" varchar(100);--> statement-breakpoint
ALTER TABLE "schools" ADD COLUMN "number_of_days_of_learn" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "schools" ADD COLUMN "number_of_books" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "schools" ADD COLUMN "books_alert_level" integer DEFAULT 10 NOT NULL;--> statement-breakpoint
ALTER TABLE "schools" ADD COLUMN "send_invoices_to_main_email" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "schools" ADD COLUMN "billing_email" varchar(254);--> statement-breakpoint
ALTER TABLE "schools" ADD COLUMN "send_invoices" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "schools" ADD COLUMN "can_add_international" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "schools" ADD COLUMN "can_add_lecture" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "schools" ADD COLUMN "can_use_pkk" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "schools" ADD COLUMN "billing_street" varchar(200);--> statement-breakpoint
ALTER TABLE "schools" ADD COLUMN "billing_city" varchar(100);--> statement-breakpoint
ALTER TABLE "schools" ADD COLUMN "billing_post_code" varchar(6);--> statement-breakpoint
ALTER TABLE "schools" ADD COLUMN "settings" jsonb DEFAULT '{"passingPercent":90,"startHour":6,"endHour":20,"scheduleForMonths":3,"minutesForLesson":60,"cancelationByEmployeeInMinutes":1440,"cancelationByStudentInMinutes":1440,"categoriesToPick":["B"],"generateScheduleForFreeDays":false,"daysOfWork":[1,2,3,4,5],"ableToChangeCategory":true}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "schools" ADD CONSTRAINT "schools_days_of_learn_not_negative" CHECK ("schools"."number_of_days_of_learn" >= 0);--> statement-breakpoint
ALTER TABLE "schools" ADD CONSTRAINT "schools_books_not_negative" CHECK ("schools"."number_of_books" >= 0);--> statement-breakpoint
ALTER TABLE "schools" ADD CONSTRAINT "schools_pin_digits" CHECK ("schools"."pin" IS NULL OR "schools"."pin" ~ '^[0-9]{1,4}$');