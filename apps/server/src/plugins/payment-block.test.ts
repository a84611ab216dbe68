import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import Fastify, { type HTTPMethods } from 'fastify';
import type { AuthContext } from '../access/caller.js';
import { accessPlugin } from './access.plugin.js';
import { PAYMENT_BLOCKED_CODE, isPaymentBlocked } from '@osk/contract';
import { schools, users } from '../db/schema/index.js';
import { createSchool, createStudent } from '../../test/factories.js';
import { createQuestionBank, EXAM_BANK } from '../../test/question-bank.factory.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { FakeProvider, catalogue } from '../modules/payments/payments.test-helpers.js';
import { paymentBlockPlugin, SCHOOL_ACCESS } from './payment-block.plugin.js';

const API = '/api/eprawko-rest';
const provider = new FakeProvider();
let t: TestApp;
let schoolSub: number;

beforeAll(async () => {
  t = await createTestApp({ paymentProvider: provider });
  await createQuestionBank(t.database.db, { categories: ['B'], counts: EXAM_BANK });
  schoolSub = (await catalogue(t.database.db)).find((s) => s.kind === 'SCHOOL' && s.accessType === 'LONG' && !s.withBook && !s.withLectures)?.id ?? 0;
});
afterAll(async () => {
  await t.close();
});

/** A school (NIP, PIN and default password set) with a session; `willBeBlockedAt` minutes from the clock's now. */
async function school(blockInMinutes: number | null) {
  const willBeBlockedAt = blockInMinutes === null ? null : new Date(t.clock.now().getTime() + blockInMinutes * 60_000);
  const created = await createSchool(t.database.db, { willBeBlockedAt });
  await t.database.db.update(schools).set({ nip: '1234563218', pin: '1234', defaultPassword: 'Start123' }).where(eq(schools.id, created.schoolId));
  return { ...created, session: await t.sessionOf(created.email, created.password) };
}

function call(method: HTTPMethods, url: string, session: string, payload?: Record<string, unknown>) {
  return t.app.inject({ method, url: `${API}/${url}`, headers: { jsessionid: session }, ...(payload ? { payload } : {}) });
}

/** Polls until the answer changes from the first one (at most 3 s of real time); answers the last one. */
async function eventually(read: () => Promise<number>): Promise<number> {
  const first = await read();
  const deadline = Date.now() + 3_000;
  let last = first;
  while (last === first && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 50));
    last = await read();
  }
  return last;
}

type School = Awaited<ReturnType<typeof school>>;

/** A school caller not under block, for a bare app with only the two plugins. */
const schoolCaller: AuthContext = {
  userId: 1, userType: 'SCHOOL', userSource: 'EPRAWKO', status: 'ACTIVE', internal: false, sessionHash: 'x', lockedByExamId: null,
  willBeBlockedAt: null, studentId: null, instructor: null, schoolId: 1, pkk: { canUse: false, registryNumber: null },
};

/** A representative set of guarded calls (each a real request a school's page makes). */
function guardedCalls(s: School) {
  return [
    () => call('POST', 'school/updatePin', s.session, { newPin: '4321', oldPin: '1234' }),
    () => call('GET', `student/show/school/v2/${s.schoolId}`, s.session),
    () => call('GET', `student/count/school/v2/${s.schoolId}`, s.session),
    () => call('POST', 'school/create/student', s.session, { email: 'nowy@example.com' }),
    () => call('POST', 'exam/light/show/by/school', s.session, { pageNumber: 0 }),
    () => call('PUT', 'exam/internal/create/category/B/lang/PL', s.session),
    () => call('GET', `payment/show/by/user/${s.userId}`, s.session),
  ];
}

async function expectBlocked(res: Awaited<ReturnType<typeof call>>, label: string): Promise<void> {
  expect(res.statusCode, `${label}: ${res.body}`).toBe(403);
  expect(res.json().code, label).toBe(PAYMENT_BLOCKED_CODE);
}

function paynowBody(userId: number): Record<string, unknown> {
  return { subscriptionId: schoolSub, quantity: 2, email: 'osk@example.com', userId, firstName: 'x', lastName: 'y', confirmationType: 'RECEIPT' };
}

