import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Readiness } from '@osk/contract';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { createInstructor, createSchool, createStudent } from '../../../test/factories.js';
import { exams, learnAnswers, learnProgress, questionCategories, questions } from '../../db/schema/index.js';

let t: TestApp;
const NOW = new Date('2026-11-22T10:00:00Z');
const HOUR = 3_600_000;
let externalId = 900_000;

/** One active question of category B (and `categories`), in a module. */
async function question(type: 'STANDARD' | 'SPECIALISTIC', weight: number, moduleId: number, categories: string[] = ['B']): Promise<number> {
  externalId += 1;
  const [row] = await t.database.db
    .insert(questions)
    .values({ externalId, type, correct: type === 'STANDARD' ? 'TAK' : 'A', weight, media: null, mediaType: null, mediaExists: true, moduleId, legalSource: null, active: true, lastUpdateDate: NOW })
    .returning({ id: questions.id });
  if (!row) throw new Error('insert failed');
  await t.database.db.insert(questionCategories).values(categories.map((category) => ({ questionId: row.id, category })));
  return row.id;
}

async function answer(studentId: number, questionId: number, box: number, lastAnswerCorrect: boolean, dueAt: Date) {
  await t.database.db.insert(learnAnswers).values({ studentId, questionId, box, rightCount: box, wrongCount: lastAnswerCorrect ? 0 : 1, lastAnswerCorrect, lastAnsweredAt: new Date(NOW.getTime() - 24 * HOUR), dueAt });
}

async function exam(studentId: number, values: { type?: string; category?: string; status?: string; points?: number | null; daysAgo: number; deadline?: Date }) {
  const start = new Date(NOW.getTime() - values.daysAgo * 24 * HOUR);
  const finished = (values.status ?? 'FINISHED') === 'FINISHED';
  const [row] = await t.database.db
    .insert(exams)
    .values({
      studentId,
      category: values.category ?? 'B',
      type: values.type ?? 'EXAM',
      language: 'PL',
      status: values.status ?? 'FINISHED',
      startDate: start,
      deadline: values.deadline ?? new Date(start.getTime() + 25 * 60_000),
      endDate: finished ? new Date(start.getTime() + 20 * 60_000) : null,
      questionStartedAt: start,
      totalAnswers: 32,
      pointsAll: 74,
      points: finished ? (values.points ?? 0) : null,
      passed: finished ? (values.points ?? 0) >= 68 : null,
    })
    .returning({ id: exams.id });
  if (!row) throw new Error('insert failed');
  return row.id;
}

async function learner(schoolId: number | null = null) {
  const s = await createStudent(t.database.db, { schoolId, learningAvailableTill: '2027-01-01' });
  return { ...s, session: await t.sessionOf(s.email, s.password) };
}

async function read(session: string | null, studentId: number | string, category = 'B') {
  return t.app.inject({ method: 'GET', url: `/api/eprawko-rest/readiness/${studentId}/${category}`, headers: session ? { jsessionid: session } : {} });
}

let school: Awaited<ReturnType<typeof createSchool>> & { session: string };
let otherSchool: Awaited<ReturnType<typeof createSchool>> & { session: string };
let anna: Awaited<ReturnType<typeof learner>>;
let unfinishedId = 0;
let newestExamId = 0;

beforeAll(async () => {
  t = await createTestApp();
  t.clock.set(NOW);
  // Module 1: two 3-point basic questions; module 2: two 1-point specialist ones; module 3: one of category A only.
  const [b3a, b3b] = [await question('STANDARD', 3, 1), await question('STANDARD', 3, 1)];
  const [s1a] = [await question('SPECIALISTIC', 1, 2), await question('SPECIALISTIC', 1, 2)];
  await question('STANDARD', 2, 3, ['A']);
  const s = await createSchool(t.database.db);
  school = { ...s, session: await t.sessionOf(s.email, s.password) };
  const o = await createSchool(t.database.db);
  otherSchool = { ...o, session: await t.sessionOf(o.email, o.password) };
  anna = await learner(school.schoolId);
  // Known (box 2), weak and due, and right once (not due yet).
  await answer(anna.studentId, b3a ?? 0, 2, true, new Date(NOW.getTime() + 72 * HOUR));
  await answer(anna.studentId, b3b ?? 0, 0, false, new Date(NOW.getTime() - HOUR));
  await answer(anna.studentId, s1a ?? 0, 1, true, new Date(NOW.getTime() + 24 * HOUR));
  // Stopped in module 2 most recently (module 1 earlier).
  await t.database.db.insert(learnProgress).values([
    { studentId: anna.studentId, category: 'B', moduleId: 1, questionNumber: 2, max: 2, updatedAt: new Date(NOW.getTime() - 48 * HOUR) },
    { studentId: anna.studentId, category: 'B', moduleId: 2, questionNumber: 1, max: 2, updatedAt: new Date(NOW.getTime() - 2 * HOUR) },
  ]);
  await exam(anna.studentId, { points: 37, daysAgo: 5 });
  newestExamId = await exam(anna.studentId, { points: 74, daysAgo: 1 });
  // Not counted: a demo, a hard-question practice, another category, an exam abandoned past its deadline.
  await exam(anna.studentId, { type: 'DEMO', points: 74, daysAgo: 0.5 });
  await exam(anna.studentId, { type: 'HARD', points: 10, daysAgo: 0.4 });
  await exam(anna.studentId, { category: 'A', points: 74, daysAgo: 0.3 });
  await exam(anna.studentId, { status: 'IN_PROGRESS', daysAgo: 3 });
  unfinishedId = await exam(anna.studentId, { status: 'IN_PROGRESS', daysAgo: 0, deadline: new Date(NOW.getTime() + 10 * 60_000) });
});
afterAll(async () => {
  await t.close();
});
beforeEach(() => {
  t.clock.set(NOW);
});

