CREATE TABLE "calendar_feeds" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"token_hash" varchar(64) NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "calendar_feeds_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "cars" (
	"id" serial PRIMARY KEY NOT NULL,
	"school_id" integer NOT NULL,
	"registration_number" varchar(20) NOT NULL,
	"manufacturer" varchar(100) NOT NULL,
	"model" varchar(100) NOT NULL,
	"year_of_production" integer DEFAULT 2021 NOT NULL,
	"next_checkup" date,
	"insurance_expires" date,
	"status" varchar(12) DEFAULT 'AVAILABLE' NOT NULL,
	"vin" varchar(17),
	"remarks" varchar(1000)
);
--> statement-breakpoint
CREATE TABLE "lesson_group_students" (
	"group_id" integer NOT NULL,
	"student_id" integer NOT NULL,
	CONSTRAINT "lesson_group_students_group_id_student_id_pk" PRIMARY KEY("group_id","student_id")
);
--> statement-breakpoint
CREATE TABLE "lesson_groups" (
	"id" serial PRIMARY KEY NOT NULL,
	"school_id" integer NOT NULL,
	"name" varchar(100) NOT NULL,
	"status" varchar(8) DEFAULT 'ACTIVE' NOT NULL,
	"create_date" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lessons" (
	"id" serial PRIMARY KEY NOT NULL,
	"school_id" integer NOT NULL,
	"lesson_type" varchar(8) NOT NULL,
	"lesson_status" varchar(10) DEFAULT 'PLANNED' NOT NULL,
	"lesson_date" date NOT NULL,
	"start_time" varchar(5) NOT NULL,
	"end_time" varchar(5) NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"instructor_id" integer,
	"student_id" integer,
	"group_id" integer,
	"car_id" integer,
	"remarks" varchar(500),
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "lessons_ends_after_start" CHECK ("lessons"."ends_at" > "lessons"."starts_at")
);
--> statement-breakpoint
ALTER TABLE "instructors" ADD COLUMN "notifications_enabled" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "instructors" ADD COLUMN "categories" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "instructors" ADD COLUMN "registration_number" varchar(30);--> statement-breakpoint
ALTER TABLE "instructors" ADD COLUMN "additional_info1" varchar(200);--> statement-breakpoint
ALTER TABLE "instructors" ADD COLUMN "additional_info2" varchar(200);--> statement-breakpoint
ALTER TABLE "instructors" ADD COLUMN "remarks" varchar(1000);--> statement-breakpoint
ALTER TABLE "calendar_feeds" ADD CONSTRAINT "calendar_feeds_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cars" ADD CONSTRAINT "cars_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lesson_group_students" ADD CONSTRAINT "lesson_group_students_group_id_lesson_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."lesson_groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lesson_group_students" ADD CONSTRAINT "lesson_group_students_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lesson_groups" ADD CONSTRAINT "lesson_groups_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lessons" ADD CONSTRAINT "lessons_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lessons" ADD CONSTRAINT "lessons_instructor_id_instructors_id_fk" FOREIGN KEY ("instructor_id") REFERENCES "public"."instructors"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lessons" ADD CONSTRAINT "lessons_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lessons" ADD CONSTRAINT "lessons_group_id_lesson_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."lesson_groups"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lessons" ADD CONSTRAINT "lessons_car_id_cars_id_fk" FOREIGN KEY ("car_id") REFERENCES "public"."cars"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "cars_school_registration_idx" ON "cars" USING btree ("school_id","registration_number");--> statement-breakpoint
CREATE INDEX "lesson_group_students_student_idx" ON "lesson_group_students" USING btree ("student_id");--> statement-breakpoint
CREATE UNIQUE INDEX "lesson_groups_school_name_idx" ON "lesson_groups" USING btree ("school_id",lower("name"));--> statement-breakpoint
CREATE INDEX "lessons_school_starts_idx" ON "lessons" USING btree ("school_id","starts_at");--> statement-breakpoint
CREATE INDEX "lessons_instructor_starts_idx" ON "lessons" USING btree ("instructor_id","starts_at");--> statement-breakpoint
CREATE INDEX "lessons_student_starts_idx" ON "lessons" USING btree ("student_id","starts_at");--> statement-breakpoint
CREATE INDEX "lessons_group_starts_idx" ON "lessons" USING btree ("group_id","starts_at");--> statement-breakpoint
CREATE INDEX "lessons_car_starts_idx" ON "lessons" USING btree ("car_id","starts_at");