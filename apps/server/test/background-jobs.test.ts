import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { eq, inArray } from 'drizzle-orm';
import type { Exam } from '@osk/contract';
import { createTestApp, type TestApp } from './test-app.js';
import { createSchool, createStudent } from './factories.js';
import { createQuestionBank, EXAM_BANK } from './question-bank.factory.js';
import { exams, jobs, outbox, partialRegistrations, payments, schools, sessions, subscriptions } from '../src/db/schema/index.js';
import type { JobOutcome } from '../src/lib/jobs/job-runner.js';
import type { MailTransport } from '../src/integrations/mail/client.js';
import { PaynowClient } from '../src/integrations/paynow/client.js';
import { listenPaynowSimulator } from '../src/integrations/paynow/simulator.js';

// The app's periodic jobs (ADR 025): what used to be the two timers of main.ts (outbox delivery, the
// purge of sessions and old demo exams) and the new ones, on the jobs runner and the test clock; and two
// app instances on one database, each due job done once.

const API = '/api/eprawko-rest';
const ALL_JOBS = ['outbox-delivery', 'session-purge', 'demo-exam-purge', 'payment-reconciliation', 'internal-exam-cleanup', 'sms-registration-stock-return', 'lesson-day-notices', 'account-anonymisation', 'account-retention'];

function byJob(outcomes: JobOutcome[]): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const o of outcomes) counts[o.job] = (counts[o.job] ?? 0) + 1;
  return counts;
}

describe('the jobs of one app', () => {
  let t: TestApp;
  const sent: string[] = [];
  const mail: MailTransport = { send: async (m) => void sent.push(m.to) };

  beforeAll(async () => {
    t = await createTestApp({ mail });
    await createQuestionBank(t.database.db, { categories: ['B'], counts: EXAM_BANK });
  });
  afterAll(async () => {
    await t.close();
  });

  it('knows its jobs, and runs each when due', async () => {
    expect(t.services.jobs.names).toEqual(ALL_JOBS);
    expect(byJob(await t.services.jobs.tick())).toEqual(Object.fromEntries(ALL_JOBS.map((j) => [j, 1])));
    expect(await t.services.jobs.tick()).toEqual([]);
    t.clock.advanceMinutes(1);
    // Only the outbox is due every 2 seconds.
    expect(byJob(await t.services.jobs.tick())).toEqual({ 'outbox-delivery': 1 });
    t.clock.advanceMinutes(10);
    expect(byJob(await t.services.jobs.tick())).toEqual({ 'outbox-delivery': 1, 'session-purge': 1, 'demo-exam-purge': 1 });
  });

  it('delivers queued mail every two seconds', async () => {
    const outboxRuns = async () => (await t.services.jobs.tick()).filter((o) => o.job === 'outbox-delivery');
    await outboxRuns();
    await t.services.outbox.enqueueMail({ to: 'ola@example.com', subject: 'Test', text: 'Treść' });
    expect(await outboxRuns()).toEqual([]);
    expect(sent).toEqual([]);
    t.clock.set(new Date(t.clock.now().getTime() + 2_000));
    expect(await outboxRuns()).toEqual([expect.objectContaining({ ok: true, summary: { delivered: 1 } })]);
    expect(sent).toEqual(['ola@example.com']);
  });

  it('purges idle sessions and old demo exams every ten minutes', async () => {
    const learner = await createStudent(t.database.db);
    await t.sessionOf(learner.email, learner.password);
    const demo = await t.app.inject({ method: 'GET', url: `${API}/exam/demo/PL` });
    expect(demo.statusCode, demo.body).toBe(200);
    const demoId = (demo.json() as Exam).id;
    await t.services.jobs.tick();
    t.clock.advanceMinutes(25 * 60);
    const runs = (await t.services.jobs.tick()).filter((o) => o.job === 'session-purge' || o.job === 'demo-exam-purge');
    expect(runs.map((o) => o.ok)).toEqual([true, true]);
    expect(runs.find((o) => o.job === 'session-purge')?.summary?.sessions).toBeGreaterThanOrEqual(1);
    expect(runs.find((o) => o.job === 'demo-exam-purge')?.summary?.exams).toBeGreaterThanOrEqual(1);
    expect(await t.database.db.select().from(sessions).where(eq(sessions.userId, learner.userId))).toEqual([]);
    expect(await t.database.db.select().from(exams).where(eq(exams.id, demoId))).toEqual([]);
  });
});

