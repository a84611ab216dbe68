import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { applyExamProgress, type Exam, type ExamProgress } from '@osk/contract';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { createInstructor, createSchool, createStudent } from '../../../test/factories.js';
import { createQuestionBank, EXAM_BANK } from '../../../test/question-bank.factory.js';
import { examItems, exams, questions, studentCourses, students } from '../../db/schema/index.js';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
  await createQuestionBank(t.database.db, { categories: ['B', 'A', 'Y'], counts: EXAM_BANK, videoEvery: 5 });
});
afterAll(async () => {
  await t.close();
});

function sessionOf(email: string, password: string): Promise<string> {
  return t.sessionOf(email, password);
}

async function learner(options: { learningAvailableTill?: string | null; multiLanguage?: boolean; qualificationC?: string } = {}) {
  const s = await createStudent(t.database.db, { learningAvailableTill: options.learningAvailableTill === undefined ? '2027-01-01' : options.learningAvailableTill });
  if (options.multiLanguage || options.qualificationC) {
    await t.database.db
      .update(students)
      .set({ multiLanguage: options.multiLanguage ?? false, qualificationCAvailableTill: options.qualificationC ?? null })
      .where(eq(students.id, s.studentId));
  }
  return { ...s, session: await sessionOf(s.email, s.password) };
}

function createUrl(studentId: number, category = 'B', lang = 'PL', kind = 'own/empty'): string {
  return `/api/eprawko-rest/exam/create/studentId/${studentId}/category/${category}/${kind}/lang/${lang}`;
}

async function createExam(session: string, studentId: number): Promise<Exam> {
  const res = await t.app.inject({ method: 'PUT', url: createUrl(studentId), headers: { jsessionid: session } });
  expect(res.statusCode).toBe(200);
  return res.json();
}

function rightAnswer(exam: Exam, ordinal: number): string {
  const item = exam.execution.find((e) => e.ordinalNumber === ordinal);
  return item?.question.type === 'STANDARD' ? 'TAK' : 'A';
}

async function approve(session: string | null, body: Record<string, unknown>) {
  return t.app.inject({ method: 'POST', url: '/api/eprawko-rest/exam/update/', headers: session ? { jsessionid: session } : {}, payload: body });
}

