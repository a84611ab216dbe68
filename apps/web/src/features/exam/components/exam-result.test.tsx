// @vitest-environment jsdom
import type { Exam } from '@osk/contract';
import { cleanup, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { renderWithProviders, setUpI18n } from '../../../test/app-test-utils';
import { makeQuestion } from '../test/exam-fixtures';
import { ExamResult } from './exam-result';

function finished(overrides: Partial<Exam>): Exam {
  const questions = Array.from({ length: 11 }, (_, i) => makeQuestion(i + 1, 'IMAGE'));
  return {
    id: 5,
    category: 'B',
    type: 'HARD',
    language: 'PL',
    status: 'FINISHED',
    execution: questions.map((question, i) => ({ question: { ...question, correct: 'TAK' }, answer: 'TAK', correct: true, ordinalNumber: i + 1, changes: 0, approved: true })),
    startDate: '2026-11-22T10:00:00.000Z',
    endDate: '2026-11-22T10:05:00.000Z',
    deadline: '2026-11-22T10:25:00.000Z',
    currentOrdinal: null,
    questionStartedAt: null,
    serverTime: '2026-11-22T10:05:00.000Z',
    correctAnswers: 11,
    wrongAnswers: 0,
    totalAnswers: 11,
    points: 33,
    pointsAll: 33,
    passed: true,
    internal: false,
    ...overrides,
  };
}

describe('the result of the hard-questions practice', () => {
  beforeAll(async () => {
    await setUpI18n('pl');
  });
  afterEach(cleanup);

  it('shows the share of points and the practice verdict, not the 68-point exam', () => {
    renderWithProviders(<ExamResult exam={finished({})} onCheck={() => undefined} onRepeat={() => undefined} onClose={() => undefined} />);
    expect(screen.getByTestId('exam-result-verdict').textContent).toBe('Ćwiczenie zaliczone');
    expect(screen.getByTestId('exam-result-points').textContent).toBe('33 / 33 pkt (100 %)');
    expect(screen.getByText(/Próg zaliczenia: 92 % punktów \(31 pkt\)/)).toBeTruthy();
    expect(screen.queryByText('Próg zaliczenia: 68 pkt')).toBeNull();
  });

  it('a regular exam still says 68 points', () => {
    renderWithProviders(<ExamResult exam={finished({ type: 'EXAM', points: 33, pointsAll: 74, passed: false })} onCheck={() => undefined} onRepeat={() => undefined} onClose={() => undefined} />);
    expect(screen.getByTestId('exam-result-verdict').textContent).toBe('Egzamin niezdany');
  });
});
