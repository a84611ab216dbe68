import { describe, expect, it } from 'vitest';
import { QUALIFICATION_C_MODULE_IDS, QUALIFICATION_D_MODULE_IDS } from '@osk/contract';
import { practiceExamMissing, practiceExamSize } from '@osk/contract';
import { boxAfterAnswer, isModuleOf, mistakesOf, moduleIdsOf, reviewOrder, type ReviewRecord } from './learning.rules.js';

const NOW = new Date('2026-11-22T10:00:00Z');
const DAY = 86_400_000;

describe('module sets', () => {
  it.each(['A', 'M', 'B', 'C', 'D', 'T', 'P'] as const)('gives %s the 32 road-rule modules', (category) => {
    expect(moduleIdsOf(category)).toEqual(Array.from({ length: 32 }, (_, i) => i + 1));
    expect(isModuleOf(category, 32)).toBe(true);
    expect(isModuleOf(category, 33)).toBe(false);
    expect(isModuleOf(category, 100)).toBe(false);
  });
  it('gives Y and Z the qualification sets of spec §9', () => {
    expect(moduleIdsOf('Y')).toEqual(QUALIFICATION_C_MODULE_IDS);
    expect(moduleIdsOf('Z')).toEqual(QUALIFICATION_D_MODULE_IDS);
    expect(isModuleOf('Y', 112)).toBe(true);
    expect(isModuleOf('Y', 113)).toBe(false);
    expect(isModuleOf('Z', 113)).toBe(true);
    expect(isModuleOf('Z', 102)).toBe(false);
    expect(isModuleOf('Y', 7)).toBe(false);
  });
});

describe('Leitner boxes', () => {
  it.each([
    [null, true, 1, 1],
    [0, true, 1, 1],
    [1, true, 2, 3],
    [2, true, 3, 7],
    [3, true, 4, 14],
    [4, true, 5, 30],
    [5, true, 5, 30],
    [null, false, 0, 0],
    [4, false, 0, 0],
  ] as const)('from box %s, a %s answer gives box %i due in %i days', (previous, correct, box, days) => {
    expect(boxAfterAnswer(previous, correct, NOW)).toEqual({ box, dueAt: new Date(NOW.getTime() + days * DAY) });
  });
});

describe('review order', () => {
  const qs = [1, 2, 3, 4, 5, 6].map((n) => ({ id: n * 10, externalId: n }));
  const at = (offsetMs: number) => new Date(NOW.getTime() + offsetMs);

  it('keeps the official order when nothing was answered', () => {
    expect(reviewOrder([...qs].reverse(), new Map(), NOW).map((q) => q.externalId)).toEqual([1, 2, 3, 4, 5, 6]);
  });

  it('puts weak questions first, then due ones by due time, then the rest by number', () => {
    const records = new Map<number, ReviewRecord>([
      [50, { lastAnswerCorrect: false, dueAt: at(-2000) }],
      [20, { lastAnswerCorrect: false, dueAt: at(-1000) }],
      [60, { lastAnswerCorrect: true, dueAt: at(-5000) }],
      [30, { lastAnswerCorrect: true, dueAt: at(-9000) }],
      [10, { lastAnswerCorrect: true, dueAt: at(DAY) }],
    ]);
    expect(reviewOrder(qs, records, NOW).map((q) => q.externalId)).toEqual([5, 2, 3, 6, 1, 4]);
  });

  it('counts a question due exactly now as due', () => {
    const records = new Map<number, ReviewRecord>([[40, { lastAnswerCorrect: true, dueAt: NOW }]]);
    expect(reviewOrder(qs, records, NOW).map((q) => q.externalId)).toEqual([4, 1, 2, 3, 5, 6]);
  });
});

describe('mistakes (issue 23)', () => {
  const at = (h: number) => new Date(Date.UTC(2026, 10, 1, h));

  it('takes the last answer of each question, from learning or a finished exam, and keeps the wrong ones newest first', () => {
    const learn = [
      { questionId: 1, correct: false, at: at(5) },
      { questionId: 2, correct: true, at: at(9) },
      { questionId: 3, correct: false, at: at(2) },
      { questionId: 4, correct: true, at: at(1) },
    ];
    const exams = [
      // Wrong in an exam, then right in learning: not a mistake any more.
      { questionId: 2, correct: false, at: at(8) },
      // Wrong in learning, then right in a later exam: not a mistake any more.
      { questionId: 3, correct: true, at: at(3) },
      // Right in learning, then wrong (or unanswered) in a later exam: a mistake.
      { questionId: 4, correct: false, at: at(6) },
      // Only in exams: twice, the later one wrong.
      { questionId: 5, correct: true, at: at(1) },
      { questionId: 5, correct: false, at: at(7) },
    ];
    expect(mistakesOf(learn, exams)).toEqual([
      { questionId: 5, at: at(7) },
      { questionId: 4, at: at(6) },
      { questionId: 1, at: at(5) },
    ]);
    expect(mistakesOf([], [])).toEqual([]);
  });

  it('counts the mistakes an exam by the official point split still lacks', () => {
    const kinds = (spec: Record<string, number>) =>
      Object.entries(spec).flatMap(([key, n]) => {
        const [type, weight] = key.split(':') as ['STANDARD' | 'SPECIALISTIC', string];
        return Array.from({ length: n }, () => ({ type, weight: Number(weight) }));
      });
    const full = { 'STANDARD:3': 10, 'STANDARD:2': 6, 'STANDARD:1': 4, 'SPECIALISTIC:3': 6, 'SPECIALISTIC:2': 4, 'SPECIALISTIC:1': 2 };
    expect(practiceExamMissing('B', kinds(full))).toBe(0);
    expect(practiceExamMissing('B', [])).toBe(32);
    // Extra 3-point questions do not stand in for missing 1-point ones.
    expect(practiceExamMissing('B', kinds({ ...full, 'STANDARD:3': 20, 'STANDARD:1': 1 }))).toBe(3);
    // The initial qualification counts by type only: 20 basic, 10 specialist.
    expect(practiceExamMissing('Y', kinds({ 'STANDARD:1': 25, 'SPECIALISTIC:3': 4 }))).toBe(6);
    expect(practiceExamSize('B')).toBe(32);
    expect(practiceExamSize('Z')).toBe(30);
  });
});
