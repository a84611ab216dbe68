import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { Exam } from '@osk/contract';
import { createSchool } from '../../../test/factories.js';
import { createQuestionBank, EXAM_BANK } from '../../../test/question-bank.factory.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { exams, schools, sessions, students } from '../../db/schema/index.js';

// The job that ends internal exams left locked for more than two hours (ADR 021, ADR 025): an exam
// whose session was logged out stays running for ever, and a session left locked can only be used for
// the exam; after two hours the exam is finished and a session still locked by it is ended.

const API = '/api/eprawko-rest';
const JOB = 'internal-exam-cleanup';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await createQuestionBank(t.database.db, { categories: ['B'], counts: EXAM_BANK });
});
afterAll(async () => {
  await t.close();
});

function call(method: 'GET' | 'POST' | 'PUT', url: string, session: string, payload?: unknown) {
  return t.app.inject({ method, url: `${API}/${url}`, headers: { jsessionid: session }, ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }) });
}

async function school() {
  const created = await createSchool(t.database.db);
  await t.database.db.update(schools).set({ pin: '1234', defaultPassword: 'Start123' }).where(eq(schools.id, created.schoolId));
  return { ...created, session: await t.sessionOf(created.email, created.password) };
}

async function examRow(id: number) {
  const [row] = await t.database.db.select().from(exams).where(eq(exams.id, id));
  if (!row) throw new Error('no exam');
  return row;
}

async function runJob() {
  return (await t.services.jobs.tick()).filter((o) => o.job === JOB);
}

describe('internal exams left locked', () => {
  it('finishes an exam its learner left by logging out, two hours after its start; the attempt stays used', async () => {
    await runJob();
    const s = await school();
    const temporary = (await call('POST', 'school/create/student/temporal', s.session, { category: 'B' })).json();
    const learner = await t.sessionOf(temporary.login, temporary.password);
    const started = await call('PUT', `exam/internal/create/studentId/${temporary.student.id}/lang/PL`, learner);
    expect(started.statusCode, started.body).toBe(200);
    const exam: Exam = started.json();
    expect((await call('POST', 'logout', learner)).statusCode).toBe(200);

    t.clock.advanceMinutes(119);
    expect(await runJob()).toEqual([expect.objectContaining({ ok: true, summary: { exams: 0, sessions: 0 } })]);
    expect((await examRow(exam.id)).status).toBe('IN_PROGRESS');

    t.clock.advanceMinutes(2);
    expect(await runJob()).toEqual([expect.objectContaining({ ok: true, summary: { exams: 1, sessions: 0 } })]);
    const ended = await examRow(exam.id);
    // Ended at its deadline, scored (nothing was answered), not named: it never reaches the school's list.
    expect(ended).toMatchObject({ status: 'FINISHED', passed: false, points: 0, examineeLastName: null });
    expect(ended.endDate?.toISOString()).toBe(ended.deadline.toISOString());
    const [row] = await t.database.db.select({ internalExams: students.internalExams }).from(students).where(eq(students.id, temporary.student.id));
    expect(row?.internalExams).toBe(2);

    t.clock.advanceMinutes(15);
    expect(await runJob()).toEqual([expect.objectContaining({ summary: { exams: 0, sessions: 0 } })]);
  });

  it("ends a session still locked by the school's own internal exam two hours after its start, and finishes the exam", async () => {
    await runJob();
    const s = await school();
    const started = await call('PUT', 'exam/internal/create/category/B/lang/PL', s.session);
    expect(started.statusCode, started.body).toBe(200);
    const exam: Exam = started.json();
    // The exam's page stays open: the session is used (and kept alive) by its allowed calls only.
    for (let minutes = 20; minutes <= 100; minutes += 20) {
      t.clock.advanceMinutes(20);
      expect((await call('GET', 'exam/internal/state', s.session)).statusCode).toBe(200);
      // Due every 15 minutes, so each of these runs; none finds anything before two hours.
      expect(await runJob()).toEqual([expect.objectContaining({ summary: { exams: 0, sessions: 0 } })]);
    }
    expect((await call('GET', 'exam/internal/state', s.session)).json()).toMatchObject({ lockedByExamId: exam.id });

    t.clock.advanceMinutes(21);
    expect(await runJob()).toEqual([expect.objectContaining({ ok: true, summary: { exams: 1, sessions: 1 } })]);
    expect(await t.database.db.select().from(sessions).where(eq(sessions.lockedByExamId, exam.id))).toEqual([]);
    expect((await call('GET', 'exam/internal/state', s.session)).statusCode).toBe(403);
    expect((await examRow(exam.id)).status).toBe('FINISHED');
    // The school logs in again and its session is free.
    const again = await t.sessionOf(s.email, s.password);
    expect((await call('GET', 'exam/internal/state', again)).json()).toMatchObject({ lockedByExamId: null });
  });
});
