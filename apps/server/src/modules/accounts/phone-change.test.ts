import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSchool, createStudent, type CreatedUser } from '../../../test/factories.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { phoneChanges, users } from '../../db/schema/index.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

let phoneSequence = 0;
/** A fresh Polish mobile number. */
function nextPhone(): string {
  phoneSequence += 1;
  return `7${String(Date.now() % 1000).padStart(3, '0')}${String(phoneSequence).padStart(5, '0')}`;
}

function sessionOf(who: Pick<CreatedUser, 'email' | 'password'>): Promise<string> {
  return t.sessionOf(who.email, who.password);
}

function changePhone(sessionId: string | undefined, body: Record<string, unknown>, language?: string) {
  return t.app.inject({
    method: 'POST',
    url: '/api/eprawko-rest/changePhoneNumber',
    headers: { ...(sessionId ? { jsessionid: sessionId } : {}), ...(language ? { 'accept-language': language } : {}) },
    payload: body,
  });
}

async function smsTo(phone: string): Promise<Array<{ channel: string; text: string }>> {
  return (await t.app.inject({ method: 'GET', url: `/api/dev/outbox?to=${phone}` })).json();
}

/** The code of the newest SMS to a number, read from the demo outbox like the user reads the phone. */
async function codeFromSms(phone: string): Promise<string> {
  const [sms] = await smsTo(phone);
  const code = /\b(\d{6})\b/.exec(sms?.text ?? '')?.[1];
  if (!code) throw new Error(`no code in the SMS to ${phone}`);
  return code;
}

async function storedPhone(userId: number): Promise<string | null> {
  const [row] = await t.database.db.select({ phone: users.phoneNumber }).from(users).where(eq(users.id, userId));
  return row?.phone ?? null;
}

/** Any 6-digit code other than the right one. */
function wrongCode(code: string): string {
  return code === '000000' ? '111111' : '000000';
}