describe('the payment block of a school', () => {
  it('refuses the guarded calls of a school whose block date has passed', async () => {
    const s = await school(-60);
    const calls = guardedCalls(s);
    for (const [i, request] of calls.entries()) await expectBlocked(await request(), `call ${i}`);
  });

  it('leaves the school data, orders, the school offer and paying open to a blocked school', async () => {
    const s = await school(-1);
    expect((await call('GET', 'school/show', s.session)).statusCode).toBe(200);
    expect((await call('GET', 'orders/products', s.session)).statusCode).toBe(200);
    expect((await call('GET', 'subscription/show/for/school', s.session)).statusCode).toBe(200);
    const paid = await call('POST', 'paynow/create', s.session, paynowBody(s.userId));
    expect(paid.statusCode, paid.body).toBe(200);
    expect(paid.json().redirectUrl).toContain('https://pay.example/');
  });

  it('lets a school close an internal exam that was running when the block fell', async () => {
    const s = await school(5);
    const started = await call('PUT', 'exam/internal/create/category/B/lang/PL', s.session);
    expect(started.statusCode, started.body).toBe(200);
    const examId = (started.json() as { id: number }).id;
    t.clock.advanceMinutes(6);
    // Blocked now: a guarded call answers the block (or the exam lock, which the session also holds).
    const guarded = await call('GET', `payment/show/by/user/${s.userId}`, s.session);
    expect(guarded.statusCode).toBe(403);
    const state = await call('GET', 'exam/internal/state', s.session);
    expect(state.statusCode).toBe(200);
    const closed = await call('POST', 'exam/internal/close', s.session, { examId, pin: '1234' });
    expect(closed.statusCode, closed.body).toBe(200);
    // Unlocked, but the block holds.
    await expectBlocked(await call('GET', `payment/show/by/user/${s.userId}`, s.session), 'after close');
  });

  it('a future block date does not block; once the clock passes it, it does without a new login', async () => {
    const s = await school(30);
    expect((await call('GET', `payment/show/by/user/${s.userId}`, s.session)).statusCode).toBe(200);
    expect((await call('GET', `student/show/school/v2/${s.schoolId}`, s.session)).statusCode).toBe(200);
    t.clock.advanceMinutes(20);
    expect((await call('GET', `payment/show/by/user/${s.userId}`, s.session)).statusCode).toBe(200);
    t.clock.advanceMinutes(11);
    await expectBlocked(await call('GET', `payment/show/by/user/${s.userId}`, s.session), 'after the date');
    await expectBlocked(await call('GET', `student/show/school/v2/${s.schoolId}`, s.session), 'after the date');
    expect((await call('GET', 'school/show', s.session)).statusCode).toBe(200);
  });

  it('a block date the operator sets (or clears) in SQL applies to a logged-in school without a new login', async () => {
    const s = await school(null);
    const history = () => call('GET', `payment/show/by/user/${s.userId}`, s.session);
    // The session is resolved (and cached) before the change.
    expect((await history()).statusCode).toBe(200);
    const past = new Date(t.clock.now().getTime() - 86_400_000).toISOString();
    await t.database.db.execute(sql`UPDATE users SET will_be_blocked_at = ${past}::timestamptz WHERE id = ${s.userId}`);
    // The users trigger announces the change; on PostgreSQL it is heard asynchronously, so wait for it.
    expect(await eventually(async () => (await history()).statusCode)).toBe(403);
    for (const [i, request] of guardedCalls(s).entries()) await expectBlocked(await request(), `call ${i}`);
    await t.database.db.update(users).set({ willBeBlockedAt: null }).where(eq(users.id, s.userId));
    expect(await eventually(async () => (await history()).statusCode)).toBe(200);
  });

  it("another school's block does not affect a school", async () => {
    await school(-10);
    const free = await school(null);
    expect((await call('GET', `payment/show/by/user/${free.userId}`, free.session)).statusCode).toBe(200);
    expect((await call('GET', `student/show/school/v2/${free.schoolId}`, free.session)).statusCode).toBe(200);
  });

  it('learners are never affected, even with a past date on their account', async () => {
    const l = await createStudent(t.database.db, { willBeBlockedAt: new Date(t.clock.now().getTime() - 86_400_000) });
    const session = await t.sessionOf(l.email, l.password);
    const own = await call('GET', `payment/show/by/user/${l.userId}`, session);
    expect(own.statusCode, own.body).toBe(200);
    expect(own.json()).toEqual([]);
  });

  it('every route a school may call declares whether the block guards it (a blocked school never gets a 500)', async () => {
    const s = await school(-60);
    const concrete = (url: string) => url.replace(/:[A-Za-z]+/g, '1').replace(/\*/g, 'x');
    // Logging out ends the session the other calls use: last.
    const routes = t.routes
      .filter((r) => r.method !== 'HEAD' && SCHOOL_ACCESS.includes(r.access as (typeof SCHOOL_ACCESS)[number]))
      .sort((a, b) => Number(a.url.endsWith('/logout')) - Number(b.url.endsWith('/logout')));
    expect(routes.length).toBeGreaterThan(100);
    const guarded: string[] = [];
    for (const route of routes) {
      const res = await t.app.inject({ method: route.method as HTTPMethods, url: concrete(route.url), headers: { jsessionid: s.session }, ...(route.method === 'GET' || route.method === 'DELETE' ? {} : { payload: {} }) });
      // An undeclared route answers a school 500 before anything else runs.
      expect(res.statusCode, `${route.method} ${route.url}: ${res.body}`).not.toBe(500);
      if (res.statusCode === 403 && res.json().code === PAYMENT_BLOCKED_CODE) guarded.push(`${route.method} ${route.url}`);
    }
    // The pages' calls the school document lists (and only routes a school may call) are among them.
    expect(guarded).toEqual(expect.arrayContaining([`POST ${API}/school/updatePin`, `GET ${API}/student/show/school/v2/:schoolId`, `PUT ${API}/exam/internal/create/category/:category/lang/:lang`, `GET ${API}/payment/show/by/user/:id`]));
    // The learners list's export and bulk day assignment (issue 22) are calls of a guarded page too.
    expect(guarded).toEqual(expect.arrayContaining([`GET ${API}/student/export/school/:schoolId/:format`, `POST ${API}/school/assign/days/to/students`]));
    // The learners list's bulk actions (issue 22): adding the selected learners to a group and selecting every filtered learner.
    expect(guarded).toEqual(expect.arrayContaining([`POST ${API}/school/assign/students/to/group`, `GET ${API}/student/ids/school/:schoolId`]));
    // A learner's readiness (issue 23), which the school's learner pages read like the exam results.
    expect(guarded).toEqual(expect.arrayContaining([`GET ${API}/readiness/:studentId/:category`]));
    // The readiness threshold of "gotowy do egzaminu" (issue 23) is a school setting like the PIN.
    expect(guarded).toEqual(expect.arrayContaining([`POST ${API}/school/updateReadinessThreshold`]));
    // A refunded payment's correction (issue 24) is read from the payments page like the invoice.
    expect(guarded).toEqual(expect.arrayContaining([`GET ${API}/payment/document/:id/correction`]));
    expect(guarded).toHaveLength(35);
  });

  it('a route that lets a school in without declaring the block answers it 500, one that declares it does not', async () => {
    const app = Fastify();
    await app.register(accessPlugin, { auth: { authenticate: async () => schoolCaller } });
    await app.register(paymentBlockPlugin, { clock: t.clock });
    app.get('/undeclared', { config: { access: 'school' } }, async () => ({ ok: true }));
    app.get('/declared', { config: { access: 'school', paymentBlock: 'open' } }, async () => ({ ok: true }));
    app.get('/mistyped', { config: { access: 'school', paymentBlock: 'schoolStudent' as 'open' } }, async () => ({ ok: true }));
    try {
      expect((await app.inject({ url: '/undeclared', headers: { jsessionid: 'x' } })).statusCode).toBe(500);
      expect((await app.inject({ url: '/mistyped', headers: { jsessionid: 'x' } })).statusCode).toBe(500);
      expect((await app.inject({ url: '/declared', headers: { jsessionid: 'x' } })).statusCode).toBe(200);
    } finally {
      await app.close();
    }
  });

  it("the rule on the stored date: set and already past (the moment itself included), as the web's", () => {
    const now = new Date('2026-11-22T10:00:00Z');
    expect(isPaymentBlocked(null, now)).toBe(false);
    expect(isPaymentBlocked(new Date('2026-11-22T10:00:01Z'), now)).toBe(false);
    expect(isPaymentBlocked(new Date('2026-11-22T10:00:00Z'), now)).toBe(true);
    expect(isPaymentBlocked(new Date('2026-11-21T10:00:00Z'), now)).toBe(true);
  });
});
