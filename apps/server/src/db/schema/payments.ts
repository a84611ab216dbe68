import { boolean, check, index, integer, pgTable, serial, text, timestamp, varchar } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { users } from './users.js';

/**
 * The subscription catalogue (spec §3 Subscription, §9 prices). Seeded by migration 0007 so that every
 * installation, demo or not, can sell. Prices in grosz.
 */
export const subscriptions = pgTable('subscriptions', {
  id: serial('id').primaryKey(),
  /** ONLINE (bought by learners), SCHOOL (bought by schools, migration 0012) or CODE (granted by a code). */
  kind: varchar('kind', { length: 8 }).notNull(),
  /** TIMEBASED (learning days) or LECTURES (e-lecture days). */
  subscriptionType: varchar('subscription_type', { length: 12 }).notNull(),
  numberOfDays: integer('number_of_days').notNull(),
  priceGrosz: integer('price_grosz').notNull(),
  multiLanguage: boolean('multi_language').notNull().default(false),
  discountAvailable: boolean('discount_available').notNull().default(true),
  active: boolean('active').notNull().default(true),
  sort: integer('sort').notNull().default(0),
  /** SCHOOL offers: LONG or SHORT learner access; null for learners' subscriptions. */
  accessType: varchar('access_type', { length: 5 }),
  /** SCHOOL offers: the price for a learner who gets a book from the school's stock. */
  withBook: boolean('with_book').notNull().default(false),
  /** SCHOOL offers: e-lectures included. */
  withLectures: boolean('with_lectures').notNull().default(false),
});

/**
 * Discount codes for online purchases (spec §5): a percentage or a fixed amount off. Stored upper-case.
 * `usedCount` counts finished payments that used the code; `maxUses` null means unlimited.
 */
export const discountCodes = pgTable(
  'discount_codes',
  {
    id: serial('id').primaryKey(),
    code: varchar('code', { length: 32 }).notNull().unique(),
    percentOff: integer('percent_off'),
    amountOffGrosz: integer('amount_off_grosz'),
    validTill: timestamp('valid_till', { withTimezone: true }),
    maxUses: integer('max_uses'),
    usedCount: integer('used_count').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    check('discount_codes_one_kind', sql`(${t.percentOff} IS NULL) <> (${t.amountOffGrosz} IS NULL)`),
    check('discount_codes_percent_range', sql`${t.percentOff} IS NULL OR (${t.percentOff} BETWEEN 1 AND 100)`),
    check('discount_codes_amount_positive', sql`${t.amountOffGrosz} IS NULL OR ${t.amountOffGrosz} > 0`),
  ],
);

/**
 * Codes that grant access without payment (spec §7 codes/pay/with, discount/pay/with): PREPAID codes
 * (sold outside the product) and PROMO codes (the 90-day promotional access). Single-use: usedAt is set
 * by a conditional update, so two concurrent uses have one winner.
 */
export const accessCodes = pgTable('access_codes', {
  id: serial('id').primaryKey(),
  code: varchar('code', { length: 32 }).notNull().unique(),
  kind: varchar('kind', { length: 8 }).notNull(),
  days: integer('days').notNull(),
  multiLanguage: boolean('multi_language').notNull().default(false),
  lecturesDays: integer('lectures_days').notNull().default(0),
  validTill: timestamp('valid_till', { withTimezone: true }),
  usedByUserId: integer('used_by_user_id').references(() => users.id, { onDelete: 'set null' }),
  usedAt: timestamp('used_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
});

/**
 * Online payments (spec §3 Payment). The amount is the server's price after the discount, in grosz.
 * `creditedAt` is set once, by a conditional update in the same transaction as the FINISHED status,
 * so a payment never credits access twice.
 */
export const payments = pgTable(
  'payments',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    subscriptionId: integer('subscription_id')
      .notNull()
      .references(() => subscriptions.id),
    amountGrosz: integer('amount_grosz').notNull(),
    description: varchar('description', { length: 200 }).notNull(),
    status: varchar('status', { length: 16 }).notNull().default('NEW'),
    confirmationType: varchar('confirmation_type', { length: 8 }).notNull(),
    nip: varchar('nip', { length: 10 }),
    invoiceName: varchar('invoice_name', { length: 200 }),
    invoiceAddress: varchar('invoice_address', { length: 300 }),
    firstName: varchar('first_name', { length: 100 }).notNull(),
    lastName: varchar('last_name', { length: 100 }).notNull(),
    email: varchar('email', { length: 254 }).notNull(),
    ipAddress: varchar('ip_address', { length: 64 }),
    discountCode: varchar('discount_code', { length: 32 }),
    providerPaymentId: varchar('provider_payment_id', { length: 64 }).unique(),
    errorCode: text('error_code'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
    creditedAt: timestamp('credited_at', { withTimezone: true }),
    /** How many of the subscription were bought (schools buy several learner accesses at once). */
    quantity: integer('quantity').notNull().default(1),
  },
  (t) => [index('payments_user_idx').on(t.userId, t.createdAt), index('payments_status_updated_idx').on(t.status, t.updatedAt), check('payments_quantity_positive', sql`${t.quantity} >= 1`)],
);
