CREATE TABLE "learn_answers" (
	"student_id" integer NOT NULL,
	"question_id" integer NOT NULL,
	"box" integer NOT NULL,
	"right_count" integer DEFAULT 0 NOT NULL,
	"wrong_count" integer DEFAULT 0 NOT NULL,
	"last_answer_correct" boolean NOT NULL,
	"last_answered_at" timestamp with time zone NOT NULL,
	"due_at" timestamp with time zone NOT NULL,
	CONSTRAINT "learn_answers_student_id_question_id_pk" PRIMARY KEY("student_id","question_id")
);
--> statement-breakpoint
CREATE TABLE "learn_progress" (
	"student_id" integer NOT NULL,
	"category" varchar(2) NOT NULL,
	"module_id" integer NOT NULL,
	"question_number" integer NOT NULL,
	"max" integer NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "learn_progress_student_id_category_module_id_pk" PRIMARY KEY("student_id","category","module_id")
);
--> statement-breakpoint
ALTER TABLE "learn_answers" ADD CONSTRAINT "learn_answers_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "learn_answers" ADD CONSTRAINT "learn_answers_question_id_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."questions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "learn_progress" ADD CONSTRAINT "learn_progress_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE cascade ON UPDATE no action;