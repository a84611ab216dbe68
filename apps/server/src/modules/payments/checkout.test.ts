import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { payments } from '../../db/schema/index.js';
import { PaynowError } from '../../integrations/paynow/types.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { API, FakeProvider, addDiscountCode, authed, catalogue, learner, paymentRow } from './payments.test-helpers.js';

let t: TestApp;
const provider = new FakeProvider();
let sub40: number;
let lecturesSub: number;
let codeSub: number;

beforeAll(async () => {
  t = await createTestApp({ paymentProvider: provider });
  const subs = await catalogue(t.database.db);
  sub40 = subs[0]?.id ?? 0;
  lecturesSub = subs.find((s) => s.subscriptionType === 'LECTURES')?.id ?? 0;
  codeSub = subs.find((s) => s.kind === 'CODE')?.id ?? 0;
  await addDiscountCode(t.database.db, { code: 'RABAT10', percentOff: 10 });
});
afterAll(async () => {
  await t.close();
});
beforeEach(() => {
  provider.failWith = null;
});

function request(userId: number, overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return { subscriptionId: sub40, email: 'kupujacy@example.com', userId, firstName: 'Jan', lastName: 'Kowalski', confirmationType: 'RECEIPT', ...overrides };
}

async function create(session: string | null, body: Record<string, unknown>, headers: Record<string, string> = {}) {
  return t.app.inject({ method: 'POST', url: `${API}/paynow/create`, headers: { ...authed(session), ...headers }, payload: body });
}

