import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { generateToken } from '../../lib/ids.js';
import { activationTokenFor, addCoupon, fieldMessages, outboxFor, registrationBody, storedAccount, uniqueEmail } from './registration.test-helpers.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ demo: true });
});
afterAll(async () => {
  await t.close();
});

async function registered(overrides: Parameters<typeof registrationBody>[1] = {}): Promise<{ email: string; token: string }> {
  const email = uniqueEmail('aktywacja');
  const res = await t.app.inject({ method: 'PUT', url: '/api/eprawko-rest/student/create', payload: registrationBody(email, overrides) });
  expect(res.statusCode).toBe(201);
  return { email, token: await activationTokenFor(t, email) };
}

function describeLink(token: string, language = 'pl') {
  return t.app.inject({ method: 'GET', url: `/api/eprawko-rest/activate/${token}`, headers: { 'accept-language': language } });
}

function activate(token: string, payload: Record<string, unknown> = {}, language = 'pl') {
  return t.app.inject({ method: 'POST', url: `/api/eprawko-rest/activate/${token}`, headers: { 'accept-language': language }, payload });
}

function login(userName: string, password: string) {
  return t.app.inject({ method: 'POST', url: '/api/eprawko-rest/login/', payload: { userName, password } });
}

describe('account activation', () => {
  it('describes a fresh link without using it', async () => {
    const { email, token } = await registered();
    const res = await describeLink(token);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'NEW', passwordRequired: false, email });
    expect((await storedAccount(t, email))?.user.status).toBe('NEW');
  });

  it('moves the account NEW -> ACTIVE, confirms the link, and the learner can log in', async () => {
    const { email, token } = await registered();
    expect((await login(email, 'Tajne123')).statusCode).toBe(418);
    const res = await activate(token);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ type: 'ACTIVATE_ACCOUNT' });
    const stored = await storedAccount(t, email);
    expect(stored?.user.status).toBe('ACTIVE');
    expect(stored?.actions[0]).toMatchObject({ status: 'CONFIRMED' });
    expect(stored?.actions[0]?.usedAt?.toISOString()).toBe(t.clock.now().toISOString());
    const session = await login(email, 'Tajne123');
    expect(session.statusCode).toBe(200);
    expect(session.json()).toMatchObject({ userType: 'STUDENT', status: 'ACTIVE' });
  });

  it('answers ALREADY_CONFIRMED to a second click, and the link describes itself as CONFIRMED', async () => {
    const { email, token } = await registered();
    expect((await activate(token)).json()).toEqual({ type: 'ACTIVATE_ACCOUNT' });
    const again = await activate(token);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({ type: 'ALREADY_CONFIRMED' });
    expect((await describeLink(token)).json()).toEqual({ status: 'CONFIRMED', passwordRequired: false, email });
  });

  it('answers two simultaneous clicks with one activation', async () => {
    const { token } = await registered();
    const answers = await Promise.all([activate(token), activate(token)]);
    expect(answers.map((a) => a.json().type).sort()).toEqual(['ACTIVATE_ACCOUNT', 'ALREADY_CONFIRMED']);
  });

  it('answers 404 in the caller language to a forged link', async () => {
    const forged = generateToken();
    for (const res of [await describeLink(forged, 'en'), await activate(forged, {}, 'en')]) {
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ code: 'msg.error.activation.link.invalid', message: 'The activation link is invalid. Check that it was copied in full.' });
    }
    const resend = await t.app.inject({ method: 'POST', url: `/api/eprawko-rest/activate/${forged}/resend` });
    expect(resend.statusCode).toBe(404);
  });

  it('answers 410 to an expired link and keeps the account NEW; a resent link activates it', async () => {
    const { email, token } = await registered();
    t.clock.advanceMinutes(7 * 24 * 60 + 1);
    const described = await describeLink(token);
    expect(described.statusCode).toBe(410);
    expect(described.json().message).toBe('Link aktywacyjny wygasł. Wyślij nowy link, aby aktywować konto.');
    expect((await activate(token)).statusCode).toBe(410);
    expect((await storedAccount(t, email))?.user.status).toBe('NEW');

    const resend = await t.app.inject({ method: 'POST', url: `/api/eprawko-rest/activate/${token}/resend` });
    expect(resend.statusCode).toBe(202);
    expect(resend.json()).toEqual({ status: 'SENT' });
    const mails = await outboxFor(t, email);
    expect(mails).toHaveLength(2);
    const fresh = await activationTokenFor(t, email);
    expect(fresh).not.toBe(token);
    // The old link cannot send mail after mail.
    expect((await t.app.inject({ method: 'POST', url: `/api/eprawko-rest/activate/${token}/resend` })).statusCode).toBe(410);
    expect((await activate(fresh)).json()).toEqual({ type: 'ACTIVATE_ACCOUNT' });
    expect((await storedAccount(t, email))?.user.status).toBe('ACTIVE');
    const used = await t.app.inject({ method: 'POST', url: `/api/eprawko-rest/activate/${fresh}/resend` });
    expect(used.json()).toEqual({ status: 'ALREADY_CONFIRMED' });
  });

  it('writes the resent mail in the account language', async () => {
    const email = uniqueEmail('ua');
    await t.app.inject({ method: 'PUT', url: '/api/eprawko-rest/student/create', headers: { 'accept-language': 'uk-UA,uk;q=0.9' }, payload: registrationBody(email) });
    const token = await activationTokenFor(t, email);
    await t.app.inject({ method: 'POST', url: `/api/eprawko-rest/activate/${token}/resend`, headers: { 'accept-language': 'pl' } });
    const [newest] = await outboxFor(t, email);
    expect(newest?.subject).toBe('Активуйте обліковий запис Prawko OSK');
  });

  it('ignores a password sent for a normal account', async () => {
    const { email, token } = await registered();
    expect((await activate(token, { password: 'Inne-haslo-999', repeatPassword: 'Inne-haslo-999', firstName: 'X', lastName: 'Y' })).statusCode).toBe(200);
    expect((await login(email, 'Tajne123')).statusCode).toBe(200);
    expect((await storedAccount(t, email))?.student?.firstName).toBe('Ola');
  });
});

