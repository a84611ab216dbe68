import { isValidNip, productName, type CodeUseResult, type FieldError, type Payment, type PaymentRedirect, type PaymentRequest, type PaymentStatus, type SchoolSubscription, type Subscription } from '@osk/contract';
import type { Db } from '../../db/client.js';
import type { UsersService } from '../users/users.service.js';
import { PAYNOW_PAYMENT_VALIDITY_MS, PaynowError, type PaymentProvider } from '../../integrations/paynow/types.js';
import { warsawDate, type Clock } from '../../lib/clock.js';
import { AppError, badRequest, forbidden } from '../../lib/errors.js';
import type { AuthContext } from '../../access/caller.js';
import type { OutboxService } from '../outbox/outbox.service.js';
import type { ProductKind, SellerConfig } from '../../config/seller.js';
import { amountInWords, documentNumber, invoiceLine, invoiceTotals } from './invoice-math.js';
import { paymentDocumentFileName, renderPaymentDocument, type PaymentDocumentData } from './payment-document.pdf.js';
import { correctionFileName, renderCorrectionDocument } from './payment-correction.pdf.js';
import type { CorrectionDocumentData } from './payment-corrections.js';
import { paymentConfirmationMail } from './payments.mails.js';
import { productOf, type PaymentDocumentRow, type PaymentRow, type PaymentsRepository, type PaymentWithProduct, type SchoolBuyer, type SubscriptionRow } from './payments.repository.js';
import { applyDiscount, canMove, daysLeft, extendAccess, mapProviderStatus } from './payments.rules.js';
import { toPayment, toSchoolSubscription, toSubscription } from './payments.presenter.js';
import { expireOverduePayments } from './payments.continue.js';
import { liftBlockUntilPaid } from './payments.school-block.js';
import { applyRefundNotification, reconcileRefunds, refundPayment, type RefundDeps, type RefundOutcome } from './payments.refunds.js';

/** Where the payer returns after the provider's page; the provider appends paymentId and paymentStatus. */
export const PAYMENT_RETURN_PATH = '/action/PAYMENT_STUDENT_SUCCESS';
/** Where a school returns after the provider's page (school document §7). */
export const SCHOOL_PAYMENT_RETURN_PATH = '/action/PAYMENT_SCHOOL_SUCCESS';

const CANNOT_BUY = 'msg.payments.cannot.buy';
const CANT_USE_CODE = 'msg.warn.cant.use.code';

/** What happened to a notification, for the route's answer and the tests. */
export type NotificationOutcome = 'applied' | 'ignored';

/** Minimal logger the service writes security-relevant events to. */
export interface PaymentsLog {
  warn(obj: object, msg: string): void;
  info(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
}

/**
 * The description the provider shows the payer, in the payer's language: the product in words, e.g.
 * "Prawko OSK: 10 × Dostęp długi dla kursanta do nauki i egzaminów, 120 dni, z e-wykładami".
 */
function describe(sub: SubscriptionRow, quantity: number, language: string | undefined): string {
  return `Prawko OSK: ${productName(productOf(sub), language, quantity)}`.slice(0, 200);
}

const DOCUMENT_NOT_FOUND = 'msg.payments.document.not.found';
const SELLER_NOT_CONFIGURED = 'msg.payments.seller.not.configured';
const PAYMENT_METHOD = 'płatność online (Paynow)';

const FAILED: readonly PaymentStatus[] = ['REJECTED', 'ERROR_STATUS', 'CANCELED'];

/** A payment is asked about at Paynow once its status has not changed for this long (ADR 025)... */
const RECONCILE_AFTER_MS = 60 * 60_000;
/** ...and while it changed within this (Paynow ends an unpaid payment well before). */
const RECONCILE_WITHIN_MS = 7 * 24 * 60 * 60_000;
/** At most this many are asked about in one run. */
const RECONCILE_BATCH = 100;

/**
 * Subscriptions, discount and access codes, checkout through the payment provider, its signed
 * notifications and the crediting of paid access (spec §3-§7, issue 6).
 */
export class PaymentsService {
  constructor(
    private readonly repo: PaymentsRepository,
    private readonly clock: Clock,
    private readonly provider: PaymentProvider | null,
    private readonly outbox: OutboxService,
    private readonly publicUrl: string,
    private readonly log: PaymentsLog,
    /** The seller on receipts and invoices; null: none is issued (production without the seller's details). */
    private readonly seller: SellerConfig | null = null,
    /** The owner of the account rows: a school's block date is cleared through it. */
    private readonly users: Pick<UsersService, 'setWillBeBlockedAt'> | null = null,
  ) {}

