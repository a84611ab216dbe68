import { describe, expect, it } from 'vitest';
import { EXAM_MAX_POINTS, type QuestionType } from '@osk/contract';
import { drawCategoryExam, drawQualificationExam, pickRandom, PoolTooSmallError, seededRandom, type PoolQuestion } from './exam-draw.rules.js';
import { scoreExam, type ScoredItem } from './exam-score.rules.js';

function makePool(spec: Record<string, number>): PoolQuestion[] {
  const pool: PoolQuestion[] = [];
  let id = 0;
  for (const [key, count] of Object.entries(spec)) {
    const [type, weight] = key.split(':') as [QuestionType, string];
    for (let i = 0; i < count; i += 1) pool.push({ id: (id += 1), type, weight: Number(weight) });
  }
  return pool;
}

const BIG_POOL = makePool({ 'STANDARD:3': 40, 'STANDARD:2': 25, 'STANDARD:1': 15, 'SPECIALISTIC:3': 30, 'SPECIALISTIC:2': 20, 'SPECIALISTIC:1': 10 });

function countBy(items: PoolQuestion[], type: QuestionType, weight: number): number {
  return items.filter((q) => q.type === type && q.weight === weight).length;
}

describe('drawing a category exam', () => {
  it('draws 20 basic questions (10x3, 6x2, 4x1) then 12 specialist ones (6x3, 4x2, 2x1): 74 points', () => {
    for (let seed = 1; seed <= 50; seed += 1) {
      const exam = drawCategoryExam(BIG_POOL, seededRandom(seed));
      expect(exam).toHaveLength(32);
      expect(exam.slice(0, 20).every((q) => q.type === 'STANDARD')).toBe(true);
      expect(exam.slice(20).every((q) => q.type === 'SPECIALISTIC')).toBe(true);
      expect([countBy(exam, 'STANDARD', 3), countBy(exam, 'STANDARD', 2), countBy(exam, 'STANDARD', 1)]).toEqual([10, 6, 4]);
      expect([countBy(exam, 'SPECIALISTIC', 3), countBy(exam, 'SPECIALISTIC', 2), countBy(exam, 'SPECIALISTIC', 1)]).toEqual([6, 4, 2]);
      expect(exam.reduce((sum, q) => sum + q.weight, 0)).toBe(EXAM_MAX_POINTS);
      expect(new Set(exam.map((q) => q.id)).size).toBe(32);
    }
  });

  it('mixes the weights within a part rather than ordering them', () => {
    const exam = drawCategoryExam(BIG_POOL, seededRandom(7));
    const weights = exam.slice(0, 20).map((q) => q.weight);
    expect(weights).not.toEqual([...weights].sort((a, b) => b - a));
  });

  it('draws different exams on different runs', () => {
    const a = drawCategoryExam(BIG_POOL, seededRandom(1)).map((q) => q.id);
    const b = drawCategoryExam(BIG_POOL, seededRandom(2)).map((q) => q.id);
    expect(a).not.toEqual(b);
  });

  it('refuses a pool short of one weight, naming it', () => {
    const pool = makePool({ 'STANDARD:3': 10, 'STANDARD:2': 5, 'STANDARD:1': 4, 'SPECIALISTIC:3': 6, 'SPECIALISTIC:2': 4, 'SPECIALISTIC:1': 2 });
    expect(() => drawCategoryExam(pool, seededRandom(1))).toThrow(PoolTooSmallError);
    try {
      drawCategoryExam(pool, seededRandom(1));
    } catch (error) {
      expect(error).toMatchObject({ type: 'STANDARD', weight: 2, needed: 6, available: 5 });
    }
  });

  it('draws exactly the pool when it holds exactly what the exam needs', () => {
    const pool = makePool({ 'STANDARD:3': 10, 'STANDARD:2': 6, 'STANDARD:1': 4, 'SPECIALISTIC:3': 6, 'SPECIALISTIC:2': 4, 'SPECIALISTIC:1': 2 });
    const exam = drawCategoryExam(pool, seededRandom(3));
    expect(new Set(exam.map((q) => q.id))).toEqual(new Set(pool.map((q) => q.id)));
  });
});

describe('drawing an initial qualification test', () => {
  it('draws 20 basic and 10 specialist questions without repeats', () => {
    const exam = drawQualificationExam(BIG_POOL, seededRandom(5));
    expect(exam.filter((q) => q.type === 'STANDARD')).toHaveLength(20);
    expect(exam.filter((q) => q.type === 'SPECIALISTIC')).toHaveLength(10);
    expect(new Set(exam.map((q) => q.id)).size).toBe(30);
  });

  it('refuses a pool with fewer than 10 specialist questions', () => {
    const pool = makePool({ 'STANDARD:1': 30, 'SPECIALISTIC:1': 9 });
    expect(() => drawQualificationExam(pool, seededRandom(1))).toThrow(PoolTooSmallError);
  });
});

