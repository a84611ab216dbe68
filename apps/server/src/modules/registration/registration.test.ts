import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { createStudent } from '../../../test/factories.js';
import { coupons } from '../../db/schema/index.js';
import { hashToken } from '../../lib/ids.js';
import type { StudentRegistration } from '@osk/contract';
import { RegistrationRepository } from './registration.repository.js';
import { UsersService } from '../users/users.service.js';
import { RegistrationService } from './registration.service.js';
import {
  activationTokenFor,
  addCoupon,
  countAccounts,
  couponRow,
  fieldMessages,
  outboxFor,
  registrationBody,
  storedAccount,
  uniqueEmail,
} from './registration.test-helpers.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ demo: true });
});
afterAll(async () => {
  await t.close();
});

const CREATE = '/api/eprawko-rest/student/create';

function register(payload: unknown, language = 'pl', headers: Record<string, string> = {}) {
  return t.app.inject({ method: 'PUT', url: CREATE, headers: { 'accept-language': language, ...headers }, payload: payload as object });
}

describe('PUT student/create', () => {
  it('creates a NEW learner with its student, a hashed expiring activation link and a mail in the request language', async () => {
    const email = uniqueEmail();
    const res = await register(registrationBody(email, { user: { phoneNumber: '+48 601-201-301' }, student: { category: 'C' } }), 'de');
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ status: 'CREATED', email, phoneSaved: true, learningAvailableTill: null });

    const stored = await storedAccount(t, email);
    expect(stored?.user).toMatchObject({ userType: 'STUDENT', status: 'NEW', language: 'de', phoneNumber: '601201301', failedLogins: 0, userSource: 'EPRAWKO' });
    expect(stored?.user.registerDate.toISOString()).toBe(t.clock.now().toISOString());
    expect(stored?.student).toMatchObject({ firstName: 'Ola', lastName: 'Kowalska', category: 'C', learningAvailableTill: null, blockChangeCategory: false });
    expect(stored?.actions).toHaveLength(1);
    const action = stored?.actions[0];
    expect(action).toMatchObject({ type: 'ACTIVATE_ACCOUNT', status: 'NEW', userEmail: email });
    expect(action?.expiresAt.getTime()).toBe(t.clock.now().getTime() + 7 * 86_400_000);

    const mails = await outboxFor(t, email);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.subject).toBe('Aktivieren Sie Ihr Prawko-OSK-Konto');
    expect(mails[0]?.text).toContain('Guten Tag Ola,');
    const token = await activationTokenFor(t, email);
    expect(mails[0]?.links).toEqual([`http://localhost:8080/action/ACTIVATE_ACCOUNT/${token}`]);
    // Only the token's hash is stored.
    expect(action?.tokenHash).toBe(hashToken(token));
    expect(action?.tokenHash).not.toContain(token);
  });

  it('sets status, dates and access itself, whatever the client sends', async () => {
    const email = uniqueEmail();
    const res = await register(
      registrationBody(email, {
        user: { status: 'ACTIVE', failedLogins: 5, registerDate: '2020-01-01T00:00:00Z', lastLoginDate: '2020-01-02T00:00:00Z' },
        student: { learningAvailableTill: '2030-12-31', blockChangeCategory: true },
      }),
    );
    expect(res.statusCode).toBe(201);
    const stored = await storedAccount(t, email);
    expect(stored?.user).toMatchObject({ status: 'NEW', failedLogins: 0, lastLoginDate: null });
    expect(stored?.user.registerDate.toISOString()).toBe(t.clock.now().toISOString());
    expect(stored?.student).toMatchObject({ learningAvailableTill: null, lecturesAvailableTill: null, blockChangeCategory: false, schoolId: null });
    // Not activated yet: login answers 418.
    const login = await t.app.inject({ method: 'POST', url: '/api/eprawko-rest/login/', payload: { userName: email, password: 'Tajne123' } });
    expect(login.statusCode).toBe(418);
  });

  it('defaults the category to B, stores the e-mail in lower case and registers without a phone', async () => {
    const email = uniqueEmail('Wielkie');
    const body = registrationBody(email);
    delete (body.student as Record<string, unknown>).category;
    const res = await register({ ...body, user: { ...body.user, email: email.toUpperCase(), phoneNumber: null } });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ email: email.toLowerCase(), phoneSaved: false });
    const stored = await storedAccount(t, email);
    expect(stored?.user.email).toBe(email.toLowerCase());
    expect(stored?.user.phoneNumber).toBeNull();
    expect(stored?.student?.category).toBe('B');
  });

  it('drops the phone when the client cleared it (clearPhoneNumber)', async () => {
    const email = uniqueEmail();
    const res = await register(registrationBody(email, { user: { phoneNumber: '602202302' }, clearPhoneNumber: true }));
    expect(res.statusCode).toBe(201);
    expect(res.json().phoneSaved).toBe(false);
    expect((await storedAccount(t, email))?.user.phoneNumber).toBeNull();
  });

  it('answers 400 with every invalid field and the spec messages in Polish', async () => {
    const res = await register({
      user: { email: 'zly-adres', phoneNumber: '12345', password: 'ab' },
      student: { firstName: ' ', lastName: '', category: 'X' },
      repeatPassword: 'abc',
      accepted: false,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('msg.error.invalid.form');
    expect(res.json().message).toBe('Popraw błędne pola!');
    expect(fieldMessages(res.json())).toEqual(
      expect.arrayContaining([
        'user.email: Podaj poprawny adres e-mail',
        'user.phoneNumber: Podaj prawidłowy numer telefonu zarejestrowany w Polsce',
        'user.password: Hasło musi mieć co najmniej 8 znaków',
        'student.firstName: Imię jest wymagane',
        'student.lastName: Nazwisko jest wymagane',
        'student.category: Kategoria jest wymagana',
        'repeatPassword: Oba hasła muszą się zgadzać',
        'accepted: Akceptacja regulaminu serwisu jest wymagana',
      ]),
    );
  });

  it('answers the field messages in the caller language', async () => {
    const res = await register(registrationBody('a@b', { user: { password: '' }, repeatPassword: 'x', accepted: null }), 'en');
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Correct the invalid fields!');
    expect(fieldMessages(res.json())).toEqual(
      expect.arrayContaining([
        'user.email: Enter a valid e-mail address',
        'user.password: Password is required',
        'repeatPassword: Both passwords must match',
        'accepted: You must accept the terms and conditions',
      ]),
    );
  });

  it('refuses an e-mail of 4 characters or fewer and a missing body', async () => {
    const short = await register(registrationBody('a@bc'));
    expect(short.statusCode).toBe(400);
    expect(fieldMessages(short.json())).toContain('user.email: Podaj poprawny adres e-mail');
    const empty = await t.app.inject({ method: 'PUT', url: CREATE });
    expect(empty.statusCode).toBe(400);
    expect(fieldMessages(empty.json())).toEqual(expect.arrayContaining(['accepted: Akceptacja regulaminu serwisu jest wymagana']));
  });

  it('answers 409 "Podany adres już został wykorzystany" for a used e-mail, whatever its case', async () => {
    const existing = await createStudent(t.database.db, { email: uniqueEmail('zajety') });
    const res = await register(registrationBody(existing.email.toUpperCase()));
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'msg.validation.email.already.used', message: 'Podany adres już został wykorzystany' });
    expect(fieldMessages(res.json())).toEqual(['user.email: Podany adres już został wykorzystany']);
    expect(await outboxFor(t, existing.email)).toHaveLength(0);
  });

  it('answers 409 "Podany numer telefonu już został wykorzystany" for a used phone in any accepted form', async () => {
    await createStudent(t.database.db, { phoneNumber: '603203303' });
    const email = uniqueEmail();
    const res = await register(registrationBody(email, { user: { phoneNumber: '0048 603-203-303' } }), 'en');
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'msg.validation.phone.already.used', message: 'This phone number has already been used' });
    expect(fieldMessages(res.json())).toEqual(['user.phoneNumber: This phone number has already been used']);
    expect(await countAccounts(t, { email })).toBe(0);
  });

  it('answers a double click with success twice: one account, one mail', async () => {
    const email = uniqueEmail('dwuklik');
    const body = registrationBody(email, { user: { phoneNumber: '604204304' } });
    const first = await register(body);
    const second = await register(body);
    expect(first.statusCode).toBe(201);
    expect(second.statusCode).toBe(200);
    expect(second.json()).toEqual(first.json());
    expect(await countAccounts(t, { email })).toBe(1);
    expect(await outboxFor(t, email)).toHaveLength(1);
  });

  it('answers two identical requests sent at once with one account and one mail', async () => {
    const email = uniqueEmail('rownolegle');
    const body = registrationBody(email, { user: { phoneNumber: '605205305' } });
    const answers = await Promise.all([register(body), register(body), register(body)]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 200, 201]);
    expect(await countAccounts(t, { email })).toBe(1);
    expect(await outboxFor(t, email)).toHaveLength(1);
  });

  it('answers a replay whose twin commits between the e-mail and the phone checks as the same registration', async () => {
    // Seen on PostgreSQL: the e-mail was free when read, the twin committed, and the phone check then found
    // the twin's phone and answered 409 "phone already used" to a plain double click.
    const email = uniqueEmail('miedzy');
    const body = registrationBody(email, { user: { phoneNumber: '607207307' } });
    const repo = new RegistrationRepository(t.database.db);
    let twin: Promise<{ statusCode: number }> | undefined;
    const racing = Object.assign(Object.create(repo) as RegistrationRepository, {
      findAccountByEmail: async (address: string) => {
        const row = await repo.findAccountByEmail(address);
        if (!twin) {
          twin = register(body);
          expect((await twin).statusCode).toBe(201);
        }
        return row;
      },
    });
    const service = new RegistrationService(racing, UsersService.over(t.database.db), t.services.outbox, t.clock, 'http://localhost:8080');
    const outcome = await service.registerStudent(body as unknown as StudentRegistration, 'pl');
    expect(outcome.created).toBe(false);
    expect(await countAccounts(t, { email })).toBe(1);
    expect(await outboxFor(t, email)).toHaveLength(1);
  });

  it('treats a repeated request that differs, or comes later, as a duplicate', async () => {
    const email = uniqueEmail('powtorka');
    expect((await register(registrationBody(email))).statusCode).toBe(201);
    const otherPassword = await register(registrationBody(email, { user: { password: 'Inne-haslo-123' }, repeatPassword: 'Inne-haslo-123' }));
    expect(otherPassword.statusCode).toBe(409);
    const otherName = await register(registrationBody(email, { student: { firstName: 'Ala' } }));
    expect(otherName.statusCode).toBe(409);
    t.clock.advanceMinutes(11);
    const later = await register(registrationBody(email));
    expect(later.statusCode).toBe(409);
    expect(await outboxFor(t, email)).toHaveLength(1);
  });

  it('applies a promotional code from the wizard in the same transaction', async () => {
    await addCoupon(t, { code: 'PROMO-90', days: 90, category: 'B', multiLanguage: true });
    const email = uniqueEmail('promo');
    const res = await register(registrationBody(email, { coupon: 'promo-90', student: { category: 'A' } }));
    expect(res.statusCode).toBe(201);
    expect(res.json().learningAvailableTill).toBe('2027-02-20');
    const stored = await storedAccount(t, email);
    expect(stored?.student).toMatchObject({ learningAvailableTill: '2027-02-20', multiLanguage: true, category: 'B' });
    expect((await couponRow(t, 'PROMO-90'))?.usedByUserId).toBe(stored?.user.id);
    const [mail] = await outboxFor(t, email);
    expect(mail?.text).toContain('20.02.2027');
  });

  it('answers "Nie znaleziono kuponu" for an unknown promotional code and creates nothing', async () => {
    const email = uniqueEmail('bezkuponu');
    const res = await register(registrationBody(email, { coupon: 'NIE-MA-TAKIEGO' }));
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: 'msg.error.coupon.not.found', message: 'Nie znaleziono kuponu' });
    expect(fieldMessages(res.json())).toEqual(['coupon: Nie znaleziono kuponu']);
    expect(await countAccounts(t, { email })).toBe(0);
    expect(await outboxFor(t, email)).toHaveLength(0);
  });

  it('is open to logged-in callers too and never links the new account to the caller', async () => {
    const caller = await createStudent(t.database.db);
    const login = await t.app.inject({ method: 'POST', url: '/api/eprawko-rest/login/', payload: { userName: caller.email, password: caller.password } });
    const email = uniqueEmail('zalogowany');
    const res = await register(registrationBody(email), 'pl', { jsessionid: login.json().uuid });
    expect(res.statusCode).toBe(201);
    const stored = await storedAccount(t, email);
    expect(stored?.user.id).not.toBe(caller.userId);
    expect(stored?.user.status).toBe('NEW');
  });
});

