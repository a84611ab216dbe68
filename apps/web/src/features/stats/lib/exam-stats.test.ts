import type { ExamLight } from '@osk/contract';
import { describe, expect, it } from 'vitest';
import { axisTicks, isFinished, passMarkOf, percentOf, statsByCategory } from './exam-stats';

function exam(id: number, overrides: Partial<ExamLight> = {}): ExamLight {
  return {
    id,
    category: 'B',
    type: 'EXAM',
    language: 'PL',
    status: 'FINISHED',
    startDate: `2026-11-${String(id).padStart(2, '0')}T10:00:00.000Z`,
    endDate: null,
    deadline: '2026-12-01T00:00:00.000Z',
    correctAnswers: 30,
    wrongAnswers: 2,
    totalAnswers: 32,
    points: 70,
    pointsAll: 74,
    passed: true,
    internal: false,
    ...overrides,
  };
}

describe('statsByCategory', () => {
  it('leaves the hard-questions practice out of the pass rate and the points chart', () => {
    const groups = statsByCategory([exam(1), exam(2, { points: 40, passed: false }), exam(3, { type: 'HARD', points: 33, pointsAll: 33, passed: true, totalAnswers: 11 })]);
    expect(groups).toHaveLength(1);
    expect(groups[0]).toMatchObject({ total: 2, passed: 1, passRate: 50 });
    expect(groups[0]?.exams.map((e) => e.id)).toEqual([1, 2]);
    // A learner with only practice has no charts.
    expect(statsByCategory([exam(4, { type: 'HARD', points: 3, pointsAll: 9, passed: false })])).toEqual([]);
  });

  it('groups finished exams by category, oldest first, with the pass rate', () => {
    const groups = statsByCategory([
      exam(3, { points: 50, passed: false }),
      exam(1),
      exam(2, { status: 'IN_PROGRESS', points: null, passed: null }),
      exam(4, { category: 'A', points: 68 }),
      exam(5, { points: 69 }),
    ]);
    expect(groups.map((g) => g.category)).toEqual(['B', 'A']);
    const b = groups[0];
    expect(b?.exams.map((e) => e.id)).toEqual([1, 3, 5]);
    expect(b).toMatchObject({ passed: 2, total: 3, passRate: 67, passMark: 68, maxPoints: 74, qualification: false });
    expect(groups[1]).toMatchObject({ passed: 1, total: 1, passRate: 100 });
  });

  it('gives the initial qualification (Y, Z) its own group with the pass mark 21 of 30', () => {
    const [y] = statsByCategory([exam(1, { category: 'Y', type: 'QUALIFICATION', points: 22, pointsAll: 30 })]);
    expect(y).toMatchObject({ category: 'Y', qualification: true, passMark: 21, maxPoints: 30 });
  });

  it('leaves out running exams and answers nothing without exams', () => {
    expect(isFinished(exam(1, { status: 'IN_PROGRESS', points: null }))).toBe(false);
    expect(statsByCategory([])).toEqual([]);
  });
});

describe('chart helpers', () => {
  it('knows the pass marks and rounds percentages', () => {
    expect(passMarkOf({ type: 'EXAM' })).toBe(68);
    expect(passMarkOf({ type: 'QUALIFICATION' })).toBe(21);
    expect(percentOf(1, 3)).toBe(33);
    expect(percentOf(0, 0)).toBe(0);
  });

  it('spreads axis ticks from 0 to the maximum without crowding it', () => {
    expect(axisTicks(74)).toEqual([0, 20, 40, 60, 74]);
    expect(axisTicks(30)).toEqual([0, 10, 20, 30]);
    expect(axisTicks(0)).toEqual([0]);
  });
});
