import { describe, expect, it } from 'vitest';
import { mediaPath, toExam } from './exams.presenter.js';
import type { BankQuestion, ExamItemRow, ExamRow } from './exams.repository.js';

const NOW = new Date('2026-05-04T10:00:00Z');
const row: ExamRow = {
  id: 5,
  studentId: 9,
  schoolId: 1,
  category: 'B',
  type: 'CATEGORY',
  language: 'PL',
  status: 'IN_PROGRESS',
  internal: false,
  demoTokenHash: null,
  startDate: new Date('2026-05-04T09:50:00Z'),
  deadline: new Date('2026-05-04T10:15:00Z'),
  endDate: null,
  currentOrdinal: 2,
  questionStartedAt: new Date('2026-05-04T09:59:00Z'),
  totalAnswers: 3,
  pointsAll: 74,
  correctAnswers: null,
  wrongAnswers: null,
  points: null,
  passed: null,
  examineeFirstName: null,
  examineeLastName: null,
};
const question = (id: number, type: BankQuestion['type']): BankQuestion => ({
  id,
  externalId: 1000 + id,
  type,
  correct: type === 'STANDARD' ? 'T' : 'B',
  weight: 3,
  media: type === 'STANDARD' ? 'film.wmv' : null,
  mediaType: type === 'STANDARD' ? 'VIDEO' : null,
  mediaExists: true,
  moduleId: null,
  legalSource: 'art. 1',
  version: 1,
  lastUpdateDate: new Date('2026-01-01T00:00:00Z'),
});
const texts = (id: number) => ({ questionText: `Q${id}`, answerA: 'a', answerB: 'b', answerC: 'c', explenation: 'because' });
const item = (ordinalNumber: number, questionId: number, answer: string | null): ExamItemRow => ({ examId: 5, ordinalNumber, questionId, answer, changes: 0, approvedAt: answer ? new Date('2026-05-04T09:55:00Z') : null });
const bank = {
  byId: new Map([1, 2].map((id) => [id, question(id, id === 1 ? 'STANDARD' : 'SPECIALISTIC')])),
  texts: new Map([1, 2].map((id) => [id, texts(id)])),
  hard: new Set([1002]),
};
const items = [item(1, 1, 'N'), item(2, 2, null), item(3, 99, null)];

describe('exams presenter', () => {
  it('keeps the key out of a running exam and leaves out items whose question is unknown', () => {
    const exam = toExam(row, items, { ...bank, hard: new Set<number>() }, NOW);
    expect(exam.execution.map((e) => e.ordinalNumber)).toEqual([1, 2]);
    expect(exam.execution[0]).toMatchObject({ answer: 'N', correct: null, approved: true, question: { correct: null, explenation: null, legalSource: null, answerA: null, hard: false } });
    expect(exam.execution[1]).toMatchObject({ answer: null, approved: false, question: { answerA: 'a', correct: null, hard: false } });
    expect(exam).toMatchObject({ currentOrdinal: 2, questionStartedAt: '2026-05-04T09:59:00.000Z', serverTime: NOW.toISOString(), endDate: null, status: 'IN_PROGRESS' });
  });

  it('shows the key, the scoring of each answer and the hard marks once finished', () => {
    const finished = { ...row, status: 'FINISHED', endDate: new Date('2026-05-04T10:05:00Z'), points: 0, passed: false };
    const exam = toExam(finished, items, bank, NOW);
    expect(exam.execution[0]).toMatchObject({ correct: false, question: { correct: 'T', explenation: 'because', legalSource: 'art. 1' } });
    expect(exam.execution[1]).toMatchObject({ correct: false, question: { hard: true, correct: 'B' } });
    expect(exam).toMatchObject({ currentOrdinal: null, questionStartedAt: null, endDate: '2026-05-04T10:05:00.000Z', passed: false });
  });

  it('offers films as .mp4 under the media path', () => {
    expect(mediaPath('film.wmv', 'VIDEO')).toBe('/api/questions/media/film.mp4');
    expect(mediaPath('a b.jpg', 'IMAGE')).toBe('/api/questions/media/a%20b.jpg');
    expect(mediaPath(null, null)).toBeNull();
  });
});
