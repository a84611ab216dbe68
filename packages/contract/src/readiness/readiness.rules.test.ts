import { describe, expect, it } from 'vitest';
import { isKnown, isReadyForExam, knowledgeShare, examShare, readinessScore, READINESS_EXAM_COUNT, type ReadinessStratum } from './readiness.rules.js';

/** A bank of the category-exam kinds, each with `total` questions of which `known` are known. */
function bank(known: (type: 'STANDARD' | 'SPECIALISTIC', weight: number) => number, total = 10): ReadinessStratum[] {
  const out: ReadinessStratum[] = [];
  for (const type of ['STANDARD', 'SPECIALISTIC'] as const) for (const weight of [3, 2, 1]) out.push({ type, weight, total, known: known(type, weight) });
  return out;
}

describe('isKnown (answered right at least twice, not failed since)', () => {
  it('needs box 2 or more: two right answers in a row since the last wrong one', () => {
    expect(isKnown(null)).toBe(false);
    expect(isKnown(0)).toBe(false);
    expect(isKnown(1)).toBe(false);
    expect(isKnown(2)).toBe(true);
    expect(isKnown(5)).toBe(true);
  });
});

describe('knowledgeShare (weighted by the exam points and split)', () => {
  it('is 0 with nothing known and 1 with everything known', () => {
    expect(knowledgeShare('B', bank(() => 0))).toBe(0);
    expect(knowledgeShare('B', bank(() => 10))).toBe(1);
  });

  it('weights each kind by the points it brings in the exam: 3-point basic questions count 30 of 74', () => {
    // Only the 3-point basic questions known: the exam draws 10 of them, 30 of the 74 points.
    expect(knowledgeShare('B', bank((type, weight) => (type === 'STANDARD' && weight === 3 ? 10 : 0)))).toBeCloseTo(30 / 74, 10);
    // Only the 1-point specialist ones: 2 x 1 = 2 of 74.
    expect(knowledgeShare('B', bank((type, weight) => (type === 'SPECIALISTIC' && weight === 1 ? 10 : 0)))).toBeCloseTo(2 / 74, 10);
  });

  it('takes the share of a kind known: half of every kind is half', () => {
    expect(knowledgeShare('B', bank(() => 5))).toBeCloseTo(0.5, 10);
    // A larger bank of 3-point basic questions does not weigh more: 1 of 100 known is 1 % of 30 points.
    const big = bank(() => 0).map((s) => (s.type === 'STANDARD' && s.weight === 3 ? { ...s, total: 100, known: 1 } : s));
    expect(knowledgeShare('B', big)).toBeCloseTo((0.01 * 30) / 74, 10);
  });

  it('leaves out kinds the bank lacks (a small bank) instead of counting them as unknown', () => {
    const onlyBasic3: ReadinessStratum[] = [{ type: 'STANDARD', weight: 3, total: 4, known: 4 }];
    expect(knowledgeShare('B', onlyBasic3)).toBe(1);
    expect(knowledgeShare('B', [])).toBe(0);
  });

  it('for the initial qualification (Y, Z) counts questions, 20 basic and 10 specialist', () => {
    const strata: ReadinessStratum[] = [
      { type: 'STANDARD', weight: 1, total: 10, known: 10 },
      { type: 'STANDARD', weight: 3, total: 10, known: 0 },
      { type: 'SPECIALISTIC', weight: 1, total: 10, known: 0 },
    ];
    // Basic: 10 of 20 known (half of 20 slots = 10), specialist none: 10 of 30.
    expect(knowledgeShare('Y', strata)).toBeCloseTo(10 / 30, 10);
  });
});

describe('examShare (the last five exams)', () => {
  it('averages the share of points of the last five, missing exams counting as 0', () => {
    expect(examShare([])).toBe(0);
    expect(examShare([{ points: 74, pointsAll: 74 }])).toBeCloseTo(1 / READINESS_EXAM_COUNT, 10);
    const five = Array.from({ length: 5 }, () => ({ points: 37, pointsAll: 74 }));
    expect(examShare(five)).toBeCloseTo(0.5, 10);
  });

  it('takes only the first five given (newest first)', () => {
    const exams = [...Array.from({ length: 5 }, () => ({ points: 74, pointsAll: 74 })), { points: 0, pointsAll: 74 }];
    expect(examShare(exams)).toBe(1);
  });

  it('ignores an exam without points to score (pointsAll 0) as a zero', () => {
    expect(examShare([{ points: 0, pointsAll: 0 }])).toBe(0);
  });
});

describe('readinessScore', () => {
  it('is 60 % knowledge and 40 % the last five exams, 0-100 rounded', () => {
    expect(readinessScore(0, 0)).toBe(0);
    expect(readinessScore(1, 1)).toBe(100);
    expect(readinessScore(1, 0)).toBe(60);
    expect(readinessScore(0, 1)).toBe(40);
    expect(readinessScore(0.5, 0.9)).toBe(66);
  });

  it('stays within 0-100 for out-of-range parts', () => {
    expect(readinessScore(2, 2)).toBe(100);
    expect(readinessScore(-1, -1)).toBe(0);
  });
});

describe('isReadyForExam', () => {
  it('marks a learner from the school threshold on, and nobody while it is off', () => {
    expect(isReadyForExam(80, 80)).toBe(true);
    expect(isReadyForExam(79, 80)).toBe(false);
    expect(isReadyForExam(0, 0)).toBe(true);
    expect(isReadyForExam(100, null)).toBe(false);
    expect(isReadyForExam(100, undefined)).toBe(false);
  });
});
