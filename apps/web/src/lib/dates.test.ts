// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { daysBetween, formatDate, formatDateTime, todayIso } from './dates';

describe('dates', () => {
  it('formats plain dates as dd.MM.yyyy without time-zone shifts', () => {
    expect(formatDate('2025-03-09')).toBe('09.03.2025');
  });

  it('formats instants in Warsaw time', () => {
    expect(formatDate('2025-06-30T22:30:00Z')).toBe('01.07.2025');
    expect(formatDateTime('2025-01-15T08:05:00Z')).toBe('15.01.2025 09:05');
  });

  it('gives today in Warsaw', () => {
    expect(todayIso(new Date('2025-12-31T23:30:00Z'))).toBe('2026-01-01');
  });

  it('counts whole days between plain dates', () => {
    expect(daysBetween('2025-01-30', '2025-02-02')).toBe(3);
    expect(daysBetween('2025-03-29', '2025-03-31')).toBe(2);
    expect(daysBetween('2025-02-02', '2025-01-30')).toBe(-3);
  });

  it('answers an empty string for unreadable values', () => {
    expect(formatDate('wczoraj')).toBe('');
  });
});