describe('two app instances on one database', () => {
  // On PostgreSQL each app has its own connection pool, as two processes would; on PGlite (one process
  // owns the database) the two apps share it, and the claims are the same statements.
  const onPostgres = Boolean(inject('pgBaseUrl'));
  let a: TestApp;
  let b: TestApp;
  let sim: { apiUrl: string; close: () => Promise<void> };
  const sent: string[] = [];
  const mail: MailTransport = {
    send: async (m) => {
      // A slow gateway: both instances are surely ticking while the first delivers.
      await new Promise((r) => setTimeout(r, 20));
      sent.push(m.to);
    },
  };

  beforeAll(async () => {
    sim = await listenPaynowSimulator({ apiKey: 'k', signatureKey: 's', notificationUrl: 'http://127.0.0.1:9/', notificationAttempts: 1 });
    const provider = new PaynowClient({ apiUrl: sim.apiUrl, apiKey: 'k', signatureKey: 's' }, { timeoutMs: 5000 });
    a = await createTestApp({ demo: false, mail, paymentProvider: provider });
    b = await createTestApp({ demo: false, mail, paymentProvider: provider, sameDatabaseAs: a });
    await createQuestionBank(a.database.db, { categories: ['B'], counts: EXAM_BANK });
  });
  afterAll(async () => {
    await b?.close();
    await a?.close();
    await sim?.close();
  });

  it(`runs each due job once across the two (${onPostgres ? 'two PostgreSQL pools' : 'PGlite, one process'})`, async () => {
    const db = a.database.db;
    // Work for every job, made through the first instance.
    const school = await createSchool(db);
    await db.update(schools).set({ pin: '1234', defaultPassword: 'Start123', numberOfDaysOfLearn: 100, numberOfBooks: 5 }).where(eq(schools.id, school.schoolId));
    const schoolSession = await a.sessionOf(school.email, school.password);
    const call = (method: 'POST' | 'PUT', url: string, payload?: Record<string, unknown>) =>
      a.app.inject({ method, url: `${API}/${url}`, headers: { jsessionid: schoolSession }, ...(payload ? { payload } : {}) });
    expect((await call('POST', 'school/create/student', { type: 'SCHOOL_SMS', email: null, password: null, phoneNumber: '601234567', firstName: 'Ola', lastName: 'Esemes', schoolId: school.schoolId, category: 'B', accessType: 'SHORT', numberOfDays: 10, withBook: true })).statusCode).toBe(200);
    expect((await call('PUT', 'exam/internal/create/category/B/lang/PL')).statusCode).toBe(200);
    const buyer = await createStudent(db);
    const buyerSession = await a.sessionOf(buyer.email, buyer.password);
    const [sub] = await db.select({ id: subscriptions.id }).from(subscriptions).where(eq(subscriptions.kind, 'ONLINE')).limit(1);
    const checkout = await a.app.inject({ method: 'POST', url: `${API}/paynow/create`, headers: { jsessionid: buyerSession }, payload: { subscriptionId: sub?.id, email: buyer.email, userId: buyer.userId, firstName: 'Jan', lastName: 'Kupiec', confirmationType: 'RECEIPT' } });
    expect(checkout.statusCode, checkout.body).toBe(200);
    const pay = await fetch(checkout.json().redirectUrl as string, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: 'decision=pay', redirect: 'manual' });
    expect(pay.status).toBe(303);
    for (let i = 0; i < 5; i += 1) await a.services.outbox.enqueueMail({ to: `kursant${i}@example.com`, subject: 'Test', text: 'Treść' });

    // Both instances' clocks agree (NTP); they tick together, several times per due time, for 31 days.
    const outcomes: JobOutcome[] = [];
    const tickBoth = async () => {
      const [x, y, z, w] = await Promise.all([a.services.jobs.tick(), b.services.jobs.tick(), a.services.jobs.tick(), b.services.jobs.tick()]);
      outcomes.push(...x, ...y, ...z, ...w);
    };
    const advance = (ms: number) => {
      const to = new Date(a.clock.now().getTime() + ms);
      a.clock.set(to);
      b.clock.set(to);
    };
    await tickBoth();
    advance(2 * 60 * 60_000 + 60_000);
    await tickBoth();
    advance(31 * 24 * 60 * 60_000);
    await tickBoth();

    // Three due times were claimed per job (start, +2 h, +31 days): each ran three times in all.
    expect(byJob(outcomes)).toEqual(Object.fromEntries(ALL_JOBS.map((j) => [j, 3])));
    expect(outcomes.every((o) => o.ok)).toBe(true);
    const rows = await db.select({ name: jobs.name, runs: jobs.runs }).from(jobs).where(inArray(jobs.name, ALL_JOBS));
    expect(Object.fromEntries(rows.map((r) => [r.name, r.runs]))).toEqual(Object.fromEntries(ALL_JOBS.map((j) => [j, 3])));
    // Each job's work was done once: mail sent once each, the stock returned once, the payment credited
    // once, the internal exam and its session ended once.
    const sum = (job: string, key: string) => outcomes.filter((o) => o.job === job).reduce((n, o) => n + (o.summary?.[key] ?? 0), 0);
    expect([...sent].sort()).toEqual([0, 1, 2, 3, 4].map((i) => `kursant${i}@example.com`).concat(buyer.email).sort());
    // Seven messages: the five mails, the payment's confirmation and the registration's SMS (no SMS
    // gateway here: it stays in the outbox as STORED).
    expect(sum('outbox-delivery', 'delivered')).toBe(7);
    expect((await db.select({ status: outbox.status }).from(outbox)).map((r) => r.status).sort()).toEqual([...Array.from({ length: 6 }, () => 'SENT'), 'STORED']);
    expect(sum('sms-registration-stock-return', 'registrations')).toBe(1);
    const [stock] = await db.select({ days: schools.numberOfDaysOfLearn, books: schools.numberOfBooks }).from(schools).where(eq(schools.id, school.schoolId));
    expect(stock).toEqual({ days: 100, books: 5 });
    expect((await db.select({ returned: partialRegistrations.stockReturnedAt }).from(partialRegistrations)).every((r) => r.returned !== null)).toBe(true);
    expect(sum('payment-reconciliation', 'updated')).toBe(1);
    const [payment] = await db.select({ status: payments.status, creditedAt: payments.creditedAt }).from(payments);
    expect(payment?.status).toBe('FINISHED');
    expect(sum('internal-exam-cleanup', 'exams')).toBe(1);
    // The locked session went, by this job or by the idle purge that ran beside it.
    expect(sum('internal-exam-cleanup', 'sessions') + sum('session-purge', 'sessions')).toBeGreaterThanOrEqual(1);
    expect(await db.select().from(sessions).where(eq(sessions.userId, school.userId))).toEqual([]);
    expect(await db.select({ status: exams.status }).from(exams).where(eq(exams.internal, true))).toEqual([{ status: 'FINISHED' }]);
  });
});
