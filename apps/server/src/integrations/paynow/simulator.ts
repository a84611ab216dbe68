import { randomInt } from 'node:crypto';
import type { FastifyBaseLogger, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { App } from '../../lib/http.js';
import { escapeHtml, simulatorPage } from '../html.js';
import { listenSimulator } from '../simulator-server.js';
import { PAYNOW_SIMULATOR_BASE } from './config.js';
import { notificationSignature, verifyRequestSignature } from './signature.js';
import { PAYNOW_PAYMENT_VALIDITY_MS, type PaynowStatus } from './types.js';

/** The merchant the simulator knows, where it sends notifications, and where it is mounted. */
export interface PaynowSimulatorOptions {
  apiKey: string;
  signatureKey: string;
  /**
   * Where the signed notifications go: an absolute URL, or a path resolved against the origin the
   * merchant's server reached the simulator at (in demo mode: the product server itself).
   */
  notificationUrl: string;
  /** Origin of the payment page in redirectUrl (no trailing slash); default: the origin of the create call. */
  publicUrl?: string;
  basePath?: string;
  /** The simulator keeps its own time, like the real Paynow. */
  now?: () => Date;
  /** Delivery attempts per notification (default 3) and the pause before a retry (default 200 ms, growing). */
  notificationAttempts?: number;
  retryDelayMs?: number;
  fetch?: typeof fetch;
}

/** One payment the simulator holds (in memory: a restart forgets them, as befits a demo). */
interface SimulatedPayment {
  paymentId: string;
  externalId: string;
  amount: number;
  currency: string;
  description: string;
  buyerEmail: string;
  continueUrl: string;
  status: PaynowStatus;
  modifiedAt: string;
  notificationUrl: string;
  /** When it was created (the simulator's clock): Paynow expires it after PAYNOW_PAYMENT_VALIDITY_MS unpaid. */
  createdAtMs: number;
}

/** A refund the simulator holds (types.ts: modelled on Paynow's public v3 API). */
interface SimulatedRefund {
  refundId: string;
  paymentId: string;
  amount: number;
  status: string;
  modifiedAt: string;
}

const RefundBody = z.object({ amount: z.number().int().positive().max(2_147_483_647), reason: z.enum(['REFUND_BEFORE_14', 'REFUND_AFTER_14', 'OTHER']).optional() });
const RefundParams = z.object({ refundId: z.string().min(1).max(100) });

const MAX_IDEMPOTENCY_KEY = 45;
/** The demo keys are public: bound the memory a stream of created payments can take. */
const MAX_PAYMENTS = 10_000;
const ID_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';

const CreateBody = z.object({
  amount: z.number().int().positive().max(2_147_483_647),
  currency: z.literal('PLN'),
  externalId: z.string().trim().min(1).max(100),
  description: z.string().trim().min(1).max(255),
  buyer: z.object({ email: z.email().max(254), firstName: z.string().max(50).optional(), lastName: z.string().max(50).optional(), locale: z.string().max(10).optional() }),
  continueUrl: z.string().max(1000).regex(/^https?:\/\/[^\s]+$/),
});
const PaymentParams = z.object({ paymentId: z.string().min(1).max(100) });
const DecisionForm = z.object({ decision: z.string().max(20).optional() });

/** A payment id in Paynow's style (e.g. NOA0-1Y9-J1C-5XL). */
function newPaymentId(): string {
  const group = (n: number) => Array.from({ length: n }, () => ID_ALPHABET[randomInt(ID_ALPHABET.length)]).join('');
  return `${group(4)}-${group(3)}-${group(3)}-${group(3)}`;
}

function header(request: FastifyRequest, name: string): string | undefined {
  const value = request.headers[name];
  return Array.isArray(value) ? value.join(', ') : value;
}

function originOf(request: FastifyRequest): string {
  return `${request.protocol}://${request.host}`;
}

/** One error of Paynow's error answer. */
interface PaynowErrorItem {
  errorType: string;
  message: string;
}

function paynowError(reply: FastifyReply, statusCode: number, errors: PaynowErrorItem[]) {
  return reply.status(statusCode).type('application/json').send({ statusCode, errors });
}

/** A JSON body checked against `schema`, or Paynow's VALIDATION_ERROR list: one for malformed JSON, else one per issue. */
function parsedBody<T>(schema: z.ZodType<T>, raw: string): { success: true; data: T } | { success: false; errors: PaynowErrorItem[] } {
  let json: unknown;
  try {
    json = JSON.parse(raw);
  } catch {
    return { success: false, errors: [{ errorType: 'VALIDATION_ERROR', message: 'Malformed JSON body' }] };
  }
  const parsed = schema.safeParse(json);
  if (parsed.success) return { success: true, data: parsed.data };
  return { success: false, errors: parsed.error.issues.map((issue) => ({ errorType: 'VALIDATION_ERROR', message: `${issue.path.join('.') || 'body'}: ${issue.message}` })) };
}

/** "19,00 zł" */
function plnText(grosz: number): string {
  return `${(grosz / 100).toFixed(2).replace('.', ',')} zł`;
}

/**
 * A stand-in for Paynow v3 speaking the same protocol (FACTS.md), for demo mode and tests: the signed
 * create and status calls (Api-Key and Signature checked exactly as Paynow checks them, 401
 * UNAUTHORIZED otherwise; 400 VALIDATION_ERROR for a bad payment; the same Idempotency-Key answers the
 * same payment), and a payment page where the payer pays or refuses. The decision sets the status,
 * sends the signed notifications and waits for them to be delivered before sending the payer back to
 * continueUrl, so the product has applied the payment by the time the payer lands there. Payments are
 * kept in memory: a restart forgets them (the product keeps its own record of every payment).
 */
export function registerPaynowSimulator(app: App, options: PaynowSimulatorOptions): void {
  const base = options.basePath ?? PAYNOW_SIMULATOR_BASE;
  const now = options.now ?? (() => new Date());
  const attempts = Math.max(1, options.notificationAttempts ?? 3);
  const retryDelayMs = options.retryDelayMs ?? 200;
  const doFetch = options.fetch ?? fetch;
  const payments = new Map<string, SimulatedPayment>();
  const byIdempotencyKey = new Map<string, string>();
  const refunds = new Map<string, SimulatedRefund>();
  const refundByIdempotencyKey = new Map<string, string>();

  /** Api-Key and Signature as Paynow checks them; answers the refusal, or null when the call is authentic. */
  const unauthorized = (request: FastifyRequest, body: string): string | null => {
    if (header(request, 'api-key') !== options.apiKey) return 'Invalid Api-Key';
    const signed = { apiKey: options.apiKey, idempotencyKey: header(request, 'idempotency-key') ?? '', parameters: request.query as Record<string, string>, body };
    if (!verifyRequestSignature(options.signatureKey, signed, header(request, 'signature'))) return 'Invalid signature';
    return null;
  };

  /**
   * Sends Paynow's refusal of a signed call: 401 UNAUTHORIZED unless it is authentic, then, for a call
   * that creates something (`idempotent`), 400 VALIDATION_ERROR without a usable Idempotency-Key.
   * Answers the reply sent, or null when the call may go on.
   */
  const refuseCall = (request: FastifyRequest, reply: FastifyReply, body: string, idempotent: boolean): FastifyReply | null => {
    const refusal = unauthorized(request, body);
    if (refusal) return paynowError(reply, 401, [{ errorType: 'UNAUTHORIZED', message: refusal }]);
    const idempotencyKey = header(request, 'idempotency-key') ?? '';
    if (idempotent && (!idempotencyKey || idempotencyKey.length > MAX_IDEMPOTENCY_KEY)) {
      return paynowError(reply, 400, [{ errorType: 'VALIDATION_ERROR', message: `Idempotency-Key header is required (at most ${MAX_IDEMPOTENCY_KEY} characters)` }]);
    }
    return null;
  };

  const notify = async (payment: SimulatedPayment, log: FastifyBaseLogger, refund?: SimulatedRefund): Promise<boolean> => {
    const body = refund
      ? JSON.stringify({ refundId: refund.refundId, paymentId: refund.paymentId, status: refund.status, modifiedAt: refund.modifiedAt })
      : JSON.stringify({ paymentId: payment.paymentId, externalId: payment.externalId, status: payment.status, modifiedAt: payment.modifiedAt });
    const signature = notificationSignature(options.signatureKey, body);
    for (let attempt = 1; attempt <= attempts; attempt += 1) {
      try {
        const response = await doFetch(payment.notificationUrl, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', Signature: signature },
          body,
          redirect: 'manual',
          signal: AbortSignal.timeout(10_000),
        });
        await response.arrayBuffer();
        if (response.ok) return true;
        log.warn({ paymentId: payment.paymentId, status: response.status, attempt }, 'paynow simulator: notification refused');
      } catch (err) {
        log.warn({ paymentId: payment.paymentId, err, attempt }, 'paynow simulator: notification not delivered');
      }
      if (attempt < attempts) await new Promise((resolve) => setTimeout(resolve, retryDelayMs * attempt));
    }
    return false;
  };

  const setStatus = (payment: SimulatedPayment, status: PaynowStatus) => {
    payment.status = status;
    payment.modifiedAt = now().toISOString();
  };

  /** A payment left NEW or PENDING past Paynow's time limit is EXPIRED (seen on its next use). */
  const expireIfDue = (payment: SimulatedPayment) => {
    if ((payment.status === 'NEW' || payment.status === 'PENDING') && now().getTime() - payment.createdAtMs >= PAYNOW_PAYMENT_VALIDITY_MS) setStatus(payment, 'EXPIRED');
  };

  const continueTo = (payment: SimulatedPayment): string => {
    const url = new URL(payment.continueUrl);
    url.searchParams.set('paymentId', payment.paymentId);
    url.searchParams.set('paymentStatus', payment.status);
    return url.toString();
  };

  const page = (reply: FastifyReply, status: number, title: string, body: string, formTarget?: string) => {
    // The page posts to itself and is then redirected to continueUrl: CSP form-action must allow both.
    const formAction = formTarget ? `'self' ${formTarget}` : "'self'";
    return reply
      .status(status)
      .header('content-security-policy', `default-src 'none'; style-src 'unsafe-inline'; img-src 'self' data:; form-action ${formAction}; base-uri 'none'; frame-ancestors 'self'`)
      .type('text/html; charset=utf-8')
      .send(simulatorPage(title, `<h1>Symulator płatności Paynow (tryb demo)</h1>\n<span class="badge">SYMULATOR PAYNOW – żadne pieniądze nie są pobierane</span>\n${body}`));
  };
  const errorPage = (reply: FastifyReply, status: number, message: string) => page(reply, status, 'Błąd płatności (symulator Paynow)', `<p class="bad">${escapeHtml(message)}</p>`);

  app.register(async (outer) => {
    const scope = outer.withTypeProvider<ZodTypeProvider>();
    // The request signature covers the exact body bytes: keep JSON bodies as the raw string here.
    scope.removeContentTypeParser('application/json');
    scope.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => done(null, body));

    scope.post(
      `${base}/v3/payments`,
      { config: { access: 'anonymous' }, schema: { tags: ['dev'], summary: 'Demo only: Paynow simulator, create a payment (signed)' } },
      async (request, reply) => {
        const raw = typeof request.body === 'string' ? request.body : '';
        const refused = refuseCall(request, reply, raw, true);
        if (refused) return refused;
        const idempotencyKey = header(request, 'idempotency-key') ?? '';
        const known = byIdempotencyKey.get(idempotencyKey);
        const knownPayment = known ? payments.get(known) : undefined;
        const publicBase = `${options.publicUrl ?? originOf(request)}${base}`;
        if (knownPayment) return reply.status(201).send({ redirectUrl: `${publicBase}/pay/${knownPayment.paymentId}`, paymentId: knownPayment.paymentId, status: knownPayment.status });
        const parsed = parsedBody(CreateBody, raw);
        if (!parsed.success) return paynowError(reply, 400, parsed.errors);
        const payment: SimulatedPayment = {
          paymentId: newPaymentId(),
          externalId: parsed.data.externalId,
          amount: parsed.data.amount,
          currency: parsed.data.currency,
          description: parsed.data.description,
          buyerEmail: parsed.data.buyer.email,
          continueUrl: parsed.data.continueUrl,
          status: 'NEW',
          modifiedAt: now().toISOString(),
          notificationUrl: new URL(options.notificationUrl, originOf(request)).toString(),
          createdAtMs: now().getTime(),
        };
        if (payments.size >= MAX_PAYMENTS) {
          // Forget the oldest payment (Maps iterate in insertion order) and its idempotency key.
          const [oldest] = payments.keys();
          if (oldest) payments.delete(oldest);
          for (const [key, id] of byIdempotencyKey) if (id === oldest) byIdempotencyKey.delete(key);
        }
        payments.set(payment.paymentId, payment);
        byIdempotencyKey.set(idempotencyKey, payment.paymentId);
        return reply.status(201).send({ redirectUrl: `${publicBase}/pay/${payment.paymentId}`, paymentId: payment.paymentId, status: payment.status });
      },
    );

    scope.post(
      `${base}/v3/payments/:paymentId/refunds`,
      { config: { access: 'anonymous' }, schema: { tags: ['dev'], summary: 'Demo only: Paynow simulator, refund a paid payment (signed)', params: PaymentParams } },
      async (request, reply) => {
        const raw = typeof request.body === 'string' ? request.body : '';
        const refused = refuseCall(request, reply, raw, true);
        if (refused) return refused;
        const idempotencyKey = header(request, 'idempotency-key') ?? '';
        const payment = payments.get(request.params.paymentId);
        if (!payment) return paynowError(reply, 404, [{ errorType: 'NOT_FOUND', message: 'Could not find payment' }]);
        // The same key answers the same refund: a retried request refunds nothing more.
        const known = refunds.get(refundByIdempotencyKey.get(idempotencyKey) ?? '');
        if (known) return reply.status(201).send({ refundId: known.refundId, status: known.status });
        const parsed = parsedBody(RefundBody, raw);
        if (!parsed.success) return paynowError(reply, 400, parsed.errors);
        if (payment.status !== 'CONFIRMED') return paynowError(reply, 400, [{ errorType: 'VALIDATION_ERROR', message: 'Only a confirmed payment can be refunded' }]);
        let refunded = 0;
        for (const r of refunds.values()) if (r.paymentId === payment.paymentId && r.status !== 'FAILED' && r.status !== 'CANCELLED') refunded += r.amount;
        if (refunded + parsed.data.amount > payment.amount) return paynowError(reply, 400, [{ errorType: 'VALIDATION_ERROR', message: 'Refund amount exceeds the amount left to refund' }]);
        const refund: SimulatedRefund = { refundId: `R${newPaymentId()}`, paymentId: payment.paymentId, amount: parsed.data.amount, status: 'NEW', modifiedAt: now().toISOString() };
        refunds.set(refund.refundId, refund);
        refundByIdempotencyKey.set(idempotencyKey, refund.refundId);
        // The bank settles it a moment later: PENDING, then SUCCESSFUL, each notified.
        const log = request.log;
        setTimeout(() => {
          void (async () => {
            for (const status of ['PENDING', 'SUCCESSFUL']) {
              refund.status = status;
              refund.modifiedAt = now().toISOString();
              await notify(payment, log, refund);
            }
          })();
        }, 0);
        return reply.status(201).send({ refundId: refund.refundId, status: refund.status });
      },
    );

    scope.get(
      `${base}/v3/refunds/:refundId/status`,
      { config: { access: 'anonymous' }, schema: { tags: ['dev'], summary: 'Demo only: Paynow simulator, status of a refund (signed)', params: RefundParams } },
      async (request, reply) => {
        const refused = refuseCall(request, reply, '', false);
        if (refused) return refused;
        const refund = refunds.get(request.params.refundId);
        if (!refund) return paynowError(reply, 404, [{ errorType: 'NOT_FOUND', message: 'Could not find refund' }]);
        return reply.send({ refundId: refund.refundId, status: refund.status });
      },
    );

    scope.get(
      `${base}/v3/payments/:paymentId/status`,
      { config: { access: 'anonymous' }, schema: { tags: ['dev'], summary: 'Demo only: Paynow simulator, status of a payment (signed)', params: PaymentParams } },
      async (request, reply) => {
        const refused = refuseCall(request, reply, '', false);
        if (refused) return refused;
        const payment = payments.get(request.params.paymentId);
        if (!payment) return paynowError(reply, 404, [{ errorType: 'NOT_FOUND', message: 'Could not find payment' }]);
        expireIfDue(payment);
        return reply.send({ paymentId: payment.paymentId, status: payment.status });
      },
    );

    scope.get(
      `${base}/pay/:paymentId`,
      { config: { access: 'anonymous' }, schema: { tags: ['dev'], summary: 'Demo only: Paynow simulator, the payment page', params: PaymentParams } },
      async (request, reply) => {
        const payment = payments.get(request.params.paymentId);
        if (!payment) return errorPage(reply, 404, 'Nie znaleziono płatności. Symulator przechowuje płatności tylko do ponownego uruchomienia serwera.');
        expireIfDue(payment);
        const details = `<p>Kwota: <strong data-testid="paynow-amount">${escapeHtml(plnText(payment.amount))}</strong></p>
<p>Tytuł: <strong data-testid="paynow-description">${escapeHtml(payment.description)}</strong></p>
<p>Płatnik: ${escapeHtml(payment.buyerEmail)}<br>Numer płatności: ${escapeHtml(payment.paymentId)}</p>`;
        if (payment.status !== 'NEW') {
          return page(
            reply,
            200,
            'Płatność zakończona (symulator Paynow)',
            `${details}\n<p data-testid="paynow-final-status">Ta płatność została już zakończona (status: ${escapeHtml(payment.status)}).</p>\n<p><a href="${escapeHtml(continueTo(payment))}">Wróć do sklepu</a></p>`,
          );
        }
        const action = `${base}/pay/${encodeURIComponent(payment.paymentId)}`;
        const body = `${details}
<p>W trybie demonstracyjnym ta strona zastępuje bramkę płatności Paynow. Wybierz wynik płatności:</p>
<form method="post" action="${escapeHtml(action)}">
<div class="actions">
<button type="submit" name="decision" value="pay" data-testid="paynow-pay">Zapłać</button>
<button type="submit" name="decision" value="reject" class="secondary" data-testid="paynow-reject">Odrzuć płatność</button>
</div>
</form>`;
        return page(reply, 200, 'Płatność (symulator Paynow)', body, new URL(payment.continueUrl).origin);
      },
    );

    scope.post(
      `${base}/pay/:paymentId`,
      {
        config: { access: 'anonymous' },
        schema: { tags: ['dev'], summary: "Demo only: Paynow simulator, the payer's decision (pay or reject)", consumes: ['application/x-www-form-urlencoded'], params: PaymentParams, body: DecisionForm },
      },
      async (request, reply) => {
        const payment = payments.get(request.params.paymentId);
        if (!payment) return errorPage(reply, 404, 'Nie znaleziono płatności.');
        expireIfDue(payment);
        const decision = request.body.decision;
        if (decision !== 'pay' && decision !== 'reject') return errorPage(reply, 400, 'Wybierz „Zapłać” albo „Odrzuć płatność”.');
        // A second click (or a resent form) finds the payment decided: no second status change.
        if (payment.status === 'NEW') {
          if (decision === 'pay') {
            setStatus(payment, 'PENDING');
            await notify(payment, request.log);
            setStatus(payment, 'CONFIRMED');
          } else {
            setStatus(payment, 'REJECTED');
          }
          await notify(payment, request.log);
        }
        return reply.redirect(continueTo(payment), 303);
      },
    );
  });
}

/** Runs the simulator as its own HTTP server (tests listen on port 0); answers its API base URL. */
export async function listenPaynowSimulator(options: PaynowSimulatorOptions & { host?: string }): Promise<{ apiUrl: string; close: () => Promise<void> }> {
  const { origin, close } = await listenSimulator((app) => registerPaynowSimulator(app, options), options.host);
  return { apiUrl: `${origin}${options.basePath ?? PAYNOW_SIMULATOR_BASE}`, close };
}
