import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { createInstructor, createSchool, createStudent } from '../../../test/factories.js';
import { createCar, createGroup, createLessonRow } from '../../../test/scheduler-resources.factory.js';
import { cars, instructors, lessons, users } from '../../db/schema/index.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ demo: true });
});
afterAll(async () => {
  await t.close();
});

// ManualClock starts at 2026-11-22T10:00Z.
const NOW = new Date('2026-11-22T10:00:00Z');
const HOUR = 3_600_000;
let phoneSeq = 0;
function nextPhone(): string {
  phoneSeq += 1;
  return `5${String(Date.now() % 1_000_000).padStart(6, '0')}${String(phoneSeq % 100).padStart(2, '0')}`.slice(0, 9);
}
let mailSeq = 0;
function nextEmail(prefix = 'ins'): string {
  mailSeq += 1;
  return `${prefix}${mailSeq}-${Date.now()}@example.com`;
}

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
async function call(method: Method, url: string, session?: string, payload?: unknown) {
  return t.app.inject({
    method,
    url: `/api/lessons/${url}`,
    headers: { ...(session ? { jsessionid: session } : {}), 'accept-language': 'pl' },
    ...(payload !== undefined ? { payload: payload as Record<string, unknown> } : {}),
  });
}

interface Ctx {
  schoolId: number;
  session: string;
  instructorId: number;
  instructorSession: string;
  learnerSession: string;
}

async function school(): Promise<Ctx> {
  const s = await createSchool(t.database.db);
  const i = await createInstructor(t.database.db, s.schoolId);
  const l = await createStudent(t.database.db, { schoolId: s.schoolId });
  return {
    schoolId: s.schoolId,
    session: await t.sessionOf(s.email, s.password),
    instructorId: i.instructorId,
    instructorSession: await t.sessionOf(i.email, i.password),
    learnerSession: await t.sessionOf(l.email, l.password),
  };
}

function fieldKeys(body: string): string[] {
  const parsed = JSON.parse(body) as { fields?: Array<{ field: string; key?: string }> };
  return (parsed.fields ?? []).map((f) => `${f.field}:${f.key ?? ''}`);
}

let a: Ctx;
let b: Ctx;
beforeAll(async () => {
  a = await school();
  b = await school();
});

describe('access', () => {
  const schoolOnly: Array<[Method, string, unknown?]> = [
    ['POST', 'cars', { registrationNumber: 'X 1', manufacturer: 'A', model: 'B' }],
    ['DELETE', 'cars/1'],
    ['POST', 'instructor', {}],
    ['DELETE', 'instructor/1'],
    ['POST', 'validation/group', { name: 'x' }],
    ['POST', 'group', { name: 'x' }],
    ['PUT', 'group/1', { name: 'x' }],
    ['DELETE', 'group/1'],
  ];
  const staff: Array<[Method, string, unknown?]> = [
    ['GET', 'features'],
    ['GET', 'instructor'],
    ['GET', 'cars'],
    ['GET', 'cars/1'],
    ['GET', 'instructor/1'],
    ['PUT', 'instructor/1', {}],
    ['GET', 'group'],
    ['GET', 'group/1'],
    ['GET', 'student'],
  ];

  it('answers 403 without a session and to learners on every route', async () => {
    for (const [method, url, body] of [...schoolOnly, ...staff]) {
      expect((await call(method, url, undefined, body)).statusCode, `${method} ${url} anonymous`).toBe(403);
      expect((await call(method, url, a.learnerSession, body)).statusCode, `${method} ${url} learner`).toBe(403);
    }
  });

  it('answers 403 to instructors on the school-only routes', async () => {
    for (const [method, url, body] of schoolOnly) {
      const res = await call(method, url, a.instructorSession, body);
      expect(res.statusCode, `${method} ${url}`).toBe(403);
    }
  });
});

describe('features', () => {
  it('has the scheduler on and cards on in demo mode, for schools and instructors', async () => {
    expect((await call('GET', 'features', a.session)).json()).toEqual({ scheduler: true, cards: true });
    expect((await call('GET', 'features', a.instructorSession)).json()).toEqual({ scheduler: true, cards: true });
  });

  it('follows the featureCards setting', async () => {
    const off = await createTestApp({ demo: true, featureCards: false });
    try {
      const s = await createSchool(off.database.db);
      const session = await off.sessionOf(s.email, s.password);
      const res = await off.app.inject({ method: 'GET', url: '/api/lessons/features', headers: { jsessionid: session } });
      expect(res.json()).toEqual({ scheduler: true, cards: false });
    } finally {
      await off.close();
    }
  });
});

