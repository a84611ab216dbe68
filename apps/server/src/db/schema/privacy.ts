import { index, pgTable, serial, timestamp, varchar } from 'drizzle-orm/pg-core';
import { users } from './users.js';
import { cascadeRef } from './columns.js';

/**
 * Consents a user gave (RODO, issue 24): which document (TERMS, PRIVACY, MARKETING), in which version
 * of its text, when; a withdrawn consent keeps its row with the time of the withdrawal.
 */
export const consents = pgTable(
  'consents',
  {
    id: serial('id').primaryKey(),
    userId: cascadeRef('user_id', () => users.id),
    kind: varchar('kind', { length: 16 }).notNull(),
    version: varchar('version', { length: 32 }).notNull(),
    givenAt: timestamp('given_at', { withTimezone: true }).notNull(),
    withdrawnAt: timestamp('withdrawn_at', { withTimezone: true }),
  },
  (t) => [index('consents_user_idx').on(t.userId)],
);
