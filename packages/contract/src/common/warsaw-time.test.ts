import { describe, expect, it } from 'vitest';
import { displayDate, isRealDate, warsawDateIso, warsawDisplayDateTime, warsawInstant, warsawOffsetMinutes, warsawParts, warsawTimeHm, warsawWallTime } from './warsaw-time.js';

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
  }, 30_000); // 60,000 Intl look-ups: seconds on a loaded machine

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

const hours = (a: Date | null, b: Date | null) => ((b?.getTime() ?? 0) - (a?.getTime() ?? 0)) / 3_600_000;
const pad = (n: number) => String(n).padStart(2, '0');

describe('Warsaw wall time → instant (ADR 018)', () => {
  it('agrees with Intl: every wall time Intl shows around each change maps back to its first instant', () => {
    for (let year = 1997; year <= 2040; year++) {
      for (const month of [2, 9]) {
        const lastDay = new Date(Date.UTC(year, month + 1, 0));
        const start = Date.UTC(year, month, lastDay.getUTCDate() - lastDay.getUTCDay() - 1);
        for (let ms = start; ms < start + 2 * 24 * 3_600_000; ms += 15 * 60_000) {
          const p = byIntl(ms);
          const instant = warsawInstant(`${p.year}-${pad(p.month)}-${pad(p.day)}`, `${pad(p.hour)}:${pad(p.minute)}`);
          expect(instant, new Date(ms).toISOString()).not.toBeNull();
          const back = byIntl(instant!.getTime());
          expect([back.year, back.month, back.day, back.hour, back.minute]).toEqual([p.year, p.month, p.day, p.hour, p.minute]);
          // The first occurrence: at most the instant itself, and an hour earlier only on the repeated hour.
          expect(ms - instant!.getTime() === 0 || ms - instant!.getTime() === 3_600_000).toBe(true);
        }
      }
    }
  }, 30_000);

  it('converts ordinary winter and summer days without any shift', () => {
    expect(warsawInstant('2026-01-15', '10:00')?.toISOString()).toBe('2026-01-15T09:00:00.000Z');
    expect(warsawInstant('2026-07-15', '10:00')?.toISOString()).toBe('2026-07-15T08:00:00.000Z');
    expect(warsawInstant('2026-03-28', '23:30')?.toISOString()).toBe('2026-03-28T22:30:00.000Z');
    expect(warsawInstant('2026-10-26', '00:00')?.toISOString()).toBe('2026-10-25T23:00:00.000Z');
  });

  it('29 March 2026 (spring forward): 02:00–02:59 do not exist, times around it do', () => {
    expect(warsawInstant('2026-03-29', '01:59')?.toISOString()).toBe('2026-03-29T00:59:00.000Z');
    expect(warsawInstant('2026-03-29', '02:00')).toBeNull();
    expect(warsawInstant('2026-03-29', '02:30')).toBeNull();
    expect(warsawInstant('2026-03-29', '02:59')).toBeNull();
    expect(warsawInstant('2026-03-29', '03:00')?.toISOString()).toBe('2026-03-29T01:00:00.000Z');
    expect(warsawInstant('2026-03-29', '12:00')?.toISOString()).toBe('2026-03-29T10:00:00.000Z');
    // 01:30–03:30 across the change lasts one hour.
    expect(hours(warsawInstant('2026-03-29', '01:30'), warsawInstant('2026-03-29', '03:30'))).toBe(1);
  });

  it('25 October 2026 (fall back): 02:00–02:59 happen twice, the first (summer) one is taken', () => {
    expect(warsawInstant('2026-10-25', '01:30')?.toISOString()).toBe('2026-10-24T23:30:00.000Z');
    expect(warsawInstant('2026-10-25', '02:00')?.toISOString()).toBe('2026-10-25T00:00:00.000Z');
    expect(warsawInstant('2026-10-25', '02:30')?.toISOString()).toBe('2026-10-25T00:30:00.000Z');
    expect(warsawInstant('2026-10-25', '03:00')?.toISOString()).toBe('2026-10-25T02:00:00.000Z');
    expect(warsawInstant('2026-10-25', '12:00')?.toISOString()).toBe('2026-10-25T11:00:00.000Z');
    // 01:30–03:30 across the change lasts three hours.
    expect(hours(warsawInstant('2026-10-25', '01:30'), warsawInstant('2026-10-25', '03:30'))).toBe(3);
  });

  it('refuses malformed dates and times', () => {
    expect(warsawInstant('2026-02-30', '10:00')).toBeNull();
    expect(warsawInstant('2026-13-01', '10:00')).toBeNull();
    expect(warsawInstant('2026-01-01', '24:00')).toBeNull();
    expect(warsawInstant('2026-01-01', '9:00')).toBeNull();
    expect(isRealDate('2028-02-29')).toBe(true);
    expect(isRealDate('2026-02-29')).toBe(false);
    expect(isRealDate('2026-1-01')).toBe(false);
  });

  it('converts back to a date and a wall time', () => {
    expect(warsawWallTime(new Date('2026-03-29T01:00:00Z'))).toEqual({ date: '2026-03-29', time: '03:00' });
    expect(warsawWallTime(new Date('2026-12-31T23:30:00Z'))).toEqual({ date: '2027-01-01', time: '00:30' });
  });

  it('shows a plain date as dd.MM.yyyy and an instant as dd.MM.yyyy HH:mm in Warsaw', () => {
    expect(displayDate('2026-03-09')).toBe('09.03.2026');
    expect(warsawDisplayDateTime(new Date('2026-12-31T23:30:00Z'))).toBe('01.01.2027 00:30');
    expect(warsawDisplayDateTime(Date.parse('2026-07-01T07:05:00Z'))).toBe('01.07.2026 09:05');
    expect(warsawDisplayDateTime(new Date('2026-12-31T23:30:00Z'), false)).toBe('01.01.2027');
  });
});