describe('cars', () => {
  it('creates an AVAILABLE car of 2021 by default and reads it back', async () => {
    const res = await call('POST', 'cars', a.session, { registrationNumber: 'wa 1001a', manufacturer: 'Toyota', model: 'Corolla' });
    expect(res.statusCode).toBe(200);
    const car = res.json();
    expect(car).toMatchObject({ registrationNumber: 'WA 1001A', status: 'AVAILABLE', yearOfProduction: 2021, schoolId: a.schoolId, vin: null, remarks: null });
    const got = await call('GET', `cars/${car.id}`, a.session);
    expect(got.json()).toEqual(car);
    // The school's instructor reads it too (the lesson dialog's car picker).
    expect((await call('GET', `cars/${car.id}`, a.instructorSession)).statusCode).toBe(200);
    expect((await call('GET', `cars/${car.id}`, b.session)).statusCode).toBe(403);
    expect((await call('GET', `cars/${car.id}`, b.instructorSession)).statusCode).toBe(403);
  });

  it('answers 400 with fields for bad bodies and ids', async () => {
    const res = await call('POST', 'cars', a.session, { manufacturer: '', model: 'X', remarks: 'r'.repeat(1001), yearOfProduction: 1800, status: 'BROKEN', nextCheckup: '2026-13' });
    expect(res.statusCode).toBe(400);
    const keys = fieldKeys(res.body);
    for (const f of ['registrationNumber', 'manufacturer', 'remarks', 'yearOfProduction', 'status', 'nextCheckup']) expect(keys.some((k) => k.startsWith(`${f}:`)), f).toBe(true);
    expect((await call('GET', 'cars/abc', a.session)).statusCode).toBe(400);
    expect((await call('GET', 'cars/0', a.session)).statusCode).toBe(400);
    expect((await call('DELETE', 'cars/99999999999', a.session)).statusCode).toBe(400);
    expect((await call('POST', 'cars', a.session, { id: 'x', registrationNumber: 'A', manufacturer: 'B', model: 'C' })).statusCode).toBe(400);
  });

  it('refuses a registration number the school already has (409 with the field), but not another school', async () => {
    await createCar(t.database.db, a.schoolId, { registrationNumber: 'KR 7777' });
    const dup = await call('POST', 'cars', a.session, { registrationNumber: 'kr 7777', manufacturer: 'Kia', model: 'Ceed' });
    expect(dup.statusCode).toBe(409);
    expect(dup.json().code).toBe('msg.error.car.registration.used');
    expect(fieldKeys(dup.body)).toEqual(['registrationNumber:msg.error.car.registration.used']);
    expect((await call('POST', 'cars', b.session, { registrationNumber: 'KR 7777', manufacturer: 'Kia', model: 'Ceed' })).statusCode).toBe(200);
  });

  it('updates an own car by id, refuses another school\'s id and leaves it unchanged', async () => {
    const own = await createCar(t.database.db, a.schoolId);
    const res = await call('POST', 'cars', a.session, { id: own.carId, registrationNumber: own.registrationNumber, manufacturer: 'Opel', model: 'Corsa', status: 'SERVICE', insuranceExpires: '2027-01-31', remarks: 'Po kolizji' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: own.carId, manufacturer: 'Opel', status: 'SERVICE', insuranceExpires: '2027-01-31', remarks: 'Po kolizji' });
    const foreign = await createCar(t.database.db, b.schoolId, { manufacturer: 'Fiat' });
    const refused = await call('POST', 'cars', a.session, { id: foreign.carId, registrationNumber: 'HACK 1', manufacturer: 'Opel', model: 'Corsa' });
    expect(refused.statusCode).toBe(403);
    const [row] = await t.database.db.select().from(cars).where(eq(cars.id, foreign.carId));
    expect(row).toMatchObject({ manufacturer: 'Fiat', schoolId: b.schoolId, registrationNumber: foreign.registrationNumber });
    // An unknown id answers the same.
    expect((await call('POST', 'cars', a.session, { id: 2_000_000_000, registrationNumber: 'NEW 1', manufacturer: 'O', model: 'C' })).json()).toEqual(refused.json());
  });

  it('lists own cars only, 10 per page, by registration number, with filters and the picker search', async () => {
    const s = await school();
    for (let n = 11; n >= 0; n -= 1) await createCar(t.database.db, s.schoolId, { registrationNumber: `PO ${String(n).padStart(3, '0')}`, manufacturer: n === 5 ? 'Skoda' : 'Toyota', status: n === 7 ? 'SERVICE' : 'AVAILABLE' });
    await createCar(t.database.db, b.schoolId, { registrationNumber: 'PO 999' });
    const first = (await call('GET', 'cars?pageNumber=0', s.session)).json();
    expect(first).toMatchObject({ totalElements: 12, totalPages: 2, size: 10, number: 0, first: true, last: false });
    expect(first.content.map((c: { registrationNumber: string }) => c.registrationNumber).slice(0, 3)).toEqual(['PO 000', 'PO 001', 'PO 002']);
    const second = (await call('GET', 'cars?pageNumber=1', s.session)).json();
    expect(second.content).toHaveLength(2);
    expect(second.last).toBe(true);
    const desc = (await call('GET', 'cars?sortBy=registrationNumber&direction=DESC', s.session)).json();
    expect(desc.content[0].registrationNumber).toBe('PO 011');
    const filtered = (await call('GET', 'cars?registrationNumber=o%2001', s.session)).json();
    expect(filtered.content.map((c: { registrationNumber: string }) => c.registrationNumber)).toEqual(['PO 010', 'PO 011']);
    expect((await call('GET', 'cars?status=SERVICE', s.session)).json().content.map((c: { registrationNumber: string }) => c.registrationNumber)).toEqual(['PO 007']);
    const picker = (await call('GET', 'cars?searchTerm=skoda&status=AVAILABLE', s.instructorSession)).json();
    expect(picker.content.map((c: { registrationNumber: string }) => c.registrationNumber)).toEqual(['PO 005']);
    expect((await call('GET', 'cars?searchTerm=PO%20007&status=AVAILABLE', s.session)).json().totalElements).toBe(0);
    // The lesson dialog's picker asks for up to 100 at once.
    const all = (await call('GET', 'cars?status=AVAILABLE&pageSize=100', s.instructorSession)).json();
    expect(all).toMatchObject({ totalElements: 11, totalPages: 1, size: 100 });
    expect(all.content).toHaveLength(11);
    expect((await call('GET', `cars?schoolId=${s.schoolId}`, s.session)).statusCode).toBe(200);
    expect((await call('GET', `cars?schoolId=${b.schoolId}`, s.session)).statusCode).toBe(403);
    for (const bad of ['sortBy=vin', 'direction=UP', 'pageNumber=-1', 'status=NEW', 'schoolId=x', 'pageSize=0', 'pageSize=101']) {
      const res = await call('GET', `cars?${bad}`, s.session);
      expect(res.statusCode, bad).toBe(400);
      expect(res.json().fields.length, bad).toBeGreaterThan(0);
    }
  });

  it('removes an own car; refuses another school\'s and one with lessons ahead', async () => {
    const own = await createCar(t.database.db, a.schoolId);
    const foreign = await createCar(t.database.db, b.schoolId);
    expect((await call('DELETE', `cars/${foreign.carId}`, a.session)).statusCode).toBe(403);
    expect(await t.database.db.select().from(cars).where(eq(cars.id, foreign.carId))).toHaveLength(1);

    const pastLesson = await createLessonRow(t.database.db, a.schoolId, { startsAt: new Date(NOW.getTime() - 48 * HOUR), carId: own.carId });
    const booked = await createCar(t.database.db, a.schoolId);
    await createLessonRow(t.database.db, a.schoolId, { startsAt: new Date(NOW.getTime() + 2 * HOUR), carId: booked.carId });
    const refused = await call('DELETE', `cars/${booked.carId}`, a.session);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe('msg.error.car.remove.failed');

    const res = await call('DELETE', `cars/${own.carId}`, a.session);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ id: own.carId, removed: true });
    expect((await call('GET', `cars/${own.carId}`, a.session)).statusCode).toBe(403);
    const [kept] = await t.database.db.select({ carId: lessons.carId }).from(lessons).where(eq(lessons.id, pastLesson));
    expect(kept).toEqual({ carId: null });
  });
});

