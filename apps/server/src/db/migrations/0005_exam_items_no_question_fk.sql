ALTER TABLE "exam_items" DROP CONSTRAINT "exam_items_question_id_questions_id_fk";--> statement-breakpoint
-- Every answer updates a row of each table in place: free room on each page lets PostgreSQL keep the
-- new row version on the same page without touching the indexes (a HOT update).
ALTER TABLE "exam_items" SET (fillfactor = 70);--> statement-breakpoint
ALTER TABLE "exams" SET (fillfactor = 70);
