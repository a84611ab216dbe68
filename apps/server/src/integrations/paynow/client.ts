import { randomUUID } from 'node:crypto';
import { paynowJson, requestSignature, verifyNotificationSignature } from './signature.js';
import {
  PaynowError,
  type PaymentProvider,
  type PaynowConfig,
  type PaynowCreatePayment,
  type PaynowCreated,
  type PaynowNotification,
  type PaynowRefundCreated,
  type PaynowRefundNotification,
  type PaynowRefundRequest,
  type PaynowRefundStatus,
  type PaynowStatus,
} from './types.js';

/** Transport settings of the client (tests shorten the timeout or pass their own fetch). */
export interface PaynowClientOptions {
  /** Request timeout in milliseconds; default 15 s. */
  timeoutMs?: number;
  fetch?: typeof fetch;
}

interface PaynowErrorBody {
  statusCode?: unknown;
  errors?: { errorType?: unknown; message?: unknown }[];
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function nonEmptyString(value: unknown): value is string {
  return typeof value === 'string' && value.length > 0;
}

/**
 * A client of the Paynow v3 REST API (FACTS.md): signed `POST /v3/payments` and
 * `GET /v3/payments/{id}/status`, and verification of the signed notifications Paynow posts. It talks
 * to Paynow or to the demo simulator alike. Every failure becomes a PaynowError: `statusCode` and
 * `errorType` from Paynow's error body, or both null when Paynow could not be reached or answered
 * something that is not its protocol.
 */
export class PaynowClient implements PaymentProvider {
  private readonly baseUrl: string;
  private readonly doFetch: typeof fetch;
  private readonly timeoutMs: number;

  constructor(
    /** Where and as whom it calls (read by the app to mount the demo simulator). */
    readonly config: PaynowConfig,
    options: PaynowClientOptions = {},
  ) {
    this.baseUrl = config.apiUrl.replace(/\/+$/, '');
    this.doFetch = options.fetch ?? fetch;
    this.timeoutMs = options.timeoutMs ?? 15_000;
  }

  async createPayment(payment: PaynowCreatePayment): Promise<PaynowCreated> {
    const answer = await this.post('/v3/payments', payment);
    if (!isRecord(answer) || !nonEmptyString(answer.paymentId) || !nonEmptyString(answer.redirectUrl) || !nonEmptyString(answer.status)) {
      throw new PaynowError('Paynow answered a created payment without paymentId, redirectUrl or status', null, null);
    }
    return { paymentId: answer.paymentId, redirectUrl: answer.redirectUrl, status: answer.status };
  }

  paymentStatus(paymentId: string): Promise<PaynowStatus> {
    return this.status(`/v3/payments/${encodeURIComponent(paymentId)}/status`, 'a payment status');
  }

  verifyNotification(rawBody: Buffer | string, signature: string | undefined): PaynowNotification | null {
    return this.signedFields(rawBody, signature, ['paymentId', 'externalId', 'status', 'modifiedAt']);
  }

  /** Refunds (part of) a paid payment: `POST /v3/payments/{id}/refunds` with an Idempotency-Key (types.ts). */
  async refundPayment(paymentId: string, refund: PaynowRefundRequest): Promise<PaynowRefundCreated> {
    const answer = await this.post(`/v3/payments/${encodeURIComponent(paymentId)}/refunds`, refund);
    if (!isRecord(answer) || !nonEmptyString(answer.refundId) || !nonEmptyString(answer.status)) throw new PaynowError('Paynow answered a refund without refundId or status', null, null);
    return { refundId: answer.refundId, status: answer.status };
  }

  refundStatus(refundId: string): Promise<PaynowRefundStatus> {
    return this.status(`/v3/refunds/${encodeURIComponent(refundId)}/status`, 'a refund status');
  }

  verifyRefundNotification(rawBody: Buffer | string, signature: string | undefined): PaynowRefundNotification | null {
    return this.signedFields(rawBody, signature, ['refundId', 'paymentId', 'status', 'modifiedAt']);
  }

  /**
   * A notification's `keys` when Paynow's signature of its raw bytes holds (checked before parsing
   * anything) and each of them is a non-empty string, else null.
   */
  private signedFields<K extends string>(rawBody: Buffer | string, signature: string | undefined, keys: readonly K[]): Record<K, string> | null {
    if (!verifyNotificationSignature(this.config.signatureKey, rawBody, signature)) return null;
    let parsed: unknown;
    try {
      parsed = JSON.parse(typeof rawBody === 'string' ? rawBody : rawBody.toString('utf8'));
    } catch {
      return null;
    }
    if (!isRecord(parsed)) return null;
    const fields: Partial<Record<K, string>> = {};
    for (const key of keys) {
      const value = parsed[key];
      if (!nonEmptyString(value)) return null;
      fields[key] = value;
    }
    return fields as Record<K, string>;
  }

  /** A signed POST of the request's fields (JSON as Paynow signs it) under its Idempotency-Key; answers the parsed JSON. */
  private post(path: string, request: { idempotencyKey: string }): Promise<unknown> {
    const { idempotencyKey, ...fields } = request;
    return this.call('POST', path, idempotencyKey, paynowJson(fields));
  }

  /** A signed status read; `what` names it in the error when the answer has no status. */
  private async status(path: string, what: string): Promise<string> {
    // A read has no idempotency to protect, but the header is part of the signed JSON: a fresh one each time.
    const answer = await this.call('GET', path, randomUUID(), '');
    if (!isRecord(answer) || !nonEmptyString(answer.status)) throw new PaynowError(`Paynow answered ${what} without status`, null, null);
    return answer.status;
  }

  /** One signed call; answers the parsed JSON of a 2xx answer. */
  private async call(method: 'GET' | 'POST', path: string, idempotencyKey: string, body: string): Promise<unknown> {
    const headers: Record<string, string> = {
      'Api-Key': this.config.apiKey,
      'Idempotency-Key': idempotencyKey,
      Signature: requestSignature(this.config.signatureKey, { apiKey: this.config.apiKey, idempotencyKey, parameters: {}, body }),
      Accept: 'application/json',
    };
    if (method === 'POST') headers['Content-Type'] = 'application/json';
    let response: Response;
    let text: string;
    try {
      response = await this.doFetch(`${this.baseUrl}${path}`, {
        method,
        headers,
        ...(method === 'POST' ? { body } : {}),
        redirect: 'error',
        signal: AbortSignal.timeout(this.timeoutMs),
      });
      text = await response.text();
    } catch (error) {
      const reason = error instanceof Error ? (error.name === 'TimeoutError' ? `no answer within ${this.timeoutMs} ms` : error.message) : String(error);
      throw new PaynowError(`Paynow unreachable (${method} ${path}): ${reason}`, null, null);
    }
    let json: unknown = undefined;
    try {
      json = text ? JSON.parse(text) : undefined;
    } catch {
      json = undefined;
    }
    if (!response.ok) {
      const error = isRecord(json) ? (json as PaynowErrorBody) : {};
      const first = Array.isArray(error.errors) ? error.errors.find(isRecord) : undefined;
      const errorType = nonEmptyString(first?.errorType) ? first.errorType : null;
      const message = nonEmptyString(first?.message) ? first.message : `HTTP ${response.status}`;
      throw new PaynowError(`Paynow refused ${method} ${path}: ${errorType ?? 'ERROR'}: ${message}`, response.status, errorType);
    }
    if (json === undefined) throw new PaynowError(`Paynow answered ${response.status} without JSON (${method} ${path})`, null, null);
    return json;
  }
}
