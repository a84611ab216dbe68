import { PDFParse } from 'pdf-parse';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { Exam } from '@osk/contract';
import { createSchool, createStudent } from '../../../test/factories.js';
import { createQuestionBank, EXAM_BANK } from '../../../test/question-bank.factory.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { answerAll } from '../../../test/exam-answers.js';
import { exams, schools, sessions } from '../../db/schema/index.js';

const API = '/api/eprawko-rest';
// A valid PESEL (checksum 0) and one with a wrong check digit.
const PESEL = '44051401359';
const BAD_PESEL = '44051401358';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await createQuestionBank(t.database.db, { categories: ['B'], counts: EXAM_BANK });
});
afterAll(async () => {
  await t.close();
});

async function school(set: Partial<typeof schools.$inferInsert> = { pin: '1234', defaultPassword: 'Start123' }) {
  const created = await createSchool(t.database.db);
  await t.database.db.update(schools).set(set).where(eq(schools.id, created.schoolId));
  return { ...created, session: await t.sessionOf(created.email, created.password) };
}

function call(method: 'GET' | 'POST' | 'PUT', url: string, session: string | null, payload?: unknown) {
  return t.app.inject({ method, url: `${API}/${url}`, headers: session ? { jsessionid: session } : {}, ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }) });
}

