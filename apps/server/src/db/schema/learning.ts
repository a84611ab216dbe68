import { boolean, integer, pgTable, primaryKey, timestamp, uuid, varchar } from 'drizzle-orm/pg-core';
import { questions } from './questions.js';
import { students } from './users.js';
import { cascadeRef } from './columns.js';

/**
 * Where a learner stopped in a module of a category (spec §3 learn progress): the 1-based position
 * in the module's official order and the module's size when it was stored.
 */
export const learnProgress = pgTable(
  'learn_progress',
  {
    studentId: cascadeRef('student_id', () => students.id),
    category: varchar('category', { length: 2 }).notNull(),
    moduleId: integer('module_id').notNull(),
    questionNumber: integer('question_number').notNull(),
    max: integer('max').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.studentId, t.category, t.moduleId] })],
);

/**
 * A learner's record of one question in learning (ADR 011): its Leitner box (0 = weak, 5 = known),
 * the counts of right and wrong answers and when it is due for review again.
 */
export const learnAnswers = pgTable(
  'learn_answers',
  {
    studentId: cascadeRef('student_id', () => students.id),
    questionId: cascadeRef('question_id', () => questions.id),
    box: integer('box').notNull(),
    rightCount: integer('right_count').notNull().default(0),
    wrongCount: integer('wrong_count').notNull().default(0),
    lastAnswerCorrect: boolean('last_answer_correct').notNull(),
    lastAnsweredAt: timestamp('last_answered_at', { withTimezone: true }).notNull(),
    dueAt: timestamp('due_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.studentId, t.questionId] })],
);

/**
 * The learn-mode answers recorded under an id the client made (offline learning, issue 23): one row
 * per learner and id, so an answer sent again after a lost response is recognised and not counted
 * twice. Rows go with the learner.
 */
export const learnAnswerReceipts = pgTable(
  'learn_answer_receipts',
  {
    studentId: cascadeRef('student_id', () => students.id),
    answerId: uuid('answer_id').notNull(),
    questionId: cascadeRef('question_id', () => questions.id),
    correct: boolean('correct').notNull(),
    answeredAt: timestamp('answered_at', { withTimezone: true }).notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.studentId, t.answerId] })],
);
