import { describe, expect, it } from 'vitest';
import { examRouteId, examScreenPath, learnRouteId, parseExamRoute, repeatRouteOf, type LearnRoute } from './exam-route';

describe('exam route ids', () => {
  it.each([
    ['demo', { kind: 'demo' }],
    ['new', { kind: 'category', category: null }],
    ['newY', { kind: 'qualification', category: 'Y' }],
    ['newZ', { kind: 'qualification', category: 'Z' }],
    ['hard', { kind: 'hard' }],
    ['newCategoryA', { kind: 'category', category: 'A' }],
    ['newCategoryAM', { kind: 'category', category: 'M' }],
    ['newCategoryM', { kind: 'category', category: 'M' }],
    ['newCategoryt', { kind: 'category', category: 'T' }],
    ['newCategoryY', { kind: 'qualification', category: 'Y' }],
    ['42', { kind: 'existing', id: 42 }],
    ['learn5', { kind: 'learn', category: null, moduleId: 5 }],
    ['learn101', { kind: 'learn', category: null, moduleId: 101 }],
    ['categoryLearnB12', { kind: 'learn', category: 'B', moduleId: 12 }],
    ['categoryLearnAM3', { kind: 'learn', category: 'M', moduleId: 3 }],
    ['categoryLearnt32', { kind: 'learn', category: 'T', moduleId: 32 }],
    ['categoryLearnY104', { kind: 'learn', category: 'Y', moduleId: 104 }],
    ['qlearnY101', { kind: 'learn', category: 'Y', moduleId: 101 }],
    ['qlearnZ113', { kind: 'learn', category: 'Z', moduleId: 113 }],
    ['internal', { kind: 'internal' }],
    ['learn0', { kind: 'invalid' }],
    ['learn33', { kind: 'invalid' }],
    ['learn', { kind: 'invalid' }],
    ['categoryLearnB33', { kind: 'invalid' }],
    ['categoryLearnB101', { kind: 'invalid' }],
    ['categoryLearnX5', { kind: 'invalid' }],
    ['qlearnY113', { kind: 'invalid' }],
    ['qlearnZ102', { kind: 'invalid' }],
    ['qlearnY5', { kind: 'invalid' }],
    ['qlearnB5', { kind: 'invalid' }],
    ['learn5x', { kind: 'invalid' }],
    ['newCategoryX', { kind: 'invalid' }],
    ['0', { kind: 'invalid' }],
    ['99999999999', { kind: 'invalid' }],
    ['-3', { kind: 'invalid' }],
    ['demo2', { kind: 'invalid' }],
  ])('reads %s', (id, expected) => {
    expect(parseExamRoute(id)).toEqual(expected);
  });

  it('writes back the id of every kind that starts an exam', () => {
    for (const id of ['demo', 'new', 'newY', 'newZ', 'hard', 'newCategoryA', 'newCategoryM']) {
      const route = parseExamRoute(id);
      if (route.kind === 'existing' || route.kind === 'later' || route.kind === 'internal' || route.kind === 'invalid' || route.kind === 'learn') throw new Error(id);
      expect(examRouteId(route)).toBe(id);
    }
  });

  it('writes back the id of every learn form', () => {
    for (const id of ['learn7', 'categoryLearnA12', 'categoryLearnM4', 'qlearnY100', 'qlearnZ117']) {
      expect(learnRouteId(parseExamRoute(id) as LearnRoute)).toBe(id);
    }
  });

  it('repeats what the exam was started as, else what its type and category tell', () => {
    expect(repeatRouteOf({ type: 'EXAM', category: 'B' }, { kind: 'hard' })).toEqual({ kind: 'hard' });
    expect(repeatRouteOf({ type: 'DEMO', category: 'B' }, null)).toEqual({ kind: 'demo' });
    expect(repeatRouteOf({ type: 'HARD', category: 'B' }, null)).toEqual({ kind: 'hard' });
    expect(repeatRouteOf({ type: 'QUALIFICATION', category: 'Z' }, null)).toEqual({ kind: 'qualification', category: 'Z' });
    expect(repeatRouteOf({ type: 'EXAM', category: 'A' }, null)).toEqual({ kind: 'category', category: 'A' });
  });

  it('builds screen paths with the exam language', () => {
    expect(examScreenPath('new', 'EN')).toBe('/exam/exam/new?lang=EN');
    expect(examScreenPath(12)).toBe('/exam/exam/12');
  });
});
