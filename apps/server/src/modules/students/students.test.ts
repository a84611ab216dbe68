import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { createInstructor, createSchool, createStudent } from '../../../test/factories.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

async function sessionOf(email: string, password: string): Promise<string> {
  const res = await t.app.inject({ method: 'POST', url: '/api/eprawko-rest/login/', payload: { userName: email, password } });
  return res.json().uuid;
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
