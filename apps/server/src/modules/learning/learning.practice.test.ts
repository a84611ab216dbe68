import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { and, eq, inArray } from 'drizzle-orm';
import type { MistakesSummary, Practice } from '@osk/contract';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { createSchool, createStudent } from '../../../test/factories.js';
import { createQuestionBank, EXAM_BANK } from '../../../test/question-bank.factory.js';
import { examItems, exams, learnAnswers, questions } from '../../db/schema/index.js';

/**
 * Practice modes (issue 23): my mistakes (last answer wrong, in learning or a finished exam), a quick
 * quiz of 10 from chosen modules, an exam of my mistakes by the official point split. Answers go to
 * learning/answer like module learning's: one record per question.
 */
let t: TestApp;
/** The bank of B: answers TAK (basic) and A (specialist) are right. */
let bank: { id: number; type: 'STANDARD' | 'SPECIALISTIC'; weight: number; moduleId: number }[] = [];
let schoolSession: string;

beforeAll(async () => {
  t = await createTestApp();
  const ids = await createQuestionBank(t.database.db, { categories: ['B'], counts: EXAM_BANK });
  const rows = await t.database.db.select({ id: questions.id, type: questions.type, weight: questions.weight, moduleId: questions.moduleId }).from(questions).where(inArray(questions.id, ids));
  bank = rows.map((r) => ({ id: r.id, type: r.type as 'STANDARD' | 'SPECIALISTIC', weight: r.weight, moduleId: r.moduleId ?? 0 }));
  const school = await createSchool(t.database.db);
  schoolSession = await t.sessionOf(school.email, school.password);
});
afterAll(async () => {
  await t.close();
});
beforeEach(() => {
  t.clock.set(new Date('2026-11-22T10:00:00Z'));
});

async function learner(till: string | null = '2027-01-01') {
  const s = await createStudent(t.database.db, { learningAvailableTill: till });
  return { ...s, session: await t.sessionOf(s.email, s.password) };
}

function call(method: 'GET' | 'PUT' | 'POST', url: string, session: string | null, payload?: unknown) {
  return t.app.inject({ method, url: `/api/eprawko-rest/${url}`, headers: session ? { jsessionid: session } : {}, ...(payload === undefined ? {} : { payload: payload as object }) });
}

const wrongOf = (q: { type: string }) => (q.type === 'STANDARD' ? 'NIE' : 'B');
const rightOf = (q: { type: string }) => (q.type === 'STANDARD' ? 'TAK' : 'A');

async function answer(s: { studentId: number; session: string }, q: { id: number; type: string }, right: boolean) {
  const res = await call('POST', 'learning/answer', s.session, { studentId: s.studentId, questionId: q.id, answer: right ? rightOf(q) : wrongOf(q) });
  expect(res.statusCode).toBe(200);
}

/** A finished exam of the learner with these answers (null: left unanswered). */
async function finishedExam(studentId: number, answers: { q: { id: number; type: string }; answer: string | null }[], end: Date) {
  const [exam] = await t.database.db
    .insert(exams)
    .values({ studentId, category: 'B', type: 'EXAM', language: 'PL', status: 'FINISHED', startDate: end, deadline: end, endDate: end, questionStartedAt: end, totalAnswers: answers.length, pointsAll: 74, points: 10, passed: false })
    .returning({ id: exams.id });
  if (!exam) throw new Error('exam insert');
  await t.database.db.insert(examItems).values(answers.map((a, i) => ({ examId: exam.id, ordinalNumber: i + 1, questionId: a.q.id, answer: a.answer, approvedAt: a.answer === null ? null : end })));
}

const at = (i: number) => {
  const q = bank[i];
  if (!q) throw new Error(`no question ${i}`);
  return q;
};