describe('pickRandom', () => {
  it('picks distinct items, never more than there are', () => {
    expect(pickRandom([1, 2, 3], 5, seededRandom(1)).sort()).toEqual([1, 2, 3]);
    const picked = pickRandom(Array.from({ length: 100 }, (_, i) => i), 30, seededRandom(9));
    expect(new Set(picked).size).toBe(30);
  });
});

function items(spec: Array<[QuestionType, number, boolean | null]>): ScoredItem[] {
  return spec.map(([type, weight, right]) => {
    const correct = type === 'STANDARD' ? 'TAK' : 'A';
    const wrong = type === 'STANDARD' ? 'NIE' : 'B';
    return { type, weight, correct, answer: right === null ? null : right ? correct : wrong };
  });
}

function fullExam(wrongWeights: number[] = [], unanswered: number[] = []): ScoredItem[] {
  const weights: Array<[QuestionType, number]> = [];
  for (const [w, n] of [[3, 10], [2, 6], [1, 4]] as const) for (let i = 0; i < n; i += 1) weights.push(['STANDARD', w]);
  for (const [w, n] of [[3, 6], [2, 4], [1, 2]] as const) for (let i = 0; i < n; i += 1) weights.push(['SPECIALISTIC', w]);
  const wrong = [...wrongWeights];
  const none = [...unanswered];
  return items(
    weights.map(([type, weight]) => {
      const wi = wrong.indexOf(weight);
      if (wi >= 0) {
        wrong.splice(wi, 1);
        return [type, weight, false];
      }
      const ni = none.indexOf(weight);
      if (ni >= 0) {
        none.splice(ni, 1);
        return [type, weight, null];
      }
      return [type, weight, true];
    }),
  );
}

describe('scoring', () => {
  it('gives 74 of 74 for a perfect exam, a pass', () => {
    expect(scoreExam('EXAM', fullExam())).toEqual({ correctAnswers: 32, wrongAnswers: 0, totalAnswers: 32, points: 74, pointsAll: 74, passed: true });
  });

  it('passes at exactly 68 points and fails at 67', () => {
    expect(scoreExam('EXAM', fullExam([3, 3]))).toMatchObject({ points: 68, passed: true });
    expect(scoreExam('EXAM', fullExam([3, 3, 1]))).toMatchObject({ points: 67, passed: false });
    expect(scoreExam('DEMO', fullExam([2, 2, 2]))).toMatchObject({ points: 68, passed: true });
  });

  it('scores an unanswered question 0 and counts it wrong', () => {
    expect(scoreExam('EXAM', fullExam([], [3, 1]))).toMatchObject({ points: 70, correctAnswers: 30, wrongAnswers: 2, passed: true });
  });

  it('passes a qualification test with 16 basic and 5 specialist correct, and not with 15 basic', () => {
    const q = (basic: number, specialist: number) =>
      items([
        ...Array.from({ length: 20 }, (_, i): [QuestionType, number, boolean] => ['STANDARD', 1, i < basic]),
        ...Array.from({ length: 10 }, (_, i): [QuestionType, number, boolean] => ['SPECIALISTIC', 1, i < specialist]),
      ]);
    expect(scoreExam('QUALIFICATION', q(16, 5))).toMatchObject({ passed: true, points: 21, pointsAll: 30 });
    expect(scoreExam('QUALIFICATION', q(15, 10))).toMatchObject({ passed: false, points: 25 });
    expect(scoreExam('QUALIFICATION', q(20, 4))).toMatchObject({ passed: false, points: 24 });
  });

  it('judges the hard-questions practice by its share of points (68 of 74), whatever its size', () => {
    const hard = (results: boolean[]) => items(results.map((right): [QuestionType, number, boolean] => ['STANDARD', 3, right]));
    // 11 of 11 right: 33 of 33 points passes (against 68 points it would fail).
    expect(scoreExam('HARD', hard(Array.from({ length: 11 }, () => true)))).toMatchObject({ points: 33, pointsAll: 33, passed: true });
    // 31 of 33 is 93.9 %, 30 of 33 is 90.9 %: the line is 68 / 74 = 91.9 %.
    const tenRight = Array.from({ length: 10 }, (): [QuestionType, number, boolean] => ['STANDARD', 3, true]);
    expect(scoreExam('HARD', items([...tenRight, ['STANDARD', 1, true], ['STANDARD', 2, false]]))).toMatchObject({ points: 31, pointsAll: 33, passed: true });
    expect(scoreExam('HARD', hard([...Array.from({ length: 10 }, () => true), false]))).toMatchObject({ points: 30, pointsAll: 33, passed: false });
  });
});
