import { boolean, index, integer, pgTable, primaryKey, serial, text, timestamp, varchar } from 'drizzle-orm/pg-core';
import { schools, students } from './users.js';
import { cascadeRef } from './columns.js';

/**
 * Exams (spec §3 Exam). A DEMO exam has no student and is never part of anyone's history; it is kept
 * only while it runs and purged afterwards. Scores are filled when the exam finishes.
 */
export const exams = pgTable(
  'exams',
  {
    id: serial('id').primaryKey(),
    studentId: integer('student_id').references(() => students.id, { onDelete: 'cascade' }),
    schoolId: integer('school_id').references(() => schools.id, { onDelete: 'set null' }),
    category: varchar('category', { length: 2 }).notNull(),
    /** EXAM, QUALIFICATION or DEMO. */
    type: varchar('type', { length: 16 }).notNull(),
    /** PL, EN, DE or UA. */
    language: varchar('language', { length: 2 }).notNull(),
    /** IN_PROGRESS or FINISHED. */
    status: varchar('status', { length: 12 }).notNull().default('IN_PROGRESS'),
    internal: boolean('internal').notNull().default(false),
    /** DEMO exams only: hash of the token that lets the anonymous visitor continue and see it. */
    demoTokenHash: text('demo_token_hash'),
    startDate: timestamp('start_date', { withTimezone: true }).notNull(),
    deadline: timestamp('deadline', { withTimezone: true }).notNull(),
    endDate: timestamp('end_date', { withTimezone: true }),
    /** The question to answer now (1-based). */
    currentOrdinal: integer('current_ordinal').notNull().default(1),
    questionStartedAt: timestamp('question_started_at', { withTimezone: true }).notNull(),
    totalAnswers: integer('total_answers').notNull(),
    pointsAll: integer('points_all').notNull(),
    correctAnswers: integer('correct_answers'),
    wrongAnswers: integer('wrong_answers'),
    points: integer('points'),
    passed: boolean('passed'),
    /** Internal exams: the examinee's names, entered by the school after the PIN closes the exam. */
    examineeFirstName: varchar('examinee_first_name', { length: 100 }),
    examineeLastName: varchar('examinee_last_name', { length: 100 }),
  },
  (t) => [index('exams_student_idx').on(t.studentId, t.startDate), index('exams_status_deadline_idx').on(t.status, t.deadline)],
);

/** The questions of an exam in order, with the answer given (null: none). */
export const examItems = pgTable(
  'exam_items',
  {
    examId: cascadeRef('exam_id', () => exams.id),
    ordinalNumber: integer('ordinal_number').notNull(),
    // No foreign key: checking one locks the question row (FOR KEY SHARE) for every exam drawing it,
    // and concurrent exams share questions, so each new exam cost 32 shared row locks. Questions are
    // never deleted (an import deactivates them), so the reference cannot dangle.
    questionId: integer('question_id').notNull(),
    answer: varchar('answer', { length: 3 }),
    changes: integer('changes').notNull().default(0),
    approvedAt: timestamp('approved_at', { withTimezone: true }),
  },
  (t) => [primaryKey({ columns: [t.examId, t.ordinalNumber] })],
);

/** Questions a learner marked as hard (spec §6: own question marking), by official number. */
export const studentHardQuestions = pgTable(
  'student_hard_questions',
  {
    studentId: cascadeRef('student_id', () => students.id),
    externalId: integer('external_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.studentId, t.externalId] })],
);

/**
 * A learner's courses on the partner course platform (spec §3 courses[{category, status, end}]): only
 * STARTED allows exams in that category; learners without course rows are not restricted.
 */
export const studentCourses = pgTable(
  'student_courses',
  {
    studentId: cascadeRef('student_id', () => students.id),
    category: varchar('category', { length: 2 }).notNull(),
    status: varchar('status', { length: 16 }).notNull(),
    end: varchar('end_date', { length: 10 }),
  },
  (t) => [primaryKey({ columns: [t.studentId, t.category] })],
);
