CREATE TABLE "exam_items" (
	"exam_id" integer NOT NULL,
	"ordinal_number" integer NOT NULL,
	"question_id" integer NOT NULL,
	"answer" varchar(3),
	"changes" integer DEFAULT 0 NOT NULL,
	"approved_at" timestamp with time zone,
	CONSTRAINT "exam_items_exam_id_ordinal_number_pk" PRIMARY KEY("exam_id","ordinal_number")
);
--> statement-breakpoint
CREATE TABLE "exams" (
	"id" serial PRIMARY KEY NOT NULL,
	"student_id" integer,
	"school_id" integer,
	"category" varchar(2) NOT NULL,
	"type" varchar(16) NOT NULL,
	"language" varchar(2) NOT NULL,
	"status" varchar(12) DEFAULT 'IN_PROGRESS' NOT NULL,
	"internal" boolean DEFAULT false NOT NULL,
	"demo_token_hash" text,
	"start_date" timestamp with time zone NOT NULL,
	"deadline" timestamp with time zone NOT NULL,
	"end_date" timestamp with time zone,
	"current_ordinal" integer DEFAULT 1 NOT NULL,
	"question_started_at" timestamp with time zone NOT NULL,
	"total_answers" integer NOT NULL,
	"points_all" integer NOT NULL,
	"correct_answers" integer,
	"wrong_answers" integer,
	"points" integer,
	"passed" boolean
);
--> statement-breakpoint
CREATE TABLE "student_courses" (
	"student_id" integer NOT NULL,
	"category" varchar(2) NOT NULL,
	"status" varchar(16) NOT NULL,
	"end_date" varchar(10),
	CONSTRAINT "student_courses_student_id_category_pk" PRIMARY KEY("student_id","category")
);
--> statement-breakpoint
CREATE TABLE "student_hard_questions" (
	"student_id" integer NOT NULL,
	"external_id" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "student_hard_questions_student_id_external_id_pk" PRIMARY KEY("student_id","external_id")
);
--> statement-breakpoint
ALTER TABLE "exam_items" ADD CONSTRAINT "exam_items_exam_id_exams_id_fk" FOREIGN KEY ("exam_id") REFERENCES "public"."exams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exam_items" ADD CONSTRAINT "exam_items_question_id_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."questions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exams" ADD CONSTRAINT "exams_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exams" ADD CONSTRAINT "exams_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "student_courses" ADD CONSTRAINT "student_courses_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "student_hard_questions" ADD CONSTRAINT "student_hard_questions_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "exams_student_idx" ON "exams" USING btree ("student_id","start_date");--> statement-breakpoint
CREATE INDEX "exams_status_deadline_idx" ON "exams" USING btree ("status","deadline");