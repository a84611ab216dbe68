import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { PaynowClient } from './client.js';
import { isPaynowSimulator, PAYNOW_DEMO_KEYS, paynowConfigFrom } from './config.js';
import { notificationSignature, requestSignature } from './signature.js';
import { listenPaynowSimulator } from './simulator.js';
import { PaynowError, type PaynowCreatePayment } from './types.js';

// The real client against the simulator over HTTP, with a tiny local receiver standing in for our
// notification endpoint.

interface Received {
  headers: IncomingHttpHeaders;
  body: string;
}

interface Receiver {
  url: string;
  received: Received[];
  failNext(n: number): void;
  close(): Promise<void>;
}

async function startReceiver(): Promise<Receiver> {
  const received: Received[] = [];
  let failures = 0;
  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      if (failures > 0) {
        failures -= 1;
        response.writeHead(500).end();
        return;
      }
      received.push({ headers: request.headers, body: Buffer.concat(chunks).toString('utf8') });
      response.writeHead(202).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/api/eprawko-rest/paynow/notification`,
    received,
    failNext: (n) => {
      failures = n;
    },
    close: () => new Promise<void>((resolve, reject) => server.close((err) => (err ? reject(err) : resolve()))),
  };
}

const API_KEY = 'test-api-key';
const SIGNATURE_KEY = 'test-signature-key';

let receiver: Receiver;
let sim: { apiUrl: string; close: () => Promise<void> };
let client: PaynowClient;
let sequence = 0;

function payment(overrides: Partial<PaynowCreatePayment> = {}): PaynowCreatePayment {
  sequence += 1;
  return {
    amount: 1900,
    currency: 'PLN',
    externalId: `pay-${sequence}`,
    description: 'Dostęp 40 dni – język polski',
    buyer: { email: 'kursant@example.com' },
    continueUrl: 'http://localhost:5173/payment/return',
    idempotencyKey: `idem-${sequence}-${Date.now()}`,
    ...overrides,
  };
}

/** The payer's decision on the payment page, as the browser's form post sends it. */
async function decide(redirectUrl: string, decision: string): Promise<Response> {
  return fetch(redirectUrl, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams({ decision }).toString(), redirect: 'manual' });
}

beforeAll(async () => {
  receiver = await startReceiver();
  sim = await listenPaynowSimulator({ apiKey: API_KEY, signatureKey: SIGNATURE_KEY, notificationUrl: receiver.url, retryDelayMs: 10 });
  client = new PaynowClient({ apiUrl: sim.apiUrl, apiKey: API_KEY, signatureKey: SIGNATURE_KEY }, { timeoutMs: 5000 });
});
afterAll(async () => {
  await sim.close();
  await receiver.close();
});
beforeEach(() => {
  receiver.received.length = 0;
});

describe('Paynow client against the simulator', () => {
  it('creates a payment with the right keys: 201 with the payment page as redirectUrl, status NEW', async () => {
    const created = await client.createPayment(payment());
    expect(created.status).toBe('NEW');
    expect(created.paymentId).toMatch(/^[A-Z0-9]{4}-[A-Z0-9]{3}-[A-Z0-9]{3}-[A-Z0-9]{3}$/);
    expect(created.redirectUrl).toBe(`${sim.apiUrl}/pay/${created.paymentId}`);
    expect(await client.paymentStatus(created.paymentId)).toBe('NEW');

    const page = await fetch(created.redirectUrl);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('Symulator płatności Paynow (tryb demo)');
    expect(html).toContain('19,00 zł');
    // Sent as \u-escaped JSON, read back as the same Polish text.
    expect(html).toContain('Dostęp 40 dni – język polski');
    expect(html).toContain('data-testid="paynow-pay"');
    expect(html).toContain('data-testid="paynow-reject"');
    expect(html).not.toContain('<script');
    const csp = page.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("form-action 'self' http://localhost:5173");
    expect(csp).not.toContain('script-src');
  });

  it('refuses a wrong api key or signature key with UNAUTHORIZED', async () => {
    const wrongApiKey = new PaynowClient({ apiUrl: sim.apiUrl, apiKey: 'other', signatureKey: SIGNATURE_KEY });
    const wrongSignature = new PaynowClient({ apiUrl: sim.apiUrl, apiKey: API_KEY, signatureKey: 'other' });
    for (const bad of [wrongApiKey, wrongSignature]) {
      const error = await bad.createPayment(payment()).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(PaynowError);
      expect(error).toMatchObject({ statusCode: 401, errorType: 'UNAUTHORIZED' });
    }
    const created = await client.createPayment(payment());
    await expect(wrongSignature.paymentStatus(created.paymentId)).rejects.toMatchObject({ statusCode: 401, errorType: 'UNAUTHORIZED' });
  });

  it('refuses a body changed after signing', async () => {
    const body = JSON.stringify({ amount: 1900, currency: 'PLN', externalId: 'x', description: 'd', buyer: { email: 'a@example.com' }, continueUrl: 'http://localhost/x' });
    const signature = requestSignature(SIGNATURE_KEY, { apiKey: API_KEY, idempotencyKey: 'tamper-1', body });
    const res = await fetch(`${sim.apiUrl}/v3/payments`, {
      method: 'POST',
      headers: { 'Api-Key': API_KEY, 'Idempotency-Key': 'tamper-1', Signature: signature, 'Content-Type': 'application/json' },
      body: body.replace('1900', '1'),
    });
    expect(res.status).toBe(401);
    expect(await res.json()).toEqual({ statusCode: 401, errors: [{ errorType: 'UNAUTHORIZED', message: 'Invalid signature' }] });
  });

  it('answers the same payment for the same Idempotency-Key, a new one for another key', async () => {
    const first = payment();
    const a = await client.createPayment(first);
    const b = await client.createPayment(first);
    const c = await client.createPayment({ ...first, idempotencyKey: `${first.idempotencyKey}-2` });
    expect(b.paymentId).toBe(a.paymentId);
    expect(b.redirectUrl).toBe(a.redirectUrl);
    expect(c.paymentId).not.toBe(a.paymentId);
  });

  it.each([
    ['a zero amount', { amount: 0 }],
    ['a fractional amount', { amount: 19.5 }],
    ['another currency', { currency: 'EUR' as 'PLN' }],
    ['an empty externalId', { externalId: '' }],
    ['an empty description', { description: '' }],
    ['a bad buyer e-mail', { buyer: { email: 'not-an-email' } }],
    ['a continueUrl that is not http(s)', { continueUrl: 'javascript:alert(1)' }],
    ['an Idempotency-Key over 45 characters', { idempotencyKey: 'k'.repeat(46) }],
  ])('refuses %s with VALIDATION_ERROR', async (_name, overrides) => {
    await expect(client.createPayment(payment(overrides))).rejects.toMatchObject({ statusCode: 400, errorType: 'VALIDATION_ERROR' });
  });

  it('answers NOT_FOUND for the status of an unknown payment', async () => {
    await expect(client.paymentStatus('NONE-000-000-000')).rejects.toMatchObject({ statusCode: 404, errorType: 'NOT_FOUND' });
  });

  it('pays: PENDING then CONFIRMED notifications, signed, delivered before the payer is sent back', async () => {
    const request = payment();
    const created = await client.createPayment(request);
    const res = await decide(created.redirectUrl, 'pay');
    expect(res.status).toBe(303);
    const back = new URL(res.headers.get('location') ?? '');
    expect(`${back.origin}${back.pathname}`).toBe(request.continueUrl);
    expect(back.searchParams.get('paymentId')).toBe(created.paymentId);
    expect(back.searchParams.get('paymentStatus')).toBe('CONFIRMED');

    const notifications = receiver.received.map((r) => client.verifyNotification(r.body, r.headers.signature as string | undefined));
    expect(notifications.map((n) => n?.status)).toEqual(['PENDING', 'CONFIRMED']);
    expect(notifications[1]).toMatchObject({ paymentId: created.paymentId, externalId: request.externalId, status: 'CONFIRMED' });
    expect(Number.isNaN(Date.parse(notifications[1]?.modifiedAt ?? ''))).toBe(false);
    expect(receiver.received[1]?.headers['content-type']).toContain('application/json');
    expect(await client.paymentStatus(created.paymentId)).toBe('CONFIRMED');

    // A second click changes nothing and notifies nobody.
    const again = await decide(created.redirectUrl, 'reject');
    expect(new URL(again.headers.get('location') ?? '').searchParams.get('paymentStatus')).toBe('CONFIRMED');
    expect(receiver.received).toHaveLength(2);
    const page = await (await fetch(created.redirectUrl)).text();
    expect(page).toContain('została już zakończona');
    expect(page).not.toContain('data-testid="paynow-pay"');
  });

  it('rejects: a REJECTED notification and paymentStatus=REJECTED on the way back', async () => {
    const created = await client.createPayment(payment());
    const res = await decide(created.redirectUrl, 'reject');
    expect(res.status).toBe(303);
    expect(new URL(res.headers.get('location') ?? '').searchParams.get('paymentStatus')).toBe('REJECTED');
    expect(receiver.received).toHaveLength(1);
    const notification = client.verifyNotification(Buffer.from(receiver.received[0]?.body ?? ''), receiver.received[0]?.headers.signature as string | undefined);
    expect(notification).toMatchObject({ paymentId: created.paymentId, status: 'REJECTED' });
    expect(await client.paymentStatus(created.paymentId)).toBe('REJECTED');
  });

  it('retries a notification the receiver failed to take', async () => {
    const created = await client.createPayment(payment());
    receiver.failNext(1);
    await decide(created.redirectUrl, 'reject');
    expect(receiver.received.map((r) => JSON.parse(r.body).status)).toEqual(['REJECTED']);
  });

  it('refuses an unknown decision and an unknown payment page', async () => {
    const created = await client.createPayment(payment());
    expect((await decide(created.redirectUrl, 'maybe')).status).toBe(400);
    expect((await fetch(`${sim.apiUrl}/pay/NONE-000-000-000`)).status).toBe(404);
    expect(await client.paymentStatus(created.paymentId)).toBe('NEW');
  });
});

describe('verifying notifications', () => {
  const body = JSON.stringify({ paymentId: 'NOA0-1Y9-J1C-5XL', externalId: 'pay-1', status: 'CONFIRMED', modifiedAt: '2026-11-22T10:00:00.000Z' });
  const signature = notificationSignature(SIGNATURE_KEY, body);

  it('accepts the signed body and answers the notification', () => {
    expect(client.verifyNotification(body, signature)).toEqual(JSON.parse(body));
  });

  it('refuses a tampered body, a wrong key and a missing signature', () => {
    expect(client.verifyNotification(body.replace('CONFIRMED', 'REJECTED'), signature)).toBeNull();
    expect(client.verifyNotification(body, notificationSignature('other', body))).toBeNull();
    expect(client.verifyNotification(body, undefined)).toBeNull();
  });

  it('refuses a signed body that is not JSON or lacks a field', () => {
    const notJson = 'paymentId=1';
    expect(client.verifyNotification(notJson, notificationSignature(SIGNATURE_KEY, notJson))).toBeNull();
    const partial = JSON.stringify({ paymentId: 'NOA0-1Y9-J1C-5XL', status: 'CONFIRMED', modifiedAt: '2026-11-22T10:00:00Z' });
    expect(client.verifyNotification(partial, notificationSignature(SIGNATURE_KEY, partial))).toBeNull();
    const list = '[]';
    expect(client.verifyNotification(list, notificationSignature(SIGNATURE_KEY, list))).toBeNull();
  });
});

describe('transport failures', () => {
  it('reports an unreachable Paynow as a PaynowError without status', async () => {
    const down = new PaynowClient({ apiUrl: 'http://127.0.0.1:9', apiKey: API_KEY, signatureKey: SIGNATURE_KEY }, { timeoutMs: 2000 });
    await expect(down.createPayment(payment())).rejects.toMatchObject({ name: 'PaynowError', statusCode: null, errorType: null });
  });

  it('gives up after the timeout', async () => {
    const silent = createServer(() => undefined);
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const { port } = silent.address() as AddressInfo;
    try {
      const slow = new PaynowClient({ apiUrl: `http://127.0.0.1:${port}`, apiKey: API_KEY, signatureKey: SIGNATURE_KEY }, { timeoutMs: 200 });
      await expect(slow.paymentStatus('X')).rejects.toThrow(/no answer within 200 ms/);
    } finally {
      silent.closeAllConnections();
      await new Promise<void>((resolve) => silent.close(() => resolve()));
    }
  });
});

