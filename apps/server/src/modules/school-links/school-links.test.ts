import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { createInstructor, createSchool, createStudent } from '../../../test/factories.js';
import { actions, guardians, partialRegistrations, schools, students, users } from '../../db/schema/index.js';
import { generateToken, hashToken } from '../../lib/ids.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const DAY = 86_400_000;
let phoneSeq = 510_000_000;
function nextPhone(): string {
  phoneSeq += 1;
  return String(phoneSeq);
}

function sessionOf(email: string, password: string): Promise<string> {
  return t.sessionOf(email, password);
}

async function createPartial(options: { schoolId?: number | null; phoneNumber?: string | null; status?: string; expiresInDays?: number; category?: string } = {}) {
  const token = generateToken();
  const now = t.clock.now();
  const [row] = await t.database.db
    .insert(partialRegistrations)
    .values({
      tokenHash: hashToken(token),
      schoolId: options.schoolId === undefined ? null : options.schoolId,
      email: 'od-szkoly@example.com',
      phoneNumber: options.phoneNumber === undefined ? nextPhone() : options.phoneNumber,
      firstName: 'Marek',
      lastName: 'Kowalczyk',
      category: options.category ?? 'B',
      learningDays: 60,
      lecturesDays: 30,
      status: options.status ?? 'NEW',
      createdAt: now,
      expiresAt: new Date(now.getTime() + (options.expiresInDays ?? 14) * DAY),
    })
    .returning({ id: partialRegistrations.id, phoneNumber: partialRegistrations.phoneNumber });
  if (!row) throw new Error('no row');
  return { token, id: row.id, phoneNumber: row.phoneNumber };
}

function finishBody(uuid: string, overrides: { email?: string; password?: string; repeatPassword?: string; category?: string } = {}) {
  const password = overrides.password ?? 'Kierownica-77';
  return {
    uuid,
    user: { email: overrides.email ?? `nowy-${generateToken().slice(0, 8)}@example.com`, password },
    student: { firstName: 'Marek', lastName: 'Kowalczyk', ...(overrides.category ? { category: overrides.category } : {}) },
    repeatPassword: overrides.repeatPassword ?? password,
  };
}

async function finish(body: unknown, headers: Record<string, string> = {}) {
  return t.app.inject({ method: 'POST', url: '/api/eprawko-rest/school/finish/student/partial', payload: body as Record<string, unknown>, headers });
}

describe('POST school/partial', () => {
  it('answers the registration the school started, without any password, to an anonymous visitor', async () => {
    const school = await createSchool(t.database.db, { name: 'OSK Start' });
    const partial = await createPartial({ schoolId: school.schoolId });
    const res = await t.app.inject({ method: 'POST', url: '/api/eprawko-rest/school/partial', payload: { uuid: partial.token } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      uuid: partial.token,
      email: 'od-szkoly@example.com',
      phoneNumber: partial.phoneNumber,
      firstName: 'Marek',
      lastName: 'Kowalczyk',
      category: 'B',
      schoolId: school.schoolId,
      status: 'NEW',
    });
    expect(res.body).not.toMatch(/password/i);
  });

  it('answers 404 WRONG_CODE for an unknown link and for a NEW one past its date', async () => {
    const unknown = await t.app.inject({ method: 'POST', url: '/api/eprawko-rest/school/partial', payload: { uuid: 'no-such-link' } });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().code).toBe('WRONG_CODE');
    expect(unknown.json().message).toMatch(/^Nie udało się utworzyć konta\./);
    const expired = await createPartial({ expiresInDays: -1 });
    const res = await t.app.inject({ method: 'POST', url: '/api/eprawko-rest/school/partial', payload: { uuid: expired.token } });
    expect(res.statusCode).toBe(404);
    expect(res.json().code).toBe('WRONG_CODE');
  });

  it('answers 400 with the field list for a missing uuid', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/eprawko-rest/school/partial', headers: { 'accept-language': 'en' }, payload: {} });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual([expect.objectContaining({ field: 'uuid', message: 'This field is required' })]);
  });
});

