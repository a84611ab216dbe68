CREATE TABLE "content_media" (
	"path" text PRIMARY KEY NOT NULL,
	"kind" varchar(9) NOT NULL,
	"content_type" text NOT NULL,
	"size" integer NOT NULL,
	"sha256" varchar(64) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "course_modules" (
	"id" serial PRIMARY KEY NOT NULL,
	"course_id" integer NOT NULL,
	"module_number" integer NOT NULL,
	"name" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "course_slides" (
	"id" serial PRIMARY KEY NOT NULL,
	"module_id" integer NOT NULL,
	"subject_id" integer NOT NULL,
	"lesson_number" integer NOT NULL,
	"name" text NOT NULL,
	"content" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "course_subjects" (
	"id" serial PRIMARY KEY NOT NULL,
	"module_id" integer NOT NULL,
	"position" integer NOT NULL,
	"name" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "courses" (
	"id" serial PRIMARY KEY NOT NULL,
	"key" varchar(64) NOT NULL,
	"category" varchar(2) NOT NULL,
	"language" varchar(2) NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "elearning_progress" (
	"student_id" integer NOT NULL,
	"course_id" integer NOT NULL,
	"module_number" integer NOT NULL,
	"subject_id" integer NOT NULL,
	"slide_id" integer NOT NULL,
	"lesson_number" integer NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "elearning_progress_student_id_course_id_pk" PRIMARY KEY("student_id","course_id")
);
--> statement-breakpoint
CREATE TABLE "elearning_slide_views" (
	"student_id" integer NOT NULL,
	"slide_id" integer NOT NULL,
	"viewed_at" timestamp with time zone NOT NULL,
	CONSTRAINT "elearning_slide_views_student_id_slide_id_pk" PRIMARY KEY("student_id","slide_id")
);
--> statement-breakpoint
CREATE TABLE "lecture_progress" (
	"student_id" integer NOT NULL,
	"lecture_id" integer NOT NULL,
	"started" boolean NOT NULL,
	"finished" boolean NOT NULL,
	"end_time" integer NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "lecture_progress_student_id_lecture_id_pk" PRIMARY KEY("student_id","lecture_id")
);
--> statement-breakpoint
CREATE TABLE "lectures" (
	"id" serial PRIMARY KEY NOT NULL,
	"key" varchar(64) NOT NULL,
	"set_key" varchar(64) NOT NULL,
	"category" varchar(2),
	"language" varchar(2) NOT NULL,
	"position" integer NOT NULL,
	"title" text NOT NULL,
	"link" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"time" integer NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "slide_attachments" (
	"id" serial PRIMARY KEY NOT NULL,
	"slide_id" integer NOT NULL,
	"type" varchar(5) NOT NULL,
	"file" text NOT NULL,
	"position" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "media_token_hash" text;--> statement-breakpoint
ALTER TABLE "course_modules" ADD CONSTRAINT "course_modules_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_slides" ADD CONSTRAINT "course_slides_module_id_course_modules_id_fk" FOREIGN KEY ("module_id") REFERENCES "public"."course_modules"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_slides" ADD CONSTRAINT "course_slides_subject_id_course_subjects_id_fk" FOREIGN KEY ("subject_id") REFERENCES "public"."course_subjects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_subjects" ADD CONSTRAINT "course_subjects_module_id_course_modules_id_fk" FOREIGN KEY ("module_id") REFERENCES "public"."course_modules"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "elearning_progress" ADD CONSTRAINT "elearning_progress_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "elearning_progress" ADD CONSTRAINT "elearning_progress_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "elearning_progress" ADD CONSTRAINT "elearning_progress_subject_id_course_subjects_id_fk" FOREIGN KEY ("subject_id") REFERENCES "public"."course_subjects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "elearning_progress" ADD CONSTRAINT "elearning_progress_slide_id_course_slides_id_fk" FOREIGN KEY ("slide_id") REFERENCES "public"."course_slides"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "elearning_slide_views" ADD CONSTRAINT "elearning_slide_views_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "elearning_slide_views" ADD CONSTRAINT "elearning_slide_views_slide_id_course_slides_id_fk" FOREIGN KEY ("slide_id") REFERENCES "public"."course_slides"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lecture_progress" ADD CONSTRAINT "lecture_progress_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lecture_progress" ADD CONSTRAINT "lecture_progress_lecture_id_lectures_id_fk" FOREIGN KEY ("lecture_id") REFERENCES "public"."lectures"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "slide_attachments" ADD CONSTRAINT "slide_attachments_slide_id_course_slides_id_fk" FOREIGN KEY ("slide_id") REFERENCES "public"."course_slides"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "course_modules_number_uq" ON "course_modules" USING btree ("course_id","module_number");--> statement-breakpoint
CREATE UNIQUE INDEX "course_slides_lesson_uq" ON "course_slides" USING btree ("module_id","lesson_number");--> statement-breakpoint
CREATE INDEX "course_slides_subject_idx" ON "course_slides" USING btree ("subject_id");--> statement-breakpoint
CREATE UNIQUE INDEX "course_subjects_position_uq" ON "course_subjects" USING btree ("module_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "courses_key_uq" ON "courses" USING btree ("key");--> statement-breakpoint
CREATE INDEX "courses_category_idx" ON "courses" USING btree ("category","language");--> statement-breakpoint
CREATE UNIQUE INDEX "lectures_key_uq" ON "lectures" USING btree ("set_key","key");--> statement-breakpoint
CREATE INDEX "lectures_list_idx" ON "lectures" USING btree ("language","position");--> statement-breakpoint
CREATE INDEX "slide_attachments_slide_idx" ON "slide_attachments" USING btree ("slide_id");--> statement-breakpoint
CREATE UNIQUE INDEX "sessions_media_token_uq" ON "sessions" USING btree ("media_token_hash");