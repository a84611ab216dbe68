import { z } from 'zod';
import { PaymentProduct } from './product-name.js';

/** How a subscription is obtained (spec §3): bought online, or granted by a prepaid/promotional code. */
export const SUBSCRIPTION_KINDS = ['ONLINE', 'CODE'] as const;
/** What a subscription gives (spec §3): learning days (TIMEBASED) or e-lecture days (LECTURES). */
export const SUBSCRIPTION_TYPES = ['TIMEBASED', 'LECTURES'] as const;
/** The receipt-or-invoice choice of a payment (spec §3, §5); EMPTY means not chosen yet. */
export const CONFIRMATION_TYPES = ['EMPTY', 'RECEIPT', 'INVOICE'] as const;
/** Payment statuses of the spec (§3). Mapping from the provider's statuses: ADR 013. */
export const PAYMENT_STATUSES = ['NEW', 'CANCELED', 'REJECTED', 'STARTED', 'WAITING', 'RETURNED', 'FINISHED', 'ERROR_STATUS', 'REMOVED'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

/**
 * A subscription of the catalogue (spec §3). `price` is in PLN as the original wire carries it (the
 * payment amount is price × 100 in grosz); `priceGrosz` is the same price in grosz, our addition, so
 * that no client has to multiply.
 */
export const Subscription = z.object({
  id: z.int(),
  type: z.enum(SUBSCRIPTION_KINDS),
  subscriptionType: z.enum(SUBSCRIPTION_TYPES),
  numberOfDays: z.int(),
  price: z.number(),
  priceGrosz: z.int(),
  multiLanguage: z.boolean(),
  discountAvailable: z.boolean(),
});
export type Subscription = z.infer<typeof Subscription>;

/** Access types a school buys for its learners (school document §9): LONG (120 days) or SHORT. */
export const SchoolAccessType = z.enum(['LONG', 'SHORT']);
export type SchoolAccessType = z.infer<typeof SchoolAccessType>;

/**
 * A subscription of the school offer (`GET subscription/show/for/school`, school document §7, §9): the
 * price of one learner access (`numberOfDays` days from the school's stock of days of learning), and
 * what it comes with. LONG 120 days 18 zł, 6 zł for a learner who gets a book from the school's stock,
 * e-lectures +5 zł (23 zł, 11 zł); SHORT a pack of days. A school buys `quantity` of one at a time.
 */
export const SchoolSubscription = Subscription.extend({
  accessType: SchoolAccessType,
  withBook: z.boolean(),
  withLectures: z.boolean(),
});
export type SchoolSubscription = z.infer<typeof SchoolSubscription>;

/** The most learner accesses one school payment may buy (our limit). */
export const SCHOOL_PAYMENT_MAX_QUANTITY = 500;

/**
 * `POST paynow/create`: the payment request (spec §3). The server takes only the choice (subscription,
 * discount code, confirmation and invoice data, names, e-mail) from it: the amount comes from its own
 * price and discount, the IP address from the request, the status is NEW.
 */
export const PaymentRequest = z.object({
  amount: z.coerce.number().int().nonnegative().optional(),
  discountedPrice: z.coerce.number().nonnegative().optional(),
  subscriptionId: z.coerce.number().int().positive(),
  description: z.string().max(200).optional(),
  ipAddress: z.string().max(64).optional(),
  status: z.string().max(16).optional(),
  discountCoupon: z.string().trim().max(32).optional().nullable(),
  email: z.string().trim().email().max(254),
  userId: z.coerce.number().int().positive(),
  createInvoice: z.boolean().optional(),
  nip: z.string().trim().max(20).optional().nullable(),
  invoiceName: z.string().trim().max(200).optional().nullable(),
  invoiceAddress: z.string().trim().max(300).optional().nullable(),
  firstName: z.string().trim().min(1).max(100),
  lastName: z.string().trim().min(1).max(100),
  confirmationType: z.enum(CONFIRMATION_TYPES),
  /**
   * Our addition for a school: how many of the subscription it buys (1 by default; learners always 1).
   * For a school payer the server fills firstName with the school name and lastName with its NIP.
   */
  quantity: z.coerce
    .number({ error: 'msg.payments.quantity.invalid' })
    .int('msg.payments.quantity.invalid')
    .min(1, 'msg.payments.quantity.invalid')
    .max(SCHOOL_PAYMENT_MAX_QUANTITY, 'msg.payments.quantity.invalid')
    .optional(),
});
export type PaymentRequest = z.infer<typeof PaymentRequest>;

/** The answer of `POST paynow/create`: where to send the payer. */
export const PaymentRedirect = z.object({ redirectUrl: z.string() });
export type PaymentRedirect = z.infer<typeof PaymentRedirect>;

/** A payment of the history (spec §3; `GET payment/show/by/user/{id}`). `amount` in grosz. */
export const Payment = z.object({
  id: z.int(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  description: z.string(),
  amount: z.int(),
  status: z.enum(PAYMENT_STATUSES),
  /** When the payment was started (ISO date-time). */
  paymentStart: z.string(),
  errorCode: z.string().nullable(),
  /** The provider's payment id. */
  transactionId: z.string().nullable(),
  confirmationType: z.enum(CONFIRMATION_TYPES),
  /** Our addition: how many of the subscription were bought (1 for learners). */
  quantity: z.int(),
  /**
   * Our addition: what was bought, so a client names it in its own language with `productName`
   * (`description` is that name in the account's language, with the quantity in front when above one).
   */
  product: PaymentProduct,
  /**
   * Our addition (issue 24): the provider's page where a payment left STARTED can still be finished
   * ("Dokończ płatność"), until `continueUntil` (ISO date-time); null when there is nothing to finish.
   */
  continueUrl: z.string().nullable().optional(),
  continueUntil: z.string().nullable().optional(),
  /**
   * Our addition (issue 24): the payment's refund, when the operator refunded it: the amount in grosz,
   * Paynow's status of the refund, and the number of the correction issued with it (KOR/yyyy/nnnnnn
   * for an invoice, KPAR/yyyy/nnnnnn for a receipt; null when none was issued), downloadable from
   * `payment/document/{id}/correction`.
   */
  refund: z
    .object({ amount: z.int(), status: z.string(), correctionNumber: z.string().nullable() })
    .nullable()
    .optional(),
});
export type Payment = z.infer<typeof Payment>;

/**
 * What using a prepaid or promotional code gave (`GET subscription/codes/pay/with/...`,
 * `GET subscription/discount/pay/with/...`): the new access ends and the days of learning left.
 */
export const CodeUseResult = z.object({
  learningAvailableTill: z.string().nullable(),
  lecturesAvailableTill: z.string().nullable(),
  multiLanguage: z.boolean(),
  /** Days of learning left from today, counting today. */
  days: z.int(),
});
export type CodeUseResult = z.infer<typeof CodeUseResult>;

