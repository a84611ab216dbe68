import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { paymentRefunds, payments, schools } from '../../db/schema/index.js';
import { PaynowError, type PaymentProvider, type PaynowRefundNotification } from '../../integrations/paynow/types.js';
import { addDays, warsawDate, type Clock } from '../../lib/clock.js';
import { AppError } from '../../lib/errors.js';
import type { SellerConfig } from '../../config/seller.js';
import type { OutboxService } from '../outbox/outbox.service.js';
import { issueCorrection } from './payment-corrections.js';
import { correctionFileName, renderCorrectionDocument } from './payment-correction.pdf.js';
import { refundMail } from './refund-mail.js';
import type { PaymentsRepository, PaymentRow } from './payments.repository.js';

/** What the refund code needs of the payments service. */
export interface RefundDeps {
  repo: PaymentsRepository;
  provider: PaymentProvider | null;
  clock: Clock;
  log: { warn(obj: object, msg: string): void; info(obj: object, msg: string): void; error(obj: object, msg: string): void };
  /** The seller on the correction (KOR or KPAR); null: none is issued. */
  seller: SellerConfig | null;
  /** Where the correction is mailed to the payer from, in the refund's transaction. */
  outbox: Pick<OutboxService, 'enqueueMail'> | null;
}

/** A refund as the operator command answers it. */
export interface RefundOutcome {
  paymentId: number;
  refundId: string | null;
  status: string;
  amountGrosz: number;
  /** Days taken back (learning or lecture days of a learner; days in a school's stock). */
  daysTakenBack: number | null;
  /** False: the payment had been refunded already, nothing changed. */
  changed: boolean;
  /** The correction issued with the refund (KOR/yyyy/nnnnnn or KPAR/yyyy/nnnnnn), or null. */
  correctionNumber: string | null;
}

type RefundRow = typeof paymentRefunds.$inferSelect;

const NOT_REFUNDABLE = 'msg.payments.refund.not.refundable';
const PROVIDER_UNAVAILABLE = 'msg.payments.provider.unavailable';
/** Paynow's refund statuses in their order: a notification or a poll only moves a refund forward. */
const RANK: Record<string, number> = { REQUESTED: 0, NEW: 1, PENDING: 2, SUCCESSFUL: 3, FAILED: 3, CANCELLED: 3 };

export function refundIdempotencyKey(paymentId: number): string {
  return `osk-refund-${paymentId}`;
}

function outcomeOf(row: RefundRow, changed: boolean, correctionNumber: string | null): RefundOutcome {
  return { paymentId: row.paymentId, refundId: row.providerRefundId, status: row.status, amountGrosz: row.amountGrosz, daysTakenBack: row.daysTakenBack, changed, correctionNumber };
}

async function correctionNumberOf(deps: RefundDeps, paymentId: number, tx?: Db): Promise<string | null> {
  return (await deps.repo.findCorrectionOfPayment(paymentId, tx))?.number ?? null;
}

async function lockRefund(paymentId: number, tx: Db): Promise<RefundRow | undefined> {
  const rows = await tx.select().from(paymentRefunds).where(eq(paymentRefunds.paymentId, paymentId)).limit(1).for('update');
  return rows[0];
}

/**
 * Refunds a FINISHED payment through Paynow (operator command `refund`), once per payment: the refund
 * is recorded first (REQUESTED), Paynow is asked with the Idempotency-Key of the payment (a retried
 * command after a failure asks again with the same key, so Paynow refunds once), then, in one
 * transaction guarded by days_taken_back_at, the days the payment credited are taken back (a learner's
 * access end moves back, never before today; a school's stock goes down, never below zero; a partial
 * refund takes back its share). A refunded payment answers its refund again and changes nothing.
 */
