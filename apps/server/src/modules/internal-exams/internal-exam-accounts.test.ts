import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { MESSAGES, type Exam } from '@osk/contract';
import { createSchool, createStudent } from '../../../test/factories.js';
import { createQuestionBank, EXAM_BANK } from '../../../test/question-bank.factory.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { answerAll } from '../../../test/exam-answers.js';
import { exams, schools, students } from '../../db/schema/index.js';

// The internal exam of a learner (school document §2.2, §4, §6): a school's temporary account, or a
// learner the school gave internal exams, takes the internal exam of its category in its own session,
// which stays locked until the school's PIN closes it; each started exam uses one internal exam.

const API = '/api/eprawko-rest';
const DEFAULT_PASSWORD = 'Start123';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await createQuestionBank(t.database.db, { categories: ['B', 'C'], counts: EXAM_BANK });
});
afterAll(async () => {
  await t.close();
});

function call(method: 'GET' | 'POST' | 'PUT', url: string, session: string | null, payload?: unknown, language?: string) {
  const headers: Record<string, string> = {};
  if (session) headers.jsessionid = session;
  if (language) headers['accept-language'] = language;
  return t.app.inject({ method, url: `${API}/${url}`, headers, ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }) });
}

async function school(pin = '1234') {
  const created = await createSchool(t.database.db);
  await t.database.db.update(schools).set({ pin, defaultPassword: DEFAULT_PASSWORD }).where(eq(schools.id, created.schoolId));
  return { ...created, session: await t.sessionOf(created.email, created.password) };
}

/** A temporary account made by the school's own call, logged in with its own random password. */
async function temporaryAccount(s: { session: string }, category = 'B') {
  const res = await call('POST', 'school/create/student/temporal', s.session, { category });
  expect(res.statusCode, res.body).toBe(200);
  const body = res.json();
  return { login: body.login as string, studentId: body.student.id as number, session: await t.sessionOf(body.login, body.password as string) };
}

function startAs(session: string | null, studentId: number | string, lang = 'PL', language?: string) {
  return call('PUT', `exam/internal/create/studentId/${studentId}/lang/${lang}`, session, undefined, language);
}