async function start(session: string, category = 'B'): Promise<Exam> {
  const res = await call('PUT', `exam/internal/create/category/${category}/lang/PL`, session);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

async function lockOf(session: string): Promise<number | null> {
  const res = await call('GET', 'exam/internal/state', session);
  expect(res.statusCode).toBe(200);
  return res.json().lockedByExamId;
}

/** Runs and closes a passed internal exam with these names; answers its id. */
async function keptExam(s: { session: string }, firstName: string, lastName: string): Promise<number> {
  const exam = await start(s.session);
  await answerAll(t, s.session, exam, true);
  const res = await call('POST', 'exam/internal/close', s.session, { examId: exam.id, pin: '1234', firstName, lastName });
  expect(res.statusCode, res.body).toBe(200);
  return exam.id;
}

describe('starting an internal exam', () => {
  it('is refused while the school has no PIN, and while it has no default password', async () => {
    const noPin = await school({ pin: null, defaultPassword: 'Start123' });
    const res = await call('PUT', 'exam/internal/create/category/B/lang/PL', noPin.session);
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('msg.error.internal.exam.no.pin');
    const noPassword = await school({ pin: '1234', defaultPassword: null });
    const again = await call('PUT', 'exam/internal/create/category/B/lang/PL', noPassword.session);
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('msg.error.internal.exam.no.default.password');
    expect(await lockOf(noPassword.session)).toBeNull();
    const state = await call('GET', 'exam/internal/state', noPin.session);
    expect(state.json()).toEqual({ schoolId: noPin.schoolId, lockedByExamId: null, pinSet: false, defaultPasswordSet: true, pinTriesLeft: 5 });
  });

  it('draws a category exam without answers and locks the session with it', async () => {
    const s = await school();
    const exam = await start(s.session);
    expect(exam.execution).toHaveLength(32);
    expect(exam.internal).toBe(true);
    expect(exam.execution.every((e) => e.question.correct === null)).toBe(true);
    expect(await lockOf(s.session)).toBe(exam.id);
    const [row] = await t.database.db.select().from(sessions).where(eq(sessions.userId, s.userId));
    expect(row?.lockedByExamId).toBe(exam.id);
    // A second exam in the same session is refused while the first one runs.
    const second = await call('PUT', 'exam/internal/create/category/B/lang/PL', s.session);
    expect(second.statusCode).toBe(403);
    expect(second.json().code).toBe('msg.error.exam.locked');
  });

  it('refuses an unknown category, anonymous callers and learners', async () => {
    const s = await school();
    expect((await call('PUT', 'exam/internal/create/category/Q/lang/PL', s.session)).statusCode).toBe(400);
    expect((await call('PUT', 'exam/internal/create/category/B/lang/PL', null)).statusCode).toBe(403);
    const learner = await createStudent(t.database.db, { schoolId: s.schoolId, learningAvailableTill: '2027-01-01' });
    const learnerSession = await t.sessionOf(learner.email, learner.password);
    expect((await call('PUT', 'exam/internal/create/category/B/lang/PL', learnerSession)).statusCode).toBe(403);
    expect((await call('POST', 'exam/internal/close', learnerSession, { examId: 1, pin: '1234' })).statusCode).toBe(403);
  });
});

describe('the session lock', () => {
  it('refuses another school call while locked, keeps the lock on a wrong PIN and lifts it with the right one', async () => {
    const s = await school();
    const exam = await start(s.session);
    // Another call of the school answers 403 with the lock code.
    const show = await call('GET', 'school/show', s.session);
    expect(show.statusCode).toBe(403);
    expect(show.json().code).toBe('msg.error.exam.locked');
    // The exam's own calls go on.
    expect((await call('GET', `exam/show/${exam.id}`, s.session)).statusCode).toBe(200);
    await answerAll(t, s.session, exam, false);
    const wrong = await call('POST', 'exam/internal/close', s.session, { examId: exam.id, pin: '9999' });
    expect(wrong.statusCode).toBe(409);
    expect(wrong.json().code).toBe('msg.error.pin.failed');
    const empty = await call('POST', 'exam/internal/close', s.session, { examId: exam.id, pin: '' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().fields.map((f: { key?: string }) => f.key)).toContain('msg.error.pin.failed');
    expect(await lockOf(s.session)).toBe(exam.id);
    expect((await call('GET', 'school/show', s.session)).statusCode).toBe(403);

    const right = await call('POST', 'exam/internal/close', s.session, { examId: exam.id, pin: '1234' });
    expect(right.statusCode, right.body).toBe(200);
    expect(right.json()).toEqual({ examId: exam.id, saved: false, passed: false });
    expect(await lockOf(s.session)).toBeNull();
    expect((await call('GET', 'school/show', s.session)).statusCode).toBe(200);
  });

  it("does not lock the school's other sessions, and lets a locked session log out", async () => {
    const s = await school();
    const other = await t.sessionOf(s.email, s.password);
    await start(s.session);
    expect((await call('GET', 'school/show', other)).statusCode).toBe(200);
    expect((await call('POST', 'logout', s.session)).statusCode).toBeLessThan(300);
  });

  it("refuses the close of another exam than the session's lock", async () => {
    const s = await school();
    const exam = await start(s.session);
    const res = await call('POST', 'exam/internal/close', s.session, { examId: exam.id + 1000, pin: '1234' });
    expect(res.statusCode).toBe(403);
    expect(await lockOf(s.session)).toBe(exam.id);
  });
});

describe('closing an internal exam', () => {
  it('deletes a failed attempt', async () => {
    const s = await school();
    const exam = await start(s.session);
    await answerAll(t, s.session, exam, false);
    await call('POST', 'exam/internal/close', s.session, { examId: exam.id, pin: '1234', firstName: 'Ala', lastName: 'Nowak' });
    expect(await t.database.db.select().from(exams).where(eq(exams.id, exam.id))).toHaveLength(0);
  });

  it('keeps a passing attempt only with the names, asking for them after a right PIN', async () => {
    const s = await school();
    const exam = await start(s.session);
    const finished = await answerAll(t, s.session, exam, true);
    expect(finished.passed).toBe(true);
    const noNames = await call('POST', 'exam/internal/close', s.session, { examId: exam.id, pin: '1234' });
    expect(noNames.statusCode).toBe(400);
    expect(noNames.json().fields.map((f: { field: string }) => f.field).sort()).toEqual(['firstName', 'lastName']);
    expect(await lockOf(s.session)).toBe(exam.id);
    const res = await call('POST', 'exam/internal/close', s.session, { examId: exam.id, pin: '1234', firstName: ' Ala ', lastName: 'Nowak' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ examId: exam.id, saved: true, passed: true });
    const [row] = await t.database.db.select().from(exams).where(eq(exams.id, exam.id));
    expect(row).toMatchObject({ examineeFirstName: 'Ala', examineeLastName: 'Nowak', passed: true, status: 'FINISHED' });
    const list = await call('POST', 'exam/light/show/by/school', s.session, { schoolId: s.schoolId });
    expect(list.json()).toEqual([expect.objectContaining({ id: exam.id, firstName: 'Ala', lastName: 'Nowak', passed: true, category: 'B', points: 74 })]);
  });

  it('finishes an exam still running when the PIN closes it (unanswered: failed, deleted)', async () => {
    const s = await school();
    const exam = await start(s.session);
    const res = await call('POST', 'exam/internal/close', s.session, { examId: exam.id, pin: '1234' });
    expect(res.json()).toEqual({ examId: exam.id, saved: false, passed: false });
    expect(await t.database.db.select().from(exams).where(eq(exams.id, exam.id))).toHaveLength(0);
  });
});

describe("the school's internal exam list", () => {
  let s: Awaited<ReturnType<typeof school>>;
  let ids: number[];
  beforeAll(async () => {
    s = await school();
    ids = [];
    for (const [first, last] of [
      ['Anna', 'Kowalska'],
      ['Bartosz', 'Nowak'],
      ['Celina', 'Kowalczyk'],
    ] as const) {
      ids.push(await keptExam(s, first, last));
      t.clock.advanceMinutes(1);
    }
  });

  it('counts and lists only the caller school, newest first by default', async () => {
    const other = await school();
    await keptExam(other, 'Obcy', 'Zdający');
    const count = await call('POST', 'exam/light/count/by/school', s.session, { schoolId: s.schoolId });
    expect(count.json()).toBe(3);
    const list = await call('POST', 'exam/light/show/by/school', s.session, { schoolId: s.schoolId });
    expect(list.json().map((e: { id: number }) => e.id)).toEqual([...ids].reverse());
    expect((await call('POST', 'exam/light/show/by/school', s.session, { schoolId: other.schoolId })).statusCode).toBe(403);
  });

  it('applies the name filters from 3 characters and ignores 2', async () => {
    const two = await call('POST', 'exam/light/count/by/school', s.session, { schoolId: s.schoolId, lastName: 'Ko' });
    expect(two.json()).toBe(3);
    const three = await call('POST', 'exam/light/count/by/school', s.session, { schoolId: s.schoolId, lastName: 'kow' });
    expect(three.json()).toBe(2);
    const first = await call('POST', 'exam/light/show/by/school', s.session, { schoolId: s.schoolId, firstName: 'art' });
    expect(first.json().map((e: { lastName: string }) => e.lastName)).toEqual(['Nowak']);
    const wildcard = await call('POST', 'exam/light/count/by/school', s.session, { schoolId: s.schoolId, lastName: '%%%' });
    expect(wildcard.json()).toBe(0);
  });

  it('sorts by a column in both directions', async () => {
    const asc = await call('POST', 'exam/light/show/by/school', s.session, { schoolId: s.schoolId, order: 'lastName', orderAsc: true });
    expect(asc.json().map((e: { lastName: string }) => e.lastName)).toEqual(['Kowalczyk', 'Kowalska', 'Nowak']);
    const desc = await call('POST', 'exam/light/show/by/school', s.session, { schoolId: s.schoolId, order: 'firstName', orderAsc: false });
    expect(desc.json().map((e: { firstName: string }) => e.firstName)).toEqual(['Celina', 'Bartosz', 'Anna']);
    expect((await call('POST', 'exam/light/show/by/school', s.session, { schoolId: s.schoolId, order: 'pesel' })).statusCode).toBe(400);
  });

  it('pages by 10', async () => {
    const page1 = await call('POST', 'exam/light/show/by/school', s.session, { schoolId: s.schoolId, page: 1 });
    expect(page1.json()).toEqual([]);
  });

  it('refuses anonymous callers and learners', async () => {
    expect((await call('POST', 'exam/light/count/by/school', null, { schoolId: s.schoolId })).statusCode).toBe(403);
    const learner = await createStudent(t.database.db, { schoolId: s.schoolId });
    const session = await t.sessionOf(learner.email, learner.password);
    expect((await call('POST', 'exam/light/show/by/school', session, { schoolId: s.schoolId })).statusCode).toBe(403);
    expect((await call('GET', `exam/delete/${ids[0]}`, session)).statusCode).toBe(403);
    expect((await call('GET', `pdf/exam/${PESEL}/Anna/Kowalska/${s.userId}/${ids[0]}/${Date.now()}/-`, session)).statusCode).toBe(403);
  });

  it("prints the report of the school's own exam, named with the PESEL", async () => {
    const date = Date.parse('2026-11-22T00:00:00+01:00');
    const res = await call('GET', `pdf/exam/${PESEL}/Anna/Kowalska/${s.userId}/${ids[0]}/${date}/09:30`, s.session);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toContain(`raport_egzaminu_${PESEL}.pdf`);
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const noTime = await call('GET', `pdf/exam/${PESEL}/Anna/Kowalska/${s.userId}/${ids[0]}/${date}/-`, s.session);
    expect(noTime.statusCode).toBe(200);
  });

  it('prints the chosen time on the report, and no time at all when "no time" is chosen', async () => {
    const textOf = async (payload: Buffer) => {
      const parser = new PDFParse({ data: new Uint8Array(payload) });
      const text = (await parser.getText()).text;
      await parser.destroy();
      return text;
    };
    // The dialog sends the chosen day at noon UTC (a Warsaw day either side of midnight).
    const day = Date.parse('2026-11-22T12:00:00Z');
    const timed = await call('GET', `pdf/exam/${PESEL}/Anna/Kowalska/${s.userId}/${ids[0]}/${day}/09:30`, s.session);
    expect(await textOf(timed.rawPayload)).toContain('wygenerowano 22.11.2026 09:30');
    const noTime = await call('GET', `pdf/exam/${PESEL}/Anna/Kowalska/${s.userId}/${ids[0]}/${day}/-`, s.session);
    expect(noTime.statusCode).toBe(200);
    const text = await textOf(noTime.rawPayload);
    expect(text).toContain('wygenerowano 22.11.2026 ·');
    expect(text).not.toMatch(/wygenerowano 22\.11\.2026 \d{2}:\d{2}/);
  });

  it('refuses an invalid PESEL and a print time off the 10-minute step', async () => {
    const bad = await call('GET', `pdf/exam/${BAD_PESEL}/Anna/Kowalska/${s.userId}/${ids[0]}/${Date.now()}/-`, s.session);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields[0].key ?? bad.json().fields[0].message).toBeTruthy();
    const offStep = await call('GET', `pdf/exam/${PESEL}/Anna/Kowalska/${s.userId}/${ids[0]}/${Date.now()}/09:35`, s.session);
    expect(offStep.statusCode).toBe(400);
  });

  it("refuses another school's exam on delete and print, then deletes its own", async () => {
    const other = await school();
    const theirs = await keptExam(other, 'Ewa', 'Obca');
    expect((await call('GET', `exam/delete/${theirs}`, s.session)).statusCode).toBe(403);
    expect((await call('GET', `pdf/exam/${PESEL}/Ewa/Obca/${s.userId}/${theirs}/${Date.now()}/-`, s.session)).statusCode).toBe(403);
    expect((await call('GET', `pdf/exam/${PESEL}/Ewa/Obca/${other.userId}/${theirs}/${Date.now()}/-`, s.session)).statusCode).toBe(403);
    const extra = await keptExam(s, 'Do', 'Usunięcia');
    const res = await call('GET', `exam/delete/${extra}`, s.session);
    expect(res.statusCode).toBe(200);
    expect(await t.database.db.select().from(exams).where(eq(exams.id, extra))).toHaveLength(0);
    expect((await call('GET', `exam/delete/${extra}`, s.session)).statusCode).toBe(403);
  });
});
