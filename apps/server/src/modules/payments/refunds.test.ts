import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { createSchool, createStudent } from '../../../test/factories.js';
import { paymentRefunds, payments, schools } from '../../db/schema/index.js';
import { PaynowClient } from '../../integrations/paynow/client.js';
import { notificationSignature } from '../../integrations/paynow/signature.js';
import { listenPaynowSimulator } from '../../integrations/paynow/simulator.js';
import { addDays, warsawDate } from '../../lib/clock.js';
import { API, accessOf, authed, catalogue, paymentRow } from './payments.test-helpers.js';

// Refunds (issue 24): the operator's `refund` command over HTTP, the real client against the
// simulator (its notifications are lost, so the test delivers them, twice), the days taken back once.

const API_KEY = 'refund-api-key';
const SIGNATURE_KEY = 'refund-signature-key';
const TOKEN = 'operator-refund-token-0123456789';
const bearer = { authorization: `Bearer ${TOKEN}` };

let t: TestApp;
let sim: { apiUrl: string; close: () => Promise<void> };
let learnerSub: { id: number; numberOfDays: number; priceGrosz: number };

beforeAll(async () => {
  sim = await listenPaynowSimulator({ apiKey: API_KEY, signatureKey: SIGNATURE_KEY, notificationUrl: 'http://127.0.0.1:9/api/eprawko-rest/paynow/notification', notificationAttempts: 1 });
  t = await createTestApp({ demo: false, operatorToken: TOKEN, paymentProvider: new PaynowClient({ apiUrl: sim.apiUrl, apiKey: API_KEY, signatureKey: SIGNATURE_KEY }, { timeoutMs: 5000 }) });
  const sub = (await catalogue(t.database.db)).find((s) => s.kind === 'ONLINE' && s.subscriptionType === 'TIMEBASED');
  if (!sub) throw new Error('no learner subscription');
  learnerSub = sub;
});
afterAll(async () => {
  await t.close();
  await sim.close();
});

async function notify(body: object) {
  const raw = JSON.stringify(body);
  return t.app.inject({ method: 'POST', url: `${API}/paynow/notification`, headers: { 'content-type': 'application/json', signature: notificationSignature(SIGNATURE_KEY, raw) }, payload: raw });
}

/** A learner's payment paid at the simulator and confirmed to us. */
async function paid(learningAvailableTill: string | null, pay = true) {
  const s = await createStudent(t.database.db, { learningAvailableTill });
  const session = await t.sessionOf(s.email, s.password);
  const res = await t.app.inject({
    method: 'POST',
    url: `${API}/paynow/create`,
    headers: authed(session),
    payload: { subscriptionId: learnerSub.id, email: s.email, userId: s.userId, firstName: 'Ola', lastName: 'Nowak', confirmationType: 'RECEIPT' },
  });
  expect(res.statusCode, res.body).toBe(200);
  const redirectUrl: string = res.json().redirectUrl;
  const providerPaymentId = redirectUrl.split('/').pop() ?? '';
  const [row] = await t.database.db.select({ id: payments.id }).from(payments).where(eq(payments.providerPaymentId, providerPaymentId));
  const paymentId = row?.id ?? 0;
  if (pay) {
    const decided = await fetch(redirectUrl, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: 'decision=pay', redirect: 'manual' });
    expect(decided.status).toBe(303);
    expect((await notify({ paymentId: providerPaymentId, externalId: String(paymentId), status: 'CONFIRMED', modifiedAt: '2026-11-22T10:05:00' })).json()).toEqual({ outcome: 'applied' });
  }
  return { userId: s.userId, paymentId, providerPaymentId };
}

function refund(paymentId: number, payload: object = {}, headers: Record<string, string> = bearer) {
  return t.app.inject({ method: 'POST', url: `/api/operator/payments/${paymentId}/refund`, headers, payload });
}

async function refundRow(paymentId: number) {
  const [row] = await t.database.db.select().from(paymentRefunds).where(eq(paymentRefunds.paymentId, paymentId));
  return row;
}