describe('activation of a coupon account', () => {
  async function couponAccount(): Promise<{ email: string; token: string }> {
    const code = `AKT-${Math.floor(Math.random() * 1e9)}`;
    await addCoupon(t, { code });
    const email = uniqueEmail('kupon-akt');
    const phoneNumber = String(710_000_000 + Math.floor(Math.random() * 9_999_999));
    const res = await t.app.inject({ method: 'PUT', url: '/api/eprawko-rest/student/create/coupon', payload: { email, phoneNumber, coupon: code, accepted: true } });
    expect(res.statusCode).toBe(201);
    return { email, token: await activationTokenFor(t, email) };
  }

  it('asks for the password and names, with the spec messages', async () => {
    const { email, token } = await couponAccount();
    expect((await describeLink(token)).json()).toEqual({ status: 'NEW', passwordRequired: true, email });
    const empty = await activate(token);
    expect(empty.statusCode).toBe(400);
    expect(fieldMessages(empty.json())).toEqual(
      expect.arrayContaining(['password: Hasło jest wymagane', 'firstName: Imię jest wymagane', 'lastName: Nazwisko jest wymagane']),
    );
    const mismatch = await activate(token, { password: 'Nowe-haslo-123', repeatPassword: 'Nowe-haslo-124', firstName: 'Jan', lastName: 'Nowak' });
    expect(mismatch.statusCode).toBe(400);
    expect(fieldMessages(mismatch.json())).toEqual(['repeatPassword: Oba hasła muszą się zgadzać']);
    expect((await storedAccount(t, email))?.user.status).toBe('NEW');
  });

  it('sets the password and names while activating; the learner logs in with that password', async () => {
    const { email, token } = await couponAccount();
    const res = await activate(token, { password: 'Nowe-haslo-123', repeatPassword: 'Nowe-haslo-123', firstName: 'Jan', lastName: 'Nowak' });
    expect(res.json()).toEqual({ type: 'ACTIVATE_ACCOUNT' });
    const stored = await storedAccount(t, email);
    expect(stored?.user.status).toBe('ACTIVE');
    expect(stored?.student).toMatchObject({ firstName: 'Jan', lastName: 'Nowak' });
    expect((await login(email, 'Nowe-haslo-123')).statusCode).toBe(200);
    // A second click neither changes the password nor fails.
    expect((await activate(token, { password: 'Inne-haslo-123', repeatPassword: 'Inne-haslo-123', firstName: 'A', lastName: 'B' })).json()).toEqual({ type: 'ALREADY_CONFIRMED' });
    expect((await login(email, 'Nowe-haslo-123')).statusCode).toBe(200);
  });
});
