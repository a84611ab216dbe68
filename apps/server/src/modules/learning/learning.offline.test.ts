import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import type { ModuleReview } from '@osk/contract';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { createStudent } from '../../../test/factories.js';
import { createQuestionBank } from '../../../test/question-bank.factory.js';
import { learnAnswers } from '../../db/schema/index.js';

// Answers kept offline (issue 23) are sent later with an id and their time: an id is recorded once,
// whatever the number of sends, and an answer older than the last recorded one does not move the box.

let t: TestApp;
/** Standard questions (key TAK) of the synthetic bank. */
let questionIds: number[] = [];

beforeAll(async () => {
  t = await createTestApp();
  questionIds = await createQuestionBank(t.database.db, { categories: ['B'], counts: { 'STANDARD:3': 4 } });
});
afterAll(async () => {
  await t.close();
});
beforeEach(() => {
  t.clock.set(new Date('2026-11-22T10:00:00Z'));
});

async function learner() {
  const s = await createStudent(t.database.db, { learningAvailableTill: '2027-01-01', schoolId: null });
  return { ...s, session: await t.sessionOf(s.email, s.password) };
}

function answer(session: string, body: Record<string, unknown>) {
  return t.app.inject({ method: 'POST', url: '/api/eprawko-rest/learning/answer', headers: { jsessionid: session }, payload: body });
}

async function record(studentId: number, questionId: number) {
  const [row] = await t.database.db
    .select()
    .from(learnAnswers)
    .where(and(eq(learnAnswers.studentId, studentId), eq(learnAnswers.questionId, questionId)));
  return row;
}

function qid(i: number): number {
  const id = questionIds[i];
  if (id === undefined) throw new Error(`no question ${i}`);
  return id;
}