describe('the simulator in the demo app', () => {
  let t: TestApp;
  let origin: string;
  const config = paynowConfigFrom({ DEMO: true }, 'http://localhost:8080');

  beforeAll(async () => {
    t = await createTestApp({ demo: true, paymentProvider: config ? new PaynowClient(config) : null });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const address = t.app.server.address() as AddressInfo;
    origin = `http://127.0.0.1:${address.port}`;
  });
  afterAll(async () => {
    await t.close();
  });

  it('is mounted for a demo provider configured for it, with the demo keys', async () => {
    expect(isPaynowSimulator(config)).toBe(true);
    const demo = new PaynowClient({ apiUrl: `${origin}/api/dev/paynow`, apiKey: PAYNOW_DEMO_KEYS.apiKey, signatureKey: PAYNOW_DEMO_KEYS.signatureKey });
    const created = await demo.createPayment(payment({ continueUrl: `${origin}/payment/return` }));
    // The payer's browser is sent to the public address.
    expect(created.redirectUrl).toBe(`http://localhost:8080/api/dev/paynow/pay/${created.paymentId}`);
    const wrong = new PaynowClient({ apiUrl: `${origin}/api/dev/paynow`, apiKey: PAYNOW_DEMO_KEYS.apiKey, signatureKey: 'not-the-demo-key' });
    await expect(wrong.createPayment(payment())).rejects.toMatchObject({ statusCode: 401, errorType: 'UNAUTHORIZED' });

    const pageUrl = `${origin}/api/dev/paynow/pay/${created.paymentId}`;
    const page = await fetch(pageUrl);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('Symulator płatności Paynow (tryb demo)');
    const res = await decide(pageUrl, 'reject');
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe(`${origin}/payment/return?paymentId=${created.paymentId}&paymentStatus=REJECTED`);
  });

  it('appears in the OpenAPI document under dev', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const paths = Object.keys((res.json() as { paths: Record<string, unknown> }).paths);
    expect(paths).toEqual(expect.arrayContaining(['/api/dev/paynow/v3/payments', '/api/dev/paynow/v3/payments/{paymentId}/status', '/api/dev/paynow/pay/{paymentId}']));
  });

  it('is not mounted without a provider configured for it', async () => {
    const off = await createTestApp({ demo: true, paymentProvider: null });
    try {
      const res = await off.app.inject({ method: 'GET', url: '/api/dev/paynow/pay/NONE-000-000-000' });
      expect(res.statusCode).toBe(404);
      expect(res.body).not.toContain('Symulator płatności Paynow');
    } finally {
      await off.close();
    }
  });
});
