import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Student } from '@osk/contract';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { createInstructor, createSchool, createStudent } from '../../../test/factories.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

function sessionOf(email: string, password: string): Promise<string> {
  return t.sessionOf(email, password);
}

describe('GET student/show', () => {
  it("answers the caller's own profile with school name and access dates", async () => {
    const school = await createSchool(t.database.db, { name: 'OSK Testowa' });
    const s = await createStudent(t.database.db, { schoolId: school.schoolId, firstName: 'Zofia', lastName: 'Kierowca', learningAvailableTill: '2027-01-21' });
    const res = await t.app.inject({ method: 'GET', url: '/api/eprawko-rest/student/show', headers: { jsessionid: await sessionOf(s.email, s.password) } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      id: s.studentId,
      userId: s.userId,
      firstName: 'Zofia',
      lastName: 'Kierowca',
      email: s.email,
      category: 'B',
      schoolId: school.schoolId,
      schoolName: 'OSK Testowa',
      learningAvailableTill: '2027-01-21',
      lecturesAvailableTill: null,
      internalExamAccount: false,
    });
    expect(res.json()).not.toHaveProperty('passwordHash');
    // Written as built, without zod on the way out: exactly the contract's fields, each of its type.
    expect(Student.strict().parse(res.json())).toEqual(res.json());
  });

  it('answers each of many learners reading at the same moment their own record (the reads share a statement)', async () => {
    const learners = await Promise.all(Array.from({ length: 12 }, (_, i) => createStudent(t.database.db, { firstName: `Uczeń${i}` })));
    const sessions = await Promise.all(learners.map((l) => sessionOf(l.email, l.password)));
    const answers = await Promise.all(sessions.map((jsessionid) => t.app.inject({ method: 'GET', url: '/api/eprawko-rest/student/show', headers: { jsessionid } })));
    expect(answers.map((a) => a.json().id)).toEqual(learners.map((l) => l.studentId));
    expect(answers.map((a) => a.json().firstName)).toEqual(learners.map((_, i) => `Uczeń${i}`));
  });

  it("never shows another learner's data: two learners each see their own", async () => {
    const a = await createStudent(t.database.db, { firstName: 'Adam' });
    const b = await createStudent(t.database.db, { firstName: 'Beata' });
    const resA = await t.app.inject({ method: 'GET', url: '/api/eprawko-rest/student/show', headers: { jsessionid: await sessionOf(a.email, a.password) } });
    const resB = await t.app.inject({ method: 'GET', url: '/api/eprawko-rest/student/show', headers: { jsessionid: await sessionOf(b.email, b.password) } });
    expect(resA.json().firstName).toBe('Adam');
    expect(resB.json().firstName).toBe('Beata');
  });

  it('refuses schools and instructors with 403', async () => {
    const school = await createSchool(t.database.db);
    const instructor = await createInstructor(t.database.db, school.schoolId);
    for (const who of [school, instructor]) {
      const res = await t.app.inject({ method: 'GET', url: '/api/eprawko-rest/student/show', headers: { jsessionid: await sessionOf(who.email, who.password) } });
      expect(res.statusCode).toBe(403);
      expect(res.json().code).toBe('msg.error.forbidden');
    }
  });
});

