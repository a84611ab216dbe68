import { boolean, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { schools, users } from './users.js';
import { cascadeRef } from './columns.js';

/**
 * Actions confirmed through a link (spec §3 Action): account activation, password reset, attachment of
 * a learner to a school (ASSIGN_STUDENT, TESTS_FROM_OSK, LEARN_FROM_OSK). The link carries a random
 * token; only its SHA-256 is stored. A token is single-use (status leaves NEW) and expires.
 */
export const actions = pgTable(
  'actions',
  {
    id: serial('id').primaryKey(),
    tokenHash: text('token_hash').notNull().unique(),
    type: varchar('type', { length: 32 }).notNull(),
    /** NEW, CONFIRMED, REJECTED, EXPIRED. */
    status: varchar('status', { length: 16 }).notNull().default('NEW'),
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    userEmail: varchar('user_email', { length: 254 }),
    schoolId: integer('school_id').references(() => schools.id, { onDelete: 'cascade' }),
    /** Extra data of the action type (for example the access a school grants on attachment). */
    payload: jsonb('payload').$type<Record<string, unknown>>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [index('actions_user_idx').on(t.userId), index('actions_type_status_idx').on(t.type, t.status)],
);

/**
 * Coupons a learner registers with (the Kupon view): the access each grants. Single-use: usedBy is set
 * when an account is created with it.
 */
export const coupons = pgTable('coupons', {
  id: serial('id').primaryKey(),
  /** Stored upper-case; matched case-insensitively. */
  code: varchar('code', { length: 32 }).notNull().unique(),
  days: integer('days').notNull(),
  category: varchar('category', { length: 2 }).notNull().default('B'),
  multiLanguage: boolean('multi_language').notNull().default(false),
  lecturesDays: integer('lectures_days').notNull().default(0),
  schoolId: integer('school_id').references(() => schools.id, { onDelete: 'set null' }),
  validTill: timestamp('valid_till', { withTimezone: true }),
  usedByUserId: integer('used_by_user_id').references(() => users.id, { onDelete: 'set null' }),
  usedAt: timestamp('used_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
});

/**
 * Registrations a school started (by SMS) for the learner to finish at /finishPartialRegistration/{uuid}
 * (spec §3 Partial registration). The uuid in the link is a random token; only its hash is stored.
 */
export const partialRegistrations = pgTable(
  'partial_registrations',
  {
    id: serial('id').primaryKey(),
    tokenHash: text('token_hash').notNull().unique(),
    schoolId: integer('school_id').references(() => schools.id, { onDelete: 'cascade' }),
    email: varchar('email', { length: 254 }),
    phoneNumber: varchar('phone_number', { length: 20 }),
    firstName: varchar('first_name', { length: 100 }),
    lastName: varchar('last_name', { length: 100 }),
    category: varchar('category', { length: 2 }).notNull().default('B'),
    /** Access the school grants when the learner finishes (days of learning, lectures). */
    learningDays: integer('learning_days').notNull().default(0),
    lecturesDays: integer('lectures_days').notNull().default(0),
    /** Books the school's stock gave for it (its days are learningDays). */
    stockBooks: integer('stock_books').notNull().default(0),
    /** When its days and books went back to the school's stock, the link having expired unfinished (ADR 025); set once. */
    stockReturnedAt: timestamp('stock_returned_at', { withTimezone: true }),
    /** NEW shows the form; ACCEPTED shows the finished message. */
    status: varchar('status', { length: 16 }).notNull().default('NEW'),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
  },
  (t) => [index('partial_registrations_school_idx').on(t.schoolId)],
);

/** A pending phone change: the code sent by SMS to the new number (spec §4 phone change). */
export const phoneChanges = pgTable('phone_changes', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  phoneNumber: varchar('phone_number', { length: 20 }).notNull(),
  codeHash: text('code_hash').notNull(),
  attempts: integer('attempts').notNull().default(0),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});

/** A school's guardian (opiekun): the operator's contact person for the school (spec: guardian/get). */
export const guardians = pgTable('guardians', {
  id: serial('id').primaryKey(),
  name: varchar('name', { length: 200 }).notNull(),
  phoneNumber: varchar('phone_number', { length: 20 }),
  email: varchar('email', { length: 254 }),
});

/** Accounts of an external identity provider linked to a user (social login). */
export const socialAccounts = pgTable(
  'social_accounts',
  {
    id: serial('id').primaryKey(),
    provider: varchar('provider', { length: 32 }).notNull(),
    subject: varchar('subject', { length: 200 }).notNull(),
    userId: cascadeRef('user_id', () => users.id),
    email: varchar('email', { length: 254 }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [uniqueIndex('social_accounts_provider_subject_idx').on(t.provider, t.subject), index('social_accounts_user_idx').on(t.userId)],
);

/** OAuth `state` values handed out for social login, single-use and short-lived (CSRF protection). */
export const oauthStates = pgTable('oauth_states', {
  stateHash: text('state_hash').primaryKey(),
  purpose: varchar('purpose', { length: 16 }).notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});
