import { index, integer, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './users.js';
import { cascadeRef } from './columns.js';

/** Login sessions, stored under the SHA-256 of the id the client holds. */
export const sessions = pgTable(
  'sessions',
  {
    idHash: text('id_hash').primaryKey(),
    userId: cascadeRef('user_id', () => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull(),
    /** SHA-256 of the media token (X-Auth-Token) issued with the session for `pliki` files. */
    mediaTokenHash: text('media_token_hash'),
    /** A school's session while an internal exam runs on it: only the school PIN unlocks it (spec §4). */
    lockedByExamId: integer('locked_by_exam_id'),
  },
  (t) => [index('sessions_user_idx').on(t.userId), uniqueIndex('sessions_media_token_uq').on(t.mediaTokenHash)],
);

/** One-time login tokens exchanged at loginUUID/ (links in mails and from the partner platform). */
export const loginTokens = pgTable('login_tokens', {
  tokenHash: text('token_hash').primaryKey(),
  userId: cascadeRef('user_id', () => users.id),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
});

/**
 * Counters of throttled events (failed logins per client, per account and client, in all; registrations,
 * contact messages, activation resends per client) in fixed time windows. Kept in the database so every
 * instance on it shares them; rows past their window are deleted by the periodic purge.
 */
export const throttleCounters = pgTable(
  'throttle_counters',
  {
    /** What is counted and for whom, e.g. `login-client:203.0.113.7` (never a password or a token). */
    key: text('key').notNull(),
    windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
    /** When the window ends: the row may be deleted after it. */
    windowEnd: timestamp('window_end', { withTimezone: true }).notNull(),
    hits: integer('hits').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.key, t.windowStart] }), index('throttle_counters_window_end_idx').on(t.windowEnd)],
);

/**
 * An internal exam's lock ended by too many wrong PINs (issue 20): the session was logged out and the
 * school must log in again with its password. Kept for the school and the operator to see.
 */
export const pinLockouts = pgTable(
  'pin_lockouts',
  {
    id: serial('id').primaryKey(),
    schoolId: integer('school_id').notNull(),
    /** The account whose session the exam locked (the school's own, or its learner's). */
    userId: cascadeRef('user_id', () => users.id),
    examId: integer('exam_id').notNull(),
    /** Wrong PINs counted when the session was ended. */
    failures: integer('failures').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('pin_lockouts_school_idx').on(t.schoolId)],
);