describe('POST school/finish/student/partial', () => {
  it("creates the ACTIVE learner attached to the school with the school's access, and marks the registration ACCEPTED", async () => {
    const school = await createSchool(t.database.db, { name: 'OSK Meta' });
    const partial = await createPartial({ schoolId: school.schoolId });
    const body = finishBody(partial.token, { email: 'Marek.Kowalczyk@example.com', category: 'A' });
    const res = await finish(body, { 'accept-language': 'de' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'ACCEPTED', email: 'Marek.Kowalczyk@example.com', schoolId: school.schoolId });

    const [user] = await t.database.db.select().from(users).where(eq(users.email, 'Marek.Kowalczyk@example.com'));
    expect(user).toMatchObject({ status: 'ACTIVE', userType: 'STUDENT', phoneNumber: partial.phoneNumber, language: 'de' });
    expect(user?.passwordHash).not.toContain('Kierownica-77');
    const [student] = await t.database.db.select().from(students).where(eq(students.userId, user?.id ?? 0));
    // The school chose the category: the learner's choice counts only without a school.
    expect(student).toMatchObject({ schoolId: school.schoolId, category: 'B', firstName: 'Marek', learningAvailableTill: '2027-01-21', lecturesAvailableTill: '2026-12-22' });
    const [row] = await t.database.db.select().from(partialRegistrations).where(eq(partialRegistrations.id, partial.id));
    expect(row).toMatchObject({ status: 'ACCEPTED', userId: user?.id });

    // The account works at once (the SMS proved the phone), and the link now shows the finished state.
    const session = await sessionOf('marek.kowalczyk@example.com', 'Kierownica-77');
    expect(session).toBeTruthy();
    const again = await t.app.inject({ method: 'POST', url: '/api/eprawko-rest/school/partial', payload: { uuid: partial.token } });
    expect(again.json().status).toBe('ACCEPTED');
  });

  it('takes the learner category when the registration has no school', async () => {
    const partial = await createPartial({ schoolId: null });
    const body = finishBody(partial.token, { category: 'A' });
    expect((await finish(body)).statusCode).toBe(200);
    const [user] = await t.database.db.select({ id: users.id }).from(users).where(eq(users.email, body.user.email));
    const [student] = await t.database.db.select().from(students).where(eq(students.userId, user?.id ?? 0));
    expect(student).toMatchObject({ category: 'A', schoolId: null });
  });

  it('answers ALREADY_CONFIRMED the second time, and a double submit creates one account', async () => {
    const partial = await createPartial();
    const body = finishBody(partial.token);
    const [first, second] = await Promise.all([finish(body), finish({ ...body, user: { ...body.user, email: `x-${body.user.email}` } })]);
    const codes = [first, second].map((r) => r.statusCode).sort();
    expect(codes).toEqual([200, 409]);
    const refused = first.statusCode === 409 ? first : second;
    expect(refused.json()).toEqual({ code: 'ALREADY_CONFIRMED', message: 'Nie udało się utworzyć konta. Ta rejestracja została już potwierdzona.' });
    const created = await t.database.db.select({ id: users.id }).from(users).where(eq(users.phoneNumber, partial.phoneNumber ?? ''));
    expect(created).toHaveLength(1);
    const third = await finish(body);
    expect(third.statusCode).toBe(409);
    expect(third.json().code).toBe('ALREADY_CONFIRMED');
  });

  it('answers WRONG_CODE for an unknown link and an expired one', async () => {
    const unknown = await finish(finishBody('unknown-token'));
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().code).toBe('WRONG_CODE');
    const expired = await createPartial({ expiresInDays: -2 });
    const res = await finish(finishBody(expired.token));
    expect(res.statusCode).toBe(404);
    expect(res.json().code).toBe('WRONG_CODE');
    expect(res.json().message).toMatch(/^Nie udało się utworzyć konta\./);
  });

  it('answers DUPLICATED_EMAIL for an address in use (any letter case)', async () => {
    const existing = await createStudent(t.database.db, { email: 'zajety@example.com' });
    const partial = await createPartial();
    const res = await finish(finishBody(partial.token, { email: existing.email.toUpperCase() }));
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ code: 'DUPLICATED_EMAIL', message: 'Nie udało się utworzyć konta. Podany adres e-mail jest już używany.' });
    const [row] = await t.database.db.select().from(partialRegistrations).where(eq(partialRegistrations.id, partial.id));
    expect(row?.status).toBe('NEW');
  });

  it('answers DUPLICATED_PHONE when the number the SMS went to now belongs to another account', async () => {
    const phone = nextPhone();
    await createStudent(t.database.db, { phoneNumber: phone });
    const partial = await createPartial({ phoneNumber: phone });
    const res = await finish(finishBody(partial.token), { 'accept-language': 'en' });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ code: 'DUPLICATED_PHONE', message: 'The account could not be created. This phone number is already assigned to another account.' });
  });

  it('answers 400 with each invalid field in the caller language', async () => {
    const partial = await createPartial();
    const res = await finish({ uuid: partial.token, user: { email: 'x@', password: 'ab' }, student: { firstName: ' ', lastName: '' }, repeatPassword: 'abc' }, { 'accept-language': 'en' });
    expect(res.statusCode).toBe(400);
    const fields = Object.fromEntries(res.json().fields.map((f: { field: string; message: string }) => [f.field, f.message]));
    expect(fields).toMatchObject({
      'user.email': 'Enter a valid e-mail address',
      'user.password': 'The password must have at least 8 characters',
      'student.firstName': expect.any(String),
      'student.lastName': expect.any(String),
    });
    const mismatch = await finish(finishBody(partial.token, { password: 'Kierownica-77', repeatPassword: 'Inne123!' }));
    expect(mismatch.statusCode).toBe(400);
    expect(mismatch.json().fields).toEqual([expect.objectContaining({ field: 'repeatPassword', message: 'Oba hasła muszą się zgadzać' })]);
    const empty = await finish({});
    expect(empty.statusCode).toBe(400);
    expect(empty.json().fields.map((f: { field: string }) => f.field)).toEqual(expect.arrayContaining(['uuid', 'user', 'student']));
  });

  it('works the same for a caller who sends a session (the route is anonymous)', async () => {
    const someone = await createStudent(t.database.db);
    const partial = await createPartial();
    const res = await finish(finishBody(partial.token), { jsessionid: await sessionOf(someone.email, someone.password) });
    expect(res.statusCode).toBe(200);
  });
});

