import { describe, expect, it } from 'vitest';
import { examRouteId, examScreenPath, parseExamRoute, repeatRouteOf } from './exam-route';

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
    ['learn5', { kind: 'later' }],
    ['categoryLearnB12', { kind: 'later' }],
    ['qlearnY101', { kind: 'later' }],
    ['internal', { kind: 'later' }],
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
      if (route.kind === 'existing' || route.kind === 'later' || route.kind === 'invalid') throw new Error(id);
      expect(examRouteId(route)).toBe(id);
    }
  });

  it('repeats what the exam was started as, else what its type and category tell', () => {
    expect(repeatRouteOf({ type: 'EXAM', category: 'B' }, { kind: 'hard' })).toEqual({ kind: 'hard' });
    expect(repeatRouteOf({ type: 'DEMO', category: 'B' }, null)).toEqual({ kind: 'demo' });
    expect(repeatRouteOf({ type: 'QUALIFICATION', category: 'Z' }, null)).toEqual({ kind: 'qualification', category: 'Z' });
    expect(repeatRouteOf({ type: 'EXAM', category: 'A' }, null)).toEqual({ kind: 'category', category: 'A' });
  });

  it('builds screen paths with the exam language', () => {
    expect(examScreenPath('new', 'EN')).toBe('/exam/exam/new?lang=EN');
    expect(examScreenPath(12)).toBe('/exam/exam/12');
  });
});
