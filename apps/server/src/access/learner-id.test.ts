import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { HTTPMethods } from 'fastify';
import type { Exam, LoginUser } from '@osk/contract';
import { questions, schools, students } from '../db/schema/index.js';
import { createSchool, createStudent } from '../../test/factories.js';
import { createLectures } from '../../test/content.factory.js';
import { createQuestionBank, EXAM_BANK } from '../../test/question-bank.factory.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

// ADR 028: scripts written against the original service put the `id` of the login answer (the
// account's id) in every `studentId` path. For the calling learner that id means their own record.

const API = '/api/eprawko-rest';
let t: TestApp;
let schoolId: number;
let hardQuestion: number;

beforeAll(async () => {
  t = await createTestApp();
  const bank = await createQuestionBank(t.database.db, { categories: ['B', 'Y'], counts: EXAM_BANK });
  await createLectures(t.database.db);
  const school = await createSchool(t.database.db);
  schoolId = school.schoolId;
  await t.database.db.update(schools).set({ pin: '1234', defaultPassword: 'Start123' }).where(eq(schools.id, schoolId));
  const [first] = await t.database.db.select({ externalId: questions.externalId }).from(questions).where(eq(questions.id, bank[0] ?? 0));
  hardQuestion = first?.externalId ?? 0;
});
afterAll(async () => {
  await t.close();
});

/** A learner of the school with every access, logged in through `POST login/`; `id` is the login answer's. */
async function learner(firstName: string) {
  const created = await createStudent(t.database.db, { schoolId, firstName, learningAvailableTill: '2027-01-01' });
  await t.database.db
    .update(students)
    .set({ lecturesAvailableTill: '2027-01-01', qualificationCAvailableTill: '2027-01-01', internalExams: 5, category: 'B' })
    .where(eq(students.id, created.studentId));
  const res = await t.app.inject({ method: 'POST', url: `${API}/login/`, payload: { userName: created.email, password: created.password } });
  expect(res.statusCode, res.body).toBe(200);
  const login: LoginUser = res.json();
  return { ...created, id: login.id, session: login.uuid };
}
type Learner = Awaited<ReturnType<typeof learner>>;

function call(method: HTTPMethods, url: string, session: string, payload?: Record<string, unknown>) {
  return t.app.inject({ method, url: `${API}/${url}`, headers: { jsessionid: session }, ...(payload ? { payload } : {}) });
}

/**
 * Every path a learner may call with a student id in it: the original service's `studentId` paths and
 * `student/show/id/{id}`, `subscription/show/for/student/{id}` (a Student.id). `read` calls answer the
 * same body for the same learner; the others change data and are compared by status.
 */
const PATHS: { method: HTTPMethods; path: (id: number) => string; read: boolean; payload?: Record<string, unknown> }[] = [
  { method: 'GET', path: (id) => `student/show/id/${id}`, read: true },
  { method: 'GET', path: (id) => `subscription/show/for/student/${id}`, read: true },
  { method: 'PUT', path: (id) => `learning/create/studentId/${id}/category/B/lang/PL/moduleId/1`, read: true },
  { method: 'PUT', path: (id) => `learning/create/studentId/${id}/schoolId/${schoolId}/category/B/lang/PL/moduleId/1`, read: true },
  { method: 'GET', path: (id) => `progress/learn/store/${id}/1/3/10/B`, read: false },
  { method: 'GET', path: (id) => `progress/learn/${id}`, read: true },
  { method: 'GET', path: (id) => `progress/learn/review/${id}/B`, read: true },
  { method: 'GET', path: (id) => `questions/student/add/${id}/${hardQuestion}`, read: true },
  { method: 'GET', path: (id) => `questions/student/ids/${id}`, read: true },
  { method: 'PUT', path: (id) => `exam/own/studentId/${id}/lang/PL`, read: false },
  { method: 'GET', path: (id) => `questions/student/remove/${id}/${hardQuestion}`, read: true },
  { method: 'PUT', path: (id) => `exam/create/studentId/${id}/category/B/own/empty/lang/PL`, read: false },
  { method: 'PUT', path: (id) => `exam/create/studentId/${id}/schoolId/${schoolId}/category/B/own/empty/lang/PL`, read: false },
  { method: 'PUT', path: (id) => `exam/create/studentId/${id}/category/C/qualification/lang/PL`, read: false },
  { method: 'PUT', path: (id) => `exam/create/studentId/${id}/schoolId/${schoolId}/category/C/qualification/lang/PL`, read: false },
  { method: 'GET', path: (id) => `exam/light/show/by/student/${id}`, read: false },
  { method: 'GET', path: (id) => `lecture/lecture/${id}`, read: true },
  { method: 'PUT', path: (id) => `exam/internal/create/studentId/${id}/lang/PL`, read: false },
  // Issue 23: the mistakes count, a practice set, the readiness.
  { method: 'GET', path: (id) => `learning/mistakes/${id}/B`, read: true },
  { method: 'PUT', path: (id) => `learning/practice/${id}/B/PL`, read: false, payload: { mode: 'QUIZ', moduleIds: [1] } },
  { method: 'GET', path: (id) => `readiness/${id}/B`, read: true },
  // Issue 23: the question bank browser.
  { method: 'GET', path: (id) => `questions/bank/search/${id}/B/PL?q=czy`, read: true },
  { method: 'GET', path: (id) => `questions/bank/question/${id}/B/PL/${hardQuestion}`, read: true },
];

