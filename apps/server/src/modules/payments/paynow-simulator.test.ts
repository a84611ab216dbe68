import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PaynowClient } from '../../integrations/paynow/client.js';
import { listenPaynowSimulator } from '../../integrations/paynow/simulator.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { API, accessOf, authed, catalogue, learner, mailsTo, paymentRow } from './payments.test-helpers.js';

// End to end through the real Paynow client and the simulator speaking the Paynow protocol over HTTP.
// The simulator delivers its signed notifications through a fetch that hands them to this app.
const keys = { apiKey: 'sim-api-key', signatureKey: 'sim-signature-key' };
let t: TestApp;
let simulator: { apiUrl: string; close: () => Promise<void> };

const deliverToApp: typeof fetch = async (input, init) => {
  const url = new URL(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url);
  const res = await t.app.inject({
    method: 'POST',
    url: url.pathname,
    headers: init?.headers as Record<string, string>,
    payload: typeof init?.body === 'string' ? init.body : '',
  });
  return new Response(res.body, { status: res.statusCode });
};

beforeAll(async () => {
  simulator = await listenPaynowSimulator({ ...keys, notificationUrl: `http://app.invalid${API}/paynow/notification`, retryDelayMs: 10, fetch: deliverToApp });
  t = await createTestApp({ paymentProvider: new PaynowClient({ apiUrl: simulator.apiUrl, ...keys }, { timeoutMs: 5000 }) });
});
afterAll(async () => {
  await t.close();
  await simulator.close();
});

async function checkout(me: Awaited<ReturnType<typeof learner>>, subscriptionId: number): Promise<string> {
  const res = await t.app.inject({
    method: 'POST',
    url: `${API}/paynow/create`,
    headers: authed(me.session),
    payload: { subscriptionId, email: me.email, userId: me.userId, firstName: 'Ola', lastName: 'Nowak', confirmationType: 'RECEIPT' },
  });
  expect(res.statusCode).toBe(200);
  return (res.json() as { redirectUrl: string }).redirectUrl;
}

describe('payment through the Paynow simulator', () => {
  it('paying on the simulator page finishes the payment, credits the access and returns to the success page', async () => {
    const me = await learner(t);
    const [sub] = await catalogue(t.database.db);
    const redirectUrl = await checkout(me, sub?.id ?? 0);
    const page = await fetch(redirectUrl);
    expect(await page.text()).toContain('19,00');
    const decided = await fetch(redirectUrl, { method: 'POST', body: new URLSearchParams({ decision: 'pay' }), redirect: 'manual' });
    expect(decided.status).toBe(303);
    const back = new URL(decided.headers.get('location') ?? '');
    expect(back.pathname).toBe('/action/PAYMENT_STUDENT_SUCCESS');
    expect(back.searchParams.get('paymentStatus')).toBe('CONFIRMED');
    const list = (await t.app.inject({ method: 'GET', url: `${API}/payment/show/by/user/${me.userId}`, headers: authed(me.session) })).json() as { id: number; status: string }[];
    expect(list[0]?.status).toBe('FINISHED');
    expect((await paymentRow(t.database.db, list[0]?.id ?? 0)).providerPaymentId).toBe(back.searchParams.get('paymentId'));
    expect((await accessOf(t.database.db, me.userId)).learningAvailableTill).toBe('2027-01-01');
    expect(await mailsTo(t.database.db, me.email)).toHaveLength(1);
  });

  it('refusing on the simulator page leaves the payment unpaid and the access unchanged', async () => {
    const me = await learner(t);
    const [sub] = await catalogue(t.database.db);
    const redirectUrl = await checkout(me, sub?.id ?? 0);
    const decided = await fetch(redirectUrl, { method: 'POST', body: new URLSearchParams({ decision: 'reject' }), redirect: 'manual' });
    expect(new URL(decided.headers.get('location') ?? '').searchParams.get('paymentStatus')).toBe('REJECTED');
    const list = (await t.app.inject({ method: 'GET', url: `${API}/payment/show/by/user/${me.userId}`, headers: authed(me.session) })).json() as { status: string; errorCode: string | null }[];
    expect(list[0]).toMatchObject({ status: 'REJECTED', errorCode: 'REJECTED' });
    expect((await accessOf(t.database.db, me.userId)).learningAvailableTill).toBeNull();
  });
});
