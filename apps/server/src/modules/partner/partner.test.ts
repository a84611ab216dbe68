import { eq } from 'drizzle-orm';
import type { UserSource } from '@osk/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { createStudent } from '../../../test/factories.js';
import { users } from '../../db/schema/index.js';
import { PARTNER_SIMULATOR_LOGIN_PATH } from '../../integrations/partner-platform/config.js';
import { DEMO_PARTNER_PASSWORD_KEY, PartnerPasswordCipher } from '../../integrations/partner-platform/password-cipher.js';

let t: TestApp;
const cipher = new PartnerPasswordCipher(DEMO_PARTNER_PASSWORD_KEY);

beforeAll(async () => {
  // Demo mode: the partner platform defaults to the built-in simulator and the demo key.
  t = await createTestApp({ demo: true });
});
afterAll(async () => {
  await t.close();
});

function sessionOf(email: string, password: string): Promise<string> {
  return t.sessionOf(email, password);
}

async function createPartnerUser(partnerPassword: string | null, source: UserSource = 'LIWONA') {
  const user = await createStudent(t.database.db);
  await t.database.db
    .update(users)
    .set({ userSource: source, partnerPasswordEnc: partnerPassword === null ? null : cipher.encrypt(partnerPassword, user.userId) })
    .where(eq(users.id, user.userId));
  return user;
}

describe('GET backToEprawko/{uuid}', () => {
  it("answers the partner password as plain text when uuid is the partner user's own session", async () => {
    const partner = await createPartnerUser('Liwona-tajne-1');
    const session = await sessionOf(partner.email, partner.password);
    const res = await t.app.inject({ method: 'GET', url: `/api/eprawko-rest/backToEprawko/${session}`, headers: { jsessionid: session } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain/);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.body).toBe('Liwona-tajne-1');
  });

  it('works for every partner source value', async () => {
    for (const source of ['LIWONA_DB', 'LIWONA_LOK'] as const) {
      const partner = await createPartnerUser(`haslo-${source}`, source);
      const session = await sessionOf(partner.email, partner.password);
      const res = await t.app.inject({ method: 'GET', url: `/api/eprawko-rest/backToEprawko/${session}`, headers: { jsessionid: session } });
      expect(res.body).toBe(`haslo-${source}`);
    }
  });

  it("refuses a uuid that is not the caller's own session (another session of the same user included)", async () => {
    const partner = await createPartnerUser('Liwona-tajne-2');
    const other = await createPartnerUser('Liwona-inne');
    const session = await sessionOf(partner.email, partner.password);
    const secondSession = await sessionOf(partner.email, partner.password);
    const othersSession = await sessionOf(other.email, other.password);
    for (const uuid of [secondSession, othersSession, 'guessed-value']) {
      const res = await t.app.inject({ method: 'GET', url: `/api/eprawko-rest/backToEprawko/${uuid}`, headers: { jsessionid: session } });
      expect(res.statusCode).toBe(403);
      expect(res.json().code).toBe('msg.error.forbidden');
      expect(res.body).not.toContain('Liwona');
    }
  });

  it('refuses users who are not from the partner platform, and anonymous callers', async () => {
    const regular = await createStudent(t.database.db);
    const session = await sessionOf(regular.email, regular.password);
    const res = await t.app.inject({ method: 'GET', url: `/api/eprawko-rest/backToEprawko/${session}`, headers: { jsessionid: session } });
    expect(res.statusCode).toBe(403);
    const anonymous = await t.app.inject({ method: 'GET', url: `/api/eprawko-rest/backToEprawko/${session}` });
    expect(anonymous.statusCode).toBe(403);
    expect(anonymous.json().code).toBe('msg.error.not.logged.in');
  });

  it('answers 404 when no partner password is stored', async () => {
    const partner = await createPartnerUser(null);
    const session = await sessionOf(partner.email, partner.password);
    const res = await t.app.inject({ method: 'GET', url: `/api/eprawko-rest/backToEprawko/${session}`, headers: { jsessionid: session, 'accept-language': 'en' } });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ code: 'msg.error.partner.password.missing', message: 'No partner-platform password is stored for your account. Please contact support.' });
  });

  it('answers 400 for an oversized uuid', async () => {
    const partner = await createPartnerUser('x');
    const session = await sessionOf(partner.email, partner.password);
    const res = await t.app.inject({ method: 'GET', url: `/api/eprawko-rest/backToEprawko/${'a'.repeat(201)}`, headers: { jsessionid: session } });
    expect(res.statusCode).toBe(400);
  });
});