/** Closes the internal exam a call started (it locks the session until the school's PIN closes it). */
async function closeInternal(who: Learner, url: string, res: { statusCode: number; json: () => unknown }): Promise<void> {
  if (res.statusCode !== 200 || !url.startsWith('exam/internal/create/')) return;
  const exam = res.json() as Exam;
  const closed = await call('POST', 'exam/internal/close', who.session, { examId: exam.id, pin: '1234' });
  expect(closed.statusCode, closed.body).toBe(200);
}

describe("the login answer's id in studentId paths", () => {
  it('reaches the calling learner\'s own record in every path, as the student id does', async () => {
    await createSchool(t.database.db); // user ids run ahead of student ids
    const me = await learner('Ala');
    expect(me.id).toBe(me.userId);
    expect(me.id).not.toBe(me.studentId);
    for (const { method, path, read, payload } of PATHS) {
      const byUserId = await call(method, path(me.id), me.session, payload);
      await closeInternal(me, path(me.id), byUserId);
      const byStudentId = await call(method, path(me.studentId), me.session, payload);
      await closeInternal(me, path(me.studentId), byStudentId);
      const label = `${method} ${path(me.id)}: ${byUserId.body.slice(0, 200)}`;
      expect(byUserId.statusCode, label).toBe(200);
      expect(byStudentId.statusCode, label).toBe(200);
      if (read) expect(byUserId.json(), label).toEqual(byStudentId.json());
    }
    // The exams started through either id are the learner's own.
    const exams = (await call('GET', `exam/light/show/by/student/${me.studentId}`, me.session)).json() as unknown[];
    expect(exams.length).toBeGreaterThanOrEqual(10);
    expect((await call('GET', `student/show/id/${me.id}`, me.session)).json()).toMatchObject({ id: me.studentId, firstName: 'Ala' });
  });

  it('covers every route a learner may call with a studentId in its path', () => {
    const learnerRoutes = t.routes.filter((r) => r.url.includes(':studentId') && ['student', 'authenticated', 'optional'].includes(r.access ?? '') && r.method !== 'HEAD');
    expect(learnerRoutes.length).toBeGreaterThan(10);
    const called = PATHS.map(({ method, path }) => `${method} ${API}/${path(1)}`);
    for (const route of learnerRoutes) {
      const pattern = new RegExp(`^${route.method} ${route.url.replace(/:[A-Za-z]+/g, '[^/]+')}$`);
      expect(called.some((c) => pattern.test(c)), `${route.method} ${route.url}`).toBe(true);
    }
  });

  it("another learner's account id or student id still answers 403", async () => {
    const me = await learner('Ola');
    const other = await learner('Ewa');
    // Neither of the other learner's ids is one of mine (the last test covers that case).
    expect([other.id, other.studentId]).not.toContain(me.id);
    expect([other.id, other.studentId]).not.toContain(me.studentId);
    for (const { method, path, payload } of PATHS) {
      for (const id of [other.id, other.studentId]) {
        const res = await call(method, path(id), me.session, payload);
        expect(res.statusCode, `${method} ${path(id)}`).toBe(403);
        expect(res.json().code).toBe('msg.error.forbidden');
      }
    }
  });

  it("a school keeps using student ids: its own account's id is not a learner's", async () => {
    const school = await createSchool(t.database.db);
    const session = await t.sessionOf(school.email, school.password);
    const res = await call('GET', `exam/light/show/by/student/${school.userId}`, session);
    expect(res.statusCode).toBe(403);
  });

  it("a learner whose account id is another learner's student id: each reaches only their own record", async () => {
    const me = await learner('Iga');
    const other = await learner('Zofia');
    // Give the other learner the student id equal to my account's id (no learner has it yet).
    expect(await t.database.db.select().from(students).where(eq(students.id, me.id))).toEqual([]);
    await t.database.db.update(students).set({ id: me.id }).where(eq(students.id, other.studentId));
    // A new session reads the moved record.
    const otherAgain = { ...other, session: await t.sessionOf(other.email, other.password) };
    expect((await call('GET', `student/show/id/${me.id}`, me.session)).json()).toMatchObject({ id: me.studentId, firstName: 'Iga' });
    expect((await call('GET', `student/show/id/${me.id}`, otherAgain.session)).json()).toMatchObject({ id: me.id, firstName: 'Zofia' });
    // The other learner's own account id is theirs too; my student id is not.
    expect((await call('GET', `student/show/id/${other.id}`, otherAgain.session)).json()).toMatchObject({ id: me.id, firstName: 'Zofia' });
    expect((await call('GET', `student/show/id/${me.studentId}`, otherAgain.session)).statusCode).toBe(403);
  });
});
