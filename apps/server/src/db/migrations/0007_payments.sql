CREATE TABLE "access_codes" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" varchar(32) NOT NULL,
	"kind" varchar(8) NOT NULL,
	"days" integer NOT NULL,
	"multi_language" boolean DEFAULT false NOT NULL,
	"lectures_days" integer DEFAULT 0 NOT NULL,
	"valid_till" timestamp with time zone,
	"used_by_user_id" integer,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "access_codes_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "discount_codes" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" varchar(32) NOT NULL,
	"percent_off" integer,
	"amount_off_grosz" integer,
	"valid_till" timestamp with time zone,
	"max_uses" integer,
	"used_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "discount_codes_code_unique" UNIQUE("code"),
	CONSTRAINT "discount_codes_one_kind" CHECK (("discount_codes"."percent_off" IS NULL) <> ("discount_codes"."amount_off_grosz" IS NULL)),
	CONSTRAINT "discount_codes_percent_range" CHECK ("discount_codes"."percent_off" IS NULL OR ("discount_codes"."percent_off" BETWEEN 1 AND 100)),
	CONSTRAINT "discount_codes_amount_positive" CHECK ("discount_codes"."amount_off_grosz" IS NULL OR "discount_codes"."amount_off_grosz" > 0)
);
--> statement-breakpoint
CREATE TABLE "payments" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"subscription_id" integer NOT NULL,
	"amount_grosz" integer NOT NULL,
	"description" varchar(200) NOT NULL,
	"status" varchar(16) DEFAULT 'NEW' NOT NULL,
	"confirmation_type" varchar(8) NOT NULL,
	"nip" varchar(10),
	"invoice_name" varchar(200),
	"invoice_address" varchar(300),
	"first_name" varchar(100) NOT NULL,
	"last_name" varchar(100) NOT NULL,
	"email" varchar(254) NOT NULL,
	"ip_address" varchar(64),
	"discount_code" varchar(32),
	"provider_payment_id" varchar(64),
	"error_code" text,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"credited_at" timestamp with time zone,
	CONSTRAINT "payments_provider_payment_id_unique" UNIQUE("provider_payment_id")
);
--> statement-breakpoint
CREATE TABLE "subscriptions" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" varchar(8) NOT NULL,
	"subscription_type" varchar(12) NOT NULL,
	"number_of_days" integer NOT NULL,
	"price_grosz" integer NOT NULL,
	"multi_language" boolean DEFAULT false NOT NULL,
	"discount_available" boolean DEFAULT true NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "access_codes" ADD CONSTRAINT "access_codes_used_by_user_id_users_id_fk" FOREIGN KEY ("used_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_subscription_id_subscriptions_id_fk" FOREIGN KEY ("subscription_id") REFERENCES "public"."subscriptions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payments_user_idx" ON "payments" USING btree ("user_id","created_at");--> statement-breakpoint
-- The catalogue (spec §9 prices) lives in the migration so that every installation, demo or not,
-- sells the same offer from its first start. Prices in grosz. The e-lectures add-on is priced at
-- 5 PLN for 40 days (spec §9: "e-lectures add 5 PLN"); the CODE row describes the 90-day promotional access.
INSERT INTO "subscriptions" ("kind", "subscription_type", "number_of_days", "price_grosz", "multi_language", "discount_available", "active", "sort") VALUES
  ('ONLINE', 'TIMEBASED', 40, 1900, false, true, true, 10),
  ('ONLINE', 'TIMEBASED', 40, 2900, true, true, true, 20),
  ('ONLINE', 'TIMEBASED', 120, 2900, false, true, true, 30),
  ('ONLINE', 'TIMEBASED', 120, 3900, true, true, true, 40),
  ('ONLINE', 'LECTURES', 40, 500, false, false, true, 50),
  ('CODE', 'TIMEBASED', 90, 0, false, false, true, 90);