export async function refundPayment(deps: RefundDeps, paymentId: number, amountGrosz?: number): Promise<RefundOutcome> {
  const { repo, provider, clock } = deps;
  if (!provider?.refundPayment) throw new AppError(503, PROVIDER_UNAVAILABLE);
  if (amountGrosz !== undefined && (!Number.isInteger(amountGrosz) || amountGrosz < 1)) throw new AppError(400, 'msg.validation.invalid');
  const first = await repo.transaction(async (tx) => {
    const payment = await repo.lockPayment(paymentId, tx);
    if (!payment) throw new AppError(404, 'msg.error.not.found');
    const existing = await lockRefund(paymentId, tx);
    if (existing) return { payment, refund: existing };
    if (payment.status !== 'FINISHED' || !payment.creditedAt || !payment.providerPaymentId) throw new AppError(409, NOT_REFUNDABLE);
    const amount = amountGrosz ?? payment.amountGrosz;
    if (amount > payment.amountGrosz) throw new AppError(400, 'msg.validation.invalid');
    const now = clock.now();
    const [refund] = await tx.insert(paymentRefunds).values({ paymentId, amountGrosz: amount, status: 'REQUESTED', createdAt: now, updatedAt: now }).returning();
    if (!refund) throw new Error('refund insert returned nothing');
    return { payment, refund };
  });
  if (first.refund.daysTakenBackAt) return outcomeOf(first.refund, false, await correctionNumberOf(deps, paymentId));
  const payment = first.payment;
  let created: { refundId: string; status: string };
  try {
    created = await provider.refundPayment(payment.providerPaymentId ?? '', { amount: first.refund.amountGrosz, reason: 'OTHER', idempotencyKey: refundIdempotencyKey(paymentId) });
  } catch (error) {
    const errorCode = error instanceof PaynowError ? (error.errorType ?? `HTTP_${error.statusCode ?? 'NONE'}`) : 'PROVIDER_ERROR';
    deps.log.warn({ paymentId, errorCode }, 'payment provider refused or failed a refund');
    await repo.transaction((tx) => tx.update(paymentRefunds).set({ errorCode: errorCode.slice(0, 64), updatedAt: clock.now() }).where(eq(paymentRefunds.paymentId, paymentId)));
    throw new AppError(503, PROVIDER_UNAVAILABLE);
  }
  return repo.transaction(async (tx) => {
    const refund = await lockRefund(paymentId, tx);
    if (!refund) throw new Error('refund vanished');
    if (refund.daysTakenBackAt) return outcomeOf(refund, false, await correctionNumberOf(deps, paymentId, tx));
    const now = clock.now();
    const days = await takeBackDays(deps, payment, refund.amountGrosz, now, tx);
    // The correction (KOR of an invoice, KPAR of a receipt) takes its number here, with the days.
    const correction = await issueCorrection(deps, { paymentId, refundGrosz: refund.amountGrosz, providerRefundId: refund.providerRefundId ?? created.refundId, now }, tx);
    if (correction && deps.outbox) {
      // The payer gets the correction by mail, queued with it (a rolled-back refund sends nothing).
      const mail = refundMail({ language: await deps.repo.languageOfUser(payment.userId, tx), paymentId, amountGrosz: refund.amountGrosz, correctionNumber: correction.number, invoice: correction.kind === 'INVOICE_CORRECTION' });
      const attachment = { filename: correctionFileName(correction.kind, paymentId), contentType: 'application/pdf', content: await renderCorrectionDocument(correction) };
      // A school's documents go to its billing e-mail when it keeps one apart, as its invoices do.
      const school = await deps.repo.findSchoolOfUser(payment.userId, tx);
      const to = school && !school.sendInvoicesToMainEmail && school.billingEmail ? school.billingEmail : payment.email;
      await deps.outbox.enqueueMail({ to, subject: mail.subject, text: mail.text, attachments: [attachment] }, tx);
    }
    const status = (RANK[created.status] ?? 0) > (RANK[refund.status] ?? 0) ? created.status : refund.status;
    const [row] = await tx
      .update(paymentRefunds)
      .set({ providerRefundId: refund.providerRefundId ?? created.refundId, status, errorCode: null, daysTakenBack: days, daysTakenBackAt: now, updatedAt: now })
      .where(eq(paymentRefunds.id, refund.id))
      .returning();
    deps.log.info({ paymentId, daysTakenBack: days, correction: correction?.number ?? null }, 'payment refunded');
    return outcomeOf(row ?? refund, true, correction?.number ?? null);
  });
}

