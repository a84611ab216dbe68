import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { CONSENT_VERSIONS } from '@osk/contract';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { createSchool, createStudent } from '../../../test/factories.js';
import { consents, outbox, payments, students, subscriptions, users } from '../../db/schema/index.js';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const call = (method: 'GET' | 'PUT' | 'POST', url: string, session?: string, payload?: object) =>
  t.app.inject({ method, url: `/api/eprawko-rest/${url}`, headers: session ? { jsessionid: session } : {}, ...(payload ? { payload } : {}) });

describe('consents (RODO)', () => {
  it('records the terms and the privacy notice, with their text versions, when a learner registers', async () => {
    const email = `zgody-${Date.now()}@example.com`;
    const payload = {
      user: { email, status: 'NEW', failedLogins: 0, registerDate: null, lastLoginDate: null, phoneNumber: '', password: 'Tajne123' },
      student: { firstName: 'Ola', lastName: 'Kowalska', category: 'B', blockChangeCategory: false, learningAvailableTill: null },
      repeatPassword: 'Tajne123',
      accepted: true,
      userExists: false,
      phoneExists: false,
      clearPhoneNumber: false,
    };
    const res = await t.app.inject({ method: 'PUT', url: '/api/eprawko-rest/student/create', payload });
    expect(res.statusCode, res.body).toBe(201);
    const [user] = await t.database.db.select({ id: users.id }).from(users).where(eq(users.email, email));
    const rows = await t.database.db.select().from(consents).where(eq(consents.userId, user?.id ?? 0));
    expect(rows.map((r) => [r.kind, r.version, r.givenAt.toISOString(), r.withdrawnAt]).sort()).toEqual([
      ['PRIVACY', CONSENT_VERSIONS.PRIVACY, t.clock.now().toISOString(), null],
      ['TERMS', CONSENT_VERSIONS.TERMS, t.clock.now().toISOString(), null],
    ]);
  });

  it('shows the caller its own consents, and gives and withdraws the marketing one, each with its time', async () => {
    const s = await createStudent(t.database.db);
    const other = await createStudent(t.database.db);
    await t.database.db.insert(consents).values({ userId: other.userId, kind: 'MARKETING', version: 'x', givenAt: t.clock.now() });
    const session = await t.sessionOf(s.email, s.password);
    expect((await call('GET', 'account/consents', session)).json()).toEqual([]);
    const given = await call('PUT', 'account/consents/marketing', session, { given: true });
    expect(given.statusCode, given.body).toBe(200);
    expect(given.json()).toEqual([{ kind: 'MARKETING', version: CONSENT_VERSIONS.MARKETING, givenAt: t.clock.now().toISOString(), withdrawnAt: null }]);
    // Giving it again changes nothing.
    expect((await call('PUT', 'account/consents/marketing', session, { given: true })).json()).toHaveLength(1);
    t.clock.advanceMinutes(20);
    const withdrawn = await call('PUT', 'account/consents/marketing', session, { given: false });
    expect(withdrawn.json()[0]).toMatchObject({ kind: 'MARKETING', withdrawnAt: t.clock.now().toISOString() });
    expect((await call('GET', 'account/consents', session)).json()).toHaveLength(1);
  });

  it('refuses bad input and callers without a session', async () => {
    const s = await createStudent(t.database.db);
    const session = await t.sessionOf(s.email, s.password);
    const bad = await call('PUT', 'account/consents/marketing', session, { given: 'tak' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields?.[0]?.field).toBe('given');
    expect((await call('GET', 'account/consents')).statusCode).toBe(403);
    expect((await call('PUT', 'account/consents/marketing', undefined, { given: true })).statusCode).toBe(403);
  });
});

describe('account deletion (RODO)', () => {
  it('asks for the password, closes the account at once and anonymises it after 14 days, keeping the accounting records', async () => {
    const s = await createStudent(t.database.db, { firstName: 'Zofia', lastName: 'Usuwana', phoneNumber: '600700800' });
    const session = await t.sessionOf(s.email, s.password);
    const other = await t.sessionOf(s.email, s.password);
    const [offer] = await t.database.db.insert(subscriptions).values({ kind: 'ONLINE', subscriptionType: 'TIMEBASED', numberOfDays: 30, priceGrosz: 4900 }).returning({ id: subscriptions.id });
    const now = t.clock.now();
    await t.database.db.insert(payments).values({ userId: s.userId, subscriptionId: offer?.id ?? 0, amountGrosz: 4900, description: 'Dostęp 30 dni', status: 'FINISHED', confirmationType: 'INVOICE', nip: '5260250274', invoiceName: 'Zofia Usuwana', firstName: 'Zofia', lastName: 'Usuwana', email: s.email, createdAt: now, updatedAt: now });

    const wrong = await call('POST', 'account/delete', session, { currentPassword: 'nie-to-haslo' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().fields?.[0]).toMatchObject({ field: 'currentPassword' });
    const missing = await call('POST', 'account/delete', session, {});
    expect(missing.statusCode).toBe(400);

    const asked = await call('POST', 'account/delete', session, { currentPassword: s.password });
    expect(asked.statusCode, asked.body).toBe(200);
    expect(asked.json()).toEqual({ deletionRequestedAt: now.toISOString(), anonymisedAfter: new Date(now.getTime() + 14 * 86_400_000).toISOString() });
    // Closed at once: every session ends and a login is refused with the reason.
    expect((await call('GET', 'student/show', session)).statusCode).toBe(403);
    expect((await call('GET', 'student/show', other)).statusCode).toBe(403);
    const login = await t.app.inject({ method: 'POST', url: '/api/eprawko-rest/login/', payload: { userName: s.email, password: s.password } });
    expect(login.statusCode).toBe(403);
    expect(login.json().code).toBe('msg.error.account.closed');

    // Within the cooling-off nothing is erased.
    t.clock.advanceMinutes(13 * 24 * 60);
    await t.services.jobs.tick();
    expect((await t.database.db.select().from(users).where(eq(users.id, s.userId)))[0]).toMatchObject({ email: s.email, anonymisedAt: null });

    t.clock.advanceMinutes(24 * 60 + 1);
    await t.services.jobs.tick();
    const [account] = await t.database.db.select().from(users).where(eq(users.id, s.userId));
    expect(account).toMatchObject({ email: `usuniete-${s.userId}@konto.invalid`, phoneNumber: null, status: 'REMOVED' });
    expect(account?.anonymisedAt?.toISOString()).toBe(t.clock.now().toISOString());
    const [learner] = await t.database.db.select().from(students).where(eq(students.userId, s.userId));
    expect(learner).toMatchObject({ firstName: 'Konto', lastName: 'usunięte', oskRemarks: null });
    // The invoice's data stay, as accounting law requires (5 years).
    const [kept] = await t.database.db.select().from(payments).where(eq(payments.userId, s.userId));
    expect(kept).toMatchObject({ invoiceName: 'Zofia Usuwana', nip: '5260250274', amountGrosz: 4900 });
    expect(await t.database.db.select().from(consents).where(eq(consents.userId, s.userId))).toEqual([]);
  });

  it('is for learners only: a school cannot delete accounts through it, nor its own', async () => {
    const school = await createSchool(t.database.db);
    const session = await t.sessionOf(school.email, school.password);
    expect((await call('POST', 'account/delete', session, { currentPassword: school.password })).statusCode).toBe(403);
    expect((await call('POST', 'account/delete', undefined, { currentPassword: 'x' })).statusCode).toBe(403);
  });
});

describe('retention (the account-retention job)', () => {
  const day = 86_400_000;
  const tick = async () => (await t.services.jobs.tick()).find((o) => o.job === 'account-retention');

  it('anonymises a temporary account 30 days after its last day, and tells a learner unused for 3 years before anonymising it 30 days later unless used', async () => {
    const today = t.clock.now();
    const iso = (d: Date) => d.toISOString().slice(0, 10);
    // A school's temporary account whose last day was 31 days ago, and one whose last day was 29 days ago.
    const old = await createStudent(t.database.db, { internal: true });
    const recent = await createStudent(t.database.db, { internal: true });
    await t.database.db.update(students).set({ accountExpire: iso(new Date(today.getTime() - 31 * day)) }).where(eq(students.userId, old.userId));
    await t.database.db.update(students).set({ accountExpire: iso(new Date(today.getTime() - 29 * day)) }).where(eq(students.userId, recent.userId));
    // Learners: last seen 3 years and a day ago (twice), and 2 years ago.
    const idle = await createStudent(t.database.db, { firstName: 'Ida', lastName: 'Nieobecna' });
    const comesBack = await createStudent(t.database.db);
    const active = await createStudent(t.database.db);
    const longAgo = new Date(today.getTime() - (3 * 365 + 2) * day);
    await t.database.db.update(users).set({ lastLoginDate: longAgo, registerDate: longAgo }).where(eq(users.id, idle.userId));
    await t.database.db.update(users).set({ lastLoginDate: longAgo, registerDate: longAgo }).where(eq(users.id, comesBack.userId));
    await t.database.db.update(users).set({ lastLoginDate: new Date(today.getTime() - 2 * 365 * day) }).where(eq(users.id, active.userId));

    // Due at once (the first run of the job), then once a day.
    t.clock.advanceMinutes(24 * 60);
    const first = await tick();
    expect(first?.summary).toMatchObject({ temporary: 1 });
    expect(first?.summary?.notified).toBeGreaterThanOrEqual(2);
    const row = async (userId: number) => (await t.database.db.select().from(users).where(eq(users.id, userId)))[0];
    expect(await row(old.userId)).toMatchObject({ email: `usuniete-${old.userId}@konto.invalid`, status: 'REMOVED' });
    expect((await row(recent.userId))?.anonymisedAt).toBeNull();
    expect((await row(idle.userId))?.inactivityNoticeAt?.toISOString()).toBe(t.clock.now().toISOString());
    expect((await row(active.userId))?.inactivityNoticeAt).toBeNull();
    const mails = await t.database.db.select({ subject: outbox.subject, body: outbox.body }).from(outbox).where(eq(outbox.recipient, idle.email));
    expect(mails).toHaveLength(1);
    expect(mails[0]?.subject).toBe('Twoje konto w Prawko OSK zostanie zanonimizowane');
    expect(mails[0]?.body).toContain('Jeśli chcesz zachować konto, wystarczy, że zalogujesz się przed tym dniem:');

    // A second run the next day tells nobody again.
    t.clock.advanceMinutes(24 * 60);
    expect((await tick())?.summary).toMatchObject({ notified: 0 });

    // One of the two logs in within the notice period; 30 days after the notice the other is anonymised.
    await t.database.db.update(users).set({ lastLoginDate: t.clock.now() }).where(eq(users.id, comesBack.userId));
    t.clock.advanceMinutes(29 * 24 * 60);
    await tick();
    expect((await row(idle.userId))?.anonymisedAt).not.toBeNull();
    const [learner] = await t.database.db.select().from(students).where(eq(students.userId, idle.userId));
    expect(learner).toMatchObject({ firstName: 'Konto', lastName: 'usunięte' });
    expect(await row(comesBack.userId)).toMatchObject({ email: comesBack.email, anonymisedAt: null });
  });
});