  /** Only learners registered with us (not partner-platform users, not internal accounts) may buy. */
  private assertBuyer(caller: AuthContext): void {
    if (caller.userType !== 'STUDENT' || caller.userSource !== 'EPRAWKO' || caller.internal) throw new AppError(403, CANNOT_BUY);
  }

  /** The online offer for the caller's own student record. */
  async subscriptionsFor(caller: AuthContext, studentId: number): Promise<Subscription[]> {
    const student = await this.repo.findStudentById(studentId);
    if (!student || student.userId !== caller.userId) throw forbidden();
    this.assertBuyer(caller);
    return (await this.repo.listSubscriptions('ONLINE')).map(toSubscription);
  }

  /** The school offer (school document §7, §9): the active SCHOOL subscriptions. */
  async subscriptionsForSchool(): Promise<SchoolSubscription[]> {
    return (await this.repo.listSubscriptions('SCHOOL')).map(toSchoolSubscription);
  }

  /** The amount after a discount code; an unusable code answers the amount unchanged (spec §5). */
  async checkDiscount(code: string, amountGrosz: number): Promise<number> {
    const discount = await this.repo.findUsableDiscount(code, this.clock.now());
    if (!discount) return amountGrosz;
    return applyDiscount(amountGrosz, discount.percentOff !== null ? { percentOff: discount.percentOff } : { amountOffGrosz: discount.amountOffGrosz ?? 0 });
  }

  /**
   * Uses a prepaid (PREPAID) or promotional (PROMO) code of the caller: claims it once and extends the
   * access from the later of today and the current end, in one transaction.
   */
  async useAccessCode(caller: AuthContext, userId: number, code: string, kind: 'PREPAID' | 'PROMO'): Promise<CodeUseResult> {
    if (caller.userId !== userId) throw forbidden();
    if (caller.userType === 'SCHOOL' && kind === 'PREPAID') return this.useSchoolCode(caller, code);
    this.assertBuyer(caller);
    const now = this.clock.now();
    const today = warsawDate(now);
    return this.repo.transaction(async (tx) => {
      const student = await this.repo.lockStudentOfUser(userId, tx);
      if (!student) throw forbidden();
      const claimed = await this.repo.claimAccessCode(code, kind, userId, now, tx);
      if (!claimed) throw new AppError(409, CANT_USE_CODE);
      const access = {
        learningAvailableTill: claimed.days > 0 ? extendAccess(student.learningAvailableTill, today, claimed.days) : student.learningAvailableTill,
        lecturesAvailableTill: claimed.lecturesDays > 0 ? extendAccess(student.lecturesAvailableTill, today, claimed.lecturesDays) : student.lecturesAvailableTill,
        multiLanguage: student.multiLanguage || claimed.multiLanguage,
      };
      await this.repo.updateStudentAccess(userId, access, tx);
      return { ...access, days: daysLeft(access.learningAvailableTill, today) };
    });
  }

  /**
   * A school's prepaid code: claimed once and its days of learning added to the school's stock, in one
   * transaction (a code without days of learning cannot be used by a school and stays unused).
   */
  private async useSchoolCode(caller: AuthContext, code: string): Promise<CodeUseResult> {
    const school = await this.repo.findSchoolOfUser(caller.userId);
    if (!school) throw forbidden();
    const now = this.clock.now();
    return this.repo.transaction(async (tx) => {
      const claimed = await this.repo.claimAccessCode(code, 'PREPAID', caller.userId, now, tx);
      if (!claimed || claimed.days <= 0) throw new AppError(409, CANT_USE_CODE);
      const days = await this.repo.addSchoolDays(school.schoolId, claimed.days, tx);
      if (days === undefined) throw forbidden();
      return { learningAvailableTill: null, lecturesAvailableTill: null, multiLanguage: false, days };
    });
  }