describe('creating an exam', () => {
  it('draws 32 questions worth 74 points, sent without any correct answer or explanation', async () => {
    const s = await learner();
    const res = await t.app.inject({ method: 'PUT', url: createUrl(s.studentId), headers: { jsessionid: s.session } });
    expect(res.statusCode).toBe(200);
    const exam: Exam = res.json();
    expect(exam).toMatchObject({ category: 'B', type: 'EXAM', language: 'PL', status: 'IN_PROGRESS', totalAnswers: 32, pointsAll: 74, currentOrdinal: 1, passed: null, points: null });
    expect(exam.execution).toHaveLength(32);
    expect(exam.execution.slice(0, 20).every((e) => e.question.type === 'STANDARD' && e.question.part === 'PODSTAWOWA')).toBe(true);
    expect(exam.execution.slice(20).every((e) => e.question.type === 'SPECIALISTIC' && e.question.answerA !== null)).toBe(true);
    for (const e of exam.execution) {
      expect(e.question.correct).toBeNull();
      expect(e.question.explenation).toBeNull();
      expect(e.question.legalSource).toBeNull();
      expect(e.correct).toBeNull();
      expect(e.answer).toBeNull();
    }
    // Nothing in the raw answer gives the key away.
    expect(res.body).not.toMatch(/Wyjaśnienie|"correct":"(TAK|NIE|A|B|C)"/);
    const film = exam.execution.find((e) => e.question.madiaType === 'VIDEO');
    expect(film?.question.media).toMatch(/^\/api\/questions\/media\/film\d+\.mp4$/);
    expect(new Date(exam.deadline).getTime() - new Date(exam.startDate).getTime()).toBe(1_500_000);
    // Each question names its learning module in the exam's language.
    const first = exam.execution[0]?.question;
    expect(first?.module.moduleId).toBeGreaterThanOrEqual(1);
    expect(first?.module.name).toBeTruthy();
  });

  it("refuses another learner's id, anonymous callers and schools", async () => {
    const a = await learner();
    const b = await learner();
    expect((await t.app.inject({ method: 'PUT', url: createUrl(b.studentId), headers: { jsessionid: a.session } })).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'PUT', url: createUrl(a.studentId) })).statusCode).toBe(403);
    const school = await createSchool(t.database.db);
    const schoolSession = await sessionOf(school.email, school.password);
    expect((await t.app.inject({ method: 'PUT', url: createUrl(a.studentId), headers: { jsessionid: schoolSession } })).statusCode).toBe(403);
    const other = await createSchool(t.database.db);
    const res = await t.app.inject({ method: 'PUT', url: `/api/eprawko-rest/exam/create/studentId/${a.studentId}/schoolId/${other.schoolId}/category/B/own/empty/lang/PL`, headers: { jsessionid: a.session } });
    expect(res.statusCode).toBe(403);
  });

  it('refuses a learner whose access has ended, with the reason', async () => {
    const s = await learner({ learningAvailableTill: '2026-11-21' });
    const res = await t.app.inject({ method: 'PUT', url: createUrl(s.studentId), headers: { jsessionid: s.session } });
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('msg.error.exam.no.access');
  });

  it('allows another exam language only with a multi-language subscription', async () => {
    const s = await learner();
    const refused = await t.app.inject({ method: 'PUT', url: createUrl(s.studentId, 'B', 'EN'), headers: { jsessionid: s.session } });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: 'msg.warn.exam.language.not.allowed', message: 'Twoja subskrypcja nie pozwala na zmianę języka egzaminu.' });
    const multi = await learner({ multiLanguage: true });
    const res = await t.app.inject({ method: 'PUT', url: createUrl(multi.studentId, 'B', 'en'), headers: { jsessionid: multi.session } });
    expect(res.statusCode).toBe(200);
    expect(res.json().language).toBe('EN');
    expect(res.json().execution[0].question.questionText).toMatch(/^Question \d+\?$/);
  });

  it('answers 400 for a bad category, language or id', async () => {
    const s = await learner();
    for (const url of [createUrl(s.studentId, 'Q'), createUrl(s.studentId, 'B', 'XX'), createUrl(s.studentId, 'Y'), '/api/eprawko-rest/exam/create/studentId/abc/category/B/own/empty/lang/PL']) {
      const res = await t.app.inject({ method: 'PUT', url, headers: { jsessionid: s.session } });
      expect(res.statusCode, url).toBe(400);
      expect(res.json().fields?.length ?? 0, url).toBeGreaterThan(0);
    }
  });

  it('lets a learner with a course start an exam only while the course is STARTED', async () => {
    const s = await learner();
    await t.database.db.insert(studentCourses).values({ studentId: s.studentId, category: 'B', status: 'AWAITING' });
    const res = await t.app.inject({ method: 'PUT', url: createUrl(s.studentId), headers: { jsessionid: s.session } });
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('msg.error.course.not.started');
    await t.database.db.update(studentCourses).set({ status: 'STARTED' }).where(eq(studentCourses.studentId, s.studentId));
    // The learner read for the refusal is forgotten once the database announces the change (ADR 010).
    await expect.poll(async () => (await t.app.inject({ method: 'PUT', url: createUrl(s.studentId), headers: { jsessionid: s.session } })).statusCode, { timeout: 2000, interval: 20 }).toBe(200);
  });

  it("follows a change to the learner's rights made after an exam was started", async () => {
    const s = await learner();
    expect((await t.app.inject({ method: 'PUT', url: createUrl(s.studentId), headers: { jsessionid: s.session } })).statusCode).toBe(200);
    await t.database.db.update(students).set({ learningAvailableTill: '2026-11-01' }).where(eq(students.id, s.studentId));
    await expect
      .poll(async () => (await t.app.inject({ method: 'PUT', url: createUrl(s.studentId), headers: { jsessionid: s.session } })).json().code, { timeout: 2000, interval: 20 })
      .toBe('msg.error.exam.no.access');
  });

  it('says the bank is incomplete for a category without enough questions', async () => {
    const s = await learner();
    const res = await t.app.inject({ method: 'PUT', url: createUrl(s.studentId, 'T'), headers: { jsessionid: s.session } });
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('msg.error.exam.questions.missing');
  });

  it('draws an initial qualification test of 20 basic and 10 specialist questions for C', async () => {
    const s = await learner({ qualificationC: '2027-02-01' });
    const res = await t.app.inject({ method: 'PUT', url: createUrl(s.studentId, 'C', 'PL', 'qualification'), headers: { jsessionid: s.session } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ type: 'QUALIFICATION', category: 'Y', totalAnswers: 30, pointsAll: 30 });
    const none = await learner();
    const refused = await t.app.inject({ method: 'PUT', url: createUrl(none.studentId, 'C', 'PL', 'qualification'), headers: { jsessionid: none.session } });
    expect(refused.statusCode).toBe(403);
  });
});