describe('instructors', () => {
  function request(overrides: Record<string, unknown> = {}) {
    return { firstName: 'Jan', lastName: 'Kowalski', email: nextEmail(), phoneNumber: nextPhone(), categories: ['B', 'C'], ...overrides };
  }

  it('creates the login and record, mails the login and a link that sets the password', async () => {
    const phone = nextPhone();
    const body = request({ email: nextEmail('Nowy.Instruktor'), phoneNumber: `+48 ${phone}` });
    const res = await call('POST', 'instructor', a.session, body);
    expect(res.statusCode).toBe(200);
    const created = res.json();
    const email = (body.email as string).toLowerCase();
    expect(created).toMatchObject({ firstName: 'Jan', lastName: 'Kowalski', schoolId: a.schoolId, email, userName: email, color: '#FF0000', notificationsEnabled: true, categories: ['B', 'C'], status: 'ACTIVE' });
    expect(created.phoneNumber).toBe(phone);
    const [user] = await t.database.db.select().from(users).where(eq(users.email, email));
    expect(user).toMatchObject({ userType: 'INSTRUCTOR', status: 'ACTIVE', phoneNumber: created.phoneNumber });

    const mails = await t.services.outbox.listFor(email);
    expect(mails).toHaveLength(1);
    const mail = mails[0];
    expect(mail?.subject).toContain('konto instruktora');
    expect(mail?.text).toContain(`Twój login: ${email}`);
    const link = mail?.links.find((l) => l.includes('/action/RESET_PASSWORD/'));
    expect(link).toBeDefined();
    const uuid = link?.split('/').pop() ?? '';
    // No password works until the link sets one.
    const before = await t.app.inject({ method: 'POST', url: '/api/eprawko-rest/login/', payload: { userName: email, password: 'Instruktor9!' } });
    expect(before.statusCode).not.toBe(200);
    const set = await t.app.inject({ method: 'POST', url: '/api/eprawko-rest/action/resetPassword', payload: { uuid, newPassword: 'Instruktor9!' } });
    expect(set.statusCode).toBe(200);
    const session = await t.sessionOf(email, 'Instruktor9!');
    const own = await call('GET', `instructor/${created.id}`, session);
    expect(own.statusCode).toBe(200);
  });

  it('mails the invitation in the caller\'s language', async () => {
    const body = request();
    const res = await t.app.inject({ method: 'POST', url: '/api/lessons/instructor', headers: { jsessionid: a.session, 'accept-language': 'de' }, payload: body });
    expect(res.statusCode).toBe(200);
    const [mail] = await t.services.outbox.listFor((body.email as string).toLowerCase());
    expect(mail?.text).toContain('Ihr Login');
  });

  it('answers 409 with field messages when the e-mail or phone belongs to any account', async () => {
    const learner = await createStudent(t.database.db, { email: nextEmail('learner'), phoneNumber: nextPhone() });
    const byEmail = await call('POST', 'instructor', a.session, request({ email: learner.email.toUpperCase() }));
    expect(byEmail.statusCode).toBe(409);
    expect(fieldKeys(byEmail.body)).toEqual(['email:msg.error.instructor.email.used']);
    const [row] = await t.database.db.select({ phone: users.phoneNumber }).from(users).where(eq(users.id, learner.userId));
    const byPhone = await call('POST', 'instructor', a.session, request({ phoneNumber: `+48${row?.phone ?? ''}` }));
    expect(byPhone.statusCode).toBe(409);
    expect(fieldKeys(byPhone.body)).toEqual(['phoneNumber:msg.error.instructor.phone.used']);
    const both = await call('POST', 'instructor', a.session, request({ email: learner.email, phoneNumber: row?.phone ?? '' }));
    expect(fieldKeys(both.body)).toEqual(['email:msg.error.instructor.email.used', 'phoneNumber:msg.error.instructor.phone.used']);
    expect(await t.services.outbox.listFor(learner.email)).toHaveLength(0);
  });

  it('ends five simultaneous creations with the same e-mail with one instructor', async () => {
    const email = nextEmail('race');
    const results = await Promise.all([0, 1, 2, 3, 4].map(() => call('POST', 'instructor', a.session, request({ email }))));
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409, 409, 409, 409]);
    for (const conflict of results.filter((r) => r.statusCode === 409)) expect(fieldKeys(conflict.body)).toEqual(['email:msg.error.instructor.email.used']);
    expect(await t.database.db.select().from(users).where(eq(users.email, email))).toHaveLength(1);
  });

  it('answers 400 with fields for bad input', async () => {
    const res = await call('POST', 'instructor', a.session, { firstName: '', email: 'nope', phoneNumber: 'abc', color: 'red', categories: ['Z'], remarks: 'x'.repeat(1001) });
    expect(res.statusCode).toBe(400);
    const keys = fieldKeys(res.body).map((k) => k.split(':')[0]);
    for (const f of ['firstName', 'lastName', 'email', 'phoneNumber', 'color', 'remarks']) expect(keys, f).toContain(f);
    expect(keys.some((k) => k?.startsWith('categories'))).toBe(true);
    const phone = await call('POST', 'instructor', a.session, request({ phoneNumber: 'abcdefghij' }));
    expect(phone.statusCode).toBe(400);
    expect(fieldKeys(phone.body)).toEqual(['phoneNumber:msg.validation.phone.invalid']);
    expect((await call('GET', 'instructor/x', a.session)).statusCode).toBe(400);
    expect((await call('PUT', 'instructor/-1', a.session, request())).statusCode).toBe(400);
  });

  it('lists own instructors by last name with filters, page sizes and the school id check', async () => {
    const s = await school();
    for (const [first, last, status] of [['Zofia', 'Adamska', 'ACTIVE'], ['Adam', 'Zając', 'ACTIVE'], ['Ola', 'Malinowska', 'INACTIVE']] as const) {
      const i = await createInstructor(t.database.db, s.schoolId);
      await t.database.db.update(instructors).set({ firstName: first, lastName: last, status }).where(eq(instructors.id, i.instructorId));
    }
    const all = (await call('GET', 'instructor', s.session)).json();
    expect(all.totalElements).toBe(4);
    expect(all.content.map((i: { lastName: string }) => i.lastName)).toEqual(['Adamska', 'Instruktorka', 'Malinowska', 'Zając']);
    const active = (await call('GET', 'instructor?status=ACTIVE&sortBy=firstName&direction=DESC', s.session)).json();
    expect(active.content.map((i: { firstName: string }) => i.firstName)).toEqual(['Zofia', 'Ewa', 'Adam']);
    expect((await call('GET', 'instructor?lastName=ADAM', s.session)).json().content.map((i: { firstName: string }) => i.firstName)).toEqual(['Zofia']);
    expect((await call('GET', 'instructor?firstName=ada', s.session)).json().totalElements).toBe(1);
    expect((await call('GET', 'instructor?searchTerm=malin', s.session)).json().totalElements).toBe(1);
    const lookup = (await call('GET', `instructor?schoolId=${s.schoolId}&pageSize=100`, s.session)).json();
    expect(lookup).toMatchObject({ size: 100, totalElements: 4 });
    const paged = (await call('GET', 'instructor?pageSize=3&pageNumber=1', s.session)).json();
    expect(paged.content).toHaveLength(1);
    expect((await call('GET', `instructor?schoolId=${b.schoolId}`, s.session)).statusCode).toBe(403);
    for (const bad of ['pageSize=101', 'pageSize=0', 'sortBy=phone', 'status=GONE', 'direction=down']) expect((await call('GET', `instructor?${bad}`, s.session)).statusCode, bad).toBe(400);
  });

  it('answers an instructor listing instructors with its own record only', async () => {
    await createInstructor(t.database.db, a.schoolId);
    const own = (await call('GET', 'instructor?pageSize=1', a.instructorSession)).json();
    expect(own).toMatchObject({ totalElements: 1, content: [{ id: a.instructorId, schoolId: a.schoolId }] });
    expect((await call('GET', 'instructor?pageNumber=1', a.instructorSession)).json().content).toEqual([]);
  });

  it('shows an instructor to its school and to itself only', async () => {
    const other = await createInstructor(t.database.db, a.schoolId);
    expect((await call('GET', `instructor/${a.instructorId}`, a.session)).statusCode).toBe(200);
    expect((await call('GET', `instructor/${a.instructorId}`, a.instructorSession)).json()).toMatchObject({ id: a.instructorId, schoolId: a.schoolId });
    expect((await call('GET', `instructor/${other.instructorId}`, a.instructorSession)).statusCode).toBe(403);
    expect((await call('GET', `instructor/${a.instructorId}`, b.session)).statusCode).toBe(403);
    expect((await call('GET', `instructor/${a.instructorId}`, b.instructorSession)).statusCode).toBe(403);
    expect((await call('GET', 'instructor/2000000000', a.session)).statusCode).toBe(403);
  });

  it('lets the school update all but e-mail and phone, and the instructor only names and notifications', async () => {
    const i = await createInstructor(t.database.db, a.schoolId, { phoneNumber: nextPhone() });
    const session = await t.sessionOf(i.email, i.password);
    const bySchool = await call('PUT', `instructor/${i.instructorId}`, a.session, {
      firstName: 'Ewa',
      lastName: 'Nowa',
      email: 'changed@example.com',
      phoneNumber: '699999999',
      color: '#00ff00',
      categories: ['B', 'B', 'CE'],
      registrationNumber: '01234/20',
      remarks: 'Uwagi',
      notificationsEnabled: false,
    });
    expect(bySchool.statusCode).toBe(200);
    expect(bySchool.json()).toMatchObject({ lastName: 'Nowa', email: i.email, color: '#00FF00', categories: ['B', 'CE'], registrationNumber: '01234/20', remarks: 'Uwagi', notificationsEnabled: false });
    const [user] = await t.database.db.select().from(users).where(eq(users.id, i.userId));
    expect(user?.email).toBe(i.email);
    expect(user?.phoneNumber).not.toBe('699999999');

    const bySelf = await call('PUT', `instructor/${i.instructorId}`, session, { firstName: 'Ewelina', lastName: 'Nowak', notificationsEnabled: true, color: '#000000', categories: [], status: 'INACTIVE', remarks: 'moje' });
    expect(bySelf.statusCode).toBe(200);
    expect(bySelf.json()).toMatchObject({ firstName: 'Ewelina', lastName: 'Nowak', notificationsEnabled: true, color: '#00FF00', categories: ['B', 'CE'], status: 'ACTIVE', remarks: 'Uwagi' });

    expect((await call('PUT', `instructor/${a.instructorId}`, session, { firstName: 'X', lastName: 'Y' })).statusCode).toBe(403);
    expect((await call('PUT', `instructor/${i.instructorId}`, b.session, { firstName: 'X', lastName: 'Y' })).statusCode).toBe(403);
    const [row] = await t.database.db.select().from(instructors).where(eq(instructors.id, i.instructorId));
    expect(row?.firstName).toBe('Ewelina');
    const bad = await call('PUT', `instructor/${i.instructorId}`, a.session, { firstName: '', lastName: 'Y', color: 'zz' });
    expect(bad.statusCode).toBe(400);
  });

  it('deactivates on DELETE: INACTIVE, the login blocked and its sessions ended; ACTIVE again unblocks', async () => {
    const i = await createInstructor(t.database.db, a.schoolId);
    const session = await t.sessionOf(i.email, i.password);
    const future = await createLessonRow(t.database.db, a.schoolId, { startsAt: new Date(NOW.getTime() + 24 * HOUR), instructorId: i.instructorId });
    expect((await call('DELETE', `instructor/${i.instructorId}`, b.session)).statusCode).toBe(403);
    expect((await call('GET', 'features', session)).statusCode).toBe(200);

    const res = await call('DELETE', `instructor/${i.instructorId}`, a.session);
    expect(res.statusCode).toBe(200);
    expect((await call('GET', `instructor/${i.instructorId}`, a.session)).json().status).toBe('INACTIVE');
    const [user] = await t.database.db.select({ status: users.status }).from(users).where(eq(users.id, i.userId));
    expect(user?.status).toBe('BLOCKED');
    expect((await call('GET', 'features', session)).statusCode).toBe(403);
    const login = await t.app.inject({ method: 'POST', url: '/api/eprawko-rest/login/', payload: { userName: i.email, password: i.password } });
    expect(login.statusCode).toBe(403);
    // Its lessons stay for the school to reassign.
    const [lesson] = await t.database.db.select({ instructorId: lessons.instructorId }).from(lessons).where(eq(lessons.id, future));
    expect(lesson?.instructorId).toBe(i.instructorId);

    const current = (await call('GET', `instructor/${i.instructorId}`, a.session)).json();
    const again = await call('PUT', `instructor/${i.instructorId}`, a.session, { ...current, status: 'ACTIVE' });
    expect(again.statusCode).toBe(200);
    await t.sessionOf(i.email, i.password);
  });
});

