import { boolean, index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp, varchar } from 'drizzle-orm/pg-core';
import { cascadeRef } from './columns.js';

/**
 * The question bank (spec §3 Question). One row per official question, upserted by its official number
 * (externalId). A question dropped from a later release is deactivated, never deleted, so past exams
 * that used it still show it.
 */
export const questions = pgTable(
  'questions',
  {
    id: serial('id').primaryKey(),
    /** The official question number ("Numer pytania"). */
    externalId: integer('external_id').notNull().unique(),
    /** STANDARD (yes/no, basic part) or SPECIALISTIC (A/B/C, specialist part). */
    type: varchar('type', { length: 16 }).notNull(),
    /** TAK or NIE for STANDARD, A, B or C for SPECIALISTIC. */
    correct: varchar('correct', { length: 3 }).notNull(),
    /** Points: 1, 2 or 3. */
    weight: integer('weight').notNull(),
    /** Media file name as in the bank (without a directory), or null. */
    media: varchar('media', { length: 200 }),
    /** IMAGE or VIDEO, or null without media. */
    mediaType: varchar('media_type', { length: 8 }),
    /** Whether the media file was found at import. */
    mediaExists: boolean('media_exists').notNull().default(false),
    /** Learning module (1-32 road rules, 100-117 initial qualification), when known. */
    moduleId: integer('module_id'),
    legalSource: text('legal_source'),
    active: boolean('active').notNull().default(true),
    version: integer('version').notNull().default(1),
    lastUpdateDate: timestamp('last_update_date', { withTimezone: true }).notNull(),
  },
  (t) => [index('questions_type_weight_idx').on(t.type, t.weight), index('questions_module_idx').on(t.moduleId)],
);

/** The categories a question belongs to, as the product's category ids (A, M, B, C, D, T, P, Y, Z). */
export const questionCategories = pgTable(
  'question_categories',
  {
    questionId: cascadeRef('question_id', () => questions.id),
    category: varchar('category', { length: 2 }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.category, t.questionId] }), index('question_categories_question_idx').on(t.questionId)],
);

/** Texts of a question in one language (PL always; EN, DE, UA when the bank carries them). */
export const questionTexts = pgTable(
  'question_texts',
  {
    questionId: cascadeRef('question_id', () => questions.id),
    /** PL, EN, DE or UA. */
    language: varchar('language', { length: 2 }).notNull(),
    questionText: text('question_text').notNull(),
    answerA: text('answer_a'),
    answerB: text('answer_b'),
    answerC: text('answer_c'),
    explenation: text('explenation'),
  },
  (t) => [primaryKey({ columns: [t.questionId, t.language] })],
);

/** One run of the question-bank importer with its report (added, changed, removed, rejected ...). */
export const questionImports = pgTable('question_imports', {
  id: serial('id').primaryKey(),
  fileName: varchar('file_name', { length: 300 }).notNull(),
  importedAt: timestamp('imported_at', { withTimezone: true }).notNull(),
  report: jsonb('report').$type<Record<string, unknown>>().notNull(),
});
