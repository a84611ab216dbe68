-- Issue 24 (RODO): the consents each user gave (document, text version, time, withdrawal), and an
-- account's deletion request (closed at once, anonymised after the cooling-off) and anonymisation time.
CREATE TABLE "consents" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"kind" varchar(16) NOT NULL,
	"version" varchar(32) NOT NULL,
	"given_at" timestamp with time zone NOT NULL,
	"withdrawn_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "deletion_requested_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "anonymised_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "consents" ADD CONSTRAINT "consents_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "consents_user_idx" ON "consents" USING btree ("user_id");--> statement-breakpoint
-- Every account registered so far accepted the terms and the privacy notice to register (the form
-- requires it), but the text version was not recorded: their consents are recorded at the registration
-- time with the version UNRECORDED. Temporary accounts made by a school accepted nothing themselves.
INSERT INTO "consents" ("user_id", "kind", "version", "given_at")
SELECT "id", k."kind", 'UNRECORDED', "register_date" FROM "users" CROSS JOIN (VALUES ('TERMS'), ('PRIVACY')) AS k("kind") WHERE NOT "internal";