describe('GET student/show/id/{id}', () => {
  function showById(id: number | string, sessionId?: string, language?: string) {
    return t.app.inject({
      method: 'GET',
      url: `/api/eprawko-rest/student/show/id/${id}`,
      headers: { ...(sessionId ? { jsessionid: sessionId } : {}), ...(language ? { 'accept-language': language } : {}) },
    });
  }

  it('answers a learner their own record', async () => {
    const s = await createStudent(t.database.db, { firstName: 'Olga' });
    const res = await showById(s.studentId, await sessionOf(s.email, s.password));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: s.studentId, userId: s.userId, firstName: 'Olga' });
  });

  it("refuses another learner's record, and an id that does not exist, with the same 403", async () => {
    const a = await createStudent(t.database.db);
    const b = await createStudent(t.database.db);
    const session = await sessionOf(a.email, a.password);
    const other = await showById(b.studentId, session);
    expect(other.statusCode).toBe(403);
    expect(other.json().code).toBe('msg.error.forbidden');
    expect((await showById(999_999, session)).statusCode).toBe(403);
  });

  it("lets the learner's school read it and refuses other schools and instructors", async () => {
    const school = await createSchool(t.database.db);
    const otherSchool = await createSchool(t.database.db);
    const instructor = await createInstructor(t.database.db, school.schoolId);
    const s = await createStudent(t.database.db, { schoolId: school.schoolId, lastName: 'Szkolna' });
    const own = await showById(s.studentId, await sessionOf(school.email, school.password));
    expect(own.statusCode).toBe(200);
    expect(own.json()).toMatchObject({ id: s.studentId, lastName: 'Szkolna', schoolId: school.schoolId });
    expect((await showById(s.studentId, await sessionOf(otherSchool.email, otherSchool.password))).statusCode).toBe(403);
    expect((await showById(s.studentId, await sessionOf(instructor.email, instructor.password))).statusCode).toBe(403);
    const lone = await createStudent(t.database.db);
    expect((await showById(lone.studentId, await sessionOf(school.email, school.password))).statusCode).toBe(403);
  });

  it('answers 403 to an anonymous caller and 400 for an id that is not a number', async () => {
    const s = await createStudent(t.database.db);
    const anonymous = await showById(s.studentId);
    expect(anonymous.statusCode).toBe(403);
    expect(anonymous.json().code).toBe('msg.error.not.logged.in');
    const bad = await showById('abc', await sessionOf(s.email, s.password), 'en');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toEqual([expect.objectContaining({ field: 'id', message: 'Invalid value' })]);
  });
});

