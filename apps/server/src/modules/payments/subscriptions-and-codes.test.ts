import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { accessCodes } from '../../db/schema/index.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { API, accessOf, addAccessCode, addDiscountCode, authed, learner } from './payments.test-helpers.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('GET subscription/show/for/student/{id}', () => {
  it("answers the online catalogue with the spec's prices", async () => {
    const me = await learner(t);
    const res = await t.app.inject({ method: 'GET', url: `${API}/subscription/show/for/student/${me.studentId}`, headers: authed(me.session) });
    expect(res.statusCode).toBe(200);
    const list = res.json() as { type: string; subscriptionType: string; numberOfDays: number; price: number; priceGrosz: number; multiLanguage: boolean }[];
    expect(list.map((s) => [s.subscriptionType, s.numberOfDays, s.priceGrosz, s.multiLanguage])).toEqual([
      ['TIMEBASED', 40, 1900, false],
      ['TIMEBASED', 40, 2900, true],
      ['TIMEBASED', 120, 2900, false],
      ['TIMEBASED', 120, 3900, true],
      ['LECTURES', 40, 500, false],
    ]);
    expect(list.every((s) => s.type === 'ONLINE')).toBe(true);
    expect(list[0]?.price).toBe(19);
  });

  it('answers 400 with the field for a bad id', async () => {
    const me = await learner(t);
    const res = await t.app.inject({ method: 'GET', url: `${API}/subscription/show/for/student/abc`, headers: authed(me.session) });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual([expect.objectContaining({ field: 'id' })]);
  });

  it('refuses visitors and another student', async () => {
    const me = await learner(t);
    const other = await learner(t);
    expect((await t.app.inject({ method: 'GET', url: `${API}/subscription/show/for/student/${me.studentId}` })).statusCode).toBe(403);
    const res = await t.app.inject({ method: 'GET', url: `${API}/subscription/show/for/student/${other.studentId}`, headers: authed(me.session) });
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('msg.error.forbidden');
  });

  it('refuses partner-platform users and internal accounts with a clear message', async () => {
    const partner = await learner(t, { userSource: 'LIWONA' });
    const internal = await learner(t, { internal: true });
    for (const who of [partner, internal]) {
      const res = await t.app.inject({ method: 'GET', url: `${API}/subscription/show/for/student/${who.studentId}`, headers: authed(who.session) });
      expect(res.statusCode).toBe(403);
      expect(res.json().code).toBe('msg.payments.cannot.buy');
    }
  });
});

describe('GET coupon/checkDiscount/{code}/{amount}', () => {
  beforeAll(async () => {
    await addDiscountCode(t.database.db, { code: 'RABAT10', percentOff: 10 });
    await addDiscountCode(t.database.db, { code: 'MINUS5', amountOffGrosz: 500, validTill: new Date('2026-12-31T00:00:00Z') });
    await addDiscountCode(t.database.db, { code: 'STARY', percentOff: 50, validTill: new Date('2026-11-01T00:00:00Z') });
    await addDiscountCode(t.database.db, { code: 'WYCZERPANY', percentOff: 50, maxUses: 2, usedCount: 2 });
  });

  it('answers the discounted amount (codes match case-insensitively)', async () => {
    const me = await learner(t);
    const check = (code: string, amount: number) => t.app.inject({ method: 'GET', url: `${API}/coupon/checkDiscount/${code}/${amount}`, headers: authed(me.session) });
    expect((await check('rabat10', 1900)).json()).toBe(1710);
    expect((await check('MINUS5', 3900)).json()).toBe(3400);
  });

  it('answers the same amount for unknown, expired and used-up codes', async () => {
    const me = await learner(t);
    for (const code of ['NIEZNANY', 'STARY', 'WYCZERPANY']) {
      const res = await t.app.inject({ method: 'GET', url: `${API}/coupon/checkDiscount/${code}/2900`, headers: authed(me.session) });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toBe(2900);
    }
  });

  it('answers 400 with the field for an amount that is not a positive whole number', async () => {
    const me = await learner(t);
    for (const amount of ['0', '-5', 'abc', '1.5']) {
      const res = await t.app.inject({ method: 'GET', url: `${API}/coupon/checkDiscount/RABAT10/${amount}`, headers: authed(me.session) });
      expect(res.statusCode).toBe(400);
      expect(res.json().fields).toEqual([expect.objectContaining({ field: 'amount', key: 'msg.payments.amount.invalid' })]);
    }
  });

  it('refuses visitors', async () => {
    expect((await t.app.inject({ method: 'GET', url: `${API}/coupon/checkDiscount/RABAT10/1900` })).statusCode).toBe(403);
  });
});