describe('answering', () => {
  it('approves answers one by one, scores 74 of 74 and reveals the key only when finished', async () => {
    const s = await learner();
    let exam = await createExam(s.session, s.studentId);
    for (let ordinal = 1; ordinal <= 32; ordinal += 1) {
      const res = await approve(s.session, { id: exam.id, ordinalNumber: ordinal, answer: rightAnswer(exam, ordinal), changes: 1 });
      expect(res.statusCode, `question ${ordinal}`).toBe(200);
      if (ordinal < 32) {
        // While the exam goes on the answer is its progress, never the key.
        const progress: ExamProgress = res.json();
        expect(progress).toEqual({
          id: exam.id,
          status: 'IN_PROGRESS',
          currentOrdinal: ordinal + 1,
          questionStartedAt: expect.any(String),
          serverTime: expect.any(String),
          approved: { ordinalNumber: ordinal, answer: rightAnswer(exam, ordinal), changes: 1 },
        });
        exam = applyExamProgress(exam, progress);
      } else {
        expect(res.json()).toMatchObject({ status: 'FINISHED', points: 74, passed: true });
      }
      t.clock.advanceMinutes(0.5);
    }
    const review = await t.app.inject({ method: 'GET', url: `/api/eprawko-rest/exam/show/${exam.id}`, headers: { jsessionid: s.session } });
    const finished: Exam = review.json();
    expect(finished).toMatchObject({ status: 'FINISHED', points: 74, pointsAll: 74, passed: true, correctAnswers: 32, wrongAnswers: 0, currentOrdinal: null });
    expect(finished.execution.every((e) => e.correct === true && e.question.correct !== null && e.question.explenation !== null && e.changes === 1)).toBe(true);
  });

  it('fails a learner below 68 points and counts unanswered questions as wrong', async () => {
    const s = await learner();
    const exam = await createExam(s.session, s.studentId);
    const wrongOnes = exam.execution.filter((e) => e.question.weight === 3 && e.ordinalNumber !== 2).slice(0, 3).map((e) => e.ordinalNumber);
    for (let ordinal = 1; ordinal <= 32; ordinal += 1) {
      const wrong = wrongOnes.includes(ordinal);
      const answer = ordinal === 2 ? null : wrong ? (exam.execution[ordinal - 1]?.question.type === 'STANDARD' ? 'NIE' : 'B') : rightAnswer(exam, ordinal);
      expect((await approve(s.session, { id: exam.id, ordinalNumber: ordinal, answer })).statusCode).toBe(200);
    }
    const finished: Exam = (await t.app.inject({ method: 'GET', url: `/api/eprawko-rest/exam/show/${exam.id}`, headers: { jsessionid: s.session } })).json();
    expect(finished.passed).toBe(false);
    expect(finished.points).toBe(74 - 9 - (exam.execution[1]?.question.weight ?? 0));
    expect(finished.correctAnswers).toBe(28);
    expect(finished.execution[1]).toMatchObject({ answer: null, correct: false });
  });

  it('refuses an answer to another question than the current one, and a second answer to one question', async () => {
    const s = await learner();
    const exam = await createExam(s.session, s.studentId);
    const skip = await approve(s.session, { id: exam.id, ordinalNumber: 3, answer: 'TAK' });
    expect(skip.statusCode).toBe(409);
    expect(skip.json().code).toBe('WRONG_QUESTION');
    expect((await approve(s.session, { id: exam.id, ordinalNumber: 1, answer: 'NIE' })).statusCode).toBe(200);
    const again = await approve(s.session, { id: exam.id, ordinalNumber: 1, answer: 'TAK' });
    expect(again.statusCode).toBe(409);
    const stored: Exam = (await t.app.inject({ method: 'GET', url: `/api/eprawko-rest/exam/show/${exam.id}`, headers: { jsessionid: s.session } })).json();
    expect(stored.execution[0]?.answer).toBe('NIE');
    expect(stored.currentOrdinal).toBe(2);
  });

  it('approves one of two answers sent at once to one question, and answers to many exams sent at once', async () => {
    const s = await learner();
    const exam = await createExam(s.session, s.studentId);
    const both = await Promise.all([approve(s.session, { id: exam.id, ordinalNumber: 1, answer: 'TAK' }), approve(s.session, { id: exam.id, ordinalNumber: 1, answer: 'NIE' })]);
    expect(both.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const winner = both.find((r) => r.statusCode === 200)?.json().approved.answer;
    const stored: Exam = (await t.app.inject({ method: 'GET', url: `/api/eprawko-rest/exam/show/${exam.id}`, headers: { jsessionid: s.session } })).json();
    expect(stored.execution[0]?.answer).toBe(winner);
    expect(stored.currentOrdinal).toBe(2);

    const others = await Promise.all(Array.from({ length: 5 }, () => createExam(s.session, s.studentId)));
    const answered = await Promise.all(others.map((e) => approve(s.session, { id: e.id, ordinalNumber: 1, answer: rightAnswer(e, 1) })));
    expect(answered.map((r) => r.statusCode)).toEqual([200, 200, 200, 200, 200]);
    expect(answered.map((r) => r.json().currentOrdinal)).toEqual([2, 2, 2, 2, 2]);
  });

  it('decides from the database when another server instance moved the exam on or finished it', async () => {
    const s = await learner();
    const exam = await createExam(s.session, s.studentId);
    // Another instance approves question 1: this one still remembers the exam at question 1.
    await t.database.db.update(examItems).set({ answer: 'NIE', approvedAt: new Date() }).where(and(eq(examItems.examId, exam.id), eq(examItems.ordinalNumber, 1)));
    await t.database.db.update(exams).set({ currentOrdinal: 2 }).where(eq(exams.id, exam.id));
    const stale = await approve(s.session, { id: exam.id, ordinalNumber: 1, answer: 'TAK' });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().code).toBe('WRONG_QUESTION');
    const next = await approve(s.session, { id: exam.id, ordinalNumber: 2, answer: rightAnswer(exam, 2) });
    expect(next.statusCode).toBe(200);
    expect(next.json().currentOrdinal).toBe(3);
    // Another instance ends the exam.
    await t.database.db.update(exams).set({ status: 'FINISHED', endDate: new Date() }).where(eq(exams.id, exam.id));
    const after = await approve(s.session, { id: exam.id, ordinalNumber: 3, answer: rightAnswer(exam, 3) });
    expect(after.statusCode).toBe(409);
    expect(after.json().code).toBe('EXAM_FINISHED');
    const stored: Exam = (await t.app.inject({ method: 'GET', url: `/api/eprawko-rest/exam/show/${exam.id}`, headers: { jsessionid: s.session } })).json();
    expect(stored.execution[0]?.answer).toBe('NIE');
    expect(stored.execution[2]?.approved).toBe(false);
  });

  it("refuses answers to another learner's exam and leaves it unchanged", async () => {
    const a = await learner();
    const b = await learner();
    const exam = await createExam(a.session, a.studentId);
    expect((await approve(b.session, { id: exam.id, ordinalNumber: 1, answer: 'TAK' })).statusCode).toBe(403);
    expect((await approve(null, { id: exam.id, ordinalNumber: 1, answer: 'TAK' })).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: `/api/eprawko-rest/exam/show/${exam.id}`, headers: { jsessionid: b.session } })).statusCode).toBe(403);
    const stored: Exam = (await t.app.inject({ method: 'GET', url: `/api/eprawko-rest/exam/show/${exam.id}`, headers: { jsessionid: a.session } })).json();
    expect(stored.currentOrdinal).toBe(1);
  });

  it('answers 400 for an answer of the wrong kind or a malformed body', async () => {
    const s = await learner();
    const exam = await createExam(s.session, s.studentId);
    const wrongKind = await approve(s.session, { id: exam.id, ordinalNumber: 1, answer: 'A' });
    expect(wrongKind.statusCode).toBe(400);
    expect(wrongKind.json().fields[0].field).toBe('answer');
    expect((await approve(s.session, { id: exam.id, ordinalNumber: 1, answer: 'MAYBE' })).statusCode).toBe(400);
    expect((await approve(s.session, { id: 'x' })).statusCode).toBe(400);
    expect((await approve(s.session, { id: exam.id })).statusCode).toBe(400);
  });

  it("records a late answer as none and says the question's time is over", async () => {
    const s = await learner();
    const exam = await createExam(s.session, s.studentId);
    const first = exam.execution[0];
    const limit = first?.question.madiaType === 'VIDEO' ? 95 : 35;
    t.clock.advanceMinutes((limit + 6) / 60);
    const res = await approve(s.session, { id: exam.id, ordinalNumber: 1, answer: 'TAK' });
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('QUESTION_TIME_OVER');
    const stored: Exam = (await t.app.inject({ method: 'GET', url: `/api/eprawko-rest/exam/show/${exam.id}`, headers: { jsessionid: s.session } })).json();
    expect(stored.execution[0]).toMatchObject({ answer: null, approved: true });
    expect(stored.currentOrdinal).toBe(2);
  });

  it('finishes the exam when its last question is answered too late', async () => {
    const s = await learner();
    const exam = await createExam(s.session, s.studentId);
    for (let ordinal = 1; ordinal <= 31; ordinal += 1) {
      expect((await approve(s.session, { id: exam.id, ordinalNumber: ordinal, answer: rightAnswer(exam, ordinal) })).statusCode).toBe(200);
    }
    t.clock.advanceMinutes(1);
    const res = await approve(s.session, { id: exam.id, ordinalNumber: 32, answer: 'A' });
    expect(res.json().code).toBe('QUESTION_TIME_OVER');
    const stored: Exam = (await t.app.inject({ method: 'GET', url: `/api/eprawko-rest/exam/show/${exam.id}`, headers: { jsessionid: s.session } })).json();
    expect(stored).toMatchObject({ status: 'FINISHED', correctAnswers: 31 });
    expect(stored.execution[31]).toMatchObject({ answer: null, correct: false });
  });

  it('ends the exam after 25 minutes: later answers are refused and the result is stored', async () => {
    const s = await learner();
    const exam = await createExam(s.session, s.studentId);
    expect((await approve(s.session, { id: exam.id, ordinalNumber: 1, answer: rightAnswer(exam, 1) })).statusCode).toBe(200);
    t.clock.advanceMinutes(26);
    const res = await approve(s.session, { id: exam.id, ordinalNumber: 2, answer: 'TAK' });
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('EXAM_FINISHED');
    const stored: Exam = (await t.app.inject({ method: 'GET', url: `/api/eprawko-rest/exam/show/${exam.id}`, headers: { jsessionid: s.session } })).json();
    expect(stored).toMatchObject({ status: 'FINISHED', passed: false, correctAnswers: 1 });
    expect(new Date(stored.endDate ?? '').getTime()).toBe(new Date(stored.deadline).getTime());
  });

  it('finishes on request when the time runs out in the browser', async () => {
    const s = await learner();
    const exam = await createExam(s.session, s.studentId);
    const res = await approve(s.session, { id: exam.id, finish: true });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'FINISHED', points: 0, passed: false });
  });

  it('resumes after a reload with the approved answers and the current question', async () => {
    const s = await learner();
    const exam = await createExam(s.session, s.studentId);
    for (const ordinal of [1, 2, 3]) await approve(s.session, { id: exam.id, ordinalNumber: ordinal, answer: rightAnswer(exam, ordinal) });
    const again: Exam = (await t.app.inject({ method: 'GET', url: `/api/eprawko-rest/exam/show/${exam.id}`, headers: { jsessionid: s.session } })).json();
    expect(again.currentOrdinal).toBe(4);
    expect(again.execution.slice(0, 3).map((e) => e.answer)).toEqual([rightAnswer(exam, 1), rightAnswer(exam, 2), rightAnswer(exam, 3)]);
    expect(again.execution.slice(0, 3).every((e) => e.approved && e.correct === null)).toBe(true);
    expect(again.questionStartedAt).not.toBeNull();
  });
});

