import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { DEMO_LOGINS, seedDemo } from './demo.seed.js';
import { SCHOOL_DEMO } from './school.seed.js';
import { SCHOOL_STUDENTS_DEMO } from './school-students.seed.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ demo: true });
  await seedDemo(t.database.db, t.clock.now());
});
afterAll(async () => {
  await t.close();
});

describe("demo data of the school's learners", () => {
  it('gives the demo school a dozen learners in different states and keeps the demo logins working', async () => {
    for (const login of DEMO_LOGINS) await t.sessionOf(login.email, login.password);
    const school = DEMO_LOGINS.find((l) => l.role === 'school');
    const session = await t.sessionOf(school?.email ?? '', school?.password ?? '');
    const me = (await t.app.inject({ method: 'GET', url: '/api/eprawko-rest/school/show', headers: { jsessionid: session } })).json();
    const counts = await t.app.inject({ method: 'GET', url: `/api/eprawko-rest/student/count/school/v2/${me.id}?eprawko=true`, headers: { jsessionid: session } });
    expect(counts.statusCode).toBe(200);
    // Other areas' seeds add learners of the demo school too (the partner learner of the school links seed).
    for (const key of ['passed', 'internal', 'partner'] as const) expect(counts.json()[key], key).toBeGreaterThanOrEqual(1);
    expect(counts.json().all).toBeGreaterThanOrEqual(12);
    const list = (await t.app.inject({ method: 'GET', url: `/api/eprawko-rest/student/show/school/v2/${me.id}?lastName=nieaktywna`, headers: { jsessionid: session } })).json();
    expect(list.content).toEqual([expect.objectContaining({ status: 'NEW', registrationId: 'demo-rejestracja-edyta' })]);
    const partial = await t.app.inject({ method: 'POST', url: '/api/eprawko-rest/school/partial', payload: { uuid: SCHOOL_STUDENTS_DEMO.partialToken } });
    expect(partial.statusCode).toBe(200);
    expect(partial.json()).toMatchObject({ status: 'NEW', phoneNumber: SCHOOL_STUDENTS_DEMO.partialPhone });
    await t.sessionOf(SCHOOL_STUDENTS_DEMO.temporaryLogin, SCHOOL_DEMO.defaultPassword);
    await t.sessionOf('dlugi.z.ksiazka@example.com', SCHOOL_STUDENTS_DEMO.password);
  });
});
