import { createHmac } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { createSchool, createStudent } from '../../../test/factories.js';
import { oauthStates, socialAccounts, students, users } from '../../db/schema/index.js';
import { OAUTH_DEMO_CLIENT, simulatorOAuthConfig } from '../../integrations/oauth/config.js';
import { listenOAuthSimulator } from '../../integrations/oauth/simulator.js';

// The whole authorization-code flow over real HTTP: the provider simulator listens on a port of its
// own, the browser's steps are fetch calls, and the server's client calls the simulator like Facebook.

let t: TestApp;
let provider: { baseUrl: string; close: () => Promise<void> };

beforeAll(async () => {
  provider = await listenOAuthSimulator({ clientId: OAUTH_DEMO_CLIENT.clientId, clientSecret: OAUTH_DEMO_CLIENT.clientSecret });
  t = await createTestApp({ oauth: simulatorOAuthConfig(provider.baseUrl) });
});
afterAll(async () => {
  await t.close();
  await provider.close();
});

const CALLBACK = 'http://localhost:8080/api/eprawko-rest/social/facebook/callback';

/** Our login endpoint's redirect: the provider dialog URL. */
async function startLogin(): Promise<URL> {
  const res = await t.app.inject({ method: 'GET', url: '/api/eprawko-rest/social/facebook/login' });
  expect(res.statusCode).toBe(302);
  return new URL(String(res.headers.location));
}

/** The browser at the provider: opens the dialog, answers it; returns the redirect back to us. */
async function consent(dialog: URL, identity: { email: string; first?: string; last?: string }, decision: 'allow' | 'deny' = 'allow'): Promise<URL> {
  const page = await fetch(dialog);
  expect(page.status).toBe(200);
  const html = await page.text();
  expect(html).toContain('<form method="post"');
  const form = new URLSearchParams();
  for (const name of ['client_id', 'redirect_uri', 'state', 'scope', 'response_type']) form.set(name, dialog.searchParams.get(name) ?? '');
  form.set('email', identity.email);
  form.set('first_name', identity.first ?? 'Jan');
  form.set('last_name', identity.last ?? 'Facebookowy');
  form.set('decision', decision);
  const answer = await fetch(new URL('authorize', `${provider.baseUrl}/`), { method: 'POST', body: form, redirect: 'manual' });
  expect(answer.status).toBe(302);
  return new URL(String(answer.headers.get('location')));
}

/** Our callback with what the provider sent; answers where we send the browser. */
async function callback(back: URL): Promise<string> {
  expect(`${back.origin}${back.pathname}`).toBe(CALLBACK);
  const res = await t.app.inject({ method: 'GET', url: `${back.pathname}${back.search}` });
  expect(res.statusCode).toBe(302);
  return String(res.headers.location);
}

async function fullLogin(identity: { email: string; first?: string; last?: string }): Promise<string> {
  return callback(await consent(await startLogin(), identity));
}

async function exchange(location: string) {
  const token = decodeURIComponent(location.replace('/action/SOCIAL_LOGIN_SUCCESS/', ''));
  return t.app.inject({ method: 'POST', url: '/api/eprawko-rest/loginUUID/', payload: { uuid: token } });
}

