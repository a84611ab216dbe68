import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { DEMO_LOGINS, seedDemo } from './demo.seed.js';
import { SCHOOL_DEMO } from './school.seed.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ demo: true });
  await seedDemo(t.database.db, t.clock.now());
});
afterAll(async () => {
  await t.close();
});

describe('demo data of the school profile', () => {
  it('gives the demo school a PIN, a default password, stock, rights, billing data and a guardian', async () => {
    const login = DEMO_LOGINS.find((l) => l.role === 'school');
    const session = await t.sessionOf(login?.email ?? '', login?.password ?? '');
    const res = await t.app.inject({ method: 'GET', url: '/api/eprawko-rest/school/show', headers: { jsessionid: session } });
    expect(res.statusCode).toBe(200);
    const school = res.json();
    expect(school).toMatchObject({
      name: 'OSK Zielona Fala',
      pinSet: true,
      defaultPasswordSet: true,
      numberOfDaysOfLearn: 200,
      numberOfBooks: 40,
      booksAlertLevel: 20,
      canAddLecture: true,
      canAddInternational: false,
      billingEmail: 'faktury@zielonafala.example',
    });
    expect(school.guardianId).toEqual(expect.any(Number));
    const guardian = await t.app.inject({ method: 'GET', url: `/api/eprawko-rest/guardian/get/${school.guardianId}`, headers: { jsessionid: session } });
    expect(guardian.statusCode).toBe(200);
  });

  it('lets the demo school change its PIN with the printed one', async () => {
    const login = DEMO_LOGINS.find((l) => l.role === 'school');
    const session = await t.sessionOf(login?.email ?? '', login?.password ?? '');
    const res = await t.app.inject({ method: 'POST', url: '/api/eprawko-rest/school/updatePin', headers: { jsessionid: session }, payload: { oldPin: SCHOOL_DEMO.pin, newPin: SCHOOL_DEMO.pin } });
    expect(res.statusCode).toBe(200);
  });
});
