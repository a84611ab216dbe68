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
}