  /**
   * Starts a payment: checks the buyer and the receipt-or-invoice data, prices it on the server
   * (subscription price less a valid discount; whatever amount the body carries is ignored), records it
   * as NEW with the request's IP, asks the provider for the payment page and marks it STARTED.
   */
  async createPayment(caller: AuthContext | null, body: PaymentRequest, ipAddress: string): Promise<PaymentRedirect> {
    if (!caller) throw new AppError(403, 'msg.warn.registration.required.to.buy.exams');
    let school: SchoolBuyer | undefined;
    if (caller.userType === 'SCHOOL') {
      if (body.userId !== caller.userId) throw forbidden();
      school = await this.repo.findSchoolOfUser(caller.userId);
      if (!school) throw new AppError(403, CANNOT_BUY);
      if (!school.nip || !isValidNip(school.nip)) throw new AppError(400, 'msg.payments.school.nip.missing');
    } else {
      this.assertBuyer(caller);
      if (body.userId !== caller.userId) throw forbidden();
      const student = await this.repo.findStudentOfUser(caller.userId);
      if (!student) throw new AppError(403, CANNOT_BUY);
    }
    const quantity = body.quantity ?? 1;

    const fields: FieldError[] = [];
    if (!school && quantity !== 1) fields.push({ field: 'quantity', message: 'msg.payments.quantity.invalid' });
    if (body.confirmationType === 'EMPTY') fields.push({ field: 'confirmationType', message: 'msg.payments.confirmation.required' });
    const invoice = body.confirmationType === 'INVOICE';
    const nip = body.nip?.replace(/[\s-]/g, '') ?? '';
    if (invoice) {
      if (!isValidNip(nip)) fields.push({ field: 'nip', message: 'msg.payments.nip.invalid' });
      if (!body.invoiceName) fields.push({ field: 'invoiceName', message: 'msg.payments.invoice.name.required' });
      if (!body.invoiceAddress) fields.push({ field: 'invoiceAddress', message: 'msg.payments.invoice.address.required' });
    }
    const sub = await this.repo.findSubscription(body.subscriptionId);
    if (!sub || !sub.active || sub.kind !== (school ? 'SCHOOL' : 'ONLINE')) fields.push({ field: 'subscriptionId', message: 'msg.payments.subscription.unavailable' });
    const now = this.clock.now();
    const code = body.discountCoupon?.trim().toUpperCase() || null;
    let amount = (sub?.priceGrosz ?? 0) * quantity;
    if (code && sub) {
      const discount = sub.discountAvailable ? await this.repo.findUsableDiscount(code, now) : undefined;
      if (!discount) fields.push({ field: 'discountCoupon', message: 'msg.payments.discount.invalid' });
      else amount = applyDiscount(amount, discount.percentOff !== null ? { percentOff: discount.percentOff } : { amountOffGrosz: discount.amountOffGrosz ?? 0 });
    }
    if (fields.length > 0 || !sub) throw badRequest(fields);
    if (school) {
      // The with-book price is for learners who get a book from the school's stock (school document §9).
      if (sub.withBook && school.numberOfBooks < quantity) throw new AppError(400, 'msg.payments.school.books.needed');
      if (sub.withLectures && !school.canAddLecture) throw new AppError(403, 'msg.error.lectures.not.allowed');
    }
    // A school pays as itself: its name and NIP from its record, whatever the body says (§7).
    const firstName = school ? school.name.slice(0, 100) : body.firstName;
    const lastName = school ? (school.nip ?? '') : body.lastName;

    const payment = await this.repo.insertPayment({
      userId: caller.userId,
      subscriptionId: sub.id,
      amountGrosz: amount,
      description: describe(sub, quantity, await this.repo.languageOfUser(caller.userId)),
      status: 'NEW',
      confirmationType: body.confirmationType,
      nip: invoice ? nip : null,
      invoiceName: invoice ? (body.invoiceName ?? null) : null,
      invoiceAddress: invoice ? (body.invoiceAddress ?? null) : null,
      firstName,
      lastName,
      email: body.email,
      quantity,
      ipAddress: ipAddress.slice(0, 64),
      discountCode: code,
      createdAt: now,
      updatedAt: now,
    });
    if (!this.provider) {
      await this.repo.markFailed(payment.id, 'PROVIDER_NOT_CONFIGURED', this.clock.now());
      throw new AppError(503, 'msg.payments.provider.unavailable');
    }
    try {
      const created = await this.provider.createPayment({
        amount,
        currency: 'PLN',
        externalId: String(payment.id),
        description: payment.description,
        buyer: { email: body.email, firstName, lastName },
        continueUrl: `${this.publicUrl}${school ? SCHOOL_PAYMENT_RETURN_PATH : PAYMENT_RETURN_PATH}`,
        idempotencyKey: `osk-payment-${payment.id}`,
      });
      const startedAt = this.clock.now();
      await this.repo.markStarted(payment.id, created.paymentId, startedAt, { url: created.redirectUrl, expiresAt: new Date(startedAt.getTime() + PAYNOW_PAYMENT_VALIDITY_MS) });
      return { redirectUrl: created.redirectUrl };
    } catch (error) {
      const errorCode = error instanceof PaynowError ? (error.errorType ?? `HTTP_${error.statusCode ?? 'NONE'}`) : 'PROVIDER_ERROR';
      this.log.warn({ paymentId: payment.id, errorCode, err: error }, 'payment provider refused or failed a create');
      await this.repo.markFailed(payment.id, errorCode.slice(0, 64), this.clock.now());
      throw new AppError(503, 'msg.payments.provider.unavailable');
    }
  }