describe('POST changePhoneNumber', () => {
  it('sends a 6-digit code by SMS to the new number, then stores the number when the code matches', async () => {
    const s = await createStudent(t.database.db, { phoneNumber: nextPhone() });
    const session = await sessionOf(s);
    const phone = nextPhone();
    const formatted = `+48 ${phone.slice(0, 3)}-${phone.slice(3, 6)}-${phone.slice(6)}`;

    const first = await changePhone(session, { phoneNumber: formatted });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ status: 'SUCCESS', phoneNumber: phone, codeSent: true });
    const sms = await smsTo(phone);
    expect(sms).toHaveLength(1);
    expect(sms[0]?.channel).toBe('SMS');
    expect(sms[0]?.text).toMatch(/^Prawko OSK: Twój kod potwierdzający zmianę numeru telefonu to \d{6}\. Kod jest ważny 10 minut\.$/);
    const code = await codeFromSms(phone);

    const [pending] = await t.database.db.select().from(phoneChanges).where(eq(phoneChanges.userId, s.userId));
    expect(pending).toMatchObject({ phoneNumber: phone, attempts: 0 });
    expect(pending?.codeHash).not.toContain(code);
    expect(pending?.expiresAt.getTime()).toBe(t.clock.now().getTime() + 10 * 60_000);
    expect(await storedPhone(s.userId)).not.toBe(phone);

    const second = await changePhone(session, { phoneNumber: formatted, code });
    expect(second.statusCode).toBe(200);
    expect(second.json()).toEqual({ status: 'SUCCESS', phoneNumber: phone, codeSent: false });
    expect(await storedPhone(s.userId)).toBe(phone);
    expect(await t.database.db.select().from(phoneChanges).where(eq(phoneChanges.userId, s.userId))).toEqual([]);
    const show = await t.app.inject({ method: 'GET', url: '/api/eprawko-rest/student/show', headers: { jsessionid: session } });
    expect(show.json().phoneNumber).toBe(phone);
    // The new number is a login name now.
    const byPhone = await t.app.inject({ method: 'POST', url: '/api/eprawko-rest/login/', payload: { userName: phone, password: s.password } });
    expect(byPhone.statusCode).toBe(200);
    // The code is used up.
    expect((await changePhone(session, { phoneNumber: phone, code })).json().status).toBe('ERROR');
  });

  it("writes the SMS in the account's language", async () => {
    const s = await createStudent(t.database.db);
    await t.database.db.update(users).set({ language: 'en' }).where(eq(users.id, s.userId));
    const phone = nextPhone();
    await changePhone(await sessionOf(s), { phoneNumber: phone });
    const [sms] = await smsTo(phone);
    expect(sms?.text).toMatch(/^Prawko OSK: your code to confirm the new phone number is \d{6}\./);
  });

  it('answers INTERNATIONAL for a foreign number and sends nothing', async () => {
    const s = await createStudent(t.database.db);
    const res = await changePhone(await sessionOf(s), { phoneNumber: '+49 151 23456789' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'INTERNATIONAL', phoneNumber: '+49 151 23456789', codeSent: false });
    expect(await smsTo('+49 151 23456789')).toEqual([]);
  });

  it("answers EXISTS for another account's number and sends nothing", async () => {
    const taken = nextPhone();
    await createSchool(t.database.db, { phoneNumber: taken });
    const s = await createStudent(t.database.db);
    const res = await changePhone(await sessionOf(s), { phoneNumber: taken });
    expect(res.json()).toEqual({ status: 'EXISTS', phoneNumber: taken, codeSent: false });
    expect(await smsTo(taken)).toEqual([]);
  });

  it('answers ERROR before sending a code when another account is confirming the same number', async () => {
    const phone = nextPhone();
    const a = await createStudent(t.database.db);
    const b = await createStudent(t.database.db);
    expect((await changePhone(await sessionOf(a), { phoneNumber: phone })).json().status).toBe('SUCCESS');
    const res = await changePhone(await sessionOf(b), { phoneNumber: phone });
    expect(res.json()).toEqual({ status: 'ERROR', phoneNumber: phone, codeSent: false });
    expect(await smsTo(phone)).toHaveLength(1);
    // Once A's code has expired the number is free to confirm again.
    t.clock.advanceMinutes(11);
    expect((await changePhone(await sessionOf(b), { phoneNumber: phone })).json().status).toBe('SUCCESS');
  });

  it('answers SUCCESS without a code for the number the account already has', async () => {
    const phone = nextPhone();
    const s = await createStudent(t.database.db, { phoneNumber: phone });
    const res = await changePhone(await sessionOf(s), { phoneNumber: `0048${phone}` });
    expect(res.json()).toEqual({ status: 'SUCCESS', phoneNumber: phone, codeSent: false });
    expect(await smsTo(phone)).toEqual([]);
  });

  it('answers ERROR for a wrong code and drops the change after 5 wrong codes', async () => {
    const s = await createStudent(t.database.db);
    const session = await sessionOf(s);
    const phone = nextPhone();
    await changePhone(session, { phoneNumber: phone });
    const code = await codeFromSms(phone);
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      const res = await changePhone(session, { phoneNumber: phone, code: wrongCode(code) });
      expect(res.json(), `attempt ${attempt}`).toEqual({ status: 'ERROR', phoneNumber: phone, codeSent: true });
    }
    const right = await changePhone(session, { phoneNumber: phone, code });
    expect(right.json().status).toBe('ERROR');
    expect(await storedPhone(s.userId)).toBeNull();
  });

  it('accepts the right code after fewer than 5 wrong ones', async () => {
    const s = await createStudent(t.database.db);
    const session = await sessionOf(s);
    const phone = nextPhone();
    await changePhone(session, { phoneNumber: phone });
    const code = await codeFromSms(phone);
    for (let attempt = 0; attempt < 4; attempt += 1) await changePhone(session, { phoneNumber: phone, code: wrongCode(code) });
    expect((await changePhone(session, { phoneNumber: phone, code })).json().status).toBe('SUCCESS');
    expect(await storedPhone(s.userId)).toBe(phone);
  });

  it('answers ERROR for a code older than 10 minutes', async () => {
    const s = await createStudent(t.database.db);
    const session = await sessionOf(s);
    const phone = nextPhone();
    await changePhone(session, { phoneNumber: phone });
    const code = await codeFromSms(phone);
    t.clock.advanceMinutes(10);
    expect((await changePhone(session, { phoneNumber: phone, code })).json().status).toBe('ERROR');
    expect(await storedPhone(s.userId)).toBeNull();
  });

  it('answers ERROR for a code sent to another number, and for a code without a pending change', async () => {
    const s = await createStudent(t.database.db);
    const session = await sessionOf(s);
    const phone = nextPhone();
    const other = nextPhone();
    await changePhone(session, { phoneNumber: phone });
    const code = await codeFromSms(phone);
    expect((await changePhone(session, { phoneNumber: other, code })).json()).toEqual({ status: 'ERROR', phoneNumber: other, codeSent: true });
    const fresh = await createStudent(t.database.db);
    expect((await changePhone(await sessionOf(fresh), { phoneNumber: phone, code })).json().status).toBe('ERROR');
    expect(await storedPhone(fresh.userId)).toBeNull();
  });

  it("never lets one account confirm another account's pending number with its code", async () => {
    const phone = nextPhone();
    const a = await createStudent(t.database.db);
    const b = await createStudent(t.database.db);
    await changePhone(await sessionOf(a), { phoneNumber: phone });
    const code = await codeFromSms(phone);
    const res = await changePhone(await sessionOf(b), { phoneNumber: phone, code });
    expect(res.json().status).toBe('ERROR');
    expect(await storedPhone(b.userId)).toBeNull();
  });

  it('refuses a new code within a minute of the last one; a new code replaces the old one', async () => {
    const s = await createStudent(t.database.db);
    const session = await sessionOf(s);
    const phone = nextPhone();
    await changePhone(session, { phoneNumber: phone });
    const oldCode = await codeFromSms(phone);
    const soon = await changePhone(session, { phoneNumber: phone }, 'en');
    expect(soon.statusCode).toBe(429);
    expect(soon.json()).toMatchObject({ code: 'msg.error.phone.code.too.soon', message: expect.stringContaining('in a minute') });
    t.clock.advanceMinutes(1);
    expect((await changePhone(session, { phoneNumber: phone })).json().codeSent).toBe(true);
    expect(await smsTo(phone)).toHaveLength(2);
    const newCode = await codeFromSms(phone);
    if (newCode !== oldCode) expect((await changePhone(session, { phoneNumber: phone, code: oldCode })).json().status).toBe('ERROR');
    expect((await changePhone(session, { phoneNumber: phone, code: newCode })).json().status).toBe('SUCCESS');
  });

  it('answers EXISTS when another account took the number between the two steps', async () => {
    const s = await createStudent(t.database.db);
    const session = await sessionOf(s);
    const phone = nextPhone();
    await changePhone(session, { phoneNumber: phone });
    const code = await codeFromSms(phone);
    await createStudent(t.database.db, { phoneNumber: phone });
    expect((await changePhone(session, { phoneNumber: phone, code })).json()).toEqual({ status: 'EXISTS', phoneNumber: phone, codeSent: false });
    expect(await storedPhone(s.userId)).toBeNull();
  });

  it("answers 400 with the fields in the caller's language", async () => {
    const s = await createStudent(t.database.db);
    const session = await sessionOf(s);
    const garbage = await changePhone(session, { phoneNumber: 'abc' });
    expect(garbage.statusCode).toBe(400);
    expect(garbage.json().fields).toEqual([
      // No phone number at all: called invalid, not a foreign number.
      { field: 'phoneNumber', key: 'msg.validation.phone.invalid', message: 'Podaj prawidłowy numer telefonu zarejestrowany w Polsce' },
    ]);
    const empty = await changePhone(session, {}, 'de');
    expect(empty.json().fields).toEqual([expect.objectContaining({ field: 'phoneNumber', message: 'Geben Sie eine Telefonnummer ein' })]);
    const badCode = await changePhone(session, { phoneNumber: nextPhone(), code: '12ab' }, 'en');
    expect(badCode.statusCode).toBe(400);
    expect(badCode.json().fields).toEqual([expect.objectContaining({ field: 'code', message: 'The code has 6 digits' })]);
  });

  it('answers 403 to an anonymous caller', async () => {
    const res = await changePhone(undefined, { phoneNumber: nextPhone() });
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('msg.error.not.logged.in');
  });
});
