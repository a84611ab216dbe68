/**
 * The Paynow v3 protocol as the payments module uses it (FACTS.md, "Paynow v3"). The client
 * (`client.ts`) speaks it to Paynow or to the simulator (`simulator.ts`), which speaks the same
 * protocol with the same signatures.
 */

/** Where and as whom to call Paynow. */
export interface PaynowConfig {
  /** Base URL without the trailing slash, e.g. https://api.paynow.pl or the simulator's. */
  apiUrl: string;
  apiKey: string;
  signatureKey: string;
}

/**
 * How long Paynow accepts a payment on its page: it expires a payment left NEW or PENDING for 10 days
 * (FACTS.md, "Paynow v3"). The simulator keeps the same limit.
 */
export const PAYNOW_PAYMENT_VALIDITY_MS = 10 * 24 * 60 * 60_000;

/** Paynow's payment statuses; unknown ones are passed through as strings (FACTS: tolerate them). */
export type PaynowStatus = 'NEW' | 'PENDING' | 'CONFIRMED' | 'REJECTED' | 'ERROR' | 'EXPIRED' | 'ABANDONED' | (string & {});

/** `POST /v3/payments` body plus the idempotency key. Amount in grosz. */
export interface PaynowCreatePayment {
  amount: number;
  currency: 'PLN';
  /** Our payment id, echoed in notifications. */
  externalId: string;
  description: string;
  buyer: { email: string; firstName?: string; lastName?: string; locale?: string };
  continueUrl: string;
  /** At most 45 characters; the same key for a retried create. */
  idempotencyKey: string;
}

/** `201` answer of `POST /v3/payments`. */
export interface PaynowCreated {
  redirectUrl: string;
  paymentId: string;
  status: PaynowStatus;
}

/** A notification Paynow posts about a payment. */
export interface PaynowNotification {
  paymentId: string;
  externalId: string;
  status: PaynowStatus;
  modifiedAt: string;
}

/**
 * Refunds (issue 24). FACTS.md has no refund protocol: modelled on Paynow's public v3 API.
 * `POST /v3/payments/{paymentId}/refunds` (signed, with an Idempotency-Key) with `{amount, reason}`
 * answers 201 `{refundId, status}`; `GET /v3/refunds/{refundId}/status` answers `{refundId, status}`;
 * a refund's changes are notified like a payment's: a signed POST `{refundId, paymentId, status,
 * modifiedAt}`. Statuses NEW, PENDING, SUCCESSFUL, FAILED, CANCELLED (unknown ones tolerated).
 */
export type PaynowRefundStatus = 'NEW' | 'PENDING' | 'SUCCESSFUL' | 'FAILED' | 'CANCELLED' | (string & {});

export interface PaynowRefundRequest {
  /** In grosz, at most the payment's amount. */
  amount: number;
  reason?: 'REFUND_BEFORE_14' | 'REFUND_AFTER_14' | 'OTHER';
  /** At most 45 characters; the same key for a retried refund. */
  idempotencyKey: string;
}

export interface PaynowRefundCreated {
  refundId: string;
  status: PaynowRefundStatus;
}

export interface PaynowRefundNotification {
  refundId: string;
  paymentId: string;
  status: PaynowRefundStatus;
  modifiedAt: string;
}

/** Raised for an error answer of Paynow (`{statusCode, errors: [{errorType, message}]}`) or a transport failure. */
export class PaynowError extends Error {
  override name = 'PaynowError';
  constructor(
    message: string,
    readonly statusCode: number | null,
    readonly errorType: string | null,
  ) {
    super(message);
  }
}

/** What the payments module needs of a payment provider. */
export interface PaymentProvider {
  createPayment(payment: PaynowCreatePayment): Promise<PaynowCreated>;
  paymentStatus(paymentId: string): Promise<PaynowStatus>;
  /**
   * The notification in a raw body when its `Signature` header is right (HMAC-SHA256 of the raw bytes
   * with the signature key, compared in constant time); null otherwise (or when the body is not a
   * notification).
   */
  verifyNotification(rawBody: Buffer | string, signature: string | undefined): PaynowNotification | null;
  /** A refund of a paid payment (Paynow's payment id); absent: the provider cannot refund. */
  refundPayment?(paymentId: string, refund: PaynowRefundRequest): Promise<PaynowRefundCreated>;
  refundStatus?(refundId: string): Promise<PaynowRefundStatus>;
  /** A signed refund notification (`refundId` in the body), as verifyNotification checks a payment's. */
  verifyRefundNotification?(rawBody: Buffer | string, signature: string | undefined): PaynowRefundNotification | null;
}
