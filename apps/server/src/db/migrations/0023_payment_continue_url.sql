ALTER TABLE "payments" ADD COLUMN "redirect_url" varchar(1000);--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "redirect_expires_at" timestamp with time zone;