  /**
   * Applies a provider notification. A bad signature, an unknown payment or a provider payment id other
   * than the one stored changes nothing and is refused (400, logged). A known status moves the payment
   * forward only; FINISHED credits the access once, in the same transaction.
   */
  async handleNotification(rawBody: Buffer, signature: string | undefined): Promise<NotificationOutcome> {
    const refused = (reason: string, details: object = {}): AppError => {
      this.log.warn({ reason, ...details }, 'payment notification refused');
      return new AppError(400, 'msg.payments.notification.rejected');
    };
    if (!this.provider) throw refused('provider not configured');
    // A refund's notification (refundId in the body) goes to the refunds (payments.refunds.ts).
    const refundNotification = this.provider.verifyRefundNotification?.(rawBody, signature);
    if (refundNotification) return applyRefundNotification(this.refundDeps(), refundNotification);
    const notification = this.provider.verifyNotification(rawBody, signature);
    if (!notification) throw refused('bad signature or body');
    const paymentId = /^\d{1,9}$/.test(notification.externalId) ? Number(notification.externalId) : null;
    if (paymentId === null) throw refused('unknown payment', { externalId: notification.externalId });
    const now = this.clock.now();
    return this.repo.transaction(async (tx) => {
      const payment = await this.repo.lockPayment(paymentId, tx);
      if (!payment) throw refused('unknown payment', { externalId: notification.externalId });
      if (payment.providerPaymentId !== notification.paymentId) throw refused('payment id mismatch', { paymentId, given: notification.paymentId });
      return this.applyProviderStatus(payment, notification.status, now, tx, 'notification');
    });
  }

  /**
   * A status the provider gave for a payment locked in `tx`: moves it forward only; FINISHED credits
   * the access once (the credited_at guard), in the same transaction. The one path of notifications
   * and of the reconciliation.
   */
  private async applyProviderStatus(payment: PaymentRow, status: string, now: Date, tx: Db, source: 'notification' | 'reconciliation'): Promise<NotificationOutcome> {
    const mapped = mapProviderStatus(status);
    if (!mapped) {
      this.log.info({ paymentId: payment.id, status, source }, 'payment status unknown to us ignored');
      return 'ignored';
    }
    const current = payment.status as PaymentStatus;
    if (!canMove(current, mapped)) return 'ignored';
    const errorCode = FAILED.includes(mapped) ? String(status).slice(0, 64) : mapped === 'FINISHED' ? null : payment.errorCode;
    await this.repo.setStatus(payment.id, mapped, errorCode, now, tx);
    if (mapped === 'FINISHED' && (await this.repo.markCredited(payment.id, now, tx))) await this.credit(payment, now, tx);
    return 'applied';
  }

