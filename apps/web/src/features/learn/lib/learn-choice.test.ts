import { describe, expect, it } from 'vitest';
import { learnAccessClosed, learnCategories, learningOpen, learnScreenPath, moduleName, progressOf, progressPercent, resumeIndex, reviewOf } from './learn-choice';

const student = { category: 'B' as const, qualificationCAvailableTill: null, qualificationDAvailableTill: null };

describe('learn choice rules', () => {
  it('offers the road-rule categories, and Y or Z only with that access or as the own category', () => {
    expect(learnCategories(student)).toEqual(['A', 'M', 'B', 'C', 'D', 'T', 'P']);
    expect(learnCategories({ ...student, qualificationCAvailableTill: '2020-01-01' })).toEqual(['A', 'M', 'B', 'C', 'D', 'T', 'P', 'Y']);
    expect(learnCategories({ ...student, category: 'Z' })).toContain('Z');
  });

  it('opens learning while the access of the category is today or later', () => {
    const windows = { learningAvailableTill: '2026-11-22', qualificationCAvailableTill: '2026-11-21', qualificationDAvailableTill: null };
    expect(learningOpen(windows, 'B', '2026-11-22')).toBe(true);
    expect(learningOpen(windows, 'B', '2026-11-23')).toBe(false);
    expect(learningOpen(windows, 'Y', '2026-11-21')).toBe(true);
    expect(learningOpen(windows, 'Y', '2026-11-22')).toBe(false);
    expect(learningOpen(windows, 'Z', '2026-11-01')).toBe(false);
    expect(learningOpen({ ...windows, learningAvailableTill: null }, 'A', '2026-11-01')).toBe(false);
    // Closed because it never existed, or because it ended.
    expect(learnAccessClosed(windows, 'B', '2026-11-22')).toBeNull();
    expect(learnAccessClosed(windows, 'B', '2026-11-23')).toBe('expired');
    expect(learnAccessClosed({ ...windows, learningAvailableTill: null }, 'B', '2026-11-01')).toBe('never');
    expect(learnAccessClosed({ ...windows, qualificationDAvailableTill: null }, 'Z', '2026-11-01')).toBe('never');
  });

  it('builds the learn forms of /exam/exam/{id}', () => {
    expect(learnScreenPath('B', 'B', 7)).toBe('/exam/exam/learn7');
    expect(learnScreenPath('A', 'B', 7)).toBe('/exam/exam/categoryLearnA7');
    expect(learnScreenPath('M', 'B', 30, true)).toBe('/exam/exam/categoryLearnM30?order=review');
    expect(learnScreenPath('Y', 'Y', 101)).toBe('/exam/exam/qlearnY101');
    expect(learnScreenPath('Z', 'B', 113, true)).toBe('/exam/exam/qlearnZ113?order=review');
  });

  it('names modules in the interface language, Polish for an unknown one', () => {
    expect(moduleName(1, 'en')).toBe('Warning signs');
    expect(moduleName(1, 'xx')).toBe('Znaki ostrzegawcze');
    expect(moduleName(999, 'pl')).toBeNull();
  });

  it('reads the progress of a module of a category in percent', () => {
    const progress = [
      { moduleId: 3, questionNumber: 5, max: 20, category: 'B' as const },
      { moduleId: 3, questionNumber: 20, max: 20, category: 'A' as const },
    ];
    expect(progressPercent(progressOf(progress, 'B', 3))).toBe(25);
    expect(progressPercent(progressOf(progress, 'A', 3))).toBe(100);
    expect(progressPercent(progressOf(progress, 'B', 4))).toBe(0);
    expect(progressPercent({ questionNumber: 1, max: 3 })).toBe(33);
  });

  it('resumes at the stored question, kept inside the module', () => {
    expect(resumeIndex(null, 10)).toBe(0);
    expect(resumeIndex({ questionNumber: 4 }, 10)).toBe(3);
    expect(resumeIndex({ questionNumber: 40 }, 10)).toBe(9);
    expect(resumeIndex({ questionNumber: 0 }, 10)).toBe(0);
  });

  it('gives zero review figures to a module without any', () => {
    expect(reviewOf([{ moduleId: 2, weak: 1, due: 3, seen: 5 }], 2).due).toBe(3);
    expect(reviewOf(undefined, 2)).toEqual({ moduleId: 2, weak: 0, due: 0, seen: 0 });
  });
});
