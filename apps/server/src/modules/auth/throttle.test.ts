import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.js';
import { createStudent } from '../../../test/factories.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { throttleCounters } from '../../db/schema/index.js';
import type { App } from '../../lib/http.js';
import { LIMITS } from './throttle.js';

// Throttling of failed logins and of anonymous calls that send mail or create accounts (issue 20):
// per client address, per account and client address (a back-off that never locks the account for
// its owner on another client), and in all; counted in the database, so every instance shares them.

const API = '/api/eprawko-rest';
let t: TestApp;
let ipCounter = 0;
/** A fresh client address for each scenario, so the scenarios do not share counters. */
function nextIp(): string {
  ipCounter += 1;
  return `198.51.100.${ipCounter}`;
}

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

function login(app: App, userName: string, password: string, ip: string, language = 'en') {
  return app.inject({ method: 'POST', url: `${API}/login/`, remoteAddress: ip, headers: { 'accept-language': language }, payload: { userName, password } });
}

describe('failed logins', () => {
  it('one client trying passwords over many accounts gets 429 with Retry-After after 100 failures, in the caller’s language', async () => {
    const ip = nextIp();
    const real = await createStudent(t.database.db);
    for (let i = 0; i < LIMITS.loginClient.max; i += 1) {
      // Real and unknown accounts alike, never more than 4 tries on one (below the account back-off).
      const name = i < 4 ? real.email : `nobody${i}@example.com`;
      const res = await login(t.app, name, 'wrong-password', ip);
      expect(res.statusCode, `try ${i}: ${res.body}`).toBe(401);
    }
    const refused = await login(t.app, 'someone-else@example.com', 'whatever1', ip, 'pl');
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(LIMITS.loginClient.windowSeconds);
    expect(refused.json()).toMatchObject({ code: 'msg.error.too.many.requests', message: 'Zbyt wiele prób z tego urządzenia. Spróbuj ponownie za chwilę.' });
    // Even the right password waits: the client is refused before any password is checked.
    expect((await login(t.app, real.email, real.password, ip)).statusCode).toBe(429);
    // Another client is not affected.
    expect((await login(t.app, real.email, real.password, nextIp())).statusCode).toBe(200);
    // After the window the client may try again.
    t.clock.advanceMinutes(15);
    expect((await login(t.app, real.email, real.password, ip)).statusCode).toBe(200);
  });

  it('an account under attack from client A still logs in from client B with the right password', async () => {
    const victim = await createStudent(t.database.db);
    const attacker = nextIp();
    const statuses: number[] = [];
    for (let i = 0; i < 12; i += 1) statuses.push((await login(t.app, victim.email, `guess-${i}`, attacker)).statusCode);
    expect(statuses.slice(0, LIMITS.loginPair.max)).toEqual(Array(LIMITS.loginPair.max).fill(401));
    expect(statuses.slice(LIMITS.loginPair.max)).toEqual(Array(12 - LIMITS.loginPair.max).fill(429));
    // The attacker's client waits even with the right password (the back-off of this pair) ...
    const held = await login(t.app, victim.email, victim.password, attacker);
    expect(held.statusCode).toBe(429);
    expect(held.json().code).toBe('msg.error.user.locked');
    expect(Number(held.headers['retry-after'])).toBeGreaterThan(0);
    // ... while the owner logs in from another client.
    expect((await login(t.app, victim.email, victim.password, nextIp())).statusCode).toBe(200);
  });

  it('an unknown login name backs off like a real one, so the answers do not tell which accounts exist', async () => {
    const ip = nextIp();
    const statuses: number[] = [];
    for (let i = 0; i < LIMITS.loginPair.max + 1; i += 1) statuses.push((await login(t.app, 'ghost@example.com', `guess-${i}`, ip)).statusCode);
    expect(statuses).toEqual([...Array(LIMITS.loginPair.max).fill(401), 429]);
  });

  it('the back-off of a pair grows: after 20 failures in a day the client waits for the rest of the day', async () => {
    const user = await createStudent(t.database.db);
    const ip = nextIp();
    for (let round = 0; round < LIMITS.loginPairDay.max / LIMITS.loginPair.max; round += 1) {
      for (let i = 0; i < LIMITS.loginPair.max; i += 1) expect((await login(t.app, user.email, `bad-${round}-${i}`, ip)).statusCode).toBe(401);
      expect((await login(t.app, user.email, 'bad', ip)).statusCode).toBe(429);
      t.clock.advanceMinutes(15);
    }
    const res = await login(t.app, user.email, user.password, ip);
    expect(res.statusCode).toBe(429);
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(15 * 60);
  });

  it('a right password clears the back-off of its pair', async () => {
    const user = await createStudent(t.database.db);
    const ip = nextIp();
    for (let i = 0; i < LIMITS.loginPair.max - 1; i += 1) expect((await login(t.app, user.email, `bad-${i}`, ip)).statusCode).toBe(401);
    expect((await login(t.app, user.email, user.password, ip)).statusCode).toBe(200);
    for (let i = 0; i < LIMITS.loginPair.max - 1; i += 1) expect((await login(t.app, user.email, `bad-${i}`, ip)).statusCode).toBe(401);
    expect((await login(t.app, user.email, user.password, ip)).statusCode).toBe(200);
  });

  it('over the global limit, clients that failed wait while a client without failures still logs in', async () => {
    const user = await createStudent(t.database.db);
    const failing = nextIp();
    expect((await login(t.app, user.email, 'wrong-one', failing)).statusCode).toBe(401);
    // 1,000 failures from many addresses in this window (a distributed attack), set directly.
    const size = LIMITS.loginGlobal.windowSeconds * 1000;
    const start = Math.floor(t.clock.now().getTime() / size) * size;
    await t.database.db
      .insert(throttleCounters)
      .values({ key: `${LIMITS.loginGlobal.name}:all`, windowStart: new Date(start), windowEnd: new Date(start + size), hits: LIMITS.loginGlobal.max })
      .onConflictDoUpdate({ target: [throttleCounters.key, throttleCounters.windowStart], set: { hits: LIMITS.loginGlobal.max } });
    const refused = await login(t.app, user.email, user.password, failing);
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect((await login(t.app, user.email, user.password, nextIp())).statusCode).toBe(200);
    t.clock.advanceMinutes(15);
    expect((await login(t.app, user.email, user.password, failing)).statusCode).toBe(200);
  });

  it('counts are shared by two app instances on the same database', async () => {
    const second = await buildApp({
      database: t.database,
      clock: t.clock,
      demo: true,
      supportEmail: 'pomoc@example.com',
      mail: null,
      sms: null,
      publicUrl: 'http://localhost:8080',
      webDist: null,
    });
    await second.app.ready();
    try {
      const ip = nextIp();
      const user = await createStudent(t.database.db);
      // Three wrong passwords on one instance, two on the other: the pair's back-off is reached.
      for (let i = 0; i < 3; i += 1) expect((await login(t.app, user.email, `bad-${i}`, ip)).statusCode).toBe(401);
      for (let i = 0; i < 2; i += 1) expect((await login(second.app, user.email, `bad-x${i}`, ip)).statusCode).toBe(401);
      expect((await login(t.app, user.email, user.password, ip)).statusCode).toBe(429);
      expect((await login(second.app, user.email, user.password, ip)).statusCode).toBe(429);
      // The contact form's limit too: half on each instance.
      const other = nextIp();
      for (let i = 0; i < LIMITS.contact.max; i += 1) {
        const app = i % 2 === 0 ? t.app : second.app;
        expect((await app.inject({ method: 'POST', url: `${API}/contact`, remoteAddress: other, payload: { name: 'Ola', email: 'ola@example.com', message: `Pytanie ${i}` } })).statusCode).toBe(202);
      }
      expect((await second.app.inject({ method: 'POST', url: `${API}/contact`, remoteAddress: other, payload: { name: 'Ola', email: 'ola@example.com', message: 'Jeszcze' } })).statusCode).toBe(429);
    } finally {
      await second.app.close();
    }
  });

  it('the periodic purge deletes counters whose window has ended', async () => {
    const ip = nextIp();
    expect((await login(t.app, 'purge@example.com', 'wrong', ip)).statusCode).toBe(401);
    const before = await t.database.db.select().from(throttleCounters);
    expect(before.some((r) => r.key.endsWith(`:${ip}`))).toBe(true);
    t.clock.advanceMinutes(24 * 60 + 1);
    await t.services.auth.purgeExpiredSessions();
    const after = await t.database.db.select().from(throttleCounters);
    expect(after.some((r) => r.key.includes(ip))).toBe(false);
  });
});

