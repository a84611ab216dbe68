import { describe, expect, it } from 'vitest';
import type { ModuleReadiness } from '@osk/contract';
import { continueTarget, todaysWork } from './home-plan';

const m = (moduleId: number, values: Partial<ModuleReadiness>): ModuleReadiness => ({ moduleId, total: 10, seen: 0, known: 0, weak: 0, never: 10, due: 0, ...values });
const learning = { category: 'B' as const, moduleId: 4, questionNumber: 7, max: 20, updatedAt: '2026-11-26T10:00:00Z' };

describe('continueTarget', () => {
  it('resumes a running exam before anything else', () => {
    expect(continueTarget({ unfinishedExam: { id: 55, category: 'B', deadline: '2026-11-27T10:00:00Z' }, lastLearning: learning }, 'B')).toEqual({ kind: 'exam', examId: 55, path: '/exam/exam/55' });
  });

  it('goes back to the module where learning stopped, in its category', () => {
    expect(continueTarget({ unfinishedExam: null, lastLearning: learning }, 'B')).toMatchObject({ kind: 'learning', moduleId: 4, questionNumber: 7, path: '/exam/exam/learn4' });
    expect(continueTarget({ unfinishedExam: null, lastLearning: { ...learning, category: 'A' } }, 'B').path).toBe('/exam/exam/categoryLearnA4');
    expect(continueTarget({ unfinishedExam: null, lastLearning: { ...learning, category: 'Y' } }, 'B').path).toBe('/exam/exam/qlearnY4');
  });

  it('offers the module list to a learner who never learnt', () => {
    expect(continueTarget({ unfinishedExam: null, lastLearning: null }, 'B')).toEqual({ kind: 'start', path: '/learn/choose' });
  });
});

describe('todaysWork', () => {
  it('puts the due reviews first (the module with most of them), then the unseen questions of the weakest module', () => {
    const modules = [m(1, { seen: 10, never: 0, known: 8, due: 2 }), m(2, { seen: 5, never: 5, known: 4, due: 5 }), m(3, { seen: 2, never: 8, known: 1 }), m(4, { seen: 4, never: 6, known: 3 })];
    expect(todaysWork({ category: 'B', modules }, 'B')).toEqual({
      due: 7,
      items: [
        { kind: 'review', moduleId: 2, count: 5, path: '/exam/exam/learn2?order=review' },
        { kind: 'new', moduleId: 3, count: 8, path: '/exam/exam/learn3' },
      ],
    });
  });

  it('suggests the first module for a new learner, and nothing once every question was seen and none is due', () => {
    expect(todaysWork({ category: 'B', modules: [m(1, {}), m(2, {})] }, 'B').items).toEqual([{ kind: 'new', moduleId: 1, count: 10, path: '/exam/exam/learn1' }]);
    expect(todaysWork({ category: 'B', modules: [m(1, { seen: 10, never: 0, known: 10 })] }, 'B')).toEqual({ due: 0, items: [] });
  });
});
