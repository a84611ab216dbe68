CREATE TABLE "jobs" (
	"name" varchar(64) PRIMARY KEY NOT NULL,
	"interval_ms" integer NOT NULL,
	"next_due_at" timestamp with time zone NOT NULL,
	"locked_until" timestamp with time zone,
	"locked_by" varchar(128),
	"last_started_at" timestamp with time zone,
	"last_finished_at" timestamp with time zone,
	"last_outcome" varchar(8),
	"last_error" text,
	"runs" integer DEFAULT 0 NOT NULL,
	"failures" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "partial_registrations" ADD COLUMN "stock_books" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "partial_registrations" ADD COLUMN "stock_returned_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "payments_status_updated_idx" ON "payments" USING btree ("status","updated_at");