describe('GET learning/mistakes/{studentId}/{category}', () => {
  it('counts the questions whose last answer was wrong, in learning or a finished exam, per module, and what an exam of them lacks', async () => {
    const s = await learner();
    // Learning: 0 and 1 wrong, 2 right.
    await answer(s, at(0), false);
    await answer(s, at(1), false);
    await answer(s, at(2), true);
    // An exam after that: 1 right now (no longer a mistake), 3 wrong, 4 unanswered, 5 right.
    t.clock.set(new Date('2026-11-22T10:20:00Z'));
    await finishedExam(s.studentId, [{ q: at(1), answer: rightOf(at(1)) }, { q: at(3), answer: wrongOf(at(3)) }, { q: at(4), answer: null }, { q: at(5), answer: rightOf(at(5)) }], new Date('2026-11-22T10:10:00Z'));
    // Another learner's answers are not mine.
    const other = await learner();
    await answer(other, at(6), false);

    const res = await call('GET', `learning/mistakes/${s.studentId}/B`, s.session);
    expect(res.statusCode, res.body).toBe(200);
    const summary: MistakesSummary = res.json();
    expect(summary.total).toBe(3);
    const expected = new Map<number, number>();
    for (const q of [at(0), at(3), at(4)]) expected.set(q.moduleId, (expected.get(q.moduleId) ?? 0) + 1);
    expect(new Map(summary.modules.map((m) => [m.moduleId, m.count]))).toEqual(expected);
    expect(summary.exam).toEqual({ size: 32, missing: 29 });

    // A right answer in learning afterwards takes a mistake off the list.
    t.clock.set(new Date('2026-11-22T10:25:00Z'));
    await answer(s, at(3), true);
    expect(((await call('GET', `learning/mistakes/${s.studentId}/B`, s.session)).json() as MistakesSummary).total).toBe(2);
  });

  it("answers 403 for another learner's data, a school or an anonymous caller, the no-access answer without access, 400 for a bad category", async () => {
    // The other learner first: a learner's account id in a studentId path is read as their own (ADR 028).
    const other = await learner();
    const s = await learner();
    expect(other.studentId).not.toBe(s.userId);
    expect((await call('GET', `learning/mistakes/${other.studentId}/B`, s.session)).statusCode).toBe(403);
    expect((await call('GET', `learning/mistakes/${s.studentId}/B`, schoolSession)).statusCode).toBe(403);
    expect((await call('GET', `learning/mistakes/${s.studentId}/B`, null)).statusCode).toBe(403);
    const bad = await call('GET', `learning/mistakes/${s.studentId}/Q`, s.session);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields[0]).toMatchObject({ field: 'category', key: 'msg.validation.learning.category' });
    const never = await learner(null);
    const refused = await call('GET', `learning/mistakes/${never.studentId}/B`, never.session);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe('msg.error.learning.no.access');
  });
});

