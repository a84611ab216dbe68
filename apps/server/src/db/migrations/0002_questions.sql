CREATE TABLE "question_categories" (
	"question_id" integer NOT NULL,
	"category" varchar(2) NOT NULL,
	CONSTRAINT "question_categories_category_question_id_pk" PRIMARY KEY("category","question_id")
);
--> statement-breakpoint
CREATE TABLE "question_imports" (
	"id" serial PRIMARY KEY NOT NULL,
	"file_name" varchar(300) NOT NULL,
	"imported_at" timestamp with time zone NOT NULL,
	"report" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "question_texts" (
	"question_id" integer NOT NULL,
	"language" varchar(2) NOT NULL,
	"question_text" text NOT NULL,
	"answer_a" text,
	"answer_b" text,
	"answer_c" text,
	"explenation" text,
	CONSTRAINT "question_texts_question_id_language_pk" PRIMARY KEY("question_id","language")
);
--> statement-breakpoint
CREATE TABLE "questions" (
	"id" serial PRIMARY KEY NOT NULL,
	"external_id" integer NOT NULL,
	"type" varchar(16) NOT NULL,
	"correct" varchar(3) NOT NULL,
	"weight" integer NOT NULL,
	"media" varchar(200),
	"media_type" varchar(8),
	"media_exists" boolean DEFAULT false NOT NULL,
	"module_id" integer,
	"legal_source" text,
	"active" boolean DEFAULT true NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"last_update_date" timestamp with time zone NOT NULL,
	CONSTRAINT "questions_external_id_unique" UNIQUE("external_id")
);
--> statement-breakpoint
ALTER TABLE "question_categories" ADD CONSTRAINT "question_categories_question_id_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."questions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "question_texts" ADD CONSTRAINT "question_texts_question_id_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."questions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "question_categories_question_idx" ON "question_categories" USING btree ("question_id");--> statement-breakpoint
CREATE INDEX "questions_type_weight_idx" ON "questions" USING btree ("type","weight");--> statement-breakpoint
CREATE INDEX "questions_module_idx" ON "questions" USING btree ("module_id");