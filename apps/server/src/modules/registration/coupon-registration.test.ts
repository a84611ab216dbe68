import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RegistrationRepository } from './registration.repository.js';
import { createSchool, createStudent } from '../../../test/factories.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import {
  activationTokenFor,
  addCoupon,
  countAccounts,
  couponRow,
  fieldMessages,
  outboxFor,
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

const URL = '/api/eprawko-rest/student/create/coupon';
let phoneSeq = 700_100_100;

function nextPhone(): string {
  phoneSeq += 1;
  return String(phoneSeq);
}

function registerWithCoupon(payload: Record<string, unknown>, language = 'pl') {
  return t.app.inject({ method: 'PUT', url: URL, headers: { 'accept-language': language }, payload });
}

function body(email: string, coupon: string, phoneNumber = nextPhone()) {
  return { email, phoneNumber, coupon, userExists: false, accepted: true };
}

describe('PUT student/create/coupon', () => {
  it('creates a NEW account with the coupon access, marks the coupon used and mails a link to set the password', async () => {
    await addCoupon(t, { code: 'KUPON-C', days: 40, category: 'C', multiLanguage: true, lecturesDays: 30 });
    const email = uniqueEmail('kupon');
    const res = await registerWithCoupon(body(email, 'kupon-c', '+48 701-201-301'), 'en');
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ status: 'CREATED', email, phoneSaved: true, learningAvailableTill: '2027-01-01' });

    const stored = await storedAccount(t, email);
    expect(stored?.user).toMatchObject({ status: 'NEW', userType: 'STUDENT', phoneNumber: '701201301', language: 'en' });
    expect(stored?.student).toMatchObject({ category: 'C', learningAvailableTill: '2027-01-01', lecturesAvailableTill: '2026-12-22', multiLanguage: true });
    expect(stored?.actions[0]).toMatchObject({ type: 'ACTIVATE_ACCOUNT', status: 'NEW', payload: { passwordRequired: true } });
    const coupon = await couponRow(t, 'KUPON-C');
    expect(coupon?.usedByUserId).toBe(stored?.user.id);
    expect(coupon?.usedAt?.toISOString()).toBe(t.clock.now().toISOString());

    const [mail] = await outboxFor(t, email);
    expect(mail?.subject).toBe('Activate your Prawko OSK account');
    expect(mail?.text).toContain('To activate your account and set your password, open the link:');
    expect(mail?.text).toContain('01.01.2027');
    expect(await activationTokenFor(t, email)).toMatch(/^[\w-]{43}$/);
  });

  it('gives the coupon school to the learner when the coupon comes from a school', async () => {
    const school = await createSchool(t.database.db);
    await addCoupon(t, { code: 'OD-SZKOLY', schoolId: school.schoolId });
    const email = uniqueEmail('szkolny');
    expect((await registerWithCoupon(body(email, 'OD-SZKOLY'))).statusCode).toBe(201);
    expect((await storedAccount(t, email))?.student?.schoolId).toBe(school.schoolId);
  });

  it('answers "Nie znaleziono kuponu" for an unknown, expired or used coupon and creates nothing', async () => {
    await addCoupon(t, { code: 'STARY', validTill: new Date('2026-11-21T23:59:00Z') });
    await addCoupon(t, { code: 'JEDEN-RAZ' });
    expect((await registerWithCoupon(body(uniqueEmail(), 'JEDEN-RAZ'))).statusCode).toBe(201);
    for (const code of ['NIEZNANY', 'STARY', 'JEDEN-RAZ']) {
      const email = uniqueEmail('odrzucony');
      const res = await registerWithCoupon(body(email, code));
      expect(res.statusCode, code).toBe(404);
      expect(res.json()).toMatchObject({ code: 'msg.error.coupon.not.found', message: 'Nie znaleziono kuponu' });
      expect(fieldMessages(res.json())).toEqual(['coupon: Nie znaleziono kuponu']);
      expect(await countAccounts(t, { email })).toBe(0);
      expect(await outboxFor(t, email)).toHaveLength(0);
    }
  });

  it('refuses a coupon whose validity ends while the clock moves on', async () => {
    await addCoupon(t, { code: 'DO-JUTRA', validTill: new Date(t.clock.now().getTime() + 86_400_000) });
    const check = () => t.app.inject({ method: 'GET', url: '/api/eprawko-rest/coupon/checkCoupon/DO-JUTRA' });
    expect((await check()).json()).toBe(true);
    t.clock.advanceMinutes(24 * 60 + 1);
    expect((await check()).json()).toBe(false);
    expect((await registerWithCoupon(body(uniqueEmail(), 'DO-JUTRA'))).statusCode).toBe(404);
  });

  it('answers a foreign phone with "Konto można zarejestrować jedynie na numer zarejestrowany w PL"', async () => {
    await addCoupon(t, { code: 'ZAGRANICA' });
    const res = await registerWithCoupon(body(uniqueEmail(), 'ZAGRANICA', '+49 15123456789'));
    expect(res.statusCode).toBe(400);
    expect(fieldMessages(res.json())).toEqual(['phoneNumber: Konto można zarejestrować jedynie na numer zarejestrowany w PL']);
    expect((await couponRow(t, 'ZAGRANICA'))?.usedByUserId).toBeNull();
  });

  it('requires e-mail, phone, coupon and the terms, with messages in the caller language', async () => {
    const pl = await registerWithCoupon({ email: '', phoneNumber: '', coupon: '', accepted: false });
    expect(pl.statusCode).toBe(400);
    expect(fieldMessages(pl.json())).toEqual(
      expect.arrayContaining([
        'email: Podaj poprawny adres e-mail',
        'phoneNumber: Numer telefonu jest wymagany',
        'coupon: Kod kuponu jest wymagany',
        'accepted: Akceptacja regulaminu serwisu jest wymagana',
      ]),
    );
    const ru = await registerWithCoupon({ email: 'x@', phoneNumber: '123', coupon: 'zły kod' }, 'ru');
    expect(fieldMessages(ru.json())).toEqual(
      expect.arrayContaining([
        'email: Введите правильный адрес электронной почты',
        'phoneNumber: Введите правильный номер телефона, зарегистрированный в Польше',
        'coupon: Код может содержать только буквы, цифры и дефисы',
        'accepted: Необходимо принять правила сервиса',
      ]),
    );
  });

  it('answers 409 for a used e-mail or phone and leaves the coupon unused', async () => {
    await addCoupon(t, { code: 'DUPLIKAT' });
    const existing = await createStudent(t.database.db, { email: uniqueEmail('ma-konto'), phoneNumber: '702202302' });
    const byEmail = await registerWithCoupon(body(existing.email, 'DUPLIKAT'));
    expect(byEmail.statusCode).toBe(409);
    expect(byEmail.json().message).toBe('Podany adres już został wykorzystany');
    const byPhone = await registerWithCoupon(body(uniqueEmail(), 'DUPLIKAT', '702-202-302'));
    expect(byPhone.statusCode).toBe(409);
    expect(fieldMessages(byPhone.json())).toEqual(['phoneNumber: Podany numer telefonu już został wykorzystany']);
    expect((await couponRow(t, 'DUPLIKAT'))?.usedByUserId).toBeNull();
  });

  it('answers a double click with success twice: one account, one mail, the coupon used once', async () => {
    await addCoupon(t, { code: 'DWUKLIK' });
    const email = uniqueEmail('kupon-dwuklik');
    const payload = body(email, 'DWUKLIK');
    const first = await registerWithCoupon(payload);
    const second = await registerWithCoupon(payload);
    expect([first.statusCode, second.statusCode]).toEqual([201, 200]);
    expect(second.json()).toEqual(first.json());
    expect(await countAccounts(t, { email })).toBe(1);
    expect(await outboxFor(t, email)).toHaveLength(1);
  });

  it('lets exactly one of two simultaneous registrations with one coupon win', async () => {
    await addCoupon(t, { code: 'WYSCIG', days: 90 });
    const emails = [uniqueEmail('wyscig-a'), uniqueEmail('wyscig-b')];
    const answers = await Promise.all(emails.map((email) => registerWithCoupon(body(email, 'WYSCIG'))));
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 404]);
    const winner = emails[answers.findIndex((a) => a.statusCode === 201)] ?? '';
    const loser = emails[answers.findIndex((a) => a.statusCode === 404)] ?? '';
    const stored = await storedAccount(t, winner);
    expect((await couponRow(t, 'WYSCIG'))?.usedByUserId).toBe(stored?.user.id);
    expect(await countAccounts(t, { email: loser })).toBe(0);
    expect(await outboxFor(t, loser)).toHaveLength(0);
  });
});

describe('claiming a coupon', () => {
  it('gives a coupon to only one of two transactions claiming it at the same time', async () => {
    const repo = new RegistrationRepository(t.database.db);
    await addCoupon(t, { code: 'ROWNOCZESNIE' });
    const [a, b] = await Promise.all([createStudent(t.database.db), createStudent(t.database.db)]);
    const now = t.clock.now();
    const claims = await Promise.all(
      [a, b].map((user) => repo.transaction(async (tx) => repo.claimCoupon('rownoczesnie', user?.userId ?? 0, now, tx))),
    );
    const winners = claims.filter((claim) => claim !== undefined);
    expect(winners).toHaveLength(1);
    expect((await couponRow(t, 'ROWNOCZESNIE'))?.usedByUserId).toBe(winners[0]?.usedByUserId);
  });
});
