-- The question bank search (ADR 033), second step: the searched document of each question text kept
-- as a stored generated column, and the GIN index on it instead of the expression index. With the
-- expression alone, a query that also filters by language was planned on the primary key and computed
-- to_tsvector for every row (about 60-140 ms on the 3,700-question bank); a stored vector costs one
-- computation per write, and matching it is cheap whatever plan is chosen.
ALTER TABLE question_texts ADD COLUMN IF NOT EXISTS search_vector tsvector GENERATED ALWAYS AS (
  to_tsvector('osk_search'::regconfig, question_text || ' ' || coalesce(answer_a, '') || ' ' || coalesce(answer_b, '') || ' ' || coalesce(answer_c, ''))
) STORED;
--> statement-breakpoint
DROP INDEX IF EXISTS question_texts_search_idx;
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS question_texts_search_vector_idx ON question_texts USING gin (search_vector);