describe('POST learning/answer with an answer id (offline learning)', () => {
  it('counts an answer sent again under the same id once, and answers the repeat like the first send', async () => {
    const s = await learner();
    const body = { studentId: s.studentId, questionId: qid(0), answer: 'TAK', answerId: '6f1c1a52-6a4e-4c4f-9d55-0b1f7d3e8a01', answeredAt: '2026-11-22T09:30:00Z' };
    const first = await answer(s.session, body);
    expect(first.statusCode).toBe(200);
    // The response was lost: the client sends the same answer again, twice.
    const again = await answer(s.session, body);
    const third = await answer(s.session, { ...body, answerId: body.answerId.toUpperCase() });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(first.json());
    expect(third.json()).toEqual(first.json());
    const row = await record(s.studentId, qid(0));
    expect(row).toMatchObject({ rightCount: 1, wrongCount: 0, box: 1, lastAnswerCorrect: true });
    expect(row?.lastAnsweredAt.toISOString()).toBe('2026-11-22T09:30:00.000Z');
    // The review counts see one question seen.
    const review = await t.app.inject({ method: 'GET', url: `/api/eprawko-rest/progress/learn/review/${s.studentId}/B`, headers: { jsessionid: s.session } });
    const module = (review.json() as ModuleReview[]).find((m) => m.seen > 0);
    expect(module?.seen).toBe(1);
  });

  it('counts sends at once under one id once (a retry racing the first send)', async () => {
    const s = await learner();
    const body = { studentId: s.studentId, questionId: qid(1), answer: 'NIE', answerId: '1b6a9a10-1111-4c4f-9d55-0b1f7d3e8a02' };
    const results = await Promise.all([answer(s.session, body), answer(s.session, body), answer(s.session, body)]);
    expect(results.map((r) => r.statusCode)).toEqual([200, 200, 200]);
    expect(await record(s.studentId, qid(1))).toMatchObject({ rightCount: 0, wrongCount: 1, box: 0 });
  });

  it('counts different ids, and answers without an id, each time', async () => {
    const s = await learner();
    const base = { studentId: s.studentId, questionId: qid(2), answer: 'TAK' };
    await answer(s.session, { ...base, answerId: '2c6a9a10-2222-4c4f-9d55-0b1f7d3e8a03' });
    await answer(s.session, { ...base, answerId: '2c6a9a10-2222-4c4f-9d55-0b1f7d3e8a04' });
    await answer(s.session, base);
    await answer(s.session, base);
    expect(await record(s.studentId, qid(2))).toMatchObject({ rightCount: 4, box: 4 });
  });

  it("keeps one learner's id apart from another's", async () => {
    const a = await learner();
    const b = await learner();
    const answerId = '3d6a9a10-3333-4c4f-9d55-0b1f7d3e8a05';
    await answer(a.session, { studentId: a.studentId, questionId: qid(0), answer: 'TAK', answerId });
    expect((await answer(b.session, { studentId: b.studentId, questionId: qid(0), answer: 'TAK', answerId })).statusCode).toBe(200);
    expect(await record(b.studentId, qid(0))).toMatchObject({ rightCount: 1 });
    // Another learner's id in the body is refused, whatever the answer id.
    expect((await answer(a.session, { studentId: b.studentId, questionId: qid(0), answer: 'TAK', answerId: '3d6a9a10-3333-4c4f-9d55-0b1f7d3e8a06' })).statusCode).toBe(403);
    expect(await record(b.studentId, qid(0))).toMatchObject({ rightCount: 1 });
  });

  it('resolves by time: an answer older than the last one is counted but leaves the box and the last answer', async () => {
    const s = await learner();
    const base = { studentId: s.studentId, questionId: qid(3) };
    // Online now: right.
    await answer(s.session, { ...base, answer: 'TAK', answerId: '4e6a9a10-4444-4c4f-9d55-0b1f7d3e8a07' });
    // An hour earlier, offline on another device: wrong; it arrives later.
    const late = await answer(s.session, { ...base, answer: 'NIE', answerId: '4e6a9a10-4444-4c4f-9d55-0b1f7d3e8a08', answeredAt: '2026-11-22T09:00:00+00:00' });
    expect(late.statusCode).toBe(200);
    expect(late.json()).toMatchObject({ correct: false, box: 1 });
    const row = await record(s.studentId, qid(3));
    expect(row).toMatchObject({ rightCount: 1, wrongCount: 1, box: 1, lastAnswerCorrect: true });
    expect(row?.lastAnsweredAt.toISOString()).toBe('2026-11-22T10:00:00.000Z');
    // A time ahead of the server's clock counts as now.
    t.clock.advanceMinutes(5);
    await answer(s.session, { ...base, answer: 'NIE', answerId: '4e6a9a10-4444-4c4f-9d55-0b1f7d3e8a09', answeredAt: '2030-01-01T00:00:00Z' });
    const after = await record(s.studentId, qid(3));
    expect(after).toMatchObject({ box: 0, lastAnswerCorrect: false });
    expect(after?.lastAnsweredAt.toISOString()).toBe('2026-11-22T10:05:00.000Z');
  });

  it('answers 400 with the field for an answer id that is not a UUID and a time that is not a date-time', async () => {
    const s = await learner();
    const cases: [Record<string, unknown>, string][] = [
      [{ studentId: s.studentId, questionId: qid(0), answer: 'TAK', answerId: 'not-a-uuid' }, 'answerId'],
      [{ studentId: s.studentId, questionId: qid(0), answer: 'TAK', answeredAt: 'yesterday' }, 'answeredAt'],
    ];
    for (const [body, field] of cases) {
      const res = await t.app.inject({ method: 'POST', url: '/api/eprawko-rest/learning/answer', headers: { jsessionid: s.session, 'accept-language': 'en' }, payload: body });
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().fields?.[0]?.field).toBe(field);
      expect(res.json().fields?.[0]?.message).not.toMatch(/^msg\./);
    }
    expect(await record(s.studentId, qid(0))).toBeUndefined();
  });
});
