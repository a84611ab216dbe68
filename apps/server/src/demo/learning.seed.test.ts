import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { EXAM_PASS_POINTS, type Exam, type ExamLight, type LearnProgress, type ModuleReview } from '@osk/contract';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { loadDemoQuestionBank } from '../modules/questions/questions-import.service.js';
import { examItems, exams, learnAnswers, learnProgress, studentHardQuestions, students, users } from '../db/schema/index.js';
import { seedDemo } from './demo.seed.js';
import { DEMO_EXAM_HISTORY, DEMO_HARD_COUNT, DEMO_INTERNAL_EXAMS, seedLearningDemo } from './learning.seed.js';

let t: TestApp;
let session: string;
let studentId: number;

beforeAll(async () => {
  t = await createTestApp({ demo: true });
  await seedDemo(t.database.db, t.clock.now());
  await loadDemoQuestionBank(t.database.db, t.clock);
  expect(await seedLearningDemo(t.database.db, t.clock.now())).toBe(true);
  session = await t.sessionOf('kursant@example.com', 'Kursant123!');
  const [row] = await t.database.db.select({ id: students.id }).from(students).innerJoin(users, eq(users.id, students.userId)).where(eq(users.email, 'kursant@example.com'));
  studentId = row?.id ?? 0;
});
afterAll(async () => {
  await t.close();
});

function get(url: string) {
  return t.app.inject({ method: 'GET', url: `/api/eprawko-rest/${url}`, headers: { jsessionid: session } });
}

describe('demo data of learning and statistics', () => {
  it('gives the demo learner eight finished category B exams over the past five weeks, some passed and some not', async () => {
    const list: ExamLight[] = (await get(`exam/light/show/by/student/${studentId}`)).json();
    expect(list).toHaveLength(DEMO_EXAM_HISTORY.length);
    expect(list.every((e) => e.status === 'FINISHED' && e.category === 'B' && e.type === 'EXAM' && e.pointsAll === 74 && e.totalAnswers === 32)).toBe(true);
    // Newest first, as the planned points from the most recent back.
    expect(list.map((e) => e.points)).toEqual([...DEMO_EXAM_HISTORY].reverse().map((h) => h.points));
    expect(list.map((e) => e.passed)).toEqual(list.map((e) => (e.points ?? 0) >= EXAM_PASS_POINTS));
    expect(list.filter((e) => e.passed)).toHaveLength(3);
    const now = t.clock.now().getTime();
    for (const e of list) {
      const age = now - new Date(e.startDate).getTime();
      expect(age).toBeGreaterThan(0);
      expect(age).toBeLessThan(36 * 86_400_000);
      expect(new Date(e.endDate ?? '').getTime()).toBeLessThan(new Date(e.deadline).getTime());
    }
  });

  it('stores answers that score the points shown, so check mode agrees with the statistics', async () => {
    const list: ExamLight[] = (await get(`exam/light/show/by/student/${studentId}`)).json();
    for (const light of list) {
      const exam: Exam = (await get(`exam/show/${light.id}`)).json();
      const points = exam.execution.filter((e) => e.correct).reduce((sum, e) => sum + e.question.weight, 0);
      expect(points).toBe(light.points);
      expect(exam.execution.filter((e) => e.correct).length).toBe(light.correctAnswers);
      expect(exam.execution.every((e) => e.approved && e.question.correct !== null)).toBe(true);
      // Wrong answers are of the question's kind.
      for (const e of exam.execution) if (e.answer !== null) expect(e.question.type === 'STANDARD' ? ['TAK', 'NIE'] : ['A', 'B', 'C']).toContain(e.answer);
    }
  });

  it('gives learn progress in three modules, weak questions and a few questions marked hard', async () => {
    const progress: LearnProgress[] = (await get(`progress/learn/${studentId}`)).json();
    expect(progress).toHaveLength(3);
    expect(progress.every((p) => p.category === 'B' && p.questionNumber >= 1 && p.questionNumber <= p.max)).toBe(true);
    expect(progress.some((p) => p.questionNumber === p.max)).toBe(true);
    // Each stored module size is the module's real size, so resuming lands on a real question.
    for (const p of progress) {
      const learning = (await t.app.inject({ method: 'PUT', url: `/api/eprawko-rest/learning/create/studentId/${studentId}/category/B/lang/PL/moduleId/${p.moduleId}`, headers: { jsessionid: session } })).json();
      expect(learning.max).toBe(p.max);
    }
    const review: ModuleReview[] = (await get(`progress/learn/review/${studentId}/B`)).json();
    expect(review.reduce((sum, m) => sum + m.weak, 0)).toBeGreaterThan(0);
    expect(review.reduce((sum, m) => sum + m.seen, 0)).toBeGreaterThan(review.reduce((sum, m) => sum + m.weak, 0));
    const hard: number[] = (await get(`questions/student/ids/${studentId}`)).json();
    expect(hard).toHaveLength(DEMO_HARD_COUNT);
    // Marked hard questions are flagged when the learner reviews an exam that had them.
    const list: ExamLight[] = (await get(`exam/light/show/by/student/${studentId}`)).json();
    let flagged = 0;
    for (const light of list) flagged += ((await get(`exam/show/${light.id}`)).json() as Exam).execution.filter((e) => e.question.hard).length;
    expect(flagged).toBeGreaterThanOrEqual(DEMO_HARD_COUNT);
  });

  it("keeps three named, passed internal exams of the demo learner's school for its exam list", async () => {
    const rows = await t.database.db
      .select({ schoolId: exams.schoolId, studentId: exams.studentId, passed: exams.passed, points: exams.points, lastName: exams.examineeLastName })
      .from(exams)
      .where(eq(exams.internal, true))
      .orderBy(exams.id);
    expect(rows.map((r) => [r.lastName, r.points, r.passed, r.studentId])).toEqual(DEMO_INTERNAL_EXAMS.map((e) => [e.lastName, e.points, true, null]));
    expect(new Set(rows.map((r) => r.schoolId)).size).toBe(1);
  });

  it('loads nothing a second time (a restart does not duplicate)', async () => {
    const count = async () => {
      const [row] = await t.database.db
        .select({
          exams: sql<number>`(select count(*) from ${exams})::int`,
          items: sql<number>`(select count(*) from ${examItems})::int`,
          progress: sql<number>`(select count(*) from ${learnProgress})::int`,
          answers: sql<number>`(select count(*) from ${learnAnswers})::int`,
          hard: sql<number>`(select count(*) from ${studentHardQuestions})::int`,
        })
        .from(users)
        .limit(1);
      return row;
    };
    const before = await count();
    expect(await seedLearningDemo(t.database.db, t.clock.now())).toBe(false);
    expect(await seedDemo(t.database.db, t.clock.now())).toBe(false);
    expect(await count()).toEqual(before);
  });
});