describe('prepaid and promotional codes', () => {
  beforeAll(async () => {
    await addAccessCode(t.database.db, { code: 'PREPAID-A', kind: 'PREPAID', days: 40, multiLanguage: true, lecturesDays: 40 });
    await addAccessCode(t.database.db, { code: 'PREPAID-B', kind: 'PREPAID', days: 120 });
    await addAccessCode(t.database.db, { code: 'PREPAID-OLD', kind: 'PREPAID', days: 40, validTill: new Date('2026-11-01T00:00:00Z') });
    await addAccessCode(t.database.db, { code: 'PREPAID-RACE', kind: 'PREPAID', days: 40 });
    await addAccessCode(t.database.db, { code: 'PROMO90', kind: 'PROMO', days: 90 });
  });

  it('a prepaid code extends the access from the current end and grants languages and lectures', async () => {
    const me = await learner(t, { learningAvailableTill: '2026-12-01' });
    const res = await t.app.inject({ method: 'GET', url: `${API}/subscription/codes/pay/with/prepaid-a/for/${me.userId}`, headers: authed(me.session) });
    expect(res.statusCode).toBe(200);
    // 2026-12-01 + 40 days; lectures had none, so from today 2026-11-22 + 40.
    expect(res.json()).toEqual({ learningAvailableTill: '2027-01-10', lecturesAvailableTill: '2027-01-01', multiLanguage: true, days: 50 });
    expect(await accessOf(t.database.db, me.userId)).toEqual({ learningAvailableTill: '2027-01-10', lecturesAvailableTill: '2027-01-01', multiLanguage: true });
  });

  it('a code is used once', async () => {
    const me = await learner(t);
    const other = await learner(t);
    const first = await t.app.inject({ method: 'GET', url: `${API}/subscription/codes/pay/with/PREPAID-B/for/${me.userId}`, headers: authed(me.session) });
    expect(first.statusCode).toBe(200);
    expect(first.json().learningAvailableTill).toBe('2027-03-22');
    for (const who of [me, other]) {
      const again = await t.app.inject({ method: 'GET', url: `${API}/subscription/codes/pay/with/PREPAID-B/for/${who.userId}`, headers: authed(who.session) });
      expect(again.statusCode).toBe(409);
      expect(again.json().code).toBe('msg.warn.cant.use.code');
    }
    expect((await accessOf(t.database.db, me.userId)).learningAvailableTill).toBe('2027-03-22');
    expect((await accessOf(t.database.db, other.userId)).learningAvailableTill).toBeNull();
  });

  it('two learners using one code at once: exactly one gets it', async () => {
    const a = await learner(t);
    const b = await learner(t);
    const answers = await Promise.all(
      [a, b].map((who) => t.app.inject({ method: 'GET', url: `${API}/subscription/codes/pay/with/PREPAID-RACE/for/${who.userId}`, headers: authed(who.session) })),
    );
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 409]);
  });

  it('refuses unknown and expired codes, and a code of the other kind', async () => {
    const me = await learner(t);
    for (const url of [`codes/pay/with/NIEMA/for/${me.userId}`, `codes/pay/with/PREPAID-OLD/for/${me.userId}`, `codes/pay/with/PROMO90/for/${me.userId}`, `discount/pay/with/PREPAID-OLD/for/${me.userId}`]) {
      const res = await t.app.inject({ method: 'GET', url: `${API}/subscription/${url}`, headers: authed(me.session) });
      expect(res.statusCode).toBe(409);
      expect(res.json().code).toBe('msg.warn.cant.use.code');
    }
    expect((await accessOf(t.database.db, me.userId)).learningAvailableTill).toBeNull();
  });

  it('a promotional code gives 90 days from today', async () => {
    const me = await learner(t, { learningAvailableTill: '2026-10-01' });
    const res = await t.app.inject({ method: 'GET', url: `${API}/subscription/discount/pay/with/promo90/for/${me.userId}`, headers: authed(me.session) });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ learningAvailableTill: '2027-02-20', lecturesAvailableTill: null, multiLanguage: false, days: 91 });
  });

  it('answers 400 with the fields for a malformed code or user id', async () => {
    const me = await learner(t);
    const res = await t.app.inject({ method: 'GET', url: `${API}/subscription/codes/pay/with/${encodeURIComponent('zły kod')}/for/abc`, headers: authed(me.session) });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields.map((f: { field: string }) => f.field).sort()).toEqual(['code', 'userId']);
  });

  it("refuses visitors, another learner's account and partner users, and the code stays unused", async () => {
    await addAccessCode(t.database.db, { code: 'PREPAID-KEEP', kind: 'PREPAID', days: 40 });
    const me = await learner(t);
    const other = await learner(t);
    const partner = await learner(t, { userSource: 'LIWONA_DB' });
    expect((await t.app.inject({ method: 'GET', url: `${API}/subscription/codes/pay/with/PREPAID-KEEP/for/${me.userId}` })).statusCode).toBe(403);
    const foreign = await t.app.inject({ method: 'GET', url: `${API}/subscription/codes/pay/with/PREPAID-KEEP/for/${other.userId}`, headers: authed(me.session) });
    expect(foreign.statusCode).toBe(403);
    const refused = await t.app.inject({ method: 'GET', url: `${API}/subscription/discount/pay/with/PREPAID-KEEP/for/${partner.userId}`, headers: authed(partner.session) });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe('msg.payments.cannot.buy');
    const [row] = await t.database.db.select().from(accessCodes).where(eq(accessCodes.code, 'PREPAID-KEEP'));
    expect(row?.usedAt).toBeNull();
  });
});