describe('POST student/update', () => {
  function update(sessionId: string | undefined, body: Record<string, unknown>, language?: string) {
    return t.app.inject({
      method: 'POST',
      url: '/api/eprawko-rest/student/update',
      headers: { ...(sessionId ? { jsessionid: sessionId } : {}), ...(language ? { 'accept-language': language } : {}) },
      payload: body,
    });
  }

  async function setStudent(studentId: number, values: { blockChangeCategory?: boolean; category?: 'B' | 'Y' }) {
    const { students } = await import('../../db/schema/index.js');
    const { eq } = await import('drizzle-orm');
    await t.database.db.update(students).set(values).where(eq(students.id, studentId));
  }

  it("changes the caller's first and last name and answers the updated record", async () => {
    const s = await createStudent(t.database.db, { firstName: 'Jan', lastName: 'Stary' });
    const session = await sessionOf(s.email, s.password);
    const res = await update(session, { firstName: '  Janina ', lastName: 'Nowa-Kowalska' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: s.studentId, firstName: 'Janina', lastName: 'Nowa-Kowalska', email: s.email });
    const show = await t.app.inject({ method: 'GET', url: '/api/eprawko-rest/student/show', headers: { jsessionid: session } });
    expect(show.json()).toMatchObject({ firstName: 'Janina', lastName: 'Nowa-Kowalska' });
  });

  it("keeps the e-mail and never touches another learner, whatever ids the body carries", async () => {
    const a = await createStudent(t.database.db, { firstName: 'Adam' });
    const b = await createStudent(t.database.db, { firstName: 'Beata' });
    const res = await update(await sessionOf(a.email, a.password), { id: b.studentId, userId: b.userId, email: 'nowy@example.com', firstName: 'Zmieniony' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: a.studentId, firstName: 'Zmieniony', email: a.email });
    const other = await t.app.inject({ method: 'GET', url: '/api/eprawko-rest/student/show', headers: { jsessionid: await sessionOf(b.email, b.password) } });
    expect(other.json().firstName).toBe('Beata');
  });

  it("answers 400 with the fields in the caller's language", async () => {
    const s = await createStudent(t.database.db);
    const session = await sessionOf(s.email, s.password);
    const blank = await update(session, { firstName: ' ', lastName: '' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().fields).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ field: 'firstName', message: 'Imię jest wymagane' }),
        expect.objectContaining({ field: 'lastName', message: 'Nazwisko jest wymagane' }),
      ]),
    );
    const empty = await update(session, {}, 'en');
    expect(empty.statusCode).toBe(400);
    expect(empty.json().fields).toEqual([expect.objectContaining({ field: 'firstName', message: 'First name is required' })]);
    const long = await update(session, { lastName: 'x'.repeat(101) });
    expect(long.json().fields).toEqual([expect.objectContaining({ field: 'lastName', message: 'Wartość jest za długa' })]);
    const category = await update(session, { category: 'Q' }, 'de');
    expect(category.json().fields).toEqual([expect.objectContaining({ field: 'category', message: 'Wählen Sie eine Kategorie aus der Liste' })]);
  });

  it('changes the category to one of A, AM, B, C, D, T; P only without a school', async () => {
    const school = await createSchool(t.database.db);
    const withSchool = await createStudent(t.database.db, { schoolId: school.schoolId });
    const session = await sessionOf(withSchool.email, withSchool.password);
    for (const category of ['A', 'M', 'C', 'D', 'T', 'B']) {
      const res = await update(session, { category });
      expect(res.statusCode, category).toBe(200);
      expect(res.json().category).toBe(category);
    }
    const permit = await update(session, { category: 'P' });
    expect(permit.statusCode).toBe(400);
    expect(permit.json().fields).toEqual([expect.objectContaining({ field: 'category', key: 'msg.error.category.p.school' })]);
    const qualification = await update(session, { category: 'Y' });
    expect(qualification.statusCode).toBe(400);

    const alone = await createStudent(t.database.db);
    const res = await update(await sessionOf(alone.email, alone.password), { category: 'P' });
    expect(res.statusCode).toBe(200);
    expect(res.json().category).toBe('P');
  });

  it('refuses a category change the school blocked, but still saves the names', async () => {
    const s = await createStudent(t.database.db);
    await setStudent(s.studentId, { blockChangeCategory: true });
    const session = await sessionOf(s.email, s.password);
    const res = await update(session, { category: 'C' });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ code: 'msg.error.category.change.blocked', message: expect.stringContaining('zablokowana') });
    const same = await update(session, { firstName: 'Ewa', category: 'B' });
    expect(same.statusCode).toBe(200);
    expect(same.json()).toMatchObject({ firstName: 'Ewa', category: 'B', blockChangeCategory: true });
  });

  it('keeps a qualification category when the body repeats it, as a whole student object would', async () => {
    const s = await createStudent(t.database.db);
    await setStudent(s.studentId, { category: 'Y' });
    const session = await sessionOf(s.email, s.password);
    const current = (await t.app.inject({ method: 'GET', url: '/api/eprawko-rest/student/show', headers: { jsessionid: session } })).json();
    const res = await update(session, { ...current, lastName: 'Kierowca' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ category: 'Y', lastName: 'Kierowca' });
  });

  it('answers 403 to anonymous callers, instructors, and schools for a learner not their own', async () => {
    expect((await update(undefined, { firstName: 'X' })).statusCode).toBe(403);
    const school = await createSchool(t.database.db);
    const lone = await createStudent(t.database.db);
    const res = await update(await sessionOf(school.email, school.password), { id: lone.studentId, firstName: 'X', lastName: 'Y', category: 'B' });
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('msg.error.forbidden');
    const instructor = await createInstructor(t.database.db, school.schoolId);
    expect((await update(await sessionOf(instructor.email, instructor.password), { firstName: 'X' })).statusCode).toBe(403);
  });
});