describe('groups', () => {
  it('creates a group with own learners, reads and lists it', async () => {
    const s = await school();
    const l1 = await createStudent(t.database.db, { schoolId: s.schoolId, firstName: 'Ala', lastName: 'Zet' });
    const l2 = await createStudent(t.database.db, { schoolId: s.schoolId, firstName: 'Bartek', lastName: 'Adamczyk' });
    const res = await call('POST', 'group', s.session, { name: '  Kurs B – grudzień ', students: [{ id: l1.studentId }, { id: l2.studentId }, { id: l1.studentId }] });
    expect(res.statusCode).toBe(200);
    const group = res.json();
    expect(group).toMatchObject({ name: 'Kurs B – grudzień', status: 'ACTIVE', schoolId: s.schoolId, createDate: NOW.toISOString() });
    expect(group.students.map((x: { lastName: string }) => x.lastName)).toEqual(['Adamczyk', 'Zet']);
    expect((await call('GET', `group/${group.id}`, s.session)).json()).toEqual(group);
    expect((await call('GET', `group/${group.id}`, s.instructorSession)).statusCode).toBe(200);
    expect((await call('GET', `group/${group.id}`, b.session)).statusCode).toBe(403);
    expect((await call('GET', `group/${group.id}`, b.instructorSession)).statusCode).toBe(403);
    expect((await call('GET', 'group/abc', s.session)).statusCode).toBe(400);
  });

  it('lists own groups by createDate descending with status and name filters', async () => {
    const s = await school();
    await createGroup(t.database.db, s.schoolId, { name: 'Alfa', createDate: new Date('2026-10-01T10:00:00Z') });
    await createGroup(t.database.db, s.schoolId, { name: 'Beta', createDate: new Date('2026-11-01T10:00:00Z') });
    await createGroup(t.database.db, s.schoolId, { name: 'Gamma', status: 'CLOSED', createDate: new Date('2026-09-01T10:00:00Z') });
    await createGroup(t.database.db, b.schoolId, { name: 'Obca' });
    const active = (await call('GET', 'group?status=ACTIVE&sortBy=createDate&direction=DESC&pageNumber=0', s.session)).json();
    expect(active.content.map((g: { name: string }) => g.name)).toEqual(['Beta', 'Alfa']);
    expect((await call('GET', 'group', s.session)).json().content.map((g: { name: string }) => g.name)).toEqual(['Beta', 'Alfa', 'Gamma']);
    expect((await call('GET', 'group?sortBy=name&direction=ASC', s.session)).json().content.map((g: { name: string }) => g.name)).toEqual(['Alfa', 'Beta', 'Gamma']);
    expect((await call('GET', 'group?name=AMM', s.session)).json().content.map((g: { name: string }) => g.name)).toEqual(['Gamma']);
    // The lesson dialog's picker asks for up to 100 at once.
    for (let n = 0; n < 10; n += 1) await createGroup(t.database.db, s.schoolId, { name: `Grupa ${n}`, createDate: new Date(`2026-08-${String(n + 10)}T10:00:00Z`) });
    expect((await call('GET', 'group?status=ACTIVE', s.session)).json().content).toHaveLength(10);
    const picker = (await call('GET', 'group?status=ACTIVE&pageSize=100', s.session)).json();
    expect(picker).toMatchObject({ totalElements: 12, totalPages: 1, size: 100 });
    expect(picker.content).toHaveLength(12);
    for (const bad of ['sortBy=students', 'status=OPEN', 'pageNumber=x', 'pageSize=0', 'pageSize=101']) expect((await call('GET', `group?${bad}`, s.session)).statusCode, bad).toBe(400);
  });

  it('refuses a taken name (409, case-insensitive) but not in another school; validation answers the same', async () => {
    const g = await createGroup(t.database.db, a.schoolId, { name: 'Kurs C – marzec' });
    const dup = await call('POST', 'group', a.session, { name: 'KURS C – MARZEC' });
    expect(dup.statusCode).toBe(409);
    expect(dup.json().code).toBe('msg.error.group.name.already.used');
    expect(fieldKeys(dup.body)).toEqual(['name:msg.error.group.name.already.used']);
    expect((await call('POST', 'group', b.session, { name: 'Kurs C – marzec' })).statusCode).toBe(200);

    expect((await call('POST', 'validation/group', a.session, { name: 'kurs c – marzec' })).json()).toEqual([{ field: 'name', reason: 'alreadyUsed' }]);
    expect((await call('POST', 'validation/group', a.session, { id: g.groupId, name: 'Kurs C – marzec' })).json()).toEqual([]);
    expect((await call('POST', 'validation/group', a.session, { name: 'Wolna nazwa' })).json()).toEqual([]);
    expect((await call('POST', 'validation/group', a.session, { name: '  ' })).json()).toEqual([{ field: 'name', reason: 'required' }]);
    const foreign = await createGroup(t.database.db, b.schoolId);
    expect((await call('POST', 'validation/group', a.session, { id: foreign.groupId, name: 'x' })).statusCode).toBe(403);
    expect((await call('POST', 'validation/group', a.session, { name: 'x'.repeat(101) })).statusCode).toBe(400);
  });

  it('ends six simultaneous creations of one name with one group (the unique index decides on PostgreSQL)', async () => {
    const names = ['Wyścig', 'wyścig', 'WYŚCIG', 'Wyścig', 'wyŚcig', 'WyściG'];
    const results = await Promise.all(names.map((name) => call('POST', 'group', a.session, { name })));
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409, 409, 409, 409, 409]);
    for (const conflict of results.filter((r) => r.statusCode === 409)) expect(conflict.json().code).toBe('msg.error.group.name.already.used');
  });

  it('refuses learners of another school and unknown ids (403), bad ids (400)', async () => {
    const foreign = await createStudent(t.database.db, { schoolId: b.schoolId });
    const own = await createStudent(t.database.db, { schoolId: a.schoolId });
    expect((await call('POST', 'group', a.session, { name: 'Z obcym', students: [{ id: own.studentId }, { id: foreign.studentId }] })).statusCode).toBe(403);
    expect((await call('POST', 'group', a.session, { name: 'Z nieznanym', students: [{ id: 2_000_000_000 }] })).statusCode).toBe(403);
    const bad = await call('POST', 'group', a.session, { name: '', status: 'OPEN', students: [{ id: 'x' }] });
    expect(bad.statusCode).toBe(400);
    const keys = fieldKeys(bad.body).map((k) => k.split(':')[0]);
    expect(keys).toContain('name');
    expect(keys).toContain('status');
    expect(keys.some((k) => k?.startsWith('students'))).toBe(true);
  });

  it('updates name, status and learners of an own group; refuses another school\'s', async () => {
    const l1 = await createStudent(t.database.db, { schoolId: a.schoolId, lastName: 'Pierwszy' });
    const l2 = await createStudent(t.database.db, { schoolId: a.schoolId, lastName: 'Drugi' });
    const g = await createGroup(t.database.db, a.schoolId, { studentIds: [l1.studentId] });
    const res = await call('PUT', `group/${g.groupId}`, a.session, { name: `${g.name} (zamknięta)`, status: 'CLOSED', students: [{ id: l2.studentId }] });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: g.groupId, name: `${g.name} (zamknięta)`, status: 'CLOSED', students: [{ id: l2.studentId, lastName: 'Drugi' }] });
    // Its own name is not "taken".
    expect((await call('PUT', `group/${g.groupId}`, a.session, { name: `${g.name} (zamknięta)`, status: 'ACTIVE', students: [] })).statusCode).toBe(200);
    const other = await createGroup(t.database.db, a.schoolId);
    expect((await call('PUT', `group/${g.groupId}`, a.session, { name: other.name })).statusCode).toBe(409);
    const foreign = await createGroup(t.database.db, b.schoolId, { name: 'Cudza' });
    expect((await call('PUT', `group/${foreign.groupId}`, a.session, { name: 'Przejęta' })).statusCode).toBe(403);
    expect((await call('GET', `group/${foreign.groupId}`, b.session)).json().name).toBe('Cudza');
  });

  it('removes an own group; refuses another school\'s and one with lessons ahead', async () => {
    const g = await createGroup(t.database.db, a.schoolId);
    const booked = await createGroup(t.database.db, a.schoolId);
    await createLessonRow(t.database.db, a.schoolId, { startsAt: new Date(NOW.getTime() + 3 * HOUR), lessonType: 'LECTURE', groupId: booked.groupId });
    const foreign = await createGroup(t.database.db, b.schoolId);
    expect((await call('DELETE', `group/${foreign.groupId}`, a.session)).statusCode).toBe(403);
    const refused = await call('DELETE', `group/${booked.groupId}`, a.session);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe('msg.error.group.remove.failed');
    expect((await call('DELETE', `group/${g.groupId}`, a.session)).json()).toEqual({ id: g.groupId, removed: true });
    expect((await call('GET', `group/${g.groupId}`, a.session)).statusCode).toBe(403);
    expect((await call('GET', `group/${foreign.groupId}`, b.session)).statusCode).toBe(200);
  });
});