async function stateOf(session: string) {
  const res = await call('GET', 'exam/internal/state', session);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

describe("a school's temporary account", () => {
  it('takes the internal exam of its category, using one internal exam at the start, and the PIN keeps the passed attempt with the names', async () => {
    const s = await school();
    const account = await temporaryAccount(s, 'C');
    expect(await stateOf(account.session)).toEqual({ schoolId: s.schoolId, lockedByExamId: null, pinSet: true, defaultPasswordSet: true, studentId: account.studentId, category: 'C', internalExamsLeft: 3, pinTriesLeft: 5 });

    // An internal account may take the exam in any language (learner document §6).
    const res = await startAs(account.session, account.studentId, 'EN');
    expect(res.statusCode, res.body).toBe(200);
    const exam: Exam = res.json();
    expect(exam).toMatchObject({ internal: true, category: 'C', language: 'EN', status: 'IN_PROGRESS' });
    expect(exam.execution).toHaveLength(32);
    expect(exam.execution.every((e) => e.question.correct === null)).toBe(true);
    expect(await stateOf(account.session)).toMatchObject({ lockedByExamId: exam.id, internalExamsLeft: 2 });

    // The session is locked: the exam's own calls go on, anything else is refused with the lock code.
    const other = await call('GET', `exam/light/show/by/student/${account.studentId}`, account.session);
    expect(other.statusCode).toBe(403);
    expect(other.json().code).toBe('msg.error.exam.locked');
    expect((await call('GET', `exam/show/${exam.id}`, account.session)).statusCode).toBe(200);
    // A second exam cannot start while this one runs.
    expect((await startAs(account.session, account.studentId)).statusCode).toBe(403);

    const finished = await answerAll(t, account.session, exam, true);
    expect(finished.passed).toBe(true);
    const wrong = await call('POST', 'exam/internal/close', account.session, { examId: exam.id, pin: '9999' });
    expect(wrong.statusCode).toBe(409);
    expect(wrong.json().code).toBe('msg.error.pin.failed');
    const noNames = await call('POST', 'exam/internal/close', account.session, { examId: exam.id, pin: '1234' });
    expect(noNames.statusCode).toBe(400);
    expect(noNames.json().fields.map((f: { field: string }) => f.field).sort()).toEqual(['firstName', 'lastName']);
    const closed = await call('POST', 'exam/internal/close', account.session, { examId: exam.id, pin: '1234', firstName: 'Olga', lastName: 'Zdająca' });
    expect(closed.statusCode, closed.body).toBe(200);
    expect(closed.json()).toEqual({ examId: exam.id, saved: true, passed: true });
    expect(await stateOf(account.session)).toMatchObject({ lockedByExamId: null, internalExamsLeft: 2 });

    // The school sees the kept exam in its list, and the temporary account now carries the names.
    const list = await call('POST', 'exam/light/show/by/school', s.session, { schoolId: s.schoolId });
    expect(list.json()).toEqual([expect.objectContaining({ id: exam.id, firstName: 'Olga', lastName: 'Zdająca', passed: true, category: 'C' })]);
    const [learner] = await t.database.db.select().from(students).where(eq(students.id, account.studentId));
    expect(learner).toMatchObject({ firstName: 'Olga', lastName: 'Zdająca', internalExams: 2 });
  });

  it('uses an internal exam for a failed attempt too (not kept), and with none left says so instead of offering to buy', async () => {
    const s = await school();
    const account = await temporaryAccount(s);
    const started: number[] = [];
    for (let i = 0; i < 3; i += 1) {
      const res = await startAs(account.session, account.studentId);
      expect(res.statusCode, res.body).toBe(200);
      const exam: Exam = res.json();
      started.push(exam.id);
      await answerAll(t, account.session, exam, false);
      const closed = await call('POST', 'exam/internal/close', account.session, { examId: exam.id, pin: '1234', firstName: 'Jan', lastName: 'Niezdany' });
      expect(closed.json()).toEqual({ examId: exam.id, saved: false, passed: false });
    }
    for (const id of started) expect(await t.database.db.select().from(exams).where(eq(exams.id, id))).toHaveLength(0);
    expect(await stateOf(account.session)).toMatchObject({ lockedByExamId: null, internalExamsLeft: 0 });

    const none = await startAs(account.session, account.studentId, 'PL', 'en');
    expect(none.statusCode).toBe(409);
    expect(none.json()).toMatchObject({ code: 'msg.error.internal.exam.none.left', message: MESSAGES['msg.error.internal.exam.none.left'].en });
    expect(await stateOf(account.session)).toMatchObject({ lockedByExamId: null, internalExamsLeft: 0 });

    // The school gives 3 more: the account can start again.
    expect((await call('POST', `school/assign/internal/exams/to/student/${account.studentId}`, s.session)).statusCode).toBe(200);
    expect(await stateOf(account.session)).toMatchObject({ internalExamsLeft: 3 });
    expect((await startAs(account.session, account.studentId)).statusCode).toBe(200);
  });

  it('ends a running exam when the PIN closes it early (unanswered: failed, not kept)', async () => {
    const s = await school();
    const account = await temporaryAccount(s);
    const exam: Exam = (await startAs(account.session, account.studentId)).json();
    const res = await call('POST', 'exam/internal/close', account.session, { examId: exam.id, pin: '1234' });
    expect(res.json()).toEqual({ examId: exam.id, saved: false, passed: false });
    expect(await stateOf(account.session)).toMatchObject({ lockedByExamId: null, internalExamsLeft: 2 });
  });
});

describe('a learner the school gave internal exams', () => {
  it('takes one after the school adds them, in Polish unless the subscription allows other languages', async () => {
    const s = await school();
    const learner = await createStudent(t.database.db, { schoolId: s.schoolId, learningAvailableTill: '2027-01-01' });
    const session = await t.sessionOf(learner.email, learner.password);
    const none = await startAs(session, learner.studentId);
    expect(none.statusCode).toBe(409);
    expect(none.json().code).toBe('msg.error.internal.exam.none.left');

    expect((await call('POST', `school/assign/internal/exams/to/student/${learner.studentId}`, s.session)).statusCode).toBe(200);
    const english = await startAs(session, learner.studentId, 'EN');
    expect(english.statusCode).toBe(403);
    expect(english.json().code).toBe('msg.warn.exam.language.not.allowed');
    expect(await stateOf(session)).toMatchObject({ lockedByExamId: null, internalExamsLeft: 3, category: 'B' });

    const res = await startAs(session, learner.studentId, 'PL');
    expect(res.statusCode, res.body).toBe(200);
    const exam: Exam = res.json();
    expect(exam).toMatchObject({ internal: true, category: 'B' });
    expect(await stateOf(session)).toMatchObject({ lockedByExamId: exam.id, internalExamsLeft: 2 });
    await answerAll(t, session, exam, true);
    const closed = await call('POST', 'exam/internal/close', session, { examId: exam.id, pin: '1234', firstName: 'Jan', lastName: 'Testowy' });
    expect(closed.json()).toEqual({ examId: exam.id, saved: true, passed: true });
  });
});

describe('access to the internal exam of a learner', () => {
  it("refuses another learner's id, a school or anonymous caller and invalid input with a 4xx", async () => {
    const s = await school();
    const a = await temporaryAccount(s);
    const b = await temporaryAccount(s);
    expect((await startAs(a.session, b.studentId)).statusCode).toBe(403);
    expect((await startAs(a.session, 999_999)).statusCode).toBe(403);
    expect((await startAs(s.session, a.studentId)).statusCode).toBe(403);
    expect((await startAs(null, a.studentId)).statusCode).toBe(403);
    for (const bad of [startAs(a.session, a.studentId, 'XX'), startAs(a.session, 'abc'), startAs(a.session, 0)]) {
      const res = await bad;
      expect(res.statusCode).toBe(400);
      expect(res.json().fields.length).toBeGreaterThan(0);
    }
    // Nothing was used by the refused calls.
    expect(await stateOf(a.session)).toMatchObject({ lockedByExamId: null, internalExamsLeft: 3 });
  });

  it("does not close with another school's PIN, nor from the school's session", async () => {
    const s = await school('1234');
    const other = await school('5678');
    const account = await temporaryAccount(s);
    const exam: Exam = (await startAs(account.session, account.studentId)).json();
    const foreign = await call('POST', 'exam/internal/close', account.session, { examId: exam.id, pin: '5678' });
    expect(foreign.statusCode).toBe(409);
    expect(foreign.json().code).toBe('msg.error.pin.failed');
    expect((await call('POST', 'exam/internal/close', s.session, { examId: exam.id, pin: '1234' })).statusCode).toBe(403);
    expect((await call('POST', 'exam/internal/close', other.session, { examId: exam.id, pin: '5678' })).statusCode).toBe(403);
    expect(await stateOf(account.session)).toMatchObject({ lockedByExamId: exam.id });
  });

  it('refuses a learner without a school, and a school without a PIN, with a message', async () => {
    const orphan = await createStudent(t.database.db, { learningAvailableTill: '2027-01-01' });
    await t.database.db.update(students).set({ internalExams: 3 }).where(eq(students.id, orphan.studentId));
    const orphanSession = await t.sessionOf(orphan.email, orphan.password);
    const res = await startAs(orphanSession, orphan.studentId);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ code: 'msg.error.internal.exam.no.school', message: MESSAGES['msg.error.internal.exam.no.school'].pl });
    expect((await call('GET', 'exam/internal/state', orphanSession)).json().code).toBe('msg.error.internal.exam.no.school');

    const s = await school();
    const account = await temporaryAccount(s);
    await t.database.db.update(schools).set({ pin: null }).where(eq(schools.id, s.schoolId));
    const noPin = await startAs(account.session, account.studentId);
    expect(noPin.statusCode).toBe(409);
    expect(noPin.json().code).toBe('msg.error.internal.exam.no.pin');
    expect(await stateOf(account.session)).toMatchObject({ pinSet: false, internalExamsLeft: 3 });
  });
});
