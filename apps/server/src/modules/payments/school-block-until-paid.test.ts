import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { schools, users } from '../../db/schema/index.js';
import { createSchool } from '../../../test/factories.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { API, FakeProvider, authed, catalogue, sign } from './payments.test-helpers.js';

// "Until paid" (issue 24): a school the operator blocked with untilPaid gets its block lifted by its
// next paid payment for days; a block without it stays until the operator lifts it.

const TOKEN = 'operator-until-paid-token-0123456789';
const NIP = '1234563218';
const bearer = { authorization: `Bearer ${TOKEN}` };

let t: TestApp;
const provider = new FakeProvider();
let long: number;

beforeAll(async () => {
  t = await createTestApp({ paymentProvider: provider, operatorToken: TOKEN });
  long = (await catalogue(t.database.db)).find((s) => s.kind === 'SCHOOL' && s.accessType === 'LONG' && !s.withBook && !s.withLectures)?.id ?? 0;
});
afterAll(async () => {
  await t.close();
});

async function school() {
  const s = await createSchool(t.database.db, { name: 'OSK Zebra' });
  await t.database.db.update(schools).set({ nip: NIP }).where(eq(schools.id, s.schoolId));
  return { ...s, session: await t.sessionOf(s.email, s.password) };
}

async function blockedAt(userId: number): Promise<Date | null> {
  const [row] = await t.database.db.select({ at: users.willBeBlockedAt }).from(users).where(eq(users.id, userId));
  return row?.at ?? null;
}

/** The school starts a payment for days and Paynow confirms it. */
async function pays(s: { userId: number; session: string }) {
  const res = await t.app.inject({
    method: 'POST',
    url: `${API}/paynow/create`,
    headers: authed(s.session),
    payload: { subscriptionId: long, email: 'ksiegowosc@osk.example', userId: s.userId, firstName: 'x', lastName: 'y', confirmationType: 'RECEIPT', quantity: 1 },
  });
  expect(res.statusCode, res.body).toBe(200);
  const created = provider.created.at(-1);
  const paymentId = `TEST-${provider.created.length}-${created?.externalId}`;
  const raw = JSON.stringify({ paymentId, externalId: created?.externalId, status: 'CONFIRMED', modifiedAt: '2026-11-22T10:05:00' });
  const notified = await t.app.inject({ method: 'POST', url: `${API}/paynow/notification`, headers: { 'content-type': 'application/json', signature: sign(raw) }, payload: raw });
  expect(notified.json()).toEqual({ outcome: 'applied' });
}

function block(schoolId: number, payload: object) {
  return t.app.inject({ method: 'POST', url: `/api/operator/schools/${schoolId}/block`, headers: bearer, payload });
}

describe('a school blocked "until paid"', () => {
  it('gets the block lifted by its next paid payment for days, once', async () => {
    const s = await school();
    const res = await block(s.schoolId, { inMinutes: 60 * 24, untilPaid: true });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ schoolId: s.schoolId, untilPaid: true });
    expect(await blockedAt(s.userId)).not.toBeNull();

    await pays(s);
    expect(await blockedAt(s.userId)).toBeNull();
    const [row] = await t.database.db.select({ f: schools.paymentBlockUntilPaid }).from(schools).where(eq(schools.id, s.schoolId));
    expect(row?.f).toBe(false);

    // A later block without the option is not lifted by a payment.
    expect((await block(s.schoolId, { inMinutes: 60 })).json()).not.toHaveProperty('untilPaid');
    await pays(s);
    expect(await blockedAt(s.userId)).not.toBeNull();
  });

  it('is cleared by the operator lifting the block; a wrong option is refused', async () => {
    const s = await school();
    await block(s.schoolId, { inMinutes: 60, untilPaid: true });
    const lifted = await t.app.inject({ method: 'POST', url: `/api/operator/schools/${s.schoolId}/unblock`, headers: bearer });
    expect(lifted.json()).toMatchObject({ willBeBlockedAt: null });
    expect(lifted.json()).not.toHaveProperty('untilPaid');
    // Blocked again without the option: a payment leaves it.
    await block(s.schoolId, { inMinutes: 60 });
    await pays(s);
    expect(await blockedAt(s.userId)).not.toBeNull();
    expect((await block(s.schoolId, { inMinutes: 60, untilPaid: 'yes' })).statusCode).toBe(400);
  });
});
