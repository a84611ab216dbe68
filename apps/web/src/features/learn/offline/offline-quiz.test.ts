import type { ExamQuestion } from '@osk/contract';
import { describe, expect, it } from 'vitest';
import { offlinePracticeExam, offlineQuiz } from './offline-quiz';
import type { OfflineModule } from './offline-store';

type Kind = { type: ExamQuestion['type']; weight: number };

function module(moduleId: number, ids: number[], kind: (id: number) => Kind = () => ({ type: 'STANDARD', weight: 1 }), category: OfflineModule['category'] = 'B'): OfflineModule {
  return {
    userId: 7,
    studentId: 31,
    category,
    moduleId,
    learning: {
      category,
      moduleId,
      language: 'PL',
      max: ids.length,
      order: 'OFFICIAL',
      execution: ids.map((id, i) => ({ question: { id, correct: 'TAK', ...kind(id) } as ExamQuestion, answer: null, correct: null, ordinalNumber: i + 1, changes: 0, approved: false })),
    },
    media: [],
    skippedMedia: [],
    bytes: 1,
    savedAt: '2026-11-27T08:00:00.000Z',
  };
}

describe('offlineQuiz', () => {
  it('draws ten distinct questions from all downloaded modules, each with its module', () => {
    const modules = [module(3, [1, 2, 3, 4, 5, 6]), module(4, [11, 12, 13, 14, 15, 16])];
    let seed = 1;
    const random = () => {
      seed = (seed * 16807) % 2147483647;
      return (seed - 1) / 2147483646;
    };
    const quiz = offlineQuiz(modules, random);
    const ids = quiz?.learning.execution.map((e) => e.question.id) ?? [];
    expect(ids).toHaveLength(10);
    expect(new Set(ids).size).toBe(10);
    expect(quiz?.learning.execution.map((e) => e.ordinalNumber)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    for (const id of ids) expect(quiz?.sources.get(id)?.moduleId).toBe(id > 10 ? 4 : 3);
  });

  it('takes what there is when the modules have fewer, and nothing without a download', () => {
    expect(offlineQuiz([module(3, [1, 2, 3])])?.learning.execution).toHaveLength(3);
    expect(offlineQuiz([])).toBeNull();
  });
});

describe('offlinePracticeExam', () => {
  const seeded = () => {
    let seed = 7;
    return () => {
      seed = (seed * 16807) % 2147483647;
      return (seed - 1) / 2147483646;
    };
  };
  // Ids 1-60 basic, 101-160 specialist; points 3, 2, 1 by the id's remainder.
  const kind = (id: number): Kind => ({ type: id > 100 ? 'SPECIALISTIC' : 'STANDARD', weight: (id % 3) + 1 });
  const points = (ids: number[]) => ids.reduce((sum, id) => sum + kind(id).weight, 0);

  it('draws a whole exam by the official split when the downloaded modules hold enough: 20 basic, then 12 specialist, 74 points', () => {
    const exam = offlinePracticeExam([module(1, Array.from({ length: 60 }, (_, i) => i + 1), kind), module(2, Array.from({ length: 60 }, (_, i) => i + 101), kind)], seeded());
    const ids = exam?.learning.execution.map((e) => e.question.id) ?? [];
    expect(ids).toHaveLength(32);
    expect(exam?.size).toBe(32);
    expect(new Set(ids).size).toBe(32);
    expect(ids.slice(0, 20).every((id) => id < 100)).toBe(true);
    expect(ids.slice(20).every((id) => id > 100)).toBe(true);
    expect(points(ids)).toBe(74);
    expect(exam?.learning.execution.map((e) => e.ordinalNumber)).toEqual(Array.from({ length: 32 }, (_, i) => i + 1));
    for (const id of ids) expect(exam?.sources.get(id)?.moduleId).toBe(id > 100 ? 2 : 1);
  });

  it('draws a shorter exam of what a few modules hold, never more of a kind than the official split', () => {
    // 12 three-point basic questions (the split takes 10), 2 two-point specialist ones (of 4), nothing else.
    const exam = offlinePracticeExam([module(5, [3, 6, 9, 12, 15, 18, 21, 24, 27, 30, 33, 36, 104, 107], (id) => ({ type: id > 100 ? 'SPECIALISTIC' : 'STANDARD', weight: id > 100 ? 2 : 3 }))], seeded());
    const ids = exam?.learning.execution.map((e) => e.question.id) ?? [];
    expect(ids).toHaveLength(12);
    expect(ids.filter((id) => id < 100)).toHaveLength(10);
    expect(ids.slice(10).sort()).toEqual([104, 107]);
    expect(exam?.size).toBe(32);
  });

  it("keeps to the first module's category and answers null without downloads", () => {
    const exam = offlinePracticeExam([module(1, [1, 2, 3], kind), module(2, [4, 5], kind, 'A')], seeded());
    expect(exam?.learning.execution.map((e) => e.question.id).sort()).toEqual([1, 2, 3]);
    expect(offlinePracticeExam([])).toBeNull();
  });
});