  /**
   * The reconciliation job (ADR 025): payments left STARTED or WAITING for an hour, their notifications
   * lost, are asked about at Paynow (at most 100 a run, those of the last 7 days: Paynow has ended the
   * older ones long since) and the answer is applied as a notification's would be, through the same
   * locked, credit-once path. A payment Paynow cannot answer for is logged and asked again next run.
   */
  async reconcile(now: Date, signal?: AbortSignal): Promise<{ checked: number; updated: number; failed: number }> {
    const summary = { checked: 0, updated: 0, failed: 0 };
    const expired = await this.repo.transaction((tx) => expireOverduePayments(tx, now));
    if (expired > 0) this.log.info({ expired }, 'payments past the provider time limit expired');
    if (!this.provider) return summary;
    const stale = await this.repo.paymentsToReconcile(new Date(now.getTime() - RECONCILE_AFTER_MS), new Date(now.getTime() - RECONCILE_WITHIN_MS), RECONCILE_BATCH);
    for (const { id, providerPaymentId } of stale) {
      if (signal?.aborted) break;
      let status: string;
      try {
        status = await this.provider.paymentStatus(providerPaymentId);
      } catch (error) {
        summary.failed += 1;
        const errorCode = error instanceof PaynowError ? (error.errorType ?? `HTTP_${error.statusCode ?? 'NONE'}`) : 'PROVIDER_ERROR';
        this.log.warn({ paymentId: id, errorCode }, 'payment status could not be read from the provider');
        continue;
      }
      summary.checked += 1;
      const outcome = await this.repo.transaction(async (tx) => {
        const payment = await this.repo.lockPayment(id, tx);
        if (!payment || payment.providerPaymentId !== providerPaymentId) return 'ignored';
        return this.applyProviderStatus(payment, status, this.clock.now(), tx, 'reconciliation');
      });
      if (outcome === 'applied') summary.updated += 1;
    }
    return summary;
  }

  /** Adds a finished payment's access and mails the confirmation; runs once per payment, inside its transaction. */
  private async credit(payment: PaymentRow, now: Date, tx: Db): Promise<void> {
    const sub = await this.repo.findSubscription(payment.subscriptionId, tx);
    const school = await this.repo.findSchoolOfUser(payment.userId, tx);
    if (school && sub) {
      await this.creditSchool(payment, sub, school, now, tx);
      return;
    }
    const student = await this.repo.lockStudentOfUser(payment.userId, tx);
    if (!sub || !student) {
      // Paid but nothing to extend (the account was removed): keep the record, tell the operators.
      this.log.warn({ paymentId: payment.id }, 'finished payment without a learner or subscription to credit');
      return;
    }
    const today = warsawDate(now);
    const lectures = sub.subscriptionType === 'LECTURES';
    const access = {
      learningAvailableTill: lectures ? student.learningAvailableTill : extendAccess(student.learningAvailableTill, today, sub.numberOfDays),
      lecturesAvailableTill: lectures ? extendAccess(student.lecturesAvailableTill, today, sub.numberOfDays) : student.lecturesAvailableTill,
      multiLanguage: student.multiLanguage || sub.multiLanguage,
    };
    await this.repo.updateStudentAccess(payment.userId, access, tx);
    if (payment.discountCode) await this.repo.countDiscountUse(payment.discountCode, tx);
    await this.confirm(payment, sub, now, tx, {
      to: payment.email,
      accessTill: lectures ? access.lecturesAvailableTill : access.learningAvailableTill,
      schoolDays: null,
      buyerName: `${payment.firstName} ${payment.lastName}`,
      buyerNip: payment.nip,
    });
  }

  /**
   * A school's finished payment: numberOfDays × quantity added to its stock of days of learning by one
   * `x = x + n` update (the caller's credited_at guard makes it once), and the confirmation to its
   * billing e-mail when it keeps one apart from the main e-mail, else to the payment's e-mail.
   */
  private async creditSchool(payment: PaymentRow, sub: SubscriptionRow, school: SchoolBuyer, now: Date, tx: Db): Promise<void> {
    const added = sub.numberOfDays * payment.quantity;
    const total = await this.repo.addSchoolDays(school.schoolId, added, tx);
    const clearBlockDate = async (userId: number, db: Db) => {
      if (!this.users) throw new Error('the payments service has no users service to lift a block with');
      return this.users.setWillBeBlockedAt(userId, null, db);
    };
    if (await liftBlockUntilPaid(school.schoolId, tx, clearBlockDate)) this.log.info({ paymentId: payment.id }, 'school payment block (until paid) lifted by its payment');
    if (payment.discountCode) await this.repo.countDiscountUse(payment.discountCode, tx);
    const billing = !school.sendInvoicesToMainEmail && school.billingEmail ? school.billingEmail : null;
    await this.confirm(payment, sub, now, tx, {
      to: billing ?? payment.email,
      accessTill: null,
      schoolDays: { added, total: total ?? added },
      buyerName: school.name,
      buyerNip: payment.nip ?? school.nip,
    });
  }