describe('GET readiness/{studentId}/{category}', () => {
  it("answers the learner's own readiness with its parts (ADR 031 formula)", async () => {
    const res = await read(anna.session, anna.studentId);
    expect(res.statusCode).toBe(200);
    const body = res.json<Readiness>();
    // Knowledge: basic 3-point kind 1 of 2 known (30 points x 1/2 = 15), specialist 1-point 0 of 2 (2 points): 15 / 32.
    // Exams: (74/74 + 37/74) / 5 = 0.3. Score: 100 x (0.6 x 0.46875 + 0.4 x 0.3) = 40.
    expect(body).toMatchObject({ category: 'B', knowledge: 47, exams: 30, score: 40, knownQuestions: 1, totalQuestions: 4 });
    expect(body.recentExams.map((e) => e.points)).toEqual([74, 37]);
    expect(body.recentExams[0]).toMatchObject({ id: newestExamId, pointsAll: 74, passed: true, category: 'B' });
    expect(body.lastLearning).toMatchObject({ category: 'B', moduleId: 2, questionNumber: 1, max: 2 });
    expect(body.unfinishedExam).toMatchObject({ id: unfinishedId, category: 'B' });
  });

  it('gives per module seen, known, weak, never seen and due, for the modules of the category with questions', async () => {
    const body = (await read(anna.session, anna.studentId)).json<Readiness>();
    expect(body.modules).toEqual([
      { moduleId: 1, total: 2, seen: 2, known: 1, weak: 1, never: 0, due: 1 },
      { moduleId: 2, total: 2, seen: 1, known: 0, weak: 0, never: 1, due: 0 },
    ]);
  });

  it("takes the learner's account id for the own student id (ADR 028)", async () => {
    const res = await read(anna.session, anna.userId);
    expect(res.statusCode).toBe(200);
    expect(res.json<Readiness>().score).toBe(40);
  });

  it('answers zeros and nothing to continue for a new learner', async () => {
    const fresh = await learner();
    const body = (await read(fresh.session, fresh.studentId)).json<Readiness>();
    expect(body).toMatchObject({ score: 0, knowledge: 0, exams: 0, knownQuestions: 0, totalQuestions: 4, recentExams: [], lastLearning: null, unfinishedExam: null });
    expect(body.modules.map((m) => m.never)).toEqual([2, 2]);
  });

  it('forgets a running exam once its deadline has passed', async () => {
    t.clock.set(new Date(NOW.getTime() + 11 * 60_000));
    expect((await read(anna.session, anna.studentId)).json<Readiness>().unfinishedExam).toBeNull();
  });

  it("lets the learner's own school read it, and no one else (403)", async () => {
    expect((await read(school.session, anna.studentId)).statusCode).toBe(200);
    expect((await read(otherSchool.session, anna.studentId)).statusCode).toBe(403);
    const other = await learner(school.schoolId);
    expect((await read(other.session, anna.studentId)).statusCode).toBe(403);
    const instructor = await createInstructor(t.database.db, school.schoolId);
    expect((await read(await t.sessionOf(instructor.email, instructor.password), anna.studentId)).statusCode).toBe(403);
    // A school asking for an id that is no learner: 403, as for another school's learner.
    expect((await read(school.session, 987_654)).statusCode).toBe(403);
  });

  it('refuses without a session (403, as the codebase does) and bad input (400 with the field)', async () => {
    expect((await read(null, anna.studentId)).statusCode).toBe(403);
    const badCategory = await read(anna.session, anna.studentId, 'Q');
    expect(badCategory.statusCode).toBe(400);
    expect(JSON.stringify(badCategory.json())).toContain('category');
    expect((await read(anna.session, 'abc')).statusCode).toBe(400);
    expect((await read(anna.session, 0)).statusCode).toBe(400);
  });

  it('accepts the category in lower case', async () => {
    expect((await read(anna.session, anna.studentId, 'b')).statusCode).toBe(200);
  });
});
