-- Issue 24 (retention): when the owner of a long-inactive learner account was told that the account
-- will be anonymised (the notice goes once; the anonymisation follows after the configured period).
ALTER TABLE "users" ADD COLUMN "inactivity_notice_at" timestamp with time zone;