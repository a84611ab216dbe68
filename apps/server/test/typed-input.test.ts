import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from './test-app.js';
import { createSchool, createStudent } from './factories.js';
import { schools, students, users } from '../src/db/schema/index.js';

// What users type into the school's and the registration forms (issue 18): phone numbers with spaces,
// numbers that are no phone numbers, days beyond what a learner has, stock shortages and reasons.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ demo: true });
});
afterAll(async () => {
  await t.close();
});

const API = '/api/eprawko-rest';
let seq = 0;
/** A fresh 9-digit Polish mobile number. */
function nextPhone(): string {
  seq += 1;
  return `8${String(Date.now() % 100_000).padStart(5, '0')}${String(seq).padStart(3, '0')}`.slice(0, 9);
}
/** The number as people write it: 601 222 333. */
function spaced(phone: string): string {
  return `${phone.slice(0, 3)} ${phone.slice(3, 6)} ${phone.slice(6)}`;
}
function nextEmail(prefix: string): string {
  seq += 1;
  return `${prefix}${seq}-${Date.now()}@example.com`;
}

async function call(method: 'GET' | 'POST' | 'PUT', url: string, session?: string, payload?: unknown) {
  return t.app.inject({
    method,
    url: url.startsWith('/') ? url : `${API}/${url}`,
    headers: { ...(session ? { jsessionid: session } : {}), 'accept-language': 'pl' },
    ...(payload !== undefined ? { payload: payload as Record<string, unknown> } : {}),
  });
}

async function school(stock: { days?: number; books?: number } = {}) {
  const s = await createSchool(t.database.db);
  await t.database.db
    .update(schools)
    .set({ numberOfDaysOfLearn: stock.days ?? 1000, numberOfBooks: stock.books ?? 10 })
    .where(eq(schools.id, s.schoolId));
  return { schoolId: s.schoolId, session: await t.sessionOf(s.email, s.password) };
}

async function phoneOfUser(email: string): Promise<string | null> {
  const [row] = await t.database.db.select({ phone: users.phoneNumber }).from(users).where(eq(users.email, email));
  return row?.phone ?? null;
}

function fieldsOf(body: { fields?: Array<{ field: string; key?: string; message: string }> }) {
  return (body.fields ?? []).map((f) => `${f.field}:${f.key ?? ''}`);
}

