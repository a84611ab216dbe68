import { expect } from 'vitest';
import type { Exam } from '@osk/contract';
import type { TestApp } from './test-app.js';

/**
 * Answers every question of a running exam of the test bank (its standard questions' key is TAK, the
 * specialist ones' A) all right or all wrong, and returns the finished exam the last answer gives.
 */
export async function answerAll(t: TestApp, session: string, exam: Exam, right: boolean): Promise<Exam> {
  let last: { status?: string; passed?: boolean | null } = {};
  for (const item of exam.execution) {
    const standard = item.question.type === 'STANDARD';
    const answer = right ? (standard ? 'TAK' : 'A') : standard ? 'NIE' : 'B';
    const res = await t.app.inject({ method: 'POST', url: '/api/eprawko-rest/exam/update/', headers: { jsessionid: session }, payload: { id: exam.id, ordinalNumber: item.ordinalNumber, answer, changes: 0 } });
    expect(res.statusCode, res.body).toBe(200);
    last = res.json();
  }
  expect(last.status).toBe('FINISHED');
  return last as Exam;
}