describe('PUT learning/practice/{studentId}/{category}/{lang}', () => {
  it('my mistakes: the questions last answered wrong with their keys, newest first; answering them updates the same learning record', async () => {
    const s = await learner();
    await answer(s, at(0), false);
    t.clock.set(new Date('2026-11-22T10:05:00Z'));
    await answer(s, at(7), false);
    await answer(s, at(8), true);
    const res = await call('PUT', `learning/practice/${s.studentId}/B/PL`, s.session, { mode: 'mistakes' });
    expect(res.statusCode).toBe(200);
    const practice: Practice = res.json();
    expect(practice).toMatchObject({ category: 'B', mode: 'MISTAKES', language: 'PL', max: 2 });
    expect(practice.execution.map((e) => e.question.id)).toEqual([at(7).id, at(0).id]);
    expect(practice.execution[0]?.question.correct).toBe(rightOf(at(7)));
    expect(practice.execution[0]?.question.explenation).toMatch(/^Wyjaśnienie/);
    expect(practice.execution.map((e) => e.ordinalNumber)).toEqual([1, 2]);

    // Answered right in the practice: the one learning record moves on (no second record, no double count).
    await answer(s, at(7), true);
    const records = await t.database.db.select().from(learnAnswers).where(and(eq(learnAnswers.studentId, s.studentId), eq(learnAnswers.questionId, at(7).id)));
    expect(records).toHaveLength(1);
    expect(records[0]).toMatchObject({ rightCount: 1, wrongCount: 1, lastAnswerCorrect: true, box: 1 });
    const again: Practice = (await call('PUT', `learning/practice/${s.studentId}/B/PL`, s.session, { mode: 'MISTAKES' })).json();
    expect(again.execution.map((e) => e.question.id)).toEqual([at(0).id]);
  });

  it('a quick quiz: 10 different questions of the chosen modules', async () => {
    const s = await learner();
    const modules = [1, 2, 3, 4, 5, 6];
    const inModules = bank.filter((q) => modules.includes(q.moduleId)).map((q) => q.id);
    expect(inModules.length).toBeGreaterThan(10);
    const res = await call('PUT', `learning/practice/${s.studentId}/B/PL`, s.session, { mode: 'QUIZ', moduleIds: modules });
    expect(res.statusCode).toBe(200);
    const quiz: Practice = res.json();
    expect(quiz.max).toBe(10);
    const got = quiz.execution.map((e) => e.question.id);
    expect(new Set(got).size).toBe(10);
    for (const id of got) expect(inModules).toContain(id);
    // A module with fewer questions than 10 gives what it has.
    const small: Practice = (await call('PUT', `learning/practice/${s.studentId}/B/PL`, s.session, { mode: 'QUIZ', moduleIds: [1] })).json();
    expect(small.max).toBe(bank.filter((q) => q.moduleId === 1).length);
  });

  it('an exam of my mistakes by the official point split, or 409 saying how many it lacks', async () => {
    const s = await learner();
    for (const q of bank.slice(0, 5)) await answer(s, q, false);
    const refused = await call('PUT', `learning/practice/${s.studentId}/B/PL`, s.session, { mode: 'MISTAKES_EXAM' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe('msg.error.learning.practice.not.enough');
    for (const q of bank.slice(5)) await answer(s, q, false);
    const summary: MistakesSummary = (await call('GET', `learning/mistakes/${s.studentId}/B`, s.session)).json();
    expect(summary.exam.missing).toBe(0);
    const res = await call('PUT', `learning/practice/${s.studentId}/B/PL`, s.session, { mode: 'MISTAKES_EXAM' });
    expect(res.statusCode).toBe(200);
    const exam: Practice = res.json();
    expect(exam.max).toBe(32);
    const kinds = new Map<string, number>();
    for (const e of exam.execution) kinds.set(`${e.question.type}:${e.question.weight}`, (kinds.get(`${e.question.type}:${e.question.weight}`) ?? 0) + 1);
    expect(Object.fromEntries(kinds)).toEqual({ 'STANDARD:3': 10, 'STANDARD:2': 6, 'STANDARD:1': 4, 'SPECIALISTIC:3': 6, 'SPECIALISTIC:2': 4, 'SPECIALISTIC:1': 2 });
    // Basic questions first, then specialist ones, as in the exam.
    expect(exam.execution.slice(0, 20).every((e) => e.question.type === 'STANDARD')).toBe(true);
    expect(new Set(exam.execution.map((e) => e.question.id)).size).toBe(32);
  });

  it('answers 400 with the field for a bad mode, a quiz without modules or with a module outside the category, a bad language', async () => {
    const s = await learner();
    const cases: [string, unknown, string][] = [
      ['B/PL', { mode: 'EVERYTHING' }, 'mode'],
      ['B/PL', {}, 'mode'],
      ['B/PL', { mode: 'QUIZ' }, 'moduleIds'],
      ['B/PL', { mode: 'QUIZ', moduleIds: [] }, 'moduleIds'],
      ['B/PL', { mode: 'QUIZ', moduleIds: [101] }, 'moduleIds'],
      ['B/PL', { mode: 'QUIZ', moduleIds: ['x'] }, 'moduleIds.0'],
      ['B/XX', { mode: 'MISTAKES' }, 'lang'],
      ['Q/PL', { mode: 'MISTAKES' }, 'category'],
    ];
    for (const [path, body, field] of cases) {
      const res = await call('PUT', `learning/practice/${s.studentId}/${path}`, s.session, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().fields?.[0]?.field, JSON.stringify(body)).toBe(field);
    }
    const noModules = await call('PUT', `learning/practice/${s.studentId}/B/PL`, s.session, { mode: 'QUIZ' });
    expect(noModules.json().fields[0]).toMatchObject({ key: 'msg.validation.learning.practice.modules', message: 'Wybierz co najmniej jeden moduł tej kategorii.' });
  });

  it("answers 403 for another learner's data, a school or an anonymous caller, and the no-access answer to a learner without access", async () => {
    // The other learner first: a learner's account id in a studentId path is read as their own (ADR 028).
    const other = await learner();
    const s = await learner();
    expect(other.studentId).not.toBe(s.userId);
    const body = { mode: 'MISTAKES' };
    expect((await call('PUT', `learning/practice/${other.studentId}/B/PL`, s.session, body)).statusCode).toBe(403);
    expect((await call('PUT', `learning/practice/${s.studentId}/B/PL`, schoolSession, body)).statusCode).toBe(403);
    expect((await call('PUT', `learning/practice/${s.studentId}/B/PL`, null, body)).statusCode).toBe(403);
    const expired = await learner('2026-11-01');
    const refused = await call('PUT', `learning/practice/${expired.studentId}/B/PL`, expired.session, { mode: 'QUIZ', moduleIds: [1] });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: 'msg.error.learning.no.access', message: 'Twój dostęp do nauki wygasł lub nie został jeszcze wykupiony.' });
  });
});