describe('phone numbers written with spaces are Polish numbers everywhere', () => {
  it('registers a learner with "601 222 333" and stores the 9 digits', async () => {
    const phone = nextPhone();
    const email = nextEmail('spaced');
    const res = await call('PUT', 'student/create', undefined, {
      user: { email, status: 'NEW', failedLogins: 0, registerDate: null, lastLoginDate: null, phoneNumber: spaced(phone), password: 'Tajne123' },
      student: { firstName: 'Ola', lastName: 'Kowalska', category: 'B', blockChangeCategory: false, learningAvailableTill: null },
      repeatPassword: 'Tajne123',
      accepted: true,
      userExists: false,
      phoneExists: false,
      clearPhoneNumber: false,
    });
    expect(res.statusCode, res.body).toBeLessThan(300);
    expect(await phoneOfUser(email)).toBe(phone);
    const check = await call('POST', 'checkIfPhoneNumberExists', undefined, { phoneNumber: `+48 ${spaced(phone)}` });
    expect(check.json()).toEqual({ exists: true, international: false });
  });

  it('creates an instructor with "+48 601 222 333" and refuses "123" as an invalid number on the phone field', async () => {
    const s = await school();
    const phone = nextPhone();
    const created = await call('POST', '/api/lessons/instructor', s.session, { firstName: 'Jan', lastName: 'Kowalski', email: nextEmail('ins'), phoneNumber: `+48 ${spaced(phone)}`, categories: ['B'] });
    expect(created.statusCode, created.body).toBe(200);
    expect(created.json().phoneNumber).toBe(phone);
    const dashed = nextPhone();
    const withDashes = await call('POST', '/api/lessons/instructor', s.session, { firstName: 'Jan', lastName: 'Nowak', email: nextEmail('ins'), phoneNumber: `${dashed.slice(0, 3)}-${dashed.slice(3, 6)}-${dashed.slice(6)}`, categories: [] });
    expect(withDashes.json().phoneNumber).toBe(dashed);
    const bad = await call('POST', '/api/lessons/instructor', s.session, { firstName: 'Jan', lastName: 'Zły', email: nextEmail('ins'), phoneNumber: '123', categories: [] });
    expect(bad.statusCode).toBe(400);
    expect(fieldsOf(bad.json())).toEqual(['phoneNumber:msg.validation.phone.invalid']);
  });

  it('adds a learner by SMS to "601 222 333" and checks the spaced number for the school', async () => {
    const s = await school();
    const phone = nextPhone();
    const check = await call('POST', 'checkIfPhoneNumberExistsBySchool', s.session, { schoolId: s.schoolId, phoneNumber: spaced(phone) });
    expect(check.statusCode, check.body).toBe(200);
    expect(check.json()).toMatchObject({ type: 'USER_DONT_EXIST', international: false });
    const created = await call('POST', 'school/create/student', s.session, {
      type: 'SCHOOL_SMS',
      phoneNumber: spaced(phone),
      firstName: 'Ala',
      lastName: 'Nowak',
      schoolId: s.schoolId,
      category: 'B',
      accessType: 'SHORT',
      numberOfDays: 5,
    });
    expect(created.statusCode, created.body).toBe(200);
    expect(created.json().status).toBe('PARTIAL_SENT');
    const invalid = await call('POST', 'checkIfPhoneNumberExistsBySchool', s.session, { schoolId: s.schoolId, phoneNumber: '123' });
    expect(invalid.statusCode).toBe(400);
    expect(fieldsOf(invalid.json())).toEqual(['phoneNumber:msg.validation.phone.invalid']);
  });

  it('registers a school with "+48 601 222 333"; "123" is an invalid number, not a foreign one', async () => {
    const body = (phoneNumber: string) => ({
      email: nextEmail('szkola'),
      password: 'Szkola123!',
      repeatPassword: 'Szkola123!',
      name: 'OSK Spacja',
      nip: '5260250274',
      phoneNumber,
      address: { street: 'ul. Szkolna 4', city: 'Poznań', postCode: '60-001' },
      billingAddress: { street: 'ul. Szkolna 4', city: 'Poznań', postCode: '60-001' },
      accepted: true,
    });
    const phone = nextPhone();
    const ok = body(`+48 ${spaced(phone)}`);
    const res = await call('POST', 'school/create', undefined, ok);
    expect(res.statusCode, res.body).toBe(201);
    expect(await phoneOfUser(ok.email)).toBe(phone);
    const bad = await call('POST', 'school/create', undefined, body('123'));
    expect(bad.statusCode).toBe(400);
    expect(fieldsOf(bad.json())).toEqual(['phoneNumber:msg.validation.phone.invalid']);
    const longer = await call('POST', 'school/create', undefined, body('1234567890'));
    expect(fieldsOf(longer.json())).toEqual(['phoneNumber:msg.validation.phone.invalid']);
  });

  it('changes the school phone to "601 222 333"; "123" and "1234567" are invalid numbers on the field', async () => {
    const s = await school();
    const phone = nextPhone();
    const first = await call('POST', 'changePhoneNumber', s.session, { phoneNumber: spaced(phone) });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toEqual({ status: 'SUCCESS', phoneNumber: phone, codeSent: true });
    for (const typed of ['123', '1234567']) {
      const bad = await call('POST', 'changePhoneNumber', s.session, { phoneNumber: typed });
      expect(bad.statusCode, typed).toBe(400);
      expect(fieldsOf(bad.json()), typed).toEqual(['phoneNumber:msg.validation.phone.invalid']);
    }
  });
});