describe('social login (OAuth 2.0 authorization code)', () => {
  it('sends the browser to the provider with client id, callback, scope email,public_profile and a login state', async () => {
    const dialog = await startLogin();
    expect(`${dialog.origin}${dialog.pathname}`).toBe(`${provider.baseUrl}/authorize`);
    expect(dialog.searchParams.get('client_id')).toBe(OAUTH_DEMO_CLIENT.clientId);
    expect(dialog.searchParams.get('redirect_uri')).toBe(CALLBACK);
    expect(dialog.searchParams.get('scope')).toBe('email,public_profile');
    expect(dialog.searchParams.get('response_type')).toBe('code');
    expect(dialog.searchParams.get('state')).toMatch(/^login\.[\w-]{43}$/);
    // Only the hash of the state is stored.
    const stored = await t.database.db.select().from(oauthStates);
    expect(stored.map((s) => s.stateHash)).not.toContain(dialog.searchParams.get('state'));
    expect(stored.every((s) => s.purpose === 'login')).toBe(true);
  });

  it('creates an ACTIVE learner for a new identity and logs it in with a one-time token', async () => {
    const location = await fullLogin({ email: 'nowy.fb@example.com', first: 'Zenon', last: 'Fejsbukowy' });
    expect(location).toMatch(/^\/action\/SOCIAL_LOGIN_SUCCESS\/[\w%-]+$/);
    const login = await exchange(location);
    expect(login.statusCode).toBe(200);
    expect(login.json()).toMatchObject({ userName: 'nowy.fb@example.com', userType: 'STUDENT', status: 'ACTIVE' });
    const [student] = await t.database.db.select().from(students).where(eq(students.userId, login.json().id));
    expect(student).toMatchObject({ firstName: 'Zenon', lastName: 'Fejsbukowy', category: 'B', schoolId: null });
    // The token is single-use.
    expect((await exchange(location)).statusCode).toBe(401);
  });

  it('logs a returning identity into the same account', async () => {
    const first = await exchange(await fullLogin({ email: 'wraca@example.com' }));
    const second = await exchange(await fullLogin({ email: 'wraca@example.com' }));
    expect(second.json().id).toBe(first.json().id);
    const links = await t.database.db.select().from(socialAccounts).where(eq(socialAccounts.userId, first.json().id));
    expect(links).toHaveLength(1);
  });

  it('links an existing learner with the confirmed address and activates a NEW account', async () => {
    const learner = await createStudent(t.database.db, { email: 'ma.konto@example.com', status: 'NEW' });
    const login = await exchange(await fullLogin({ email: 'MA.KONTO@example.com' }));
    expect(login.statusCode).toBe(200);
    expect(login.json().id).toBe(learner.userId);
    const [user] = await t.database.db.select().from(users).where(eq(users.id, learner.userId));
    expect(user?.status).toBe('ACTIVE');
  });

  it("does not log into a school's account by its address", async () => {
    await createSchool(t.database.db, { email: 'szkola.fb@example.com' });
    expect(await fullLogin({ email: 'szkola.fb@example.com' })).toBe('/action/SOCIAL_LOGIN_ERROR/');
  });

  it('refuses a reused state, an unknown one, a missing one and one past 10 minutes', async () => {
    const back = await consent(await startLogin(), { email: 'powtorka@example.com' });
    expect(await callback(back)).toMatch(/^\/action\/SOCIAL_LOGIN_SUCCESS\//);
    // The same redirect again: the state is spent.
    expect(await callback(back)).toBe('/action/SOCIAL_LOGIN_ERROR/');
    const forged = new URL(back);
    forged.searchParams.set('state', 'login.forged-value');
    expect(await callback(forged)).toBe('/action/SOCIAL_LOGIN_ERROR/');
    const missing = new URL(back);
    missing.searchParams.delete('state');
    expect(await callback(missing)).toBe('/action/SOCIAL_LOGIN_ERROR/');

    const late = await consent(await startLogin(), { email: 'spozniony@example.com' });
    t.clock.advanceMinutes(11);
    try {
      expect(await callback(late)).toBe('/action/SOCIAL_LOGIN_ERROR/');
    } finally {
      t.clock.advanceMinutes(-11);
    }
    const [user] = await t.database.db.select().from(users).where(eq(users.email, 'spozniony@example.com'));
    expect(user).toBeUndefined();
  });

  it('goes to the failure page when the user cancels at the provider, and spends the state', async () => {
    const back = await consent(await startLogin(), { email: 'anuluje@example.com' }, 'deny');
    expect(back.searchParams.get('error')).toBe('access_denied');
    expect(await callback(back)).toBe('/action/SOCIAL_LOGIN_ERROR/');
    const retry = new URL(back);
    retry.searchParams.delete('error');
    retry.searchParams.set('code', 'anything');
    expect(await callback(retry)).toBe('/action/SOCIAL_LOGIN_ERROR/');
  });

  it('goes to the failure page for a code the provider refuses, never a 5xx', async () => {
    const back = await consent(await startLogin(), { email: 'zly.kod@example.com' });
    back.searchParams.set('code', `${back.searchParams.get('code') ?? ''}x`);
    expect(await callback(back)).toBe('/action/SOCIAL_LOGIN_ERROR/');
  });

  it('answers 400 for an oversized callback parameter', async () => {
    const res = await t.app.inject({ method: 'GET', url: `/api/eprawko-rest/social/facebook/callback?state=${'s'.repeat(500)}` });
    expect(res.statusCode).toBe(400);
  });
});

describe('the provider simulator speaks the protocol', () => {
  it('refuses a code used twice, a wrong client secret and a wrong appsecret_proof', async () => {
    const back = await consent(await startLogin(), { email: 'protokol@example.com' });
    const code = back.searchParams.get('code') ?? '';
    const tokenUrl = (secret: string) =>
      `${provider.baseUrl}/access_token?${new URLSearchParams({ client_id: OAUTH_DEMO_CLIENT.clientId, client_secret: secret, redirect_uri: CALLBACK, code })}`;
    const wrongSecret = await fetch(tokenUrl('wrong'));
    expect(wrongSecret.status).toBe(400);
    expect(await wrongSecret.json()).toMatchObject({ error: { type: 'OAuthException' } });
    const first = await fetch(tokenUrl(OAUTH_DEMO_CLIENT.clientSecret));
    expect(first.status).toBe(200);
    const { access_token: accessToken } = (await first.json()) as { access_token: string };
    expect((await fetch(tokenUrl(OAUTH_DEMO_CLIENT.clientSecret))).status).toBe(400);

    const proof = createHmac('sha256', OAUTH_DEMO_CLIENT.clientSecret).update(accessToken).digest('hex');
    const me = await fetch(`${provider.baseUrl}/me?fields=id,email,first_name&appsecret_proof=${proof}`, { headers: { Authorization: `Bearer ${accessToken}` } });
    expect(me.status).toBe(200);
    expect(await me.json()).toEqual({ id: expect.stringMatching(/^\d+$/), email: 'protokol@example.com', first_name: 'Jan' });
    const badProof = await fetch(`${provider.baseUrl}/me?fields=id&appsecret_proof=00`, { headers: { Authorization: `Bearer ${accessToken}` } });
    expect(badProof.status).toBe(400);
    const noToken = await fetch(`${provider.baseUrl}/me?fields=id`);
    expect(noToken.status).toBe(400);
  });

  it('refuses an unknown client in the dialog', async () => {
    const res = await fetch(`${provider.baseUrl}/authorize?client_id=other&redirect_uri=${encodeURIComponent(CALLBACK)}&response_type=code&state=x`);
    expect(res.status).toBe(400);
  });
});

describe('social accounts of the logged-in user', () => {
  it('lists the linked account and unlinks it; a second unlink answers 404', async () => {
    const login = await exchange(await fullLogin({ email: 'odlacza@example.com' }));
    const session = login.json().uuid;
    const list = await t.app.inject({ method: 'GET', url: '/api/eprawko-rest/social/accounts', headers: { jsessionid: session } });
    expect(list.statusCode).toBe(200);
    expect(list.json()).toEqual([{ provider: 'FACEBOOK', email: 'odlacza@example.com', linkedAt: expect.any(String) }]);
    const remove = await t.app.inject({ method: 'POST', url: '/api/eprawko-rest/social/remove', headers: { jsessionid: session }, payload: { provider: 'FACEBOOK' } });
    expect(remove.statusCode).toBe(200);
    expect(remove.json()).toEqual({ status: 'REMOVED' });
    const empty = await t.app.inject({ method: 'GET', url: '/api/eprawko-rest/social/accounts', headers: { jsessionid: session } });
    expect(empty.json()).toEqual([]);
    const again = await t.app.inject({ method: 'POST', url: '/api/eprawko-rest/social/remove', headers: { jsessionid: session }, payload: { provider: 'FACEBOOK' } });
    expect(again.statusCode).toBe(404);
    expect(again.json().code).toBe('msg.error.social.not.linked');
    // After unlinking, the same identity is a new link again (to the same account, by its address).
    const relogin = await exchange(await fullLogin({ email: 'odlacza@example.com' }));
    expect(relogin.json().id).toBe(login.json().id);
  });

  it("touches only the caller's own link", async () => {
    const owner = await exchange(await fullLogin({ email: 'wlasciciel@example.com' }));
    const other = await createStudent(t.database.db);
    const otherLogin = await t.app.inject({ method: 'POST', url: '/api/eprawko-rest/login/', payload: { userName: other.email, password: other.password } });
    const res = await t.app.inject({ method: 'POST', url: '/api/eprawko-rest/social/remove', headers: { jsessionid: otherLogin.json().uuid }, payload: { provider: 'FACEBOOK' } });
    expect(res.statusCode).toBe(404);
    const links = await t.database.db.select().from(socialAccounts).where(eq(socialAccounts.userId, owner.json().id));
    expect(links).toHaveLength(1);
  });

  it('answers 400 for an unknown provider and 403 to anonymous callers', async () => {
    const learner = await createStudent(t.database.db);
    const login = await t.app.inject({ method: 'POST', url: '/api/eprawko-rest/login/', payload: { userName: learner.email, password: learner.password } });
    const res = await t.app.inject({ method: 'POST', url: '/api/eprawko-rest/social/remove', headers: { jsessionid: login.json().uuid, 'accept-language': 'en' }, payload: { provider: 'MYSPACE' } });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual([{ field: 'provider', key: 'msg.validation.invalid', message: 'Invalid value' }]);
    const anonymous = await t.app.inject({ method: 'GET', url: '/api/eprawko-rest/social/accounts' });
    expect(anonymous.statusCode).toBe(403);
  });
});

describe('social login switched off or the provider down', () => {
  it('sends the browser to the failure page when social login is not configured', async () => {
    const off = await createTestApp({ oauth: null });
    try {
      const res = await off.app.inject({ method: 'GET', url: '/api/eprawko-rest/social/facebook/login' });
      expect(res.statusCode).toBe(302);
      expect(res.headers.location).toBe('/action/SOCIAL_LOGIN_ERROR/');
      const cb = await off.app.inject({ method: 'GET', url: '/api/eprawko-rest/social/facebook/callback?code=a&state=login.b' });
      expect(cb.headers.location).toBe('/action/SOCIAL_LOGIN_ERROR/');
    } finally {
      await off.close();
    }
  });

  it('sends the browser to the failure page when the provider cannot be reached', async () => {
    const down = await listenOAuthSimulator({ clientId: OAUTH_DEMO_CLIENT.clientId, clientSecret: OAUTH_DEMO_CLIENT.clientSecret });
    const app = await createTestApp({ oauth: simulatorOAuthConfig(down.baseUrl) });
    try {
      const start = await app.app.inject({ method: 'GET', url: '/api/eprawko-rest/social/facebook/login' });
      const dialog = new URL(String(start.headers.location));
      const back = await (async () => {
        const form = new URLSearchParams();
        for (const name of ['client_id', 'redirect_uri', 'state', 'scope', 'response_type']) form.set(name, dialog.searchParams.get(name) ?? '');
        form.set('email', 'awaria@example.com');
        form.set('decision', 'allow');
        const answer = await fetch(`${down.baseUrl}/authorize`, { method: 'POST', body: form, redirect: 'manual' });
        return new URL(String(answer.headers.get('location')));
      })();
      await down.close();
      const res = await app.app.inject({ method: 'GET', url: `${back.pathname}${back.search}` });
      expect(res.statusCode).toBe(302);
      expect(res.headers.location).toBe('/action/SOCIAL_LOGIN_ERROR/');
    } finally {
      await app.close();
    }
  });
});
