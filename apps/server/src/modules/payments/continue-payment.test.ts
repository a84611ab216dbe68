import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { payments } from '../../db/schema/index.js';
import { PaynowClient } from '../../integrations/paynow/client.js';
import { listenPaynowSimulator } from '../../integrations/paynow/simulator.js';
import { createStudent } from '../../../test/factories.js';
import { API, accessOf, authed, catalogue, paymentRow } from './payments.test-helpers.js';

// "Dokończ płatność" (issue 24): a payment left STARTED offers the provider's page again while Paynow
// accepts it (10 days, FACTS.md), and expires after that, exactly once, by the reconciliation job or on
// a read of the history. The real client against the simulator, both on the test clock.

const API_KEY = 'continue-api-key';
const SIGNATURE_KEY = 'continue-signature-key';
const JOB = 'payment-reconciliation';
const DAY_MINUTES = 24 * 60;

let t: TestApp;
let sim: { apiUrl: string; close: () => Promise<void> };
let subscriptionId: number;

beforeAll(async () => {
  sim = await listenPaynowSimulator({
    apiKey: API_KEY,
    signatureKey: SIGNATURE_KEY,
    notificationUrl: 'http://127.0.0.1:9/api/eprawko-rest/paynow/notification',
    notificationAttempts: 1,
    now: () => t.clock.now(),
  });
  t = await createTestApp({ demo: false, paymentProvider: new PaynowClient({ apiUrl: sim.apiUrl, apiKey: API_KEY, signatureKey: SIGNATURE_KEY }, { timeoutMs: 5000 }) });
  subscriptionId = (await catalogue(t.database.db))[0]?.id ?? 0;
});
afterAll(async () => {
  await t.close();
  await sim.close();
});

async function started() {
  const s = await createStudent(t.database.db, { learningAvailableTill: null });
  const me = { userId: s.userId, email: s.email, password: s.password, session: await t.sessionOf(s.email, s.password) };
  const res = await t.app.inject({
    method: 'POST',
    url: `${API}/paynow/create`,
    headers: authed(me.session),
    payload: { subscriptionId, email: me.email, userId: me.userId, firstName: 'Ola', lastName: 'Nowak', confirmationType: 'RECEIPT' },
  });
  expect(res.statusCode, res.body).toBe(200);
  const redirectUrl: string = res.json().redirectUrl;
  const [row] = await t.database.db.select({ id: payments.id }).from(payments).where(eq(payments.providerPaymentId, redirectUrl.split('/').pop() ?? ''));
  return { ...me, paymentId: row?.id ?? 0, redirectUrl };
}

/** The learner's history, signed in afresh (a session does not last the days the clock moves on). */
async function history(me: { userId: number; email: string; password: string }) {
  const res = await t.app.inject({ method: 'GET', url: `${API}/payment/show/by/user/${me.userId}`, headers: authed(await t.sessionOf(me.email, me.password)) });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as Array<{ id: number; status: string; errorCode: string | null; continueUrl?: string | null; continueUntil?: string | null }>;
}

async function runJob() {
  return (await t.services.jobs.tick()).filter((o) => o.job === JOB);
}

describe('a payment left STARTED', () => {
  it('offers the provider page until Paynow time limit, then the job expires it once and the page refuses it', async () => {
    await runJob();
    const start = t.clock.now();
    const p = await started();
    const row = await paymentRow(t.database.db, p.paymentId);
    expect(row.redirectUrl).toBe(p.redirectUrl);
    expect(row.redirectExpiresAt?.toISOString()).toBe(new Date(start.getTime() + 10 * DAY_MINUTES * 60_000).toISOString());
    expect((await history(p))[0]).toMatchObject({ id: p.paymentId, status: 'STARTED', continueUrl: p.redirectUrl, continueUntil: row.redirectExpiresAt?.toISOString() });

    // Nine days on, Paynow still accepts it: the page offers to pay, the history offers to go back.
    t.clock.advanceMinutes(9 * DAY_MINUTES);
    const page = await fetch(p.redirectUrl);
    expect(await page.text()).toContain('data-testid="paynow-pay"');
    expect((await history(p))[0]?.continueUrl).toBe(p.redirectUrl);

    // Past ten days: the job expires it (Paynow's EXPIRED), the action is gone, the page refuses it.
    t.clock.advanceMinutes(DAY_MINUTES + 1);
    await runJob();
    const expired = await paymentRow(t.database.db, p.paymentId);
    expect(expired).toMatchObject({ status: 'CANCELED', errorCode: 'EXPIRED', creditedAt: null });
    expect((await history(p))[0]).toMatchObject({ status: 'CANCELED', errorCode: 'EXPIRED', continueUrl: null });
    const after = await fetch(p.redirectUrl);
    const text = await after.text();
    expect(text).not.toContain('data-testid="paynow-pay"');
    expect(text).toContain('EXPIRED');

    // Applied once: later runs and reads leave it as it is.
    t.clock.advanceMinutes(20);
    await runJob();
    await history(p);
    expect((await paymentRow(t.database.db, p.paymentId)).updatedAt.toISOString()).toBe(expired.updatedAt.toISOString());
    expect((await accessOf(t.database.db, p.userId)).learningAvailableTill).toBeNull();
  });

  it('expires on a read of the history when the job has not run, once', async () => {
    const p = await started();
    const other = await started();
    t.clock.advanceMinutes(10 * DAY_MINUTES);
    // Another learner's history is refused and expires nothing of theirs.
    const refused = await t.app.inject({ method: 'GET', url: `${API}/payment/show/by/user/${p.userId}`, headers: authed(await t.sessionOf(other.email, other.password)) });
    expect(refused.statusCode).toBe(403);
    expect((await paymentRow(t.database.db, p.paymentId)).status).toBe('STARTED');

    expect((await history(p))[0]).toMatchObject({ id: p.paymentId, status: 'CANCELED', errorCode: 'EXPIRED', continueUrl: null, continueUntil: null });
    const once = (await paymentRow(t.database.db, p.paymentId)).updatedAt.toISOString();
    // The other learner's own payment is untouched by that read.
    expect((await paymentRow(t.database.db, other.paymentId)).status).toBe('STARTED');
    t.clock.advanceMinutes(5);
    await history(p);
    await runJob();
    expect((await paymentRow(t.database.db, p.paymentId)).updatedAt.toISOString()).toBe(once);
    expect((await paymentRow(t.database.db, other.paymentId)).status).toBe('CANCELED');
  });
});
