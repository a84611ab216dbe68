import { describe, expect, it } from 'vitest';
import { isPrintTime } from '@osk/contract';
import { printMoment } from './internal-exams.service.js';

describe('the print time of the internal exam report', () => {
  it('accepts HH:mm on a 10-minute step and the placeholder, nothing else', () => {
    expect(isPrintTime('09:30')).toBe(true);
    expect(isPrintTime('23:50')).toBe(true);
    expect(isPrintTime('-')).toBe(true);
    expect(isPrintTime('09:35')).toBe(false);
    expect(isPrintTime('24:00')).toBe(false);
    expect(isPrintTime('9:30')).toBe(false);
    expect(isPrintTime('')).toBe(false);
  });

  it('puts the time on the Warsaw day of the date, in winter and in summer time', () => {
    expect(printMoment(Date.parse('2026-11-22T12:00:00Z'), '09:30').toISOString()).toBe('2026-11-22T08:30:00.000Z');
    expect(printMoment(Date.parse('2026-07-01T12:00:00Z'), '09:30').toISOString()).toBe('2026-07-01T07:30:00.000Z');
    expect(printMoment(Date.parse('2026-11-22T12:00:00Z'), '-').toISOString()).toBe('2026-11-22T12:00:00.000Z');
  });
});
