CREATE TABLE "document_counters" (
	"series" varchar(4) NOT NULL,
	"year" integer NOT NULL,
	"last_number" integer NOT NULL,
	CONSTRAINT "document_counters_series_year_pk" PRIMARY KEY("series","year")
);
--> statement-breakpoint
CREATE TABLE "payment_documents" (
	"id" serial PRIMARY KEY NOT NULL,
	"payment_id" integer,
	"series" varchar(4) NOT NULL,
	"year" integer NOT NULL,
	"sequence" integer NOT NULL,
	"number" varchar(32) NOT NULL,
	"issued_on" date NOT NULL,
	"issued_at" timestamp with time zone NOT NULL,
	"data" jsonb NOT NULL,
	CONSTRAINT "payment_documents_number_unique" UNIQUE("number"),
	CONSTRAINT "payment_documents_payment_unique" UNIQUE("payment_id"),
	CONSTRAINT "payment_documents_series_number_unique" UNIQUE("series","year","sequence")
);
--> statement-breakpoint
ALTER TABLE "payment_documents" ADD CONSTRAINT "payment_documents_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payment_documents_issued_idx" ON "payment_documents" USING btree ("issued_on");