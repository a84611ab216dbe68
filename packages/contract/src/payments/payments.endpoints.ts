import { z } from 'zod';
import { endpoint, fileAnswer, IdParam, IdPathParams } from '../common/endpoint.js';
import { CodeUseResult, Payment, PaymentRedirect, PaymentRequest, SchoolSubscription, Subscription } from './payment.schemas.js';
import { PAYMENT_PATHS } from './payments.paths.js';

const codeField = z
  .string({ error: 'msg.warn.cant.use.code' })
  .trim()
  .min(1, 'msg.warn.cant.use.code')
  .max(32, 'msg.warn.cant.use.code')
  .regex(/^[A-Za-z0-9_-]+$/, 'msg.warn.cant.use.code');

const CodeUseParams = z.object({ code: codeField, userId: IdParam });
/** What the server answers Paynow's notification. */
export const PaynowNotificationAnswer = z.object({ outcome: z.enum(['applied', 'ignored']) });

const tags = ['payments'] as const;
/** The learner's own purchases. */
const learner = { access: 'student', tags } as const;
/** Learners and schools alike, also while payment-blocked. */
const anyUser = { access: 'authenticated', paymentBlock: 'open', tags } as const;
/** The caller's own payment history, behind the payments block. */
const ownPayments = { access: 'authenticated', paymentBlock: 'payments', tags } as const;

/**
 * Subscriptions and payments (spec §7): the catalogue, discount checks, prepaid and promotional codes,
 * checkout through Paynow, Paynow's signed notifications and the payment history.
 */
export const subscriptionsForStudent = endpoint('GET', PAYMENT_PATHS.subscriptionsForStudent, {
  params: IdPathParams,
  responses: { 200: z.array(Subscription) },
  errors: [400, 403],
  ...learner,
  learnerParam: 'id',
  summary: "The subscriptions on sale, for the caller's own student record (id = Student.id); partner-platform and internal accounts cannot buy (403)",
});

export const subscriptionsForSchool = endpoint('GET', PAYMENT_PATHS.subscriptionsForSchool, {
  responses: { 200: z.array(SchoolSubscription) },
  errors: [403],
  access: 'school',
  paymentBlock: 'open',
  tags,
  summary: 'The school offer: learner accesses a school buys in a quantity (LONG/SHORT, with a book, with e-lectures)',
});

export const checkDiscount = endpoint('GET', PAYMENT_PATHS.checkDiscount, {
  params: z.object({
    code: codeField,
    amount: z.coerce
      .number({ error: 'msg.payments.amount.invalid' })
      .int('msg.payments.amount.invalid')
      .positive('msg.payments.amount.invalid')
      .max(100_000_000, 'msg.payments.amount.invalid'),
  }),
  responses: { 200: z.int() },
  errors: [400, 403],
  ...anyUser,
  summary: 'The amount (grosz) after a discount code; an unusable code answers the amount unchanged',
});

/** Learners and schools (a school's code adds its days to the school's stock); others 403. */
export const payWithCode = endpoint('GET', PAYMENT_PATHS.payWithCode, {
  params: CodeUseParams,
  responses: { 200: CodeUseResult },
  errors: [400, 403, 409],
  ...anyUser,
  summary:
    "Use a prepaid code for the caller's own account: a learner's access from the later of today and the current end; a school's days of learning added to its stock (days = the stock after)",
});

export const payWithDiscountCode = endpoint('GET', PAYMENT_PATHS.payWithDiscountCode, {
  params: CodeUseParams,
  responses: { 200: CodeUseResult },
  errors: [400, 403, 409],
  ...learner,
  summary: "Use a promotional code (90-day access) for the caller's own account",
});

/** Optional so that a visitor hears "registration is required to buy" rather than "not logged in". */
export const paynowCreate = endpoint('POST', PAYMENT_PATHS.paynowCreate, {
  body: PaymentRequest,
  responses: { 200: PaymentRedirect },
  errors: [400, 403, 503],
  access: 'optional',
  paymentBlock: 'open',
  tags,
  summary: 'Start a payment: the server prices it, records it (NEW) and answers the Paynow payment page',
});

export const paymentsOfUser = endpoint('GET', PAYMENT_PATHS.paymentsOfUser, {
  params: IdPathParams,
  responses: { 200: z.array(Payment) },
  errors: [400, 403],
  ...ownPayments,
  summary: "The caller's own payments, newest first (amounts in grosz)",
});

/** Learners and schools alike: each reads only its own payments. */
export const paymentDocument = endpoint('GET', PAYMENT_PATHS.paymentDocument, {
  params: IdPathParams,
  responses: { 200: fileAnswer('The receipt or invoice, application/pdf') },
  errors: [400, 403, 404],
  ...ownPayments,
  summary:
    "The receipt or invoice (PDF) of one of the caller's paid payments, the document that was mailed; another user's payment, an unknown one or one not paid answers 404",
});

/** Learners and schools alike: the correction of one of their own refunded payments (issue 24). */
export const paymentCorrection = endpoint('GET', PAYMENT_PATHS.paymentCorrection, {
  params: IdPathParams,
  responses: { 200: fileAnswer('The correction invoice (KOR) or the receipt refund record (KPAR), application/pdf') },
  errors: [400, 403, 404],
  ...ownPayments,
  summary:
    "The correction (PDF) of one of the caller's refunded payments as issued: a correction invoice (KOR) of an invoice, a refund record (KPAR) of a receipt; another user's payment, an unknown one or one without a correction answers 404",
});

/** Paynow's call: the signature covers the raw body, which the server reads as bytes. */
export const paynowNotification = endpoint('POST', PAYMENT_PATHS.paynowNotification, {
  responses: { 202: PaynowNotificationAnswer },
  errors: [400, 415],
  access: 'anonymous',
  tags,
  summary: "Paynow's signed payment notification (Signature header over the raw body); 202 when handled, 400 when refused (nothing changed)",
});

/** Every payment endpoint, in the order the server registers them. */
export const PAYMENT_ENDPOINTS = [subscriptionsForStudent, subscriptionsForSchool, checkDiscount, payWithCode, payWithDiscountCode, paynowCreate, paymentsOfUser, paymentDocument, paymentCorrection, paynowNotification] as const;