async function createInvitation(options: { userId: number | null; userEmail?: string | null; schoolId: number; type?: string; status?: string; expiresInDays?: number; payload?: Record<string, unknown> }) {
  const token = generateToken();
  const now = t.clock.now();
  await t.database.db.insert(actions).values({
    tokenHash: hashToken(token),
    type: options.type ?? 'ASSIGN_STUDENT',
    status: options.status ?? 'NEW',
    userId: options.userId,
    userEmail: options.userEmail ?? null,
    schoolId: options.schoolId,
    payload: options.payload ?? { learningDays: 90, lecturesDays: 30 },
    createdAt: now,
    expiresAt: new Date(now.getTime() + (options.expiresInDays ?? 7) * DAY),
  });
  return token;
}

describe('attachment to a school: action/get, confirm, reject', () => {
  it("shows the learner their own invitation with the school's name and the granted access", async () => {
    const school = await createSchool(t.database.db, { name: 'OSK Zaproszenie' });
    const learner = await createStudent(t.database.db);
    const token = await createInvitation({ userId: learner.userId, schoolId: school.schoolId, type: 'LEARN_FROM_OSK' });
    const res = await t.app.inject({ method: 'GET', url: `/api/eprawko-rest/action/get/${token}`, headers: { jsessionid: await sessionOf(learner.email, learner.password) } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      uuid: token,
      type: 'LEARN_FROM_OSK',
      status: 'NEW',
      schoolId: school.schoolId,
      schoolName: 'OSK Zaproszenie',
      learningDays: 90,
      lecturesDays: 30,
      expiresAt: '2026-11-29T10:00:00.000Z',
    });
  });

  it("refuses another learner's invitation, an unknown one and a non-invitation token with 404 msg.error.user.not.found", async () => {
    const school = await createSchool(t.database.db);
    const owner = await createStudent(t.database.db);
    const other = await createStudent(t.database.db);
    const token = await createInvitation({ userId: owner.userId, schoolId: school.schoolId });
    const session = await sessionOf(other.email, other.password);
    for (const url of [`/api/eprawko-rest/action/get/${token}`, `/api/eprawko-rest/confirm/${token}`, '/api/eprawko-rest/action/get/no-such-token']) {
      const res = await t.app.inject({ method: 'GET', url, headers: { jsessionid: session } });
      expect(res.statusCode, url).toBe(404);
      expect(res.json()).toEqual({ code: 'msg.error.user.not.found', message: 'Nieprawidłowe dane logowania.' });
    }
    const reject = await t.app.inject({ method: 'POST', url: '/api/eprawko-rest/reject', headers: { jsessionid: session }, payload: { uuid: token } });
    expect(reject.statusCode).toBe(404);
    const reset = await createInvitation({ userId: other.userId, schoolId: school.schoolId, type: 'RESET_PASSWORD' });
    const wrongType = await t.app.inject({ method: 'GET', url: `/api/eprawko-rest/action/get/${reset}`, headers: { jsessionid: session } });
    expect(wrongType.statusCode).toBe(404);
    const [ownerStudent] = await t.database.db.select().from(students).where(eq(students.userId, owner.userId));
    expect(ownerStudent?.schoolId).toBeNull();
  });

  it('refuses anonymous callers and schools with 403', async () => {
    const school = await createSchool(t.database.db);
    const learner = await createStudent(t.database.db);
    const token = await createInvitation({ userId: learner.userId, schoolId: school.schoolId });
    const anonymous = await t.app.inject({ method: 'GET', url: `/api/eprawko-rest/confirm/${token}` });
    expect(anonymous.statusCode).toBe(403);
    expect(anonymous.json().code).toBe('msg.error.not.logged.in');
    const asSchool = await t.app.inject({ method: 'GET', url: `/api/eprawko-rest/action/get/${token}`, headers: { jsessionid: await sessionOf(school.email, school.password) } });
    expect(asSchool.statusCode).toBe(403);
  });

  it('confirming attaches the learner, extends (never shortens) the access, and works once', async () => {
    const oldSchool = await createSchool(t.database.db);
    const school = await createSchool(t.database.db, { name: 'OSK Nowa' });
    const learner = await createStudent(t.database.db, { schoolId: oldSchool.schoolId, learningAvailableTill: '2027-06-01' });
    const token = await createInvitation({ userId: learner.userId, schoolId: school.schoolId, payload: { learningDays: 90, lecturesDays: 30 } });
    const session = await sessionOf(learner.email, learner.password);
    const res = await t.app.inject({ method: 'GET', url: `/api/eprawko-rest/confirm/${token}`, headers: { jsessionid: session } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'CONFIRMED', schoolName: 'OSK Nowa' });
    const [student] = await t.database.db.select().from(students).where(eq(students.userId, learner.userId));
    expect(student).toMatchObject({ schoolId: school.schoolId, learningAvailableTill: '2027-06-01', lecturesAvailableTill: '2026-12-22' });
    const again = await t.app.inject({ method: 'GET', url: `/api/eprawko-rest/confirm/${token}`, headers: { jsessionid: session } });
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('msg.error.action.already.used');
    const shown = await t.app.inject({ method: 'GET', url: `/api/eprawko-rest/action/get/${token}`, headers: { jsessionid: session } });
    expect(shown.json().status).toBe('CONFIRMED');
  });

  it('accepts an invitation addressed by e-mail to the learner with that address', async () => {
    const school = await createSchool(t.database.db);
    const learner = await createStudent(t.database.db, { email: 'po-adresie@example.com' });
    const token = await createInvitation({ userId: null, userEmail: 'PO-ADRESIE@example.com', schoolId: school.schoolId, type: 'TESTS_FROM_OSK' });
    const res = await t.app.inject({ method: 'GET', url: `/api/eprawko-rest/confirm/${token}`, headers: { jsessionid: await sessionOf(learner.email, learner.password) } });
    expect(res.statusCode).toBe(200);
    const [student] = await t.database.db.select().from(students).where(eq(students.userId, learner.userId));
    expect(student).toMatchObject({ schoolId: school.schoolId, learningAvailableTill: '2027-02-20' });
  });

  it('answers 410 for an expired invitation and shows it as EXPIRED', async () => {
    const school = await createSchool(t.database.db);
    const learner = await createStudent(t.database.db);
    const token = await createInvitation({ userId: learner.userId, schoolId: school.schoolId, expiresInDays: -1 });
    const session = await sessionOf(learner.email, learner.password);
    const shown = await t.app.inject({ method: 'GET', url: `/api/eprawko-rest/action/get/${token}`, headers: { jsessionid: session } });
    expect(shown.json().status).toBe('EXPIRED');
    const res = await t.app.inject({ method: 'GET', url: `/api/eprawko-rest/confirm/${token}`, headers: { jsessionid: session, 'accept-language': 'en' } });
    expect(res.statusCode).toBe(410);
    expect(res.json()).toEqual({ code: 'msg.error.action.expired', message: 'This invitation has expired. Ask your driving school for a new one.' });
  });

  it('rejecting marks the invitation REJECTED and changes nothing else; it cannot be confirmed afterwards', async () => {
    const school = await createSchool(t.database.db);
    const learner = await createStudent(t.database.db);
    const token = await createInvitation({ userId: learner.userId, schoolId: school.schoolId });
    const session = await sessionOf(learner.email, learner.password);
    const res = await t.app.inject({ method: 'POST', url: '/api/eprawko-rest/reject', headers: { jsessionid: session }, payload: { uuid: token } });
    expect(res.statusCode).toBe(200);
    expect(res.json().status).toBe('REJECTED');
    const [student] = await t.database.db.select().from(students).where(eq(students.userId, learner.userId));
    expect(student).toMatchObject({ schoolId: null, learningAvailableTill: null });
    const confirm = await t.app.inject({ method: 'GET', url: `/api/eprawko-rest/confirm/${token}`, headers: { jsessionid: session } });
    expect(confirm.statusCode).toBe(409);
  });

  it('answers 400 for a missing or oversized uuid', async () => {
    const learner = await createStudent(t.database.db);
    const session = await sessionOf(learner.email, learner.password);
    const missing = await t.app.inject({ method: 'POST', url: '/api/eprawko-rest/reject', headers: { jsessionid: session }, payload: {} });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().fields).toEqual([expect.objectContaining({ field: 'uuid' })]);
    const long = await t.app.inject({ method: 'GET', url: `/api/eprawko-rest/action/get/${'x'.repeat(300)}`, headers: { jsessionid: session } });
    expect(long.statusCode).toBe(400);
  });
});