  /** Queues the confirmation mail with the receipt or invoice PDF (in the crediting transaction). */
  private async confirm(
    payment: PaymentRow,
    sub: SubscriptionRow,
    now: Date,
    tx: Db,
    extra: { to: string; accessTill: string | null; schoolDays: { added: number; total: number } | null; buyerName: string; buyerNip: string | null },
  ): Promise<void> {
    // A school is greeted and named by its name; its NIP (the payment's lastName) is shown as the NIP.
    const school = extra.schoolDays !== null;
    const language = await this.repo.languageOfUser(payment.userId, tx);
    const product = productOf(sub);
    const mail = paymentConfirmationMail({
      language,
      paymentId: payment.id,
      providerPaymentId: payment.providerPaymentId,
      product: productName(product, language, payment.quantity),
      amountGrosz: payment.amountGrosz,
      paidOn: warsawDate(now),
      confirmationType: payment.confirmationType,
      firstName: school ? extra.buyerName : payment.firstName,
      lastName: school ? '' : payment.lastName,
      email: payment.email,
      nip: school && payment.confirmationType !== 'INVOICE' ? extra.buyerNip : payment.nip,
      invoiceName: payment.invoiceName,
      invoiceAddress: payment.invoiceAddress,
      accessTill: extra.accessTill,
      schoolDays: extra.schoolDays,
    });
    const data = await this.issueDocument({ ...payment, product, bySchool: sub.kind === 'SCHOOL' }, now, now, tx);
    const attachments = data ? [{ filename: paymentDocumentFileName(data.kind, payment.id), contentType: 'application/pdf', content: await renderPaymentDocument(data) }] : [];
    await this.outbox.enqueueMail({ to: extra.to, subject: mail.subject, text: mail.text, attachments }, tx);
  }

  /**
   * Issues the receipt or invoice of a paid payment in `tx` (the crediting transaction, or a later
   * one for a payment credited while no seller was configured): takes the next number of its series
   * and year (Warsaw) and stores what the document shows, from the payment's own record (the buyer as
   * recorded at checkout; a school by the name and NIP the checkout took from its record) and the
   * seller and VAT treatment of today. Without a seller nothing is issued (logged, payment id only).
   */
  private async issueDocument(payment: PaymentWithProduct, paidAt: Date, now: Date, tx: Db): Promise<PaymentDocumentData | null> {
    const seller = this.seller;
    if (!seller) {
      this.log.error({ paymentId: payment.id }, 'receipt or invoice not issued: the seller is not configured (SELLER_* settings)');
      return null;
    }
    const kind = payment.confirmationType === 'INVOICE' ? 'INVOICE' : 'RECEIPT';
    const series = kind === 'INVOICE' ? 'FV' : 'PAR';
    const issuedOn = warsawDate(now);
    const year = Number(issuedOn.slice(0, 4));
    const sequence = await this.repo.nextDocumentNumber(series, year, tx);
    const productKind: ProductKind = payment.bySchool ? 'SCHOOL' : payment.product.subscriptionType === 'LECTURES' ? 'LECTURES' : 'LEARNING';
    const line = invoiceLine({
      name: productName(payment.product, 'pl'),
      quantity: payment.quantity,
      grossGrosz: payment.amountGrosz,
      vatRate: seller.vat.kind === 'EXEMPT' ? null : seller.vat.rates[productKind],
    });
    const totals = invoiceTotals([line]);
    const person = payment.bySchool ? payment.firstName : `${payment.firstName} ${payment.lastName}`;
    const data: PaymentDocumentData = {
      kind,
      number: documentNumber(series, year, sequence),
      paymentId: payment.id,
      providerPaymentId: payment.providerPaymentId,
      issuedOn,
      paidOn: warsawDate(paidAt),
      issuedAt: now.toISOString(),
      seller: { name: seller.name, nip: seller.nip, addressLines: [...seller.addressLines], bankAccount: seller.bankAccount, demo: seller.demo },
      buyer: {
        name: kind === 'INVOICE' ? (payment.invoiceName ?? person) : person,
        nip: payment.bySchool ? (payment.nip ?? payment.lastName) : payment.nip,
        address: kind === 'INVOICE' ? payment.invoiceAddress : null,
        email: payment.email,
      },
      lines: [line],
      totals,
      vatExemption: seller.vat.kind === 'EXEMPT' ? seller.vat.legalBasis : null,
      amountInWords: amountInWords(totals.grossGrosz),
      paymentMethod: PAYMENT_METHOD,
    };
    await this.repo.insertDocument({ paymentId: payment.id, series, year, sequence, number: data.number, issuedOn, issuedAt: now, data: { ...data } }, tx);
    return data;
  }

