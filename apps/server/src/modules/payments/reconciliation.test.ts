import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { payments } from '../../db/schema/index.js';
import { PaynowClient } from '../../integrations/paynow/client.js';
import { notificationSignature } from '../../integrations/paynow/signature.js';
import { listenPaynowSimulator } from '../../integrations/paynow/simulator.js';
import { API, accessOf, authed, catalogue, learner, mailsTo, paymentRow } from './payments.test-helpers.js';

// The job that asks Paynow for the status of payments left STARTED (or WAITING) for an hour, when its
// notifications never arrived (ADR 013, ADR 025): the real client against the simulator, whose
// notifications go nowhere, and the test clock.

const API_KEY = 'reconcile-api-key';
const SIGNATURE_KEY = 'reconcile-signature-key';
const JOB = 'payment-reconciliation';

let t: TestApp;
let sim: { apiUrl: string; close: () => Promise<void> };
let subscriptionId: number;

beforeAll(async () => {
  // Port 9 (discard) refuses connections here: every notification of the simulator is lost.
  sim = await listenPaynowSimulator({ apiKey: API_KEY, signatureKey: SIGNATURE_KEY, notificationUrl: 'http://127.0.0.1:9/api/eprawko-rest/paynow/notification', notificationAttempts: 1 });
  t = await createTestApp({ demo: false, paymentProvider: new PaynowClient({ apiUrl: sim.apiUrl, apiKey: API_KEY, signatureKey: SIGNATURE_KEY }, { timeoutMs: 5000 }) });
  subscriptionId = (await catalogue(t.database.db))[0]?.id ?? 0;
});
afterAll(async () => {
  await t.close();
  await sim.close();
});

/** A learner's payment at Paynow; answers our id, Paynow's id and the payment page. */
async function started() {
  const me = await learner(t, { learningAvailableTill: null });
  const res = await t.app.inject({
    method: 'POST',
    url: `${API}/paynow/create`,
    headers: authed(me.session),
    payload: { subscriptionId, email: me.email, userId: me.userId, firstName: 'Ola', lastName: 'Nowak', confirmationType: 'RECEIPT' },
  });
  expect(res.statusCode, res.body).toBe(200);
  const redirectUrl: string = res.json().redirectUrl;
  const providerPaymentId = redirectUrl.split('/').pop() ?? '';
  const [row] = await t.database.db.select({ id: payments.id }).from(payments).where(eq(payments.providerPaymentId, providerPaymentId));
  return { ...me, paymentId: row?.id ?? 0, providerPaymentId, redirectUrl };
}

/** The payer's decision on Paynow's page (its notifications are lost). */
async function decide(redirectUrl: string, decision: 'pay' | 'reject') {
  const res = await fetch(redirectUrl, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams({ decision }).toString(), redirect: 'manual' });
  expect(res.status).toBe(303);
}

async function runJob() {
  return (await t.services.jobs.tick()).filter((o) => o.job === JOB);
}

describe('payments left STARTED', () => {
  it('are settled from Paynow an hour after their last change, through the crediting that runs once', async () => {
    await runJob();
    const paid = await started();
    const unpaid = await started();
    const rejected = await started();
    const unknown = await started();
    await decide(paid.redirectUrl, 'pay');
    await decide(rejected.redirectUrl, 'reject');
    // A payment Paynow does not know (its record was lost there): asking fails, nothing changes.
    await t.database.db.update(payments).set({ providerPaymentId: 'ZZZZ-ZZZ-ZZZ-ZZZ' }).where(eq(payments.id, unknown.paymentId));
    for (const p of [paid, unpaid, rejected, unknown]) expect((await paymentRow(t.database.db, p.paymentId)).status).toBe('STARTED');

    t.clock.advanceMinutes(30);
    expect(await runJob()).toEqual([expect.objectContaining({ ok: true, summary: { checked: 0, updated: 0, failed: 0 } })]);

    t.clock.advanceMinutes(31);
    expect(await runJob()).toEqual([expect.objectContaining({ ok: true, summary: { checked: 3, updated: 2, failed: 1 } })]);
    const row = await paymentRow(t.database.db, paid.paymentId);
    expect(row).toMatchObject({ status: 'FINISHED', errorCode: null });
    expect(row.creditedAt).not.toBeNull();
    expect((await accessOf(t.database.db, paid.userId)).learningAvailableTill).not.toBeNull();
    expect(await mailsTo(t.database.db, paid.email)).toHaveLength(1);
    expect(await paymentRow(t.database.db, rejected.paymentId)).toMatchObject({ status: 'REJECTED', errorCode: 'REJECTED', creditedAt: null });
    expect((await paymentRow(t.database.db, unpaid.paymentId)).status).toBe('STARTED');
    expect((await paymentRow(t.database.db, unknown.paymentId)).status).toBe('STARTED');

    // The notification that was lost arrives late: already applied, nothing is credited twice.
    const body = JSON.stringify({ paymentId: paid.providerPaymentId, externalId: String(paid.paymentId), status: 'CONFIRMED', modifiedAt: '2026-11-22T10:05:00' });
    const late = await t.app.inject({ method: 'POST', url: `${API}/paynow/notification`, headers: { 'content-type': 'application/json', signature: notificationSignature(SIGNATURE_KEY, body) }, payload: body });
    expect(late.json()).toEqual({ outcome: 'ignored' });
    const till = (await accessOf(t.database.db, paid.userId)).learningAvailableTill;

    // The next run asks again about the two still open ones only.
    t.clock.advanceMinutes(15);
    expect(await runJob()).toEqual([expect.objectContaining({ summary: { checked: 1, updated: 0, failed: 1 } })]);
    expect(await mailsTo(t.database.db, paid.email)).toHaveLength(1);
    expect((await accessOf(t.database.db, paid.userId)).learningAvailableTill).toBe(till);

    // A week on, Paynow has long expired them: they are no longer asked about.
    t.clock.advanceMinutes(7 * 24 * 60);
    expect(await runJob()).toEqual([expect.objectContaining({ summary: { checked: 0, updated: 0, failed: 0 } })]);
  });
});
