import { date, index, integer, pgTable, serial, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { schools, users } from './users.js';
import { cascadeRef } from './columns.js';

/**
 * The day-before lesson messages sent (issue 22): an instructor's digest (DIGEST) or a learner's
 * reminder (REMINDER) of one school's lessons on one date. The row is written in the same transaction
 * that queues the messages in the outbox, and its unique key lets only one transaction write it: a
 * re-run, or a second instance, finds it and sends nothing; a crash before the commit leaves neither
 * the row nor the messages, and the next run sends them.
 */
export const lessonDayNotices = pgTable(
  'lesson_day_notices',
  {
    id: serial('id').primaryKey(),
    /** DIGEST (instructor) or REMINDER (learner). */
    kind: varchar('kind', { length: 8 }).notNull(),
    schoolId: cascadeRef('school_id', () => schools.id),
    userId: cascadeRef('user_id', () => users.id),
    /** The Warsaw date of the lessons the message lists. */
    lessonDate: date('lesson_date', { mode: 'string' }).notNull(),
    /** How many lessons it listed. */
    lessons: integer('lessons').notNull(),
    /** How many messages were queued (mail, and SMS). */
    messages: integer('messages').notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('lesson_day_notices_once_idx').on(t.kind, t.schoolId, t.userId, t.lessonDate),
    index('lesson_day_notices_date_idx').on(t.lessonDate),
    index('lesson_day_notices_user_idx').on(t.userId),
  ],
);
