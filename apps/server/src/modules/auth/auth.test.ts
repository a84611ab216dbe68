import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { createSchool, createStudent } from '../../../test/factories.js';
import { inArray } from 'drizzle-orm';
import { sessions } from '../../db/schema/index.js';
import { AccessRepository } from '../../access/access.repository.js';
import { UsersService } from '../users/users.service.js';
import { AuthRepository } from './auth.repository.js';
import { AuthService } from './auth.service.js';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

function login(userName: string, password: string, headers: Record<string, string> = {}) {
  return t.app.inject({
    method: 'POST',
    url: '/api/eprawko-rest/login/',
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
    payload: new URLSearchParams({ userName, password }).toString(),
  });
}

function show(sessionId: string | undefined) {
  return t.app.inject({ method: 'GET', url: '/api/eprawko-rest/student/show', headers: sessionId ? { jsessionid: sessionId } : {} });
}

/**
 * An auth service whose session read (by id or by media token) writes the waiting last-seen refreshes
 * while it is in flight: the read then sees the older value, as under load (CI's race).
 */
function racingAuth(read: 'sessionById' | 'sessionByMediaToken'): AuthService {
  const access = new AccessRepository(t.database.db);
  const racing = Object.assign(Object.create(access) as AccessRepository, {
    [read]: async (hash: string) => {
      const row = await access[read](hash);
      await service.flushSessionTouches();
      return row;
    },
  });
  const service = new AuthService(new AuthRepository(t.database.db), UsersService.over(t.database.db), t.clock, racing);
  return service;
}