describe('anonymous calls that send mail or create accounts are throttled per client', () => {
  async function exhaust(method: 'POST' | 'PUT', url: string, payload: Record<string, unknown>, max: number) {
    const ip = nextIp();
    for (let i = 0; i < max; i += 1) {
      const res = await t.app.inject({ method, url: `${API}/${url}`, remoteAddress: ip, payload });
      expect(res.statusCode, res.body).not.toBe(429);
    }
    const refused = await t.app.inject({ method, url: `${API}/${url}`, remoteAddress: ip, headers: { 'accept-language': 'de' }, payload });
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(refused.json()).toMatchObject({ code: 'msg.error.too.many.requests', message: 'Zu viele Versuche von diesem Gerät. Bitte versuchen Sie es gleich noch einmal.' });
    // Another client is not affected.
    const other = await t.app.inject({ method, url: `${API}/${url}`, remoteAddress: nextIp(), payload });
    expect(other.statusCode).not.toBe(429);
  }

  it('learner registration (valid or not, every request counts)', async () => {
    await exhaust('PUT', 'student/create', { user: { email: 'x' } }, LIMITS.registration.max);
  });

  it('school registration shares the registration limit', async () => {
    await exhaust('POST', 'school/create', { email: 'x' }, LIMITS.registration.max);
  });

  it('the contact form', async () => {
    await exhaust('POST', 'contact', { name: 'Ola', email: 'ola@example.com', message: 'Pytanie' }, LIMITS.contact.max);
  });

  it('activation resends', async () => {
    await exhaust('POST', 'activate/not-a-real-token/resend', {}, LIMITS.activationResend.max);
  });

  it('password reset mails, also for unknown addresses (which would otherwise tell which accounts exist)', async () => {
    await exhaust('PUT', 'action/create', { type: 'RESET_PASSWORD', status: 'NEW', userEmail: 'nobody@example.com' }, LIMITS.passwordReset.max);
  });
});