  /**
   * The receipt or invoice of one of the caller's paid payments (`GET payment/document/{id}`), the
   * document that was mailed. Another user's payment, an unknown one and one not paid (nothing was
   * issued) all answer 404, so the answer tells nothing of other users' payments.
   */
  async documentOf(caller: AuthContext, paymentId: number): Promise<{ fileName: string; pdf: Buffer }> {
    const payment = await this.repo.findPaymentWithProduct(paymentId);
    const creditedAt = payment?.creditedAt;
    if (!payment || payment.userId !== caller.userId || payment.status !== 'FINISHED' || !creditedAt) throw new AppError(404, DOCUMENT_NOT_FOUND);
    const stored = await this.repo.findDocumentOfPayment(payment.id);
    let data = stored ? documentDataOf(stored) : null;
    if (!data) {
      // Credited while no seller was configured: issued now, once (the payment row is the lock).
      if (!this.seller) {
        this.log.warn({ paymentId: payment.id }, 'receipt or invoice asked for, but the seller is not configured (SELLER_* settings)');
        throw new AppError(503, SELLER_NOT_CONFIGURED);
      }
      data = await this.repo.transaction(async (tx) => {
        await this.repo.lockPayment(payment.id, tx);
        const again = await this.repo.findDocumentOfPayment(payment.id, tx);
        return again ? documentDataOf(again) : this.issueDocument(payment, creditedAt, this.clock.now(), tx);
      });
      if (!data) throw new AppError(503, SELLER_NOT_CONFIGURED);
    }
    return { fileName: paymentDocumentFileName(data.kind, payment.id), pdf: await renderPaymentDocument(data) };
  }

  /**
   * The correction (KOR or KPAR) of one of the caller's refunded payments, as issued
   * (`GET payment/document/{id}/correction`). Another user's payment, an unknown one and one without a
   * correction all answer 404.
   */
  async correctionOf(caller: AuthContext, paymentId: number): Promise<{ fileName: string; pdf: Buffer }> {
    const payment = await this.repo.findPaymentWithProduct(paymentId);
    if (!payment || payment.userId !== caller.userId) throw new AppError(404, DOCUMENT_NOT_FOUND);
    const stored = await this.repo.findCorrectionOfPayment(payment.id);
    if (!stored) throw new AppError(404, DOCUMENT_NOT_FOUND);
    const data = stored.data as unknown as CorrectionDocumentData;
    return { fileName: correctionFileName(data.kind, payment.id), pdf: await renderCorrectionDocument(data) };
  }

  private refundDeps(): RefundDeps {
    return { repo: this.repo, provider: this.provider, clock: this.clock, log: this.log, seller: this.seller, outbox: this.outbox };
  }

  /** Refunds a paid payment through the provider (operator command; payments.refunds.ts). */
  async refund(paymentId: number, amountGrosz?: number): Promise<RefundOutcome> {
    return refundPayment(this.refundDeps(), paymentId, amountGrosz);
  }

  /** Polls the provider for refunds not yet settled (the reconciliation job). */
  async reconcileRefunds(signal?: AbortSignal): Promise<{ checked: number; updated: number; failed: number }> {
    return reconcileRefunds(this.refundDeps(), signal);
  }

  /** The caller's own payments, newest first. */
  async paymentsOf(caller: AuthContext, userId: number): Promise<Payment[]> {
    if (caller.userId !== userId) throw forbidden();
    const language = await this.repo.languageOfUser(userId);
    // Payments past the provider's time limit expire on this read too (exactly once; payments.continue.ts).
    const now = this.clock.now();
    await this.repo.transaction((tx) => expireOverduePayments(tx, now, userId));
    const rows = await this.repo.listPaymentsOfUser(userId);
    const refunds = await this.repo.refundsOfPayments(rows.filter((r) => r.status === 'FINISHED').map((r) => r.id));
    return rows.map((row) => ({ ...toPayment(row, language, now), refund: refundOf(refunds.get(row.id)) }));
  }
}

/** A payment's refund as the history shows it. */
function refundOf(refund: { amountGrosz: number; status: string; correctionNumber: string | null } | undefined): Payment['refund'] {
  return refund ? { amount: refund.amountGrosz, status: refund.status, correctionNumber: refund.correctionNumber } : null;
}

/** The data of an issued document as stored. */
function documentDataOf(row: PaymentDocumentRow): PaymentDocumentData {
  return row.data as unknown as PaymentDocumentData;
}