describe('POST paynow/create', () => {
  it("prices the payment on the server, records it and answers the provider's page", async () => {
    const me = await learner(t);
    const before = provider.created.length;
    // The client's own X-Forwarded-For is not believed (no TRUST_PROXY): the socket's address is recorded.
    const res = await create(me.session, request(me.userId, { amount: 1, discountedPrice: 1, status: 'FINISHED', ipAddress: '1.2.3.4' }), { 'x-forwarded-for': '203.0.113.7' });
    expect(res.statusCode).toBe(200);
    const sent = provider.created[before];
    expect(sent).toMatchObject({ amount: 1900, currency: 'PLN', continueUrl: 'http://localhost:8080/action/PAYMENT_STUDENT_SUCCESS', buyer: { email: 'kupujacy@example.com' } });
    expect(res.json()).toEqual({ redirectUrl: `https://pay.example/TEST-${before + 1}-${sent?.externalId}` });
    const row = await paymentRow(t.database.db, Number(sent?.externalId));
    expect(row).toMatchObject({ userId: me.userId, amountGrosz: 1900, status: 'STARTED', ipAddress: '127.0.0.1', confirmationType: 'RECEIPT', providerPaymentId: `TEST-${before + 1}-${row.id}` });
    expect(sent?.idempotencyKey).toBe(`osk-payment-${row.id}`);
    expect(sent?.idempotencyKey.length).toBeLessThanOrEqual(45);
  });

  it('applies a discount code and records it', async () => {
    const me = await learner(t);
    const res = await create(me.session, request(me.userId, { discountCoupon: 'rabat10' }));
    expect(res.statusCode).toBe(200);
    const sent = provider.created.at(-1);
    expect(sent?.amount).toBe(1710);
    expect((await paymentRow(t.database.db, Number(sent?.externalId))).discountCode).toBe('RABAT10');
  });

  it('records an invoice with a valid NIP', async () => {
    const me = await learner(t);
    const res = await create(me.session, request(me.userId, { confirmationType: 'INVOICE', nip: '526-025-02-74', invoiceName: 'Firma Sp. z o.o.', invoiceAddress: 'ul. Prosta 1, 00-001 Warszawa' }));
    expect(res.statusCode).toBe(200);
    const row = await paymentRow(t.database.db, Number(provider.created.at(-1)?.externalId));
    expect(row).toMatchObject({ confirmationType: 'INVOICE', nip: '5260250274', invoiceName: 'Firma Sp. z o.o.' });
  });

  it('answers 400 with the fields: no receipt-or-invoice choice, incomplete invoice, bad NIP', async () => {
    const me = await learner(t);
    const empty = await create(me.session, request(me.userId, { confirmationType: 'EMPTY' }));
    expect(empty.statusCode).toBe(400);
    expect(empty.json().fields).toEqual([expect.objectContaining({ field: 'confirmationType', key: 'msg.payments.confirmation.required' })]);
    const invoice = await create(me.session, request(me.userId, { confirmationType: 'INVOICE' }));
    expect(invoice.statusCode).toBe(400);
    expect(invoice.json().fields.map((f: { field: string }) => f.field)).toEqual(['nip', 'invoiceName', 'invoiceAddress']);
    const badNip = await create(me.session, request(me.userId, { confirmationType: 'INVOICE', nip: '5260250275', invoiceName: 'X', invoiceAddress: 'Y' }));
    expect(badNip.statusCode).toBe(400);
    expect(badNip.json().fields).toEqual([expect.objectContaining({ field: 'nip', key: 'msg.payments.nip.invalid' })]);
    const missing = await create(me.session, { userId: me.userId });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().fields.map((f: { field: string }) => f.field)).toEqual(expect.arrayContaining(['subscriptionId', 'email', 'firstName', 'lastName', 'confirmationType']));
  });

  it('answers 400 for a subscription not on sale and an unusable discount code', async () => {
    const me = await learner(t);
    for (const id of [codeSub, 99_999]) {
      const res = await create(me.session, request(me.userId, { subscriptionId: id }));
      expect(res.statusCode).toBe(400);
      expect(res.json().fields).toEqual([expect.objectContaining({ field: 'subscriptionId', key: 'msg.payments.subscription.unavailable' })]);
    }
    const badCode = await create(me.session, request(me.userId, { discountCoupon: 'NIEMA' }));
    expect(badCode.json().fields).toEqual([expect.objectContaining({ field: 'discountCoupon', key: 'msg.payments.discount.invalid' })]);
    // e-lectures take no discount
    const noDiscount = await create(me.session, request(me.userId, { subscriptionId: lecturesSub, discountCoupon: 'RABAT10' }));
    expect(noDiscount.statusCode).toBe(400);
  });

  it('tells visitors that registration is required', async () => {
    const res = await create(null, request(1));
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('msg.warn.registration.required.to.buy.exams');
  });

  it("refuses a payment for another learner's account, and partner-platform users", async () => {
    const me = await learner(t);
    const other = await learner(t);
    const count = provider.created.length;
    const foreign = await create(me.session, request(other.userId));
    expect(foreign.statusCode).toBe(403);
    expect(foreign.json().code).toBe('msg.error.forbidden');
    const partner = await learner(t, { userSource: 'LIWONA' });
    const refused = await create(partner.session, request(partner.userId));
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe('msg.payments.cannot.buy');
    const internal = await learner(t, { internal: true });
    const internalRefused = await create(internal.session, request(internal.userId));
    expect(internalRefused.statusCode).toBe(403);
    expect(internalRefused.json().code).toBe('msg.payments.cannot.buy');
    expect(provider.created.length).toBe(count);
    expect(await t.database.db.select().from(payments).where(eq(payments.userId, other.userId))).toEqual([]);
  });

  it('answers 503 when the provider fails and marks the payment ERROR_STATUS with the error', async () => {
    const me = await learner(t);
    provider.failWith = new PaynowError('bad request', 400, 'VALIDATION_ERROR');
    const res = await create(me.session, request(me.userId));
    expect(res.statusCode).toBe(503);
    expect(res.json().code).toBe('msg.payments.provider.unavailable');
    const [row] = await t.database.db.select().from(payments).where(eq(payments.userId, me.userId));
    expect(row).toMatchObject({ status: 'ERROR_STATUS', errorCode: 'VALIDATION_ERROR', providerPaymentId: null });
  });
});

describe('without a configured provider', () => {
  it('answers 503 and records the failed payment', async () => {
    const plain = await createTestApp({ paymentProvider: null });
    try {
      const me = await learner(plain);
      const res = await plain.app.inject({ method: 'POST', url: `${API}/paynow/create`, headers: authed(me.session), payload: request(me.userId) });
      expect(res.statusCode).toBe(503);
      const [row] = await plain.database.db.select().from(payments).where(eq(payments.userId, me.userId));
      expect(row).toMatchObject({ status: 'ERROR_STATUS', errorCode: 'PROVIDER_NOT_CONFIGURED' });
    } finally {
      await plain.close();
    }
  });
});