describe('POST checkIfEmailExists', () => {
  const url = '/api/eprawko-rest/checkIfEmailExists';

  it('answers whether an account uses the address, without regard to case', async () => {
    const existing = await createStudent(t.database.db, { email: uniqueEmail('jest') });
    const yes = await t.app.inject({ method: 'POST', url, payload: { email: existing.email.toUpperCase() } });
    expect(yes.statusCode).toBe(200);
    expect(yes.json()).toBe(true);
    const no = await t.app.inject({ method: 'POST', url, payload: { email: uniqueEmail('nieznany') } });
    expect(no.json()).toBe(false);
  });

  it('answers logged-in callers as well as anonymous ones, and ignores a stale session', async () => {
    const caller = await createStudent(t.database.db);
    const login = await t.app.inject({ method: 'POST', url: '/api/eprawko-rest/login/', payload: { userName: caller.email, password: caller.password } });
    const withSession = await t.app.inject({ method: 'POST', url, headers: { jsessionid: login.json().uuid }, payload: { email: caller.email } });
    expect(withSession.json()).toBe(true);
    const stale = await t.app.inject({ method: 'POST', url, headers: { jsessionid: 'nie-ma-takiej-sesji' }, payload: { email: caller.email } });
    expect(stale.statusCode).toBe(200);
  });

  it('answers 400 for an invalid address, in the caller language', async () => {
    const res = await t.app.inject({ method: 'POST', url, headers: { 'accept-language': 'en' }, payload: { email: 'x' } });
    expect(res.statusCode).toBe(400);
    expect(fieldMessages(res.json())).toEqual(['email: Enter a valid e-mail address']);
    expect((await t.app.inject({ method: 'POST', url, payload: {} })).statusCode).toBe(400);
  });
});

