-- The question bank search (issue 23, ADR 032): a text search configuration that folds diacritics
-- (unaccent in front of the simple dictionary: "zolty" and "żółty" are one word) and a GIN index over
-- the searched document of every question text (the question and its answers). unaccent is a trusted
-- extension: a database owner may create it; PGlite loads it at start (db/client.ts).
CREATE EXTENSION IF NOT EXISTS unaccent;
--> statement-breakpoint
DO $$
BEGIN
  IF NOT EXISTS (SELECT 1 FROM pg_ts_config WHERE cfgname = 'osk_search') THEN
    CREATE TEXT SEARCH CONFIGURATION osk_search (COPY = simple);
    ALTER TEXT SEARCH CONFIGURATION osk_search ALTER MAPPING FOR hword, hword_part, word WITH unaccent, simple;
  END IF;
END
$$;
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS question_texts_search_idx ON question_texts USING gin (
  to_tsvector('osk_search'::regconfig, question_text || ' ' || coalesce(answer_a, '') || ' ' || coalesce(answer_b, '') || ' ' || coalesce(answer_c, ''))
);