describe('login', () => {
  it('answers the user object with a session id for form-encoded credentials', async () => {
    const s = await createStudent(t.database.db, { phoneNumber: '501502503' });
    const res = await login(s.email, s.password);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ id: s.userId, userName: s.email, userType: 'STUDENT', userSource: 'EPRAWKO', phoneNumber: '501502503', internal: false, startPage: null, willBeBlockedAt: null });
    expect(typeof body.lastAccessed).toBe('string');
    expect(body.uuid).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it('is reached without the trailing slash and accepts JSON too', async () => {
    const s = await createStudent(t.database.db);
    const res = await t.app.inject({ method: 'POST', url: '/api/eprawko-rest/login', payload: { userName: s.email, password: s.password } });
    expect(res.statusCode).toBe(200);
  });

  it('accepts the phone number in any Polish form as the login name', async () => {
    const s = await createStudent(t.database.db, { phoneNumber: '511522533' });
    for (const name of ['511522533', '+48 511522533', '0048511522533', '511-522-533']) {
      const res = await login(name, s.password);
      expect(res.statusCode, name).toBe(200);
    }
  });

  it('treats the e-mail case-insensitively', async () => {
    const s = await createStudent(t.database.db, { email: 'Mixed.Case@example.com' });
    expect((await login('mixed.case@EXAMPLE.com', s.password)).statusCode).toBe(200);
  });

  it('gives a new session id at every login', async () => {
    const s = await createStudent(t.database.db);
    const a = (await login(s.email, s.password)).json().uuid;
    const b = (await login(s.email, s.password)).json().uuid;
    expect(a).not.toBe(b);
    expect((await show(a)).statusCode).toBe(200);
    expect((await show(b)).statusCode).toBe(200);
  });

  it('answers 418 msg.error.user.not.activated for an account not activated yet', async () => {
    const s = await createStudent(t.database.db, { status: 'NEW' });
    const res = await login(s.email, s.password);
    expect(res.statusCode).toBe(418);
    expect(res.json()).toMatchObject({ code: 'msg.error.user.not.activated' });
  });

  it.each(['BLOCKED', 'SUSPENDED', 'REMOVED'] as const)('answers 403 msg.error.user.blocked for a %s account', async (status) => {
    const s = await createStudent(t.database.db, { status });
    const res = await login(s.email, s.password);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ code: 'msg.error.user.blocked', message: expect.stringContaining('zablokowane') });
  });

  it('lets a school under payment block log in, with willBeBlockedAt in the answer', async () => {
    const when = new Date('2026-11-01T00:00:00Z');
    const school = await createSchool(t.database.db, { status: 'BLOCKED_BY_PAYMENTS', willBeBlockedAt: when });
    const res = await login(school.email, school.password);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ userType: 'SCHOOL', willBeBlockedAt: when.toISOString() });
  });

  it('answers 401 msg.error.user.not.found for a wrong password and for an unknown login', async () => {
    const s = await createStudent(t.database.db);
    const wrong = await login(s.email, 'nie-to-haslo');
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toEqual({ code: 'msg.error.user.not.found', message: 'Nieprawidłowe dane logowania.' });
    const unknown = await login('nikt@example.com', 'x');
    expect(unknown.statusCode).toBe(401);
    expect(unknown.json().code).toBe('msg.error.user.not.found');
  });

  it('answers in the language of the Accept-Language header', async () => {
    const res = await login('nikt@example.com', 'x', { 'accept-language': 'de-DE,de;q=0.9' });
    expect(res.json().message).toBe('Falsche Anmeldedaten.');
    const ua = await login('nikt@example.com', 'x', { 'accept-language': 'uk' });
    expect(ua.json().message).toBe('Неправильні дані для входу.');
  });

  it('backs this client off the account after 5 failed attempts, even with the right password, until its window ends', async () => {
    const s = await createStudent(t.database.db);
    for (let i = 0; i < 5; i += 1) expect((await login(s.email, `zle-${i}`)).statusCode).toBe(401);
    const locked = await login(s.email, s.password);
    expect(locked.statusCode).toBe(429);
    expect(locked.json().code).toBe('msg.error.user.locked');
    const wait = Number(locked.headers['retry-after']);
    expect(wait).toBeGreaterThan(0);
    expect(wait).toBeLessThanOrEqual(15 * 60);
    t.clock.advanceMinutes((wait - 1) / 60);
    expect((await login(s.email, s.password)).statusCode).toBe(429);
    t.clock.advanceMinutes(2 / 60);
    expect((await login(s.email, s.password)).statusCode).toBe(200);
  });

  it('resets the failure count after a successful login', async () => {
    const s = await createStudent(t.database.db);
    for (let i = 0; i < 4; i += 1) await login(s.email, 'zle');
    expect((await login(s.email, s.password)).statusCode).toBe(200);
    for (let i = 0; i < 4; i += 1) await login(s.email, 'zle');
    expect((await login(s.email, s.password)).statusCode).toBe(200);
  });

  it('answers 400 with every missing field and its message', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/eprawko-rest/login/', headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: '' });
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.code).toBe('msg.error.invalid.form');
    expect(body.message).toBe('Popraw błędne pola!');
    expect(body.fields).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ field: 'userName', message: 'Login jest wymagany' }),
        expect.objectContaining({ field: 'password', message: 'Hasło jest wymagane' }),
      ]),
    );
  });

  it('answers 400, not 5xx, for malformed JSON, wrong types and oversized values', async () => {
    const bad = await t.app.inject({ method: 'POST', url: '/api/eprawko-rest/login/', headers: { 'content-type': 'application/json' }, payload: '{"userName":' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().code).toBe('msg.error.invalid.form');
    const typed = await t.app.inject({ method: 'POST', url: '/api/eprawko-rest/login/', payload: { userName: 12, password: ['a'] } });
    expect(typed.statusCode).toBe(400);
    const long = await login('a'.repeat(300), 'x');
    expect(long.statusCode).toBe(400);
    expect(long.json().fields[0]).toMatchObject({ field: 'userName' });
    const xml = await t.app.inject({ method: 'POST', url: '/api/eprawko-rest/login/', headers: { 'content-type': 'application/xml' }, payload: '<a/>' });
    expect(xml.statusCode).toBe(415);
  });
});