describe('POST checkIfPhoneNumberExists', () => {
  const url = '/api/eprawko-rest/checkIfPhoneNumberExists';

  it('answers whether a Polish number is taken, in any accepted form', async () => {
    await createStudent(t.database.db, { phoneNumber: '606206306' });
    const taken = await t.app.inject({ method: 'POST', url, payload: { phoneNumber: '+48 606206306' } });
    expect(taken.statusCode).toBe(200);
    expect(taken.json()).toEqual({ exists: true, international: false });
    const free = await t.app.inject({ method: 'POST', url, payload: { phoneNumber: '606-206-307' } });
    expect(free.json()).toEqual({ exists: false, international: false });
  });

  it('marks a foreign number international', async () => {
    for (const phoneNumber of ['+49 15123456789', '00420 777123456', '+380671234567']) {
      const res = await t.app.inject({ method: 'POST', url, payload: { phoneNumber } });
      expect(res.json(), phoneNumber).toEqual({ exists: false, international: true });
    }
  });

  it('answers 400 for something that is not a phone number', async () => {
    for (const phoneNumber of ['abc', '', '12', '+48 12']) {
      const res = await t.app.inject({ method: 'POST', url, headers: { 'accept-language': 'pl' }, payload: { phoneNumber } });
      expect(res.statusCode, phoneNumber).toBe(400);
      expect(fieldMessages(res.json())).toEqual(['phoneNumber: Podaj prawidłowy numer telefonu zarejestrowany w Polsce']);
    }
  });
});

