CREATE TABLE "learn_answer_receipts" (
	"student_id" integer NOT NULL,
	"answer_id" uuid NOT NULL,
	"question_id" integer NOT NULL,
	"correct" boolean NOT NULL,
	"answered_at" timestamp with time zone NOT NULL,
	"received_at" timestamp with time zone NOT NULL,
	CONSTRAINT "learn_answer_receipts_student_id_answer_id_pk" PRIMARY KEY("student_id","answer_id")
);
--> statement-breakpoint
ALTER TABLE "learn_answer_receipts" ADD CONSTRAINT "learn_answer_receipts_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "learn_answer_receipts" ADD CONSTRAINT "learn_answer_receipts_question_id_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."questions"("id") ON DELETE cascade ON UPDATE no action;