describe('sessions', () => {
  it('answers 403 on an authenticated call without a session or with an unknown one', async () => {
    expect((await show(undefined)).statusCode).toBe(403);
    const res = await show('not-a-session');
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('msg.error.not.logged.in');
  });

  it('expires a session after 30 idle minutes', async () => {
    const s = await createStudent(t.database.db);
    const id = (await login(s.email, s.password)).json().uuid;
    t.clock.advanceMinutes(29);
    expect((await show(id)).statusCode).toBe(200);
    t.clock.advanceMinutes(29);
    expect((await show(id)).statusCode).toBe(200);
    t.clock.advanceMinutes(31);
    expect((await show(id)).statusCode).toBe(403);
    // An expired session does not come back.
    t.clock.advanceMinutes(-31);
    expect((await show(id)).statusCode).toBe(403);
  });

  it("refreshes the sessions' last-seen out of the requests' path, together, and another instance sees it", async () => {
    const learners = await Promise.all([createStudent(t.database.db), createStudent(t.database.db), createStudent(t.database.db)]);
    const ids: string[] = [];
    for (const s of learners) ids.push((await login(s.email, s.password)).json().uuid);
    t.clock.advanceMinutes(20);
    const seenAt = t.clock.now();
    expect((await Promise.all(ids.map((id) => show(id)))).map((res) => res.statusCode)).toEqual([200, 200, 200]);
    // The batch goes a moment later; then the database has every refresh.
    await new Promise((resolve) => setTimeout(resolve, 200));
    const rows = await t.database.db.select({ lastSeenAt: sessions.lastSeenAt }).from(sessions).where(inArray(sessions.userId, learners.map((s) => s.userId)));
    expect(rows.map((row) => row.lastSeenAt.getTime())).toEqual([seenAt.getTime(), seenAt.getTime(), seenAt.getTime()]);
    // Another instance reads the refreshed last-seen: 25 more minutes are 25 idle minutes, not 45.
    const other = await createTestApp({ sameDatabaseAs: t });
    try {
      other.clock.set(new Date(seenAt.getTime() + 25 * 60_000));
      const res = await other.app.inject({ method: 'GET', url: '/api/eprawko-rest/student/show', headers: { jsessionid: ids[0] as string } });
      expect(res.statusCode).toBe(200);
    } finally {
      await other.close();
    }
  });

  it('keeps a last-seen refresh that is written while the session is being read', async () => {
    // The CI's race: a request reads the session while the previous request's refresh is being
    // written; the read sees the old last-seen, and the refresh is no longer waiting when it returns.
    const s = await createStudent(t.database.db);
    const id = (await login(s.email, s.password)).json().uuid;
    const service = racingAuth('sessionById');
    t.clock.advanceMinutes(20);
    await service.authenticate(id);
    t.clock.advanceMinutes(20);
    await expect(service.authenticate(id)).resolves.toMatchObject({ userId: s.userId });
    await service.flushSessionTouches();
  });

  it('keeps a last-seen refresh written while a media token is being read', async () => {
    const s = await createStudent(t.database.db);
    const res = await login(s.email, s.password);
    const id = res.json().uuid as string;
    const mediaToken = res.headers['x-auth-token'] as string;
    expect(mediaToken).toBeTruthy();
    const service = racingAuth('sessionByMediaToken');
    t.clock.advanceMinutes(20);
    await service.authenticate(id);
    t.clock.advanceMinutes(20);
    await expect(service.mediaTokenUser(mediaToken)).resolves.toMatchObject({ id: s.userId });
  });

  it('expires an active session after 12 hours', async () => {
    const s = await createStudent(t.database.db);
    const id = (await login(s.email, s.password)).json().uuid;
    for (let minutes = 0; minutes < 12 * 60 - 20; minutes += 20) {
      t.clock.advanceMinutes(20);
      expect((await show(id)).statusCode).toBe(200);
    }
    t.clock.advanceMinutes(25);
    expect((await show(id)).statusCode).toBe(403);
  });

  it('ends the session at logout, and logout needs a session', async () => {
    const s = await createStudent(t.database.db);
    const id = (await login(s.email, s.password)).json().uuid;
    const out = await t.app.inject({ method: 'POST', url: '/api/eprawko-rest/logout', headers: { jsessionid: id } });
    expect(out.statusCode).toBe(200);
    expect((await show(id)).statusCode).toBe(403);
    const again = await t.app.inject({ method: 'POST', url: '/api/eprawko-rest/logout', headers: { jsessionid: id } });
    expect(again.statusCode).toBe(403);
  });

  it('ends the sessions of an account that gets blocked', async () => {
    const s = await createStudent(t.database.db);
    const id = (await login(s.email, s.password)).json().uuid;
    const { users } = await import('../../db/schema/index.js');
    const { eq } = await import('drizzle-orm');
    // Checked once, so this instance holds the session in its cache.
    expect((await show(id)).statusCode).toBe(200);
    await t.database.db.update(users).set({ status: 'BLOCKED' }).where(eq(users.id, s.userId));
    // The database announces the change to every instance (ADR 010).
    await expect.poll(async () => (await show(id)).statusCode, { timeout: 2000, interval: 20 }).toBe(403);
  });

  it('ends a session deleted elsewhere (another instance) although this one had checked it', async () => {
    const s = await createStudent(t.database.db);
    const id = (await login(s.email, s.password)).json().uuid;
    expect((await show(id)).statusCode).toBe(200);
    const { sessions } = await import('../../db/schema/index.js');
    const { eq } = await import('drizzle-orm');
    await t.database.db.delete(sessions).where(eq(sessions.userId, s.userId));
    await expect.poll(async () => (await show(id)).statusCode, { timeout: 2000, interval: 20 }).toBe(403);
  });

  it('stores only a hash of the session id', async () => {
    const s = await createStudent(t.database.db);
    const id = (await login(s.email, s.password)).json().uuid;
    const { sessions } = await import('../../db/schema/index.js');
    const rows = await t.database.db.select().from(sessions);
    expect(rows.some((r) => r.idHash === id)).toBe(false);
    expect(rows.every((r) => /^[0-9a-f]{64}$/.test(r.idHash))).toBe(true);
  });

  it('purges expired sessions', async () => {
    const s = await createStudent(t.database.db);
    await login(s.email, s.password);
    t.clock.advanceMinutes(13 * 60);
    expect(await t.services.auth.purgeExpiredSessions()).toBeGreaterThan(0);
  });
});