describe('guardian, school name and public school data', () => {
  async function schoolWithGuardian(name: string) {
    const school = await createSchool(t.database.db, { name });
    const [guardian] = await t.database.db.insert(guardians).values({ name: `Opiekun ${name}`, phoneNumber: '221234567', email: 'opiekun@example.com' }).returning({ id: guardians.id });
    await t.database.db
      .update(schools)
      .set({ guardianId: guardian?.id ?? null, nip: '5260250274', city: 'Kraków', address: 'ul. Długa 1', postalCode: '30-001', phoneNumber: '123456789', email: 'osk@example.com', website: 'https://osk.example' })
      .where(eq(schools.id, school.schoolId));
    return { ...school, guardianId: guardian?.id ?? 0 };
  }

  it("lets a school, its learner and its instructor read the school's guardian", async () => {
    const school = await schoolWithGuardian('OSK Opieka');
    const learner = await createStudent(t.database.db, { schoolId: school.schoolId });
    const instructor = await createInstructor(t.database.db, school.schoolId);
    for (const who of [school, learner, instructor]) {
      const res = await t.app.inject({ method: 'GET', url: `/api/eprawko-rest/guardian/get/${school.guardianId}`, headers: { jsessionid: await sessionOf(who.email, who.password) } });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ id: school.guardianId, name: 'Opiekun OSK Opieka', phoneNumber: '221234567', email: 'opiekun@example.com' });
    }
  });

  it("refuses another school's guardian to a school, a learner of another school and a learner without a school", async () => {
    const mine = await schoolWithGuardian('OSK Moja');
    const theirs = await schoolWithGuardian('OSK Obca');
    const learnerOfTheirs = await createStudent(t.database.db, { schoolId: theirs.schoolId });
    const loner = await createStudent(t.database.db);
    for (const who of [mine, learnerOfTheirs, loner]) {
      const target = who === learnerOfTheirs ? mine.guardianId : theirs.guardianId;
      const res = await t.app.inject({ method: 'GET', url: `/api/eprawko-rest/guardian/get/${target}`, headers: { jsessionid: await sessionOf(who.email, who.password) } });
      expect(res.statusCode).toBe(403);
      expect(res.json().code).toBe('msg.error.forbidden');
    }
    const anonymous = await t.app.inject({ method: 'GET', url: `/api/eprawko-rest/guardian/get/${mine.guardianId}` });
    expect(anonymous.statusCode).toBe(403);
    const invalid = await t.app.inject({ method: 'GET', url: '/api/eprawko-rest/guardian/get/abc', headers: { jsessionid: await sessionOf(mine.email, mine.password) } });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().fields).toEqual([expect.objectContaining({ field: 'guardianId' })]);
  });

  it("answers a school's name as plain text to anyone", async () => {
    const school = await schoolWithGuardian('OSK Żółta Łódź');
    const res = await t.app.inject({ method: 'GET', url: `/api/eprawko-rest/school/name/${school.schoolId}` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain/);
    expect(res.body).toBe('OSK Żółta Łódź');
    expect((await t.app.inject({ method: 'GET', url: '/api/eprawko-rest/school/name/999999' })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/api/eprawko-rest/school/name/-1' })).statusCode).toBe(400);
  });

  it("answers a school's public data without its tax number", async () => {
    const school = await schoolWithGuardian('OSK Publiczna');
    const res = await t.app.inject({ method: 'GET', url: `/api/eprawko-rest/school/public/${school.schoolId}` });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      id: school.schoolId,
      name: 'OSK Publiczna',
      address: 'ul. Długa 1',
      postalCode: '30-001',
      city: 'Kraków',
      phoneNumber: '123456789',
      email: 'osk@example.com',
      website: 'https://osk.example',
    });
    expect(res.body).not.toContain('5260250274');
    expect((await t.app.inject({ method: 'GET', url: '/api/eprawko-rest/school/public/999999' })).statusCode).toBe(404);
    const invalid = await t.app.inject({ method: 'GET', url: '/api/eprawko-rest/school/public/1.5' });
    expect(invalid.statusCode).toBe(400);
  });
});