describe('GET coupon/checkCoupon/{coupon}', () => {
  it('answers true for a usable coupon, whatever the case of the code', async () => {
    await addCoupon(t, { code: 'SPRAWDZ40' });
    const res = await t.app.inject({ method: 'GET', url: '/api/eprawko-rest/coupon/checkCoupon/sprawdz40' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toBe(true);
  });

  it('answers false for an unknown, expired or used coupon', async () => {
    await addCoupon(t, { code: 'PRZETERMINOWANY', validTill: new Date('2026-11-01T00:00:00Z') });
    const user = await createStudent(t.database.db);
    await addCoupon(t, { code: 'ZUZYTY' });
    await t.database.db.update(coupons).set({ usedByUserId: user.userId, usedAt: t.clock.now() }).where(eq(coupons.code, 'ZUZYTY'));
    for (const code of ['NIEZNANY', 'PRZETERMINOWANY', 'ZUZYTY']) {
      const res = await t.app.inject({ method: 'GET', url: `/api/eprawko-rest/coupon/checkCoupon/${code}` });
      expect(res.json(), code).toBe(false);
    }
  });

  it('answers 400 for a malformed code', async () => {
    const res = await t.app.inject({ method: 'GET', url: `/api/eprawko-rest/coupon/checkCoupon/${encodeURIComponent('zły kod!')}` });
    expect(res.statusCode).toBe(400);
    expect(fieldMessages(res.json())).toEqual(['coupon: Kod może zawierać jedynie litery, cyfry i myślniki']);
  });
});
