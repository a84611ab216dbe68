import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { seedDemo, DEMO_LOGINS } from './demo.seed.js';
import { DEMO_ENDING_LEARNER } from './payments.seed.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ demo: true });
  await seedDemo(t.database.db, t.clock.now());
});
afterAll(async () => {
  await t.close();
});

const API = '/api/eprawko-rest';

describe('demo data of payments', () => {
  it('the demo student can use a prepaid and a promotional code, and the expired one is refused', async () => {
    const login = DEMO_LOGINS[0];
    const session = await t.sessionOf(login.email, login.password);
    const me = (await t.app.inject({ method: 'GET', url: `${API}/student/show`, headers: { jsessionid: session } })).json() as { id: number };
    const user = (await t.app.inject({ method: 'POST', url: `${API}/login/`, payload: { userName: login.email, password: login.password } })).json() as { id: number };
    const prepaid = await t.app.inject({ method: 'GET', url: `${API}/subscription/codes/pay/with/PREPAID40/for/${user.id}`, headers: { jsessionid: session } });
    expect(prepaid.statusCode).toBe(200);
    // The demo student's access ends 60 days ahead: 40 more days.
    expect(prepaid.json().days).toBe(101);
    expect((await t.app.inject({ method: 'GET', url: `${API}/subscription/discount/pay/with/PROMO90/for/${user.id}`, headers: { jsessionid: session } })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: `${API}/subscription/codes/pay/with/PREPAID-STARY/for/${user.id}`, headers: { jsessionid: session } })).statusCode).toBe(409);
    const offer = await t.app.inject({ method: 'GET', url: `${API}/subscription/show/for/student/${me.id}`, headers: { jsessionid: session } });
    expect(offer.json()).toHaveLength(5);
  });

  it('has discount codes for checkout', async () => {
    const login = DEMO_LOGINS[0];
    const session = await t.sessionOf(login.email, login.password);
    const check = async (code: string) => (await t.app.inject({ method: 'GET', url: `${API}/coupon/checkDiscount/${code}/1900`, headers: { jsessionid: session } })).json();
    expect(await check('RABAT10')).toBe(1710);
    expect(await check('MINUS5')).toBe(1400);
    expect(await check('RABAT-STARY')).toBe(1900);
  });

  it('has a learner whose access ends in 3 days, for the 5-day notice', async () => {
    const session = await t.sessionOf(DEMO_ENDING_LEARNER.email, DEMO_ENDING_LEARNER.password);
    const me = (await t.app.inject({ method: 'GET', url: `${API}/student/show`, headers: { jsessionid: session } })).json() as { learningAvailableTill: string };
    expect(me.learningAvailableTill).toBe('2026-11-25');
  });
});
