import { index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './users.js';

/** Login sessions, stored under the SHA-256 of the id the client holds. */
export const sessions = pgTable(
  'sessions',
  {
    idHash: text('id_hash').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
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
  userId: integer('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
});
