CREATE TABLE "pin_lockouts" (
	"id" serial PRIMARY KEY NOT NULL,
	"school_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"exam_id" integer NOT NULL,
	"failures" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "throttle_counters" (
	"key" text NOT NULL,
	"window_start" timestamp with time zone NOT NULL,
	"window_end" timestamp with time zone NOT NULL,
	"hits" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "throttle_counters_key_window_start_pk" PRIMARY KEY("key","window_start")
);
--> statement-breakpoint
ALTER TABLE "schools" ADD COLUMN "pin_failures" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "schools" ADD COLUMN "content_preview_approved" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "pin_lockouts" ADD CONSTRAINT "pin_lockouts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "pin_lockouts_school_idx" ON "pin_lockouts" USING btree ("school_id");--> statement-breakpoint
CREATE INDEX "throttle_counters_window_end_idx" ON "throttle_counters" USING btree ("window_end");