/** Takes back the days a payment credited (its share for a partial refund); answers how many. */
async function takeBackDays(deps: RefundDeps, payment: PaymentRow, amountGrosz: number, now: Date, tx: Db): Promise<number> {
  const sub = await deps.repo.findSubscription(payment.subscriptionId, tx);
  if (!sub) return 0;
  const school = await deps.repo.findSchoolOfUser(payment.userId, tx);
  const credited = school ? sub.numberOfDays * payment.quantity : sub.numberOfDays;
  const days = Math.round((credited * amountGrosz) / payment.amountGrosz);
  if (days <= 0) return 0;
  if (school) {
    await tx
      .update(schools)
      .set({ numberOfDaysOfLearn: sql`greatest(0, ${schools.numberOfDaysOfLearn} - ${days})` })
      .where(eq(schools.id, school.schoolId));
    return days;
  }
  const student = await deps.repo.lockStudentOfUser(payment.userId, tx);
  if (!student) return 0;
  const today = warsawDate(now);
  const back = (till: string | null): string | null => {
    if (till === null || till <= today) return till;
    const earlier = addDays(till, -days);
    return earlier > today ? earlier : today;
  };
  const lectures = sub.subscriptionType === 'LECTURES';
  await deps.repo.updateStudentAccess(
    payment.userId,
    {
      learningAvailableTill: lectures ? student.learningAvailableTill : back(student.learningAvailableTill),
      lecturesAvailableTill: lectures ? back(student.lecturesAvailableTill) : student.lecturesAvailableTill,
      multiLanguage: student.multiLanguage,
    },
    tx,
  );
  return days;
}

/** Moves a refund's status forward only (a duplicate or late notification changes nothing). */
async function applyRefundStatus(refund: RefundRow, refundId: string, status: string, now: Date, tx: Db): Promise<'applied' | 'ignored'> {
  if (refund.providerRefundId !== null && refund.providerRefundId !== refundId) return 'ignored';
  const rank = RANK[status];
  if (rank === undefined || rank <= (RANK[refund.status] ?? 0)) return 'ignored';
  await tx.update(paymentRefunds).set({ status, providerRefundId: refundId, updatedAt: now }).where(eq(paymentRefunds.id, refund.id));
  return 'applied';
}

/**
 * A verified refund notification: the refund of the Paynow payment it names moves forward; unknown
 * refunds are refused (400), duplicates and late ones are ignored. Days are never touched here.
 */
export async function applyRefundNotification(deps: RefundDeps, notification: PaynowRefundNotification): Promise<'applied' | 'ignored'> {
  return deps.repo.transaction(async (tx) => {
    const [row] = await tx.select({ id: payments.id }).from(payments).where(eq(payments.providerPaymentId, notification.paymentId)).limit(1);
    const refund = row ? await lockRefund(row.id, tx) : undefined;
    if (!refund || (refund.providerRefundId !== null && refund.providerRefundId !== notification.refundId)) {
      deps.log.warn({ reason: 'unknown refund' }, 'payment notification refused');
      throw new AppError(400, 'msg.payments.notification.rejected');
    }
    return applyRefundStatus(refund, notification.refundId, notification.status, deps.clock.now(), tx);
  });
}

/** Polls Paynow for refunds not yet settled (the reconciliation job): applied as a notification would be. */
export async function reconcileRefunds(deps: RefundDeps, signal?: AbortSignal): Promise<{ checked: number; updated: number; failed: number }> {
  const summary = { checked: 0, updated: 0, failed: 0 };
  const provider = deps.provider;
  if (!provider?.refundStatus) return summary;
  const open = await deps.repo.transaction((tx) =>
    tx.select({ paymentId: paymentRefunds.paymentId, refundId: paymentRefunds.providerRefundId }).from(paymentRefunds).where(and(inArray(paymentRefunds.status, ['NEW', 'PENDING']))).limit(100),
  );
  for (const { paymentId, refundId } of open) {
    if (signal?.aborted || !refundId) continue;
    let status: string;
    try {
      status = await provider.refundStatus(refundId);
    } catch {
      summary.failed += 1;
      deps.log.warn({ paymentId }, 'refund status could not be read from the provider');
      continue;
    }
    summary.checked += 1;
    const outcome = await deps.repo.transaction(async (tx) => {
      const refund = await lockRefund(paymentId, tx);
      return refund ? applyRefundStatus(refund, refundId, status, deps.clock.now(), tx) : 'ignored';
    });
    if (outcome === 'applied') summary.updated += 1;
  }
  return summary;
}
