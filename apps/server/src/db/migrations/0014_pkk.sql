CREATE TABLE "pkk_authority_profiles" (
	"number" varchar(20) PRIMARY KEY NOT NULL,
	"pesel" varchar(11),
	"birth_date" date NOT NULL,
	"holder" varchar(20),
	"state" varchar(32) NOT NULL,
	"profile" jsonb NOT NULL,
	"osk_update" jsonb,
	"word_section" jsonb NOT NULL,
	"history" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"last_signed_document" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pkk_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"pkk_profile_id" integer NOT NULL,
	"update_date" timestamp with time zone NOT NULL,
	"type" varchar(40) NOT NULL,
	"start_date" date,
	"end_date" date,
	"instructor" varchar(220),
	"lecturer" varchar(220),
	"practical_class_hours" integer,
	"practical_class_minutes" integer,
	"theory_class_hours" integer,
	"theory_class_minutes" integer,
	"comments" varchar(1000),
	"signer" varchar(220)
);
--> statement-breakpoint
CREATE TABLE "pkk_profiles" (
	"id" serial PRIMARY KEY NOT NULL,
	"school_id" integer NOT NULL,
	"number" varchar(20) NOT NULL,
	"pesel" varchar(11),
	"birth_date" date,
	"first_name" varchar(100) NOT NULL,
	"last_name" varchar(100) NOT NULL,
	"category_name" varchar(8) NOT NULL,
	"status" varchar(24) NOT NULL,
	"download_date" timestamp with time zone,
	"update_date" timestamp with time zone,
	"profile" jsonb NOT NULL,
	"osk_update" jsonb,
	"word_section" jsonb
);
--> statement-breakpoint
CREATE TABLE "pkk_signatures" (
	"id" serial PRIMARY KEY NOT NULL,
	"school_id" integer NOT NULL,
	"pkk_number" varchar(20) NOT NULL,
	"user_id" integer,
	"signer_id" integer,
	"signer_name" varchar(220) NOT NULL,
	"user_login" varchar(100) NOT NULL,
	"method" varchar(20) NOT NULL,
	"certificate_subject" varchar(1000) NOT NULL,
	"certificate_issuer" varchar(1000) NOT NULL,
	"certificate_serial" varchar(100) NOT NULL,
	"document_sha256" varchar(64) NOT NULL,
	"document" text NOT NULL,
	"signed_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pkk_trusted_profile_sessions" (
	"token_hash" varchar(64) PRIMARY KEY NOT NULL,
	"school_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"signer_id" integer NOT NULL,
	"document" text NOT NULL,
	"return_url" varchar(500) NOT NULL,
	"status" varchar(12) DEFAULT 'PENDING' NOT NULL,
	"signed_document" text,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "signers" (
	"id" serial PRIMARY KEY NOT NULL,
	"school_id" integer NOT NULL,
	"first_name" varchar(100) NOT NULL,
	"last_name" varchar(100) NOT NULL,
	"client_login" varchar(100) NOT NULL,
	"default_signer" boolean DEFAULT false NOT NULL,
	"pesel" varchar(11),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "schools" ADD COLUMN "pkk_registry_number" varchar(20);--> statement-breakpoint
ALTER TABLE "pkk_events" ADD CONSTRAINT "pkk_events_pkk_profile_id_pkk_profiles_id_fk" FOREIGN KEY ("pkk_profile_id") REFERENCES "public"."pkk_profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pkk_profiles" ADD CONSTRAINT "pkk_profiles_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pkk_signatures" ADD CONSTRAINT "pkk_signatures_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pkk_signatures" ADD CONSTRAINT "pkk_signatures_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pkk_signatures" ADD CONSTRAINT "pkk_signatures_signer_id_signers_id_fk" FOREIGN KEY ("signer_id") REFERENCES "public"."signers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pkk_trusted_profile_sessions" ADD CONSTRAINT "pkk_trusted_profile_sessions_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pkk_trusted_profile_sessions" ADD CONSTRAINT "pkk_trusted_profile_sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pkk_trusted_profile_sessions" ADD CONSTRAINT "pkk_trusted_profile_sessions_signer_id_signers_id_fk" FOREIGN KEY ("signer_id") REFERENCES "public"."signers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "signers" ADD CONSTRAINT "signers_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "pkk_events_profile_idx" ON "pkk_events" USING btree ("pkk_profile_id");--> statement-breakpoint
CREATE UNIQUE INDEX "pkk_profiles_school_number_idx" ON "pkk_profiles" USING btree ("school_id","number");--> statement-breakpoint
CREATE INDEX "pkk_profiles_school_status_idx" ON "pkk_profiles" USING btree ("school_id","status");--> statement-breakpoint
CREATE INDEX "pkk_signatures_school_number_idx" ON "pkk_signatures" USING btree ("school_id","pkk_number");--> statement-breakpoint
CREATE UNIQUE INDEX "signers_school_login_idx" ON "signers" USING btree ("school_id",lower("client_login"));--> statement-breakpoint
CREATE UNIQUE INDEX "signers_one_default_idx" ON "signers" USING btree ("school_id") WHERE "signers"."default_signer";