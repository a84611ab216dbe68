import { boolean, check, date, index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp, unique, varchar } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { users } from './users.js';
import { cascadeRef } from './columns.js';

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
    userId: cascadeRef('user_id', () => users.id),
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
    /** The provider's payment page of a STARTED payment ("Dokończ płatność") and until when the provider accepts it. */
    redirectUrl: varchar('redirect_url', { length: 1000 }),
    redirectExpiresAt: timestamp('redirect_expires_at', { withTimezone: true }),
  },
  (t) => [index('payments_user_idx').on(t.userId, t.createdAt), index('payments_status_updated_idx').on(t.status, t.updatedAt), check('payments_quantity_positive', sql`${t.quantity} >= 1`)],
);

/**
 * The last number given in each document series (FV invoices, PAR receipts) and calendar year (Warsaw):
 * a number is taken by one `INSERT ... ON CONFLICT DO UPDATE SET last_number = last_number + 1
 * RETURNING` in the transaction that credits the payment, so the row lock orders concurrent payments
 * and a rolled-back crediting gives its number back: no gap, no duplicate.
 */
export const documentCounters = pgTable(
  'document_counters',
  {
    series: varchar('series', { length: 4 }).notNull(),
    year: integer('year').notNull(),
    lastNumber: integer('last_number').notNull(),
  },
  (t) => [primaryKey({ columns: [t.series, t.year] })],
);

/**
 * The receipts and invoices issued, one per paid payment, with everything they show as issued (JSON),
 * so that a document is rendered again identically on request. Kept when the payment's user is
 * removed (accounting law): the payment link is then cleared, the data stay. A refunded payment also
 * has its correction (issue 24): KOR, the correction invoice of an FV, or KPAR, the internal record of
 * a receipt's refund; at most one document per payment and series.
 */
export const paymentDocuments = pgTable(
  'payment_documents',
  {
    id: serial('id').primaryKey(),
    paymentId: integer('payment_id').references(() => payments.id, { onDelete: 'set null' }),
    series: varchar('series', { length: 4 }).notNull(),
    year: integer('year').notNull(),
    sequence: integer('sequence').notNull(),
    number: varchar('number', { length: 32 }).notNull().unique(),
    /** yyyy-MM-dd (Warsaw): the date of issue, of sale and of payment. */
    issuedOn: date('issued_on', { mode: 'string' }).notNull(),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull(),
    data: jsonb('data').$type<Record<string, unknown>>().notNull(),
  },
  (t) => [unique('payment_documents_payment_series_unique').on(t.paymentId, t.series), unique('payment_documents_series_number_unique').on(t.series, t.year, t.sequence), index('payment_documents_issued_idx').on(t.issuedOn)],
);

/**
 * A refund of a paid payment through Paynow (issue 24), one per payment: requested by the operator
 * with the Idempotency-Key `osk-refund-{paymentId}` (a retried command refunds nothing more), its
 * Paynow status moved forward by notifications and polling, and the days it took back recorded once
 * (`days_taken_back_at`: a duplicate notification or a second command takes nothing more).
 */
export const paymentRefunds = pgTable('payment_refunds', {
  id: serial('id').primaryKey(),
  paymentId: integer('payment_id')
    .notNull()
    .unique()
    .references(() => payments.id, { onDelete: 'cascade' }),
  amountGrosz: integer('amount_grosz').notNull(),
  /** REQUESTED (not yet accepted by Paynow), then Paynow's NEW, PENDING, SUCCESSFUL, FAILED, CANCELLED. */
  status: varchar('status', { length: 16 }).notNull(),
  providerRefundId: varchar('provider_refund_id', { length: 64 }).unique(),
  errorCode: text('error_code'),
  /** Days of learning (or lectures; a school: days in its stock) taken back, once. */
  daysTakenBack: integer('days_taken_back'),
  daysTakenBackAt: timestamp('days_taken_back_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
});