describe('students picker', () => {
  it('lists the caller\'s school\'s learners, ACTIVE meaning ACTIVE or VERIFIED, for the school and its instructors', async () => {
    const s = await school();
    const phone = nextPhone();
    const ann = await createStudent(t.database.db, { schoolId: s.schoolId, firstName: 'Anna', lastName: 'Kowal', phoneNumber: phone, email: nextEmail('anna') });
    await createStudent(t.database.db, { schoolId: s.schoolId, firstName: 'Beata', lastName: 'Adamiak', status: 'VERIFIED' });
    await createStudent(t.database.db, { schoolId: s.schoolId, firstName: 'Cezary', lastName: 'Nowy', status: 'NEW' });
    await createStudent(t.database.db, { schoolId: s.schoolId, firstName: 'Dorota', lastName: 'Blokowa', status: 'BLOCKED' });
    await createStudent(t.database.db, { schoolId: b.schoolId, firstName: 'Anna', lastName: 'Obca' });

    const active = (await call('GET', 'student?sortBy=lastName&direction=ASC&status=ACTIVE', s.session)).json();
    // The school's own factory learner ("Testowy") counts too.
    expect(active.content.map((x: { lastName: string }) => x.lastName)).toEqual(['Adamiak', 'Kowal', 'Testowy']);
    expect(active.content[1]).toEqual({ id: ann.studentId, firstName: 'Anna', lastName: 'Kowal', email: ann.email, phoneNumber: phone, category: 'B' });
    expect((await call('GET', 'student', s.session)).json().totalElements).toBe(5);
    const byInstructor = (await call('GET', 'student?searchTerm=anna&status=ACTIVE&sortBy=lastUsedDate', s.instructorSession)).json();
    expect(byInstructor.content.map((x: { lastName: string }) => x.lastName)).toEqual(['Kowal']);
    expect((await call('GET', `student?searchTerm=${phone.slice(2, 7)}`, s.session)).json().content.map((x: { id: number }) => x.id)).toEqual([ann.studentId]);
    expect((await call('GET', 'student?searchTerm=kowal%20anna', s.session)).json().totalElements).toBe(1);
    expect((await call('GET', 'student?searchTerm=Obca', s.session)).json().totalElements).toBe(0);
    const paged = (await call('GET', 'student?status=ACTIVE&pageSize=2&pageNumber=1&sortBy=lastName&direction=ASC', s.session)).json();
    expect(paged).toMatchObject({ size: 2, number: 1, totalPages: 2, last: true });
    expect(paged.content).toHaveLength(1);
    for (const bad of ['sortBy=email', 'status=BLOCKED', 'pageSize=500', 'direction=sideways']) expect((await call('GET', `student?${bad}`, s.session)).statusCode, bad).toBe(400);
  });

  it('orders by registration date, newest first, by default', async () => {
    const s = await school();
    const older = await createStudent(t.database.db, { schoolId: s.schoolId, lastName: 'Starszy' });
    await t.database.db.update(users).set({ registerDate: new Date('2026-01-01T00:00:00Z') }).where(eq(users.id, older.userId));
    const list = (await call('GET', 'student?status=ACTIVE', s.session)).json();
    expect(list.content.at(-1).lastName).toBe('Starszy');
  });
});
