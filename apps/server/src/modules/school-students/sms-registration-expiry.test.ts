import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createSchool } from '../../../test/factories.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { partialRegistrations, schools } from '../../db/schema/index.js';

// The job that gives a school back the stock of an SMS registration its learner did not finish within
// the link's 30 days (ADR 016, ADR 025), driven by the test clock.

const API = '/api/eprawko-rest';
const JOB = 'sms-registration-stock-return';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

let phoneSeq = 0;
function nextPhone(): string {
  phoneSeq += 1;
  return `6${String(Date.now() % 1_000_000).padStart(6, '0')}${String(phoneSeq).padStart(2, '0')}`.slice(0, 9);
}

function call(method: 'GET' | 'POST', url: string, session?: string, payload?: unknown) {
  return t.app.inject({ method, url: `${API}/${url}`, headers: session ? { jsessionid: session } : {}, ...(payload !== undefined ? { payload: payload as Record<string, unknown> } : {}) });
}

async function school(days: number, books: number) {
  const s = await createSchool(t.database.db);
  await t.database.db.update(schools).set({ numberOfDaysOfLearn: days, numberOfBooks: books }).where(eq(schools.id, s.schoolId));
  return { schoolId: s.schoolId, session: await t.sessionOf(s.email, s.password) };
}

async function stockOf(schoolId: number) {
  const [row] = await t.database.db.select({ days: schools.numberOfDaysOfLearn, books: schools.numberOfBooks }).from(schools).where(eq(schools.id, schoolId));
  return row;
}

/** An SMS registration of the school; answers the link's uuid. */
async function smsRegistration(s: { schoolId: number; session: string }, access: { accessType: 'SHORT' | 'LONG'; numberOfDays?: number; withBook?: boolean }) {
  const phoneNumber = nextPhone();
  const res = await call('POST', 'school/create/student', s.session, {
    type: 'SCHOOL_SMS',
    email: null,
    password: null,
    phoneNumber,
    firstName: 'Ola',
    lastName: 'Esemes',
    schoolId: s.schoolId,
    category: 'B',
    ...access,
  });
  expect(res.statusCode, res.body).toBe(200);
  const link = (await t.services.outbox.listFor(phoneNumber))[0]?.links[0] ?? '';
  return link.split('/').pop() ?? '';
}

async function runJob() {
  return (await t.services.jobs.tick()).filter((o) => o.job === JOB);
}

describe('unfinished SMS registrations', () => {
  it("gives the school back the days and the book of a registration not finished within 30 days, once, and the link stays dead", async () => {
    await runJob();
    const s = await school(500, 3);
    await smsRegistration(s, { accessType: 'LONG', withBook: true });
    await smsRegistration(s, { accessType: 'SHORT', numberOfDays: 7 });
    const finished = await smsRegistration(s, { accessType: 'SHORT', numberOfDays: 9 });
    expect(await stockOf(s.schoolId)).toEqual({ days: 500 - 120 - 7 - 9, books: 2 });
    // The third learner finishes in time: its stock stays spent.
    const done = await call('POST', 'school/finish/student/partial', undefined, { uuid: finished, user: { email: `sms${Date.now()}@example.com`, password: 'Kierownica-77' }, student: { firstName: 'Ola', lastName: 'Esemes' }, repeatPassword: 'Kierownica-77' });
    expect(done.statusCode, done.body).toBe(200);

    // 30 days less an hour: the links still work, nothing goes back.
    t.clock.advanceMinutes(30 * 24 * 60 - 60);
    expect(await runJob()).toEqual([expect.objectContaining({ ok: true, summary: { registrations: 0, days: 0, books: 0 } })]);
    expect(await stockOf(s.schoolId)).toEqual({ days: 364, books: 2 });

    // Two hours later the links have expired: the two unfinished ones give back 127 days and a book.
    t.clock.advanceMinutes(120);
    expect(await runJob()).toEqual([expect.objectContaining({ ok: true, summary: { registrations: 2, days: 127, books: 1 } })]);
    expect(await stockOf(s.schoolId)).toEqual({ days: 491, books: 3 });

    // Once only: the next runs find nothing more.
    t.clock.advanceMinutes(60);
    expect(await runJob()).toEqual([expect.objectContaining({ summary: { registrations: 0, days: 0, books: 0 } })]);
    expect(await stockOf(s.schoolId)).toEqual({ days: 491, books: 3 });
    const rows = await t.database.db.select({ status: partialRegistrations.status, returned: partialRegistrations.stockReturnedAt }).from(partialRegistrations).where(eq(partialRegistrations.schoolId, s.schoolId));
    expect(rows.filter((r) => r.returned !== null)).toHaveLength(2);
    expect(rows.filter((r) => r.status === 'ACCEPTED' && r.returned === null)).toHaveLength(1);
  });

  it('a registration whose stock went back can no longer be finished, even with a link that has not expired', async () => {
    const s = await school(50, 0);
    const uuid = await smsRegistration(s, { accessType: 'SHORT', numberOfDays: 5 });
    // Another instance's clock ran ahead and returned the stock at the very end of the link's life.
    await t.database.db.update(partialRegistrations).set({ stockReturnedAt: t.clock.now() }).where(eq(partialRegistrations.schoolId, s.schoolId));
    expect((await call('POST', 'school/partial', undefined, { uuid })).statusCode).toBe(404);
    const finish = await call('POST', 'school/finish/student/partial', undefined, { uuid, user: { email: `late${Date.now()}@example.com`, password: 'Kierownica-77' }, student: { firstName: 'Ola', lastName: 'Esemes' }, repeatPassword: 'Kierownica-77' });
    expect(finish.statusCode).toBe(404);
    expect(finish.json().code).toBe('WRONG_CODE');
  });
});
