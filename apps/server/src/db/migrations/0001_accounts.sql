CREATE TABLE "actions" (
	"id" serial PRIMARY KEY NOT NULL,
	"token_hash" text NOT NULL,
	"type" varchar(32) NOT NULL,
	"status" varchar(16) DEFAULT 'NEW' NOT NULL,
	"user_id" integer,
	"user_email" varchar(254),
	"school_id" integer,
	"payload" jsonb,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	CONSTRAINT "actions_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "coupons" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" varchar(32) NOT NULL,
	"days" integer NOT NULL,
	"category" varchar(2) DEFAULT 'B' NOT NULL,
	"multi_language" boolean DEFAULT false NOT NULL,
	"lectures_days" integer DEFAULT 0 NOT NULL,
	"school_id" integer,
	"valid_till" timestamp with time zone,
	"used_by_user_id" integer,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "coupons_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "guardians" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(200) NOT NULL,
	"phone_number" varchar(20),
	"email" varchar(254)
);
--> statement-breakpoint
CREATE TABLE "oauth_states" (
	"state_hash" text PRIMARY KEY NOT NULL,
	"purpose" varchar(16) NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "partial_registrations" (
	"id" serial PRIMARY KEY NOT NULL,
	"token_hash" text NOT NULL,
	"school_id" integer,
	"email" varchar(254),
	"phone_number" varchar(20),
	"first_name" varchar(100),
	"last_name" varchar(100),
	"category" varchar(2) DEFAULT 'B' NOT NULL,
	"learning_days" integer DEFAULT 0 NOT NULL,
	"lectures_days" integer DEFAULT 0 NOT NULL,
	"status" varchar(16) DEFAULT 'NEW' NOT NULL,
	"user_id" integer,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"accepted_at" timestamp with time zone,
	CONSTRAINT "partial_registrations_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "phone_changes" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"phone_number" varchar(20) NOT NULL,
	"code_hash" text NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "social_accounts" (
	"id" serial PRIMARY KEY NOT NULL,
	"provider" varchar(32) NOT NULL,
	"subject" varchar(200) NOT NULL,
	"user_id" integer NOT NULL,
	"email" varchar(254),
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "schools" ADD COLUMN "address" varchar(200);--> statement-breakpoint
ALTER TABLE "schools" ADD COLUMN "postal_code" varchar(6);--> statement-breakpoint
ALTER TABLE "schools" ADD COLUMN "city" varchar(100);--> statement-breakpoint
ALTER TABLE "schools" ADD COLUMN "phone_number" varchar(20);--> statement-breakpoint
ALTER TABLE "schools" ADD COLUMN "email" varchar(254);--> statement-breakpoint
ALTER TABLE "schools" ADD COLUMN "website" varchar(200);--> statement-breakpoint
ALTER TABLE "schools" ADD COLUMN "guardian_id" integer;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "partner_password_enc" text;--> statement-breakpoint
ALTER TABLE "actions" ADD CONSTRAINT "actions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "actions" ADD CONSTRAINT "actions_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupons" ADD CONSTRAINT "coupons_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupons" ADD CONSTRAINT "coupons_used_by_user_id_users_id_fk" FOREIGN KEY ("used_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partial_registrations" ADD CONSTRAINT "partial_registrations_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partial_registrations" ADD CONSTRAINT "partial_registrations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "phone_changes" ADD CONSTRAINT "phone_changes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "social_accounts" ADD CONSTRAINT "social_accounts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "actions_user_idx" ON "actions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "actions_type_status_idx" ON "actions" USING btree ("type","status");--> statement-breakpoint
CREATE INDEX "partial_registrations_school_idx" ON "partial_registrations" USING btree ("school_id");--> statement-breakpoint
CREATE UNIQUE INDEX "social_accounts_provider_subject_idx" ON "social_accounts" USING btree ("provider","subject");--> statement-breakpoint
CREATE INDEX "social_accounts_user_idx" ON "social_accounts" USING btree ("user_id");