describe('the demo exam and the list', () => {
  it('lets anyone take a demo exam with its token, scored by the server, in nobody\'s history', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/eprawko-rest/exam/demo/PL' });
    expect(res.statusCode).toBe(200);
    const demo: Exam = res.json();
    expect(demo).toMatchObject({ type: 'DEMO', category: 'B', totalAnswers: 32 });
    expect(demo.demoToken).toBeTruthy();
    expect(demo.execution.every((e) => e.question.correct === null)).toBe(true);
    expect((await approve(null, { id: demo.id, ordinalNumber: 1, answer: 'TAK' })).statusCode).toBe(403);
    expect((await approve(null, { id: demo.id, ordinalNumber: 1, answer: 'TAK', demoToken: 'forged' })).statusCode).toBe(403);
    for (let ordinal = 1; ordinal <= 32; ordinal += 1) {
      expect((await approve(null, { id: demo.id, ordinalNumber: ordinal, answer: rightAnswer(demo, ordinal), demoToken: demo.demoToken })).statusCode).toBe(200);
    }
    const shown = await t.app.inject({ method: 'GET', url: `/api/eprawko-rest/exam/show/${demo.id}?demoToken=${encodeURIComponent(demo.demoToken ?? '')}` });
    expect(shown.json()).toMatchObject({ status: 'FINISHED', points: 74, passed: true });
    const s = await learner();
    const list = await t.app.inject({ method: 'GET', url: `/api/eprawko-rest/exam/light/show/by/student/${s.studentId}`, headers: { jsessionid: s.session } });
    expect(list.json()).toEqual([]);
    expect((await t.app.inject({ method: 'GET', url: '/api/eprawko-rest/exam/demo/RU' })).statusCode).toBe(400);
  });

  it("lists the learner's exams newest first without questions, and refuses another learner's list", async () => {
    const s = await learner();
    const first = await createExam(s.session, s.studentId);
    t.clock.advanceMinutes(1);
    const second = await createExam(s.session, s.studentId);
    const res = await t.app.inject({ method: 'GET', url: `/api/eprawko-rest/exam/light/show/by/student/${s.studentId}`, headers: { jsessionid: s.session } });
    expect(res.statusCode).toBe(200);
    expect(res.json().map((e: { id: number }) => e.id)).toEqual([second.id, first.id]);
    expect(res.json()[0].execution).toBeUndefined();
    const other = await learner();
    expect((await t.app.inject({ method: 'GET', url: `/api/eprawko-rest/exam/light/show/by/student/${s.studentId}`, headers: { jsessionid: other.session } })).statusCode).toBe(403);
  });

  it("lets a school list its own learner's exams and refuses another school's learner", async () => {
    const school = await createSchool(t.database.db);
    const otherSchool = await createSchool(t.database.db);
    const own = await createStudent(t.database.db, { schoolId: school.schoolId, learningAvailableTill: '2027-01-01' });
    const foreign = await createStudent(t.database.db, { schoolId: otherSchool.schoolId, learningAvailableTill: '2027-01-01' });
    const noSchool = await createStudent(t.database.db, { learningAvailableTill: '2027-01-01' });
    const exam = await createExam(await sessionOf(own.email, own.password), own.studentId);
    const schoolSession = await sessionOf(school.email, school.password);
    const listOf = (studentId: number) => t.app.inject({ method: 'GET', url: `/api/eprawko-rest/exam/light/show/by/student/${studentId}`, headers: { jsessionid: schoolSession } });
    const res = await listOf(own.studentId);
    expect(res.statusCode).toBe(200);
    expect(res.json().map((e: { id: number }) => e.id)).toEqual([exam.id]);
    for (const studentId of [foreign.studentId, noSchool.studentId, 999_999]) {
      const refused = await listOf(studentId);
      expect(refused.statusCode, String(studentId)).toBe(403);
      expect(refused.json().code).toBe('msg.error.forbidden');
    }
    expect((await listOf(0)).statusCode).toBe(400);
    const instructor = await createInstructor(t.database.db, school.schoolId);
    const byInstructor = await t.app.inject({ method: 'GET', url: `/api/eprawko-rest/exam/light/show/by/student/${own.studentId}`, headers: { jsessionid: await sessionOf(instructor.email, instructor.password) } });
    expect(byInstructor.statusCode).toBe(403);
  });
});