describe('loginUUID', () => {
  it('exchanges a one-time token for a session once', async () => {
    const s = await createStudent(t.database.db);
    const token = await t.services.auth.issueLoginToken(s.userId);
    const form = { 'content-type': 'application/x-www-form-urlencoded' };
    const res = await t.app.inject({ method: 'POST', url: '/api/eprawko-rest/loginUUID/', headers: form, payload: `uuid=${token}` });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: s.userId });
    expect((await show(res.json().uuid)).statusCode).toBe(200);
    const reused = await t.app.inject({ method: 'POST', url: '/api/eprawko-rest/loginUUID', headers: form, payload: `uuid=${token}` });
    expect(reused.statusCode).toBe(401);
    expect(reused.json().code).toBe('msg.error.login.token.invalid');
  });

  it('refuses an expired token and answers 400 without one', async () => {
    const s = await createStudent(t.database.db);
    const token = await t.services.auth.issueLoginToken(s.userId);
    t.clock.advanceMinutes(11);
    const res = await t.app.inject({ method: 'POST', url: '/api/eprawko-rest/loginUUID/', payload: { uuid: token } });
    expect(res.statusCode).toBe(401);
    const empty = await t.app.inject({ method: 'POST', url: '/api/eprawko-rest/loginUUID/', payload: {} });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().fields[0].field).toBe('uuid');
  });

  it('does not open a session for an account not activated', async () => {
    const s = await createStudent(t.database.db, { status: 'NEW' });
    const token = await t.services.auth.issueLoginToken(s.userId);
    const res = await t.app.inject({ method: 'POST', url: '/api/eprawko-rest/loginUUID/', payload: { uuid: token } });
    expect(res.statusCode).toBe(418);
  });
});
