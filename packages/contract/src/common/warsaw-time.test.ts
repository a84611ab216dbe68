import { describe, expect, it } from 'vitest';
import { warsawDateIso, warsawOffsetMinutes, warsawParts, warsawTimeHm } from './warsaw-time.js';

const intl = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Europe/Warsaw',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  weekday: 'short',
  hourCycle: 'h23',
});
const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];

function byIntl(ms: number) {
  const parts = Object.fromEntries(intl.formatToParts(ms).map((part) => [part.type, part.value]));
  return {
    year: Number(parts.year),
    month: Number(parts.month),
    day: Number(parts.day),
    hour: Number(parts.hour),
    minute: Number(parts.minute),
    second: Number(parts.second),
    weekday: WEEKDAYS.indexOf(String(parts.weekday)),
  };
}

describe('Warsaw time by arithmetic', () => {
  it('agrees with Intl every hour around each change of clocks from 1997 to 2040', () => {
    for (let year = 1997; year <= 2040; year++) {
      for (const month of [2, 9]) {
        const start = Date.UTC(year, month, 20);
        for (let ms = start; ms < start + 14 * 24 * 3_600_000; ms += 15 * 60_000) {
          expect(warsawParts(ms), new Date(ms).toISOString()).toEqual(byIntl(ms));
        }
      }
    }
  });

  it('agrees with Intl at a spread of instants over thirty years, seconds included', () => {
    for (let ms = Date.UTC(1997, 0, 1); ms < Date.UTC(2040, 0, 1); ms += 7_777_777_777 / 97) {
      const instant = Math.floor(ms);
      expect(warsawParts(instant), new Date(instant).toISOString()).toEqual(byIntl(instant));
    }
  });

  it('switches to summer time at 01:00 UTC on the last Sunday of March and back in October', () => {
    expect(warsawOffsetMinutes(Date.parse('2026-03-29T00:59:59Z'))).toBe(60);
    expect(warsawOffsetMinutes(Date.parse('2026-03-29T01:00:00Z'))).toBe(120);
    expect(warsawOffsetMinutes(Date.parse('2026-10-25T00:59:59Z'))).toBe(120);
    expect(warsawOffsetMinutes(Date.parse('2026-10-25T01:00:00Z'))).toBe(60);
  });

  it('gives the date and the time of day as the spec writes them', () => {
    expect(warsawDateIso(Date.parse('2026-12-31T23:30:00Z'))).toBe('2027-01-01');
    expect(warsawDateIso(new Date('2026-06-30T21:59:00Z'))).toBe('2026-06-30');
    expect(warsawDateIso(new Date('2026-06-30T22:00:00Z'))).toBe('2026-07-01');
    expect(warsawTimeHm(Date.parse('2026-07-01T06:05:00Z'))).toBe('08:05');
    expect(warsawTimeHm(Date.parse('2026-01-01T06:05:00Z'))).toBe('07:05');
  });
});
