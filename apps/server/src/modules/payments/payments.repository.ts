import type { PaymentProduct } from '@osk/contract';
import { and, asc, desc, eq, gte, inArray, isNotNull, isNull, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { Repository, returnedRow } from '../../db/repository.js';
import { accessCodes, discountCodes, documentCounters, paymentDocuments, paymentRefunds, payments, schools, students, subscriptions, users } from '../../db/schema/index.js';

/** The document series: invoices, receipts, correction invoices, receipts' refund records. */
export type DocumentSeries = 'FV' | 'PAR' | 'KOR' | 'KPAR';

export type SubscriptionRow = typeof subscriptions.$inferSelect;
export type DiscountCodeRow = typeof discountCodes.$inferSelect;
export type AccessCodeRow = typeof accessCodes.$inferSelect;
export type PaymentRow = typeof payments.$inferSelect;
export type NewPayment = Omit<typeof payments.$inferInsert, 'id'>;
export type PaymentDocumentRow = typeof paymentDocuments.$inferSelect;
export type NewPaymentDocument = Omit<typeof paymentDocuments.$inferInsert, 'id'>;
/** A payment with what its subscription says of the product bought, and whether a school bought it. */
export type PaymentWithProduct = PaymentRow & { product: PaymentProduct; bySchool: boolean };

/** The product of a subscription row (the catalogue's free-text columns narrowed to the contract's values). */
export function productOf(sub: Pick<SubscriptionRow, 'subscriptionType' | 'numberOfDays' | 'multiLanguage' | 'accessType' | 'withBook' | 'withLectures'>): PaymentProduct {
  return {
    subscriptionType: sub.subscriptionType === 'LECTURES' ? 'LECTURES' : 'TIMEBASED',
    numberOfDays: sub.numberOfDays,
    multiLanguage: sub.multiLanguage,
    accessType: sub.accessType === 'LONG' || sub.accessType === 'SHORT' ? sub.accessType : null,
    withBook: sub.withBook,
    withLectures: sub.withLectures,
  };
}

const PRODUCT_COLUMNS = {
  subscriptionType: subscriptions.subscriptionType,
  numberOfDays: subscriptions.numberOfDays,
  multiLanguage: subscriptions.multiLanguage,
  accessType: subscriptions.accessType,
  withBook: subscriptions.withBook,
  withLectures: subscriptions.withLectures,
  kind: subscriptions.kind,
};

/** The access windows of a learner. */
export interface StudentAccess {
  studentId: number;
  userId: number;
  learningAvailableTill: string | null;
  lecturesAvailableTill: string | null;
  multiLanguage: boolean;
}

const ACCESS_COLUMNS = {
  studentId: students.id,
  userId: students.userId,
  learningAvailableTill: students.learningAvailableTill,
  lecturesAvailableTill: students.lecturesAvailableTill,
  multiLanguage: students.multiLanguage,
};

/** What a school purchase needs of the school record. */
export interface SchoolBuyer {
  schoolId: number;
  userId: number;
  name: string;
  nip: string | null;
  numberOfDaysOfLearn: number;
  numberOfBooks: number;
  canAddLecture: boolean;
  billingEmail: string | null;
  sendInvoicesToMainEmail: boolean;
}

const SCHOOL_COLUMNS = {
  schoolId: schools.id,
  userId: schools.userId,
  name: schools.name,
  nip: schools.nip,
  numberOfDaysOfLearn: schools.numberOfDaysOfLearn,
  numberOfBooks: schools.numberOfBooks,
  canAddLecture: schools.canAddLecture,
  billingEmail: schools.billingEmail,
  sendInvoicesToMainEmail: schools.sendInvoicesToMainEmail,
};

/** All SQL of the payments module: catalogue, codes, payments and access windows. */
export class PaymentsRepository extends Repository {
  /** The active subscriptions of one kind, in catalogue order. */
  async listSubscriptions(kind: 'ONLINE' | 'CODE' | 'SCHOOL'): Promise<SubscriptionRow[]> {
    return this.db
      .select()
      .from(subscriptions)
      .where(and(eq(subscriptions.kind, kind), eq(subscriptions.active, true)))
      .orderBy(asc(subscriptions.sort), asc(subscriptions.id));
  }

  async findSubscription(id: number, db: Db = this.db): Promise<SubscriptionRow | undefined> {
    const rows = await db.select().from(subscriptions).where(eq(subscriptions.id, id)).limit(1);
    return rows[0];
  }

  async findStudentById(studentId: number): Promise<StudentAccess | undefined> {
    const rows = await this.db.select(ACCESS_COLUMNS).from(students).where(eq(students.id, studentId)).limit(1);
    return rows[0];
  }

  async findStudentOfUser(userId: number): Promise<StudentAccess | undefined> {
    const rows = await this.db.select(ACCESS_COLUMNS).from(students).where(eq(students.userId, userId)).limit(1);
    return rows[0];
  }

  /** The school whose account a user is, if any. */
  async findSchoolOfUser(userId: number, db: Db = this.db): Promise<SchoolBuyer | undefined> {
    const rows = await db.select(SCHOOL_COLUMNS).from(schools).where(eq(schools.userId, userId)).limit(1);
    return rows[0];
  }

  /**
   * Adds days to a school's stock of days of learning in one statement (`x = x + n`), so concurrent
   * credits add up instead of overwriting each other. Answers the stock after, or undefined.
   */
  async addSchoolDays(schoolId: number, days: number, tx: Db): Promise<number | undefined> {
    const rows = await tx
      .update(schools)
      .set({ numberOfDaysOfLearn: sql`${schools.numberOfDaysOfLearn} + ${days}` })
      .where(eq(schools.id, schoolId))
      .returning({ days: schools.numberOfDaysOfLearn });
    return rows[0]?.days;
  }

  /** The language a user reads mail in. */
  async languageOfUser(userId: number, tx: Db = this.db): Promise<string | undefined> {
    const rows = await tx.select({ language: users.language }).from(users).where(eq(users.id, userId)).limit(1);
    return rows[0]?.language;
  }

  /**
   * A learner's access windows, locked for the rest of the transaction: two credits of one learner
   * (a code and a payment at once) then extend one after the other instead of from the same end.
   */
  async lockStudentOfUser(userId: number, tx: Db): Promise<StudentAccess | undefined> {
    const rows = await tx.select(ACCESS_COLUMNS).from(students).where(eq(students.userId, userId)).limit(1).for('update');
    return rows[0];
  }

  async updateStudentAccess(userId: number, access: { learningAvailableTill: string | null; lecturesAvailableTill: string | null; multiLanguage: boolean }, tx: Db): Promise<void> {
    await tx.update(students).set(access).where(eq(students.userId, userId));
  }

  /** A discount code usable at `now`: known, within its validity and its number of uses. */
  async findUsableDiscount(code: string, now: Date, db: Db = this.db): Promise<DiscountCodeRow | undefined> {
    const rows = await db
      .select()
      .from(discountCodes)
      .where(
        and(
          eq(discountCodes.code, code.toUpperCase()),
          or(isNull(discountCodes.validTill), gte(discountCodes.validTill, now)),
          or(isNull(discountCodes.maxUses), sql`${discountCodes.usedCount} < ${discountCodes.maxUses}`),
        ),
      )
      .limit(1);
    return rows[0];
  }

  /** Counts one finished payment with a discount code. */
  async countDiscountUse(code: string, tx: Db): Promise<void> {
    await tx
      .update(discountCodes)
      .set({ usedCount: sql`${discountCodes.usedCount} + 1` })
      .where(eq(discountCodes.code, code.toUpperCase()));
  }

  /**
   * Marks an access code of a kind used by a user, only while it is unused and valid: the conditional
   * update gives two concurrent uses exactly one winner. Answers the code, or undefined.
   */
  async claimAccessCode(code: string, kind: 'PREPAID' | 'PROMO', userId: number, now: Date, tx: Db): Promise<AccessCodeRow | undefined> {
    const rows = await tx
      .update(accessCodes)
      .set({ usedByUserId: userId, usedAt: now })
      .where(
        and(
          eq(accessCodes.code, code.toUpperCase()),
          eq(accessCodes.kind, kind),
          isNull(accessCodes.usedAt),
          or(isNull(accessCodes.validTill), gte(accessCodes.validTill, now)),
        ),
      )
      .returning();
    return rows[0];
  }

  async insertPayment(payment: NewPayment): Promise<PaymentRow> {
    const rows = await this.db.insert(payments).values(payment).returning();
    return returnedRow(rows, 'payment insert');
  }

  /** Records the provider's answer to a create: its payment id and STARTED (only from NEW). */
  async markStarted(id: number, providerPaymentId: string, now: Date, redirect?: { url: string; expiresAt: Date }): Promise<void> {
    await this.db
      .update(payments)
      .set({ providerPaymentId, status: 'STARTED', updatedAt: now, ...(redirect ? { redirectUrl: redirect.url.slice(0, 1000), redirectExpiresAt: redirect.expiresAt } : {}) })
      .where(and(eq(payments.id, id), eq(payments.status, 'NEW')));
  }

  async markFailed(id: number, errorCode: string, now: Date): Promise<void> {
    await this.db.update(payments).set({ status: 'ERROR_STATUS', errorCode, updatedAt: now }).where(and(eq(payments.id, id), eq(payments.status, 'NEW')));
  }

  /**
   * Payments at Paynow still STARTED or WAITING whose status last changed between two moments, the
   * longest unchanged first (the reconciliation job).
   */
  async paymentsToReconcile(changedBefore: Date, changedSince: Date, limit: number): Promise<Array<{ id: number; providerPaymentId: string }>> {
    const rows = await this.db
      .select({ id: payments.id, providerPaymentId: payments.providerPaymentId })
      .from(payments)
      .where(and(inArray(payments.status, ['STARTED', 'WAITING']), lt(payments.updatedAt, changedBefore), gte(payments.updatedAt, changedSince), isNotNull(payments.providerPaymentId)))
      .orderBy(asc(payments.updatedAt), asc(payments.id))
      .limit(limit);
    return rows.flatMap((r) => (r.providerPaymentId ? [{ id: r.id, providerPaymentId: r.providerPaymentId }] : []));
  }

  /** A payment locked for the rest of the transaction, so concurrent notifications apply one by one. */
  async lockPayment(id: number, tx: Db): Promise<PaymentRow | undefined> {
    const rows = await tx.select().from(payments).where(eq(payments.id, id)).limit(1).for('update');
    return rows[0];
  }

  async setStatus(id: number, status: string, errorCode: string | null, now: Date, tx: Db): Promise<void> {
    await tx.update(payments).set({ status, errorCode, updatedAt: now }).where(eq(payments.id, id));
  }

  /**
   * Marks a payment credited, only if it was not: the conditional update is the guard that a payment
   * adds access once, whatever runs at the same time. Answers whether this call marked it.
   */
  async markCredited(id: number, now: Date, tx: Db): Promise<boolean> {
    const rows = await tx
      .update(payments)
      .set({ creditedAt: now })
      .where(and(eq(payments.id, id), isNull(payments.creditedAt), eq(payments.status, 'FINISHED')))
      .returning({ id: payments.id });
    return rows.length === 1;
  }

  /** A user's payments with their products, newest first. */
  async listPaymentsOfUser(userId: number): Promise<PaymentWithProduct[]> {
    const rows = await this.db
      .select({ payment: payments, sub: PRODUCT_COLUMNS })
      .from(payments)
      .innerJoin(subscriptions, eq(subscriptions.id, payments.subscriptionId))
      .where(eq(payments.userId, userId))
      .orderBy(desc(payments.createdAt), desc(payments.id));
    return rows.map(({ payment, sub }) => ({ ...payment, product: productOf(sub), bySchool: sub.kind === 'SCHOOL' }));
  }

  /** One payment with its product. */
  async findPaymentWithProduct(id: number): Promise<PaymentWithProduct | undefined> {
    const rows = await this.db
      .select({ payment: payments, sub: PRODUCT_COLUMNS })
      .from(payments)
      .innerJoin(subscriptions, eq(subscriptions.id, payments.subscriptionId))
      .where(eq(payments.id, id))
      .limit(1);
    const row = rows[0];
    return row ? { ...row.payment, product: productOf(row.sub), bySchool: row.sub.kind === 'SCHOOL' } : undefined;
  }

  /**
   * The next number of a document series in a year, in the crediting transaction: one upsert that
   * adds 1 to the series' counter row and answers it. The row stays locked until the transaction ends,
   * so concurrent payments take consecutive numbers one after another, and a transaction that rolls
   * back takes its number back with it (no gap).
   */
  async nextDocumentNumber(series: DocumentSeries, year: number, tx: Db): Promise<number> {
    const rows = await tx
      .insert(documentCounters)
      .values({ series, year, lastNumber: 1 })
      .onConflictDoUpdate({ target: [documentCounters.series, documentCounters.year], set: { lastNumber: sql`${documentCounters.lastNumber} + 1` } })
      .returning({ lastNumber: documentCounters.lastNumber });
    return returnedRow(rows, 'document counter').lastNumber;
  }

  async insertDocument(document: NewPaymentDocument, tx: Db): Promise<PaymentDocumentRow> {
    const rows = await tx.insert(paymentDocuments).values(document).returning();
    return returnedRow(rows, 'payment document insert');
  }

  /** The receipt or invoice issued for a payment, if any. */
  findDocumentOfPayment(paymentId: number, db: Db = this.db): Promise<PaymentDocumentRow | undefined> {
    return this.documentOfPaymentIn(paymentId, ['FV', 'PAR'], db);
  }

  /** The correction (KOR or KPAR) issued for a refunded payment, if any. */
  findCorrectionOfPayment(paymentId: number, db: Db = this.db): Promise<PaymentDocumentRow | undefined> {
    return this.documentOfPaymentIn(paymentId, ['KOR', 'KPAR'], db);
  }

  /** The document of one of `series` issued for a payment, if any. */
  private async documentOfPaymentIn(paymentId: number, series: string[], db: Db): Promise<PaymentDocumentRow | undefined> {
    const rows = await db
      .select()
      .from(paymentDocuments)
      .where(and(eq(paymentDocuments.paymentId, paymentId), inArray(paymentDocuments.series, series)))
      .limit(1);
    return rows[0];
  }

  /** The refunds of some payments with the number of their corrections, by payment id. */
  async refundsOfPayments(paymentIds: number[]): Promise<Map<number, { amountGrosz: number; status: string; correctionNumber: string | null }>> {
    if (paymentIds.length === 0) return new Map();
    const rows = await this.db
      .select({ paymentId: paymentRefunds.paymentId, amountGrosz: paymentRefunds.amountGrosz, status: paymentRefunds.status, correctionNumber: paymentDocuments.number })
      .from(paymentRefunds)
      .leftJoin(paymentDocuments, and(eq(paymentDocuments.paymentId, paymentRefunds.paymentId), inArray(paymentDocuments.series, ['KOR', 'KPAR'])))
      .where(inArray(paymentRefunds.paymentId, paymentIds));
    return new Map(rows.map((r) => [r.paymentId, { amountGrosz: r.amountGrosz, status: r.status, correctionNumber: r.correctionNumber }]));
  }
}