describe('GET partner/platform', () => {
  it("answers the login form address and the partner user's login", async () => {
    const partner = await createPartnerUser('x');
    const res = await t.app.inject({ method: 'GET', url: '/api/eprawko-rest/partner/platform', headers: { jsessionid: await sessionOf(partner.email, partner.password) } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ loginUrl: PARTNER_SIMULATOR_LOGIN_PATH, login: partner.email });
  });

  it('refuses other users', async () => {
    const regular = await createStudent(t.database.db);
    const res = await t.app.inject({ method: 'GET', url: '/api/eprawko-rest/partner/platform', headers: { jsessionid: await sessionOf(regular.email, regular.password) } });
    expect(res.statusCode).toBe(403);
  });
});

describe('the demo partner platform (simulator)', () => {
  it('shows the login it received and accepts the right password', async () => {
    const partner = await createPartnerUser('Liwona-ok-3');
    const res = await t.app.inject({
      method: 'POST',
      url: PARTNER_SIMULATOR_LOGIN_PATH,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ login: partner.email, password: 'Liwona-ok-3' }).toString(),
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.body).toContain(`Platforma partnera otrzymała login: <strong>${partner.email}</strong>`);
    expect(res.body).toContain('Hasło poprawne');
  });

  it('refuses a wrong password and escapes what it shows', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: PARTNER_SIMULATOR_LOGIN_PATH,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ login: '<script>x</script>', password: 'zle' }).toString(),
    });
    expect(res.statusCode).toBe(401);
    expect(res.body).toContain('&lt;script&gt;x&lt;/script&gt;');
    expect(res.body).not.toContain('<script>');
    expect(res.body).toContain('Hasło niepoprawne');
  });
});

describe('partner platform configuration', () => {
  it('answers 503 when no key is configured, and the simulator is absent outside demo mode', async () => {
    const off = await createTestApp({ demo: false, partnerPlatform: { loginUrl: null, passwordKey: null } });
    try {
      const partner = await createStudent(off.database.db);
      await off.database.db.update(users).set({ userSource: 'LIWONA', partnerPasswordEnc: cipher.encrypt('x', partner.userId) }).where(eq(users.id, partner.userId));
      const login = await off.app.inject({ method: 'POST', url: '/api/eprawko-rest/login/', payload: { userName: partner.email, password: partner.password } });
      const session = login.json().uuid;
      const res = await off.app.inject({ method: 'GET', url: `/api/eprawko-rest/backToEprawko/${session}`, headers: { jsessionid: session } });
      expect(res.statusCode).toBe(503);
      expect(res.json().code).toBe('msg.error.partner.unavailable');
      const target = await off.app.inject({ method: 'GET', url: '/api/eprawko-rest/partner/platform', headers: { jsessionid: session } });
      expect(target.json().loginUrl).toBeNull();
      const simulator = await off.app.inject({ method: 'POST', url: PARTNER_SIMULATOR_LOGIN_PATH, payload: {} });
      expect(simulator.statusCode).toBe(404);
    } finally {
      await off.close();
    }
  });

  it("lets forms post to an external partner platform's origin (CSP form-action) and answers 503 for a value the key does not open", async () => {
    const other = await createTestApp({ demo: false, partnerPlatform: { loginUrl: 'https://partner.example/login', passwordKey: 'ab'.repeat(32) } });
    try {
      const health = await other.app.inject({ method: 'GET', url: '/api/health' });
      expect(health.headers['content-security-policy']).toContain("form-action 'self' https://partner.example");
      const partner = await createStudent(other.database.db);
      await other.database.db.update(users).set({ userSource: 'LIWONA', partnerPasswordEnc: cipher.encrypt('x', partner.userId) }).where(eq(users.id, partner.userId));
      const login = await other.app.inject({ method: 'POST', url: '/api/eprawko-rest/login/', payload: { userName: partner.email, password: partner.password } });
      const session = login.json().uuid;
      const res = await other.app.inject({ method: 'GET', url: `/api/eprawko-rest/backToEprawko/${session}`, headers: { jsessionid: session } });
      expect(res.statusCode).toBe(503);
    } finally {
      await other.close();
    }
  });
});
