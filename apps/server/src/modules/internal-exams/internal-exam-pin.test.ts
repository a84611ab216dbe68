import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { MESSAGES, type Exam } from '@osk/contract';
import { createSchool } from '../../../test/factories.js';
import { createQuestionBank, EXAM_BANK } from '../../../test/question-bank.factory.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { exams, pinLockouts, schools, sessions, students } from '../../db/schema/index.js';

// The school PIN that closes an internal exam cannot be guessed from the examinee's browser (issue 20):
// wrong PINs are counted per school in the database; the fifth ends the locked session (the school
// logs in again with its password) and the attempt is recorded in pin_lockouts.

const API = '/api/eprawko-rest';
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await createQuestionBank(t.database.db, { categories: ['B'], counts: EXAM_BANK });
});
afterAll(async () => {
  await t.close();
});

async function school() {
  const created = await createSchool(t.database.db);
  await t.database.db.update(schools).set({ pin: '4821', defaultPassword: 'Start123' }).where(eq(schools.id, created.schoolId));
  return { ...created, session: await t.sessionOf(created.email, created.password) };
}

function call(method: 'GET' | 'POST' | 'PUT', url: string, session: string | null, payload?: unknown, language?: string) {
  const headers: Record<string, string> = {};
  if (session) headers.jsessionid = session;
  if (language) headers['accept-language'] = language;
  return t.app.inject({ method, url: `${API}/${url}`, headers, ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }) });
}

async function start(session: string): Promise<Exam> {
  const res = await call('PUT', 'exam/internal/create/category/B/lang/PL', session);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

async function state(session: string) {
  const res = await call('GET', 'exam/internal/state', session);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

describe('wrong PINs', () => {
  it('the fifth wrong PIN ends the locked session, records the attempt, and the school must log in again', async () => {
    const s = await school();
    const exam = await start(s.session);
    expect(await state(s.session)).toMatchObject({ lockedByExamId: exam.id, pinTriesLeft: 5 });
    for (let i = 0; i < 4; i += 1) {
      const wrong = await call('POST', 'exam/internal/close', s.session, { examId: exam.id, pin: `000${i}` });
      expect(wrong.statusCode).toBe(409);
      expect(wrong.json().code).toBe('msg.error.pin.failed');
      expect(await state(s.session)).toMatchObject({ lockedByExamId: exam.id, pinTriesLeft: 4 - i });
    }
    const last = await call('POST', 'exam/internal/close', s.session, { examId: exam.id, pin: '0009' }, 'en');
    expect(last.statusCode).toBe(403);
    expect(last.json()).toMatchObject({ code: 'msg.error.pin.locked.out', message: MESSAGES['msg.error.pin.locked.out'].en });
    // The session is gone: even the right PIN cannot close anything from it now.
    expect((await call('POST', 'exam/internal/close', s.session, { examId: exam.id, pin: '4821' })).statusCode).toBe(403);
    expect((await call('GET', 'exam/internal/state', s.session)).statusCode).toBe(403);
    expect(await t.database.db.select().from(sessions).where(eq(sessions.userId, s.userId))).toHaveLength(0);
    // The attempt is recorded for the school and the operator; the unclosed exam is not kept.
    const recorded = await t.database.db.select().from(pinLockouts).where(eq(pinLockouts.schoolId, s.schoolId));
    expect(recorded).toEqual([expect.objectContaining({ userId: s.userId, examId: exam.id, failures: 5 })]);
    expect(await t.database.db.select().from(exams).where(eq(exams.id, exam.id))).toHaveLength(0);
    // The school logs in again with its password; the count starts afresh.
    const again = await t.sessionOf(s.email, s.password);
    expect(await state(again)).toMatchObject({ lockedByExamId: null, pinTriesLeft: 5 });
  });

  it('the count is per school across sessions, and a right PIN clears it', async () => {
    const s = await school();
    const second = await t.sessionOf(s.email, s.password);
    const first = await start(s.session);
    for (let i = 0; i < 3; i += 1) expect((await call('POST', 'exam/internal/close', s.session, { examId: first.id, pin: '1111' })).statusCode).toBe(409);
    // Another computer of the school: its exam shares the count.
    const other = await start(second);
    expect(await state(second)).toMatchObject({ pinTriesLeft: 2 });
    expect((await call('POST', 'exam/internal/close', second, { examId: other.id, pin: '2222' })).statusCode).toBe(409);
    expect(await state(second)).toMatchObject({ pinTriesLeft: 1 });
    // The right PIN closes the exam and clears the count.
    expect((await call('POST', 'exam/internal/close', s.session, { examId: first.id, pin: '4821', firstName: 'Jan', lastName: 'Kowalski' })).statusCode).toBe(200);
    expect(await state(second)).toMatchObject({ pinTriesLeft: 5 });
  });

  it('parallel guesses are checked one after the other: at most five, and none finds the PIN after the session ended', async () => {
    const s = await school();
    const exam = await start(s.session);
    // 40 wrong guesses and the right one, sent at once, the right one last.
    const guesses = [...Array.from({ length: 40 }, (_, i) => String(1000 + i)), '4821'];
    const answers = await Promise.all(guesses.map((pin) => call('POST', 'exam/internal/close', s.session, { examId: exam.id, pin })));
    const codes = answers.map((a) => a.statusCode);
    expect(codes.filter((c) => c === 409).length).toBeLessThanOrEqual(4);
    expect(codes.filter((c) => c === 403).length).toBeGreaterThanOrEqual(36);
    expect(codes.filter((c) => c === 200 || c === 400)).toHaveLength(0);
    expect(await t.database.db.select().from(pinLockouts).where(eq(pinLockouts.schoolId, s.schoolId))).toHaveLength(1);
  });

  it("a learner's temporary account: the fifth wrong PIN ends the learner's session and takes its internal exams left", async () => {
    const s = await school();
    const created = await call('POST', 'school/create/student/temporal', s.session, { category: 'B' });
    expect(created.statusCode, created.body).toBe(200);
    const { login, password, student } = created.json();
    const learner = await t.sessionOf(login, password);
    const started = await call('PUT', `exam/internal/create/studentId/${student.id}/lang/PL`, learner);
    expect(started.statusCode, started.body).toBe(200);
    const exam: Exam = started.json();
    for (let i = 0; i < 4; i += 1) expect((await call('POST', 'exam/internal/close', learner, { examId: exam.id, pin: `99${i}9` })).statusCode).toBe(409);
    expect((await call('POST', 'exam/internal/close', learner, { examId: exam.id, pin: '9999' })).statusCode).toBe(403);
    expect((await call('GET', 'exam/internal/state', learner)).statusCode).toBe(403);
    const [row] = await t.database.db.select({ internalExams: students.internalExams }).from(students).where(eq(students.id, student.id));
    expect(row?.internalExams).toBe(0);
    const [lockout] = await t.database.db.select().from(pinLockouts).where(eq(pinLockouts.schoolId, s.schoolId));
    expect(lockout).toMatchObject({ examId: exam.id, failures: 5 });
    expect(lockout?.userId).not.toBe(s.userId);
  });
});