describe('stock shortages and refusals name what is wrong', () => {
  it('a LONG learner without days in stock hears of days of learning, one without books of books', async () => {
    const noDays = await school({ days: 10, books: 10 });
    const creation = (schoolId: number, withBook: boolean) => ({
      type: 'SCHOOL_REGULAR',
      email: nextEmail('long'),
      password: 'Kierownica-77',
      firstName: 'Ala',
      lastName: 'Nowak',
      schoolId,
      category: 'B',
      accessType: 'LONG',
      withBook,
    });
    const days = await call('POST', 'school/create/student', noDays.session, creation(noDays.schoolId, true));
    expect(days.statusCode).toBe(409);
    expect(days.json().code).toBe('msg.error.not.enough.exams');
    expect(days.json().message).toMatch(/dni nauki/);
    const noBooks = await school({ days: 1000, books: 0 });
    const books = await call('POST', 'school/create/student', noBooks.session, creation(noBooks.schoolId, true));
    expect(books.statusCode).toBe(409);
    expect(books.json().code).toBe('msg.error.not.enough.books');
    expect(books.json().message).toMatch(/książek/);
  });

  it('days beyond the stock name days of learning; taking back more than the learner has says so on the days field', async () => {
    const s = await school({ days: 5 });
    const learner = await createStudent(t.database.db, { schoolId: s.schoolId, learningAvailableTill: '2026-12-02' });
    const tooMany = await call('POST', `school/assign/6/days/to/student/${learner.studentId}/source/LEARN`, s.session);
    expect(tooMany.statusCode).toBe(409);
    expect(tooMany.json().message).toMatch(/dni nauki/);
    expect(tooMany.json().message).not.toMatch(/egzamin/);
    const beyond = await call('POST', `school/assign/-11/days/to/student/${learner.studentId}/source/LEARN`, s.session);
    expect(beyond.statusCode).toBe(400);
    expect(beyond.json().code).toBe('msg.error.days.more.than.left');
    expect(fieldsOf(beyond.json())).toEqual(['days:msg.error.days.more.than.left']);
    expect(beyond.json().message).toMatch(/więcej dni/);
    const far = await call('POST', `school/assign/-9999/days/to/student/${learner.studentId}/source/LEARN`, s.session);
    expect(far.statusCode).toBe(400);
    expect(fieldsOf(far.json())).toEqual(['days:msg.error.days.more.than.left']);
    const comma = await call('POST', `school/assign/1,5/days/to/student/${learner.studentId}/source/LEARN`, s.session);
    expect(comma.statusCode).toBe(400);
    const [row] = await t.database.db.select({ till: students.learningAvailableTill }).from(students).where(eq(students.id, learner.studentId));
    expect(row?.till).toBe('2026-12-02');
  });

  it('refusing to remove a learner gives the reason: running access, or an unfinished registration', async () => {
    const s = await school();
    const running = await createStudent(t.database.db, { schoolId: s.schoolId, learningAvailableTill: '2026-11-30' });
    const refused = await call('POST', 'school/remove/student', s.session, { studentId: running.studentId });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe('msg.error.remove.access.running');
    expect(refused.json().message).toMatch(/dostęp/);
    const pending = await createStudent(t.database.db, { schoolId: s.schoolId, status: 'NEW' });
    const notFinished = await call('POST', 'school/remove/student', s.session, { studentId: pending.studentId });
    expect(notFinished.statusCode).toBe(409);
    expect(notFinished.json().code).toBe('msg.error.remove.registration.not.finished');
  });

  it('a malformed e-mail in the existence check answers 400 with the e-mail field', async () => {
    const s = await school();
    const res = await call('POST', 'checkIfEmailExistsBySchool', s.session, { schoolId: s.schoolId, email: 'ala@' });
    expect(res.statusCode).toBe(400);
    expect(fieldsOf(res.json())).toEqual(['email:msg.validation.email.invalid']);
  });
});