describe('the exam of the questions marked hard', () => {
  /** A learner who marked `basic` basic and `specialist` specialist 3-point questions of the bank as hard. */
  async function learnerWithHard(basic: number, specialist: number) {
    const s = await learner();
    const marked = [
      ...(await t.database.db.select({ externalId: questions.externalId }).from(questions).where(and(eq(questions.type, 'STANDARD'), eq(questions.weight, 3))).limit(basic)),
      ...(await t.database.db.select({ externalId: questions.externalId }).from(questions).where(and(eq(questions.type, 'SPECIALISTIC'), eq(questions.weight, 3))).limit(specialist)),
    ];
    for (const { externalId } of marked) {
      const res = await t.app.inject({ method: 'GET', url: `/api/eprawko-rest/questions/student/add/${s.studentId}/${externalId}`, headers: { jsessionid: s.session } });
      expect(res.statusCode).toBe(200);
    }
    return s;
  }

  async function createHard(session: string, studentId: number): Promise<Exam> {
    const res = await t.app.inject({ method: 'PUT', url: `/api/eprawko-rest/exam/own/studentId/${studentId}/lang/PL`, headers: { jsessionid: session } });
    expect(res.statusCode).toBe(200);
    return res.json();
  }

  /** Answers every question, right ones first, `wrong` of them wrongly at the end. */
  async function answerAll(session: string, exam: Exam, wrong = 0): Promise<Exam> {
    let last: Exam | null = null;
    for (let ordinal = 1; ordinal <= exam.totalAnswers; ordinal += 1) {
      const right = rightAnswer(exam, ordinal);
      const answer = ordinal > exam.totalAnswers - wrong ? (right === 'TAK' ? 'NIE' : 'B') : right;
      const res = await approve(session, { id: exam.id, ordinalNumber: ordinal, answer, changes: 0 });
      expect(res.statusCode).toBe(200);
      if (ordinal === exam.totalAnswers) last = res.json();
    }
    if (!last) throw new Error('no answers');
    return last;
  }

  it('is practice: 11 of 11 right passes by percentage, not against 68 of 74 points', async () => {
    const s = await learnerWithHard(8, 3);
    const exam = await createHard(s.session, s.studentId);
    expect(exam).toMatchObject({ type: 'HARD', totalAnswers: 11, status: 'IN_PROGRESS' });
    const done = await answerAll(s.session, exam);
    expect(done).toMatchObject({ status: 'FINISHED', type: 'HARD', correctAnswers: 11, passed: true });
    expect(done.points).toBe(done.pointsAll);
    expect(done.pointsAll).toBeLessThan(68);
    // The learner's list marks it as the hard-questions practice, so the statistics can leave it out.
    const list = await t.app.inject({ method: 'GET', url: `/api/eprawko-rest/exam/light/show/by/student/${s.studentId}`, headers: { jsessionid: s.session } });
    expect(list.json()).toEqual([expect.objectContaining({ id: exam.id, type: 'HARD', passed: true })]);
  });

  it('fails below the state pass ratio (68 of 74, about 92 %) of its own points: 30 of 33 is 91 %', async () => {
    const s = await learnerWithHard(8, 3);
    const exam = await createHard(s.session, s.studentId);
    const done = await answerAll(s.session, exam, 1);
    expect(done).toMatchObject({ correctAnswers: 10, points: 30, pointsAll: 33, passed: false });
  });
});