describe('refund <paymentId>', () => {
  it('refunds through Paynow, takes back the days never below today, and changes nothing the second time or on duplicate notifications', async () => {
    const today = warsawDate(t.clock.now());
    const p = await paid(null);
    expect((await accessOf(t.database.db, p.userId)).learningAvailableTill).toBe(addDays(today, learnerSub.numberOfDays));

    const res = await refund(p.paymentId);
    expect(res.statusCode, res.body).toBe(200);
    const first = res.json();
    expect(first).toMatchObject({ paymentId: p.paymentId, status: 'NEW', amountGrosz: learnerSub.priceGrosz, daysTakenBack: learnerSub.numberOfDays, changed: true });
    expect(first.refundId).toMatch(/^R/);
    // All the days the payment gave: the access ends today, not before.
    expect((await accessOf(t.database.db, p.userId)).learningAvailableTill).toBe(today);

    // A second command: the same refund, nothing more taken back or asked of Paynow.
    const again = await refund(p.paymentId);
    expect(again.json()).toMatchObject({ refundId: first.refundId, changed: false, daysTakenBack: learnerSub.numberOfDays });
    expect((await accessOf(t.database.db, p.userId)).learningAvailableTill).toBe(today);

    // Paynow's notifications: applied once, a duplicate and a late one change nothing.
    const settled = { refundId: first.refundId, paymentId: p.providerPaymentId, status: 'SUCCESSFUL', modifiedAt: '2026-11-22T10:10:00' };
    expect((await notify(settled)).json()).toEqual({ outcome: 'applied' });
    const row = await refundRow(p.paymentId);
    expect(row).toMatchObject({ status: 'SUCCESSFUL', providerRefundId: first.refundId, daysTakenBack: learnerSub.numberOfDays });
    expect((await notify(settled)).json()).toEqual({ outcome: 'ignored' });
    expect((await notify({ ...settled, status: 'PENDING' })).json()).toEqual({ outcome: 'ignored' });
    expect(await refundRow(p.paymentId)).toEqual(row);
    expect((await accessOf(t.database.db, p.userId)).learningAvailableTill).toBe(today);
    // The payment stays paid (its receipt stands); the refund is recorded beside it.
    expect((await paymentRow(t.database.db, p.paymentId)).status).toBe('FINISHED');

    // A notification of a refund we do not know is refused.
    const unknown = await notify({ ...settled, refundId: 'RXXXX-XXX-XXX-XXX' });
    expect(unknown.statusCode).toBe(400);
  });

  it('takes back a partial refund share from a later end, and the job polls the refund to its end', async () => {
    const today = warsawDate(t.clock.now());
    const p = await paid(addDays(today, 100));
    const before = addDays(today, 100 + learnerSub.numberOfDays);
    expect((await accessOf(t.database.db, p.userId)).learningAvailableTill).toBe(before);
    const half = Math.floor(learnerSub.priceGrosz / 2);
    const res = await refund(p.paymentId, { amount: half });
    expect(res.statusCode, res.body).toBe(200);
    const share = Math.round((learnerSub.numberOfDays * half) / learnerSub.priceGrosz);
    expect(res.json()).toMatchObject({ amountGrosz: half, daysTakenBack: share, changed: true });
    expect((await accessOf(t.database.db, p.userId)).learningAvailableTill).toBe(addDays(before, -share));

    // The simulator settles it a moment later; its notifications are lost; the job asks.
    await new Promise((resolve) => setTimeout(resolve, 300));
    const outcomes = (await t.services.jobs.tick()).filter((o) => o.job === 'payment-reconciliation');
    expect(outcomes).toEqual([expect.objectContaining({ ok: true })]);
    expect((await refundRow(p.paymentId))?.status).toBe('SUCCESSFUL');
    expect((await accessOf(t.database.db, p.userId)).learningAvailableTill).toBe(addDays(before, -share));
  });

  it('takes back a school payment days from its stock, never below zero', async () => {
    const school = await createSchool(t.database.db);
    const sub = (await catalogue(t.database.db)).find((s) => s.kind === 'SCHOOL' && !s.withBook && !s.withLectures);
    if (!sub) throw new Error('no school subscription');
    // A school's payment as the checkout records it, paid (crediting adds numberOfDays x quantity).
    const now = t.clock.now();
    const [row] = await t.database.db
      .insert(payments)
      .values({ userId: school.userId, subscriptionId: sub.id, amountGrosz: sub.priceGrosz * 2, description: 'x', status: 'STARTED', confirmationType: 'INVOICE', firstName: 'OSK', lastName: '5260250995', email: school.email, quantity: 2, createdAt: now, updatedAt: now })
      .returning({ id: payments.id });
    const paymentId = row?.id ?? 0;
    // Paid at "Paynow": the simulator needs a payment of its own to refund, so this one goes through it.
    const created = await new PaynowClient({ apiUrl: sim.apiUrl, apiKey: API_KEY, signatureKey: SIGNATURE_KEY }).createPayment({
      amount: sub.priceGrosz * 2,
      currency: 'PLN',
      externalId: String(paymentId),
      description: 'Szkoła',
      buyer: { email: school.email },
      continueUrl: 'http://localhost/return',
      idempotencyKey: `school-${paymentId}`,
    });
    await t.database.db.update(payments).set({ providerPaymentId: created.paymentId }).where(eq(payments.id, paymentId));
    await fetch(created.redirectUrl, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: 'decision=pay', redirect: 'manual' });
    await notify({ paymentId: created.paymentId, externalId: String(paymentId), status: 'CONFIRMED', modifiedAt: '2026-11-22T10:05:00' });
    const stock = async () => (await t.database.db.select({ d: schools.numberOfDaysOfLearn }).from(schools).where(eq(schools.id, school.schoolId)))[0]?.d;
    const credited = await stock();
    expect(credited).toBeGreaterThanOrEqual(sub.numberOfDays * 2);
    // The school used most of them meanwhile.
    await t.database.db.update(schools).set({ numberOfDaysOfLearn: 5 }).where(eq(schools.id, school.schoolId));
    const res = await refund(paymentId);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ daysTakenBack: sub.numberOfDays * 2, changed: true });
    expect(await stock()).toBe(0);
  });

  it('refuses what cannot be refunded, and callers without the operator token', async () => {
    const unpaid = await paid(null, false);
    expect((await refund(unpaid.paymentId)).statusCode).toBe(409);
    expect(await refundRow(unpaid.paymentId)).toBeUndefined();
    expect((await refund(999_999)).statusCode).toBe(404);
    const p = await paid(null);
    expect((await refund(p.paymentId, { amount: learnerSub.priceGrosz + 1 })).statusCode).toBe(400);
    expect((await refund(p.paymentId, { amount: 0 })).statusCode).toBe(400);
    expect((await refund(p.paymentId, { amount: 'all' })).statusCode).toBe(400);
    expect((await refund(p.paymentId, {}, {})).statusCode).toBe(403);
    expect(await refundRow(p.paymentId)).toBeUndefined();
    expect((await accessOf(t.database.db, p.userId)).learningAvailableTill).not.toBe(warsawDate(t.clock.now()));
  });
});
