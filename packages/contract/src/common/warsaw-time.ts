/**
 * Wall-clock time in Warsaw (Europe/Warsaw) by arithmetic, without Intl.
 *
 * Poland keeps Central European Time (UTC+1) and, since 1996, the EU's summer time (UTC+2) from
 * 01:00 UTC on the last Sunday of March to 01:00 UTC on the last Sunday of October (Directive
 * 2000/84/EC). Building an `Intl.DateTimeFormat` with a time zone costs tens of milliseconds on a
 * slow phone (its first use loads the time-zone data), which a learner's page paid on every load
 * to compare one date; this module gives the same answers for every instant from 1996 on
 * (the unit test compares it with Intl over thirty years, hour by hour around each change).
 */

export const WARSAW_TIME_ZONE = 'Europe/Warsaw';

const HOUR_MS = 3_600_000;

/** The instant (ms) of 01:00 UTC on the last Sunday of the given month (0-based) of a year. */
function lastSundayAt0100Utc(year: number, month: number): number {
  const lastDay = new Date(Date.UTC(year, month + 1, 0));
  const day = lastDay.getUTCDate() - lastDay.getUTCDay();
  return Date.UTC(year, month, day, 1);
}

/** Warsaw's offset from UTC at an instant, in minutes (60 in winter, 120 in summer). */
export function warsawOffsetMinutes(instant: Date | number): number {
  const ms = typeof instant === 'number' ? instant : instant.getTime();
  const year = new Date(ms).getUTCFullYear();
  const summer = ms >= lastSundayAt0100Utc(year, 2) && ms < lastSundayAt0100Utc(year, 9);
  return summer ? 120 : 60;
}

export interface WarsawParts {
  year: number;
  /** 1-12 */
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
  /** 0 = Sunday ... 6 = Saturday */
  weekday: number;
}

/** The calendar fields of an instant as a clock in Warsaw shows them. */
export function warsawParts(instant: Date | number): WarsawParts {
  const ms = typeof instant === 'number' ? instant : instant.getTime();
  const local = new Date(ms + (warsawOffsetMinutes(ms) * HOUR_MS) / 60);
  return {
    year: local.getUTCFullYear(),
    month: local.getUTCMonth() + 1,
    day: local.getUTCDate(),
    hour: local.getUTCHours(),
    minute: local.getUTCMinutes(),
    second: local.getUTCSeconds(),
    weekday: local.getUTCDay(),
  };
}

const pad = (value: number, width = 2): string => String(value).padStart(width, '0');

/** An instant's date in Warsaw as yyyy-MM-dd. */
export function warsawDateIso(instant: Date | number): string {
  const { year, month, day } = warsawParts(instant);
  return `${pad(year, 4)}-${pad(month)}-${pad(day)}`;
}

/** An instant's time of day in Warsaw as HH:mm. */
export function warsawTimeHm(instant: Date | number): string {
  const { hour, minute } = warsawParts(instant);
  return `${pad(hour)}:${pad(minute)}`;
}

/** Whether yyyy-MM-dd is a real calendar date (shape and day). */
export function isRealDate(isoDate: string): boolean {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(isoDate);
  if (!m) return false;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const date = new Date(Date.UTC(y, mo - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === mo - 1 && date.getUTCDate() === d;
}

/**
 * The instant of a Warsaw wall time (yyyy-MM-dd, HH:mm), or null when it does not exist (the hour
 * skipped on the spring-forward night) or the date/time is malformed. An ambiguous time (the hour
 * repeated on the fall-back night) is its first occurrence (summer time). Lessons rely on these
 * rules (ADR 018).
 */
export function warsawInstant(isoDate: string, time: string): Date | null {
  if (!isRealDate(isoDate) || !/^([01]\d|2[0-3]):[0-5]\d$/.test(time)) return null;
  const naive = Date.UTC(Number(isoDate.slice(0, 4)), Number(isoDate.slice(5, 7)) - 1, Number(isoDate.slice(8, 10)), Number(time.slice(0, 2)), Number(time.slice(3, 5)));
  // The offsets in force half a day either side cover every change-over (at most one per day).
  const offsets = [...new Set([warsawOffsetMinutes(naive - 12 * HOUR_MS), warsawOffsetMinutes(naive + 12 * HOUR_MS)])];
  const valid = offsets.map((o) => naive - o * 60_000).filter((instant) => naive - warsawOffsetMinutes(instant) * 60_000 === instant);
  if (valid.length === 0) return null;
  return new Date(Math.min(...valid));
}

/** An instant as a Warsaw date (yyyy-MM-dd) and wall time (HH:mm). */
export function warsawWallTime(instant: Date | number): { date: string; time: string } {
  return { date: warsawDateIso(instant), time: warsawTimeHm(instant) };
}

/** A plain date (yyyy-MM-dd) as the spec shows dates: dd.MM.yyyy. */
export function displayDate(isoDate: string): string {
  return `${isoDate.slice(8, 10)}.${isoDate.slice(5, 7)}.${isoDate.slice(0, 4)}`;
}

/** An instant as the spec shows it in Warsaw time: dd.MM.yyyy HH:mm, or dd.MM.yyyy alone without the time. */
export function warsawDisplayDateTime(instant: Date | number, withTime = true): string {
  const date = displayDate(warsawDateIso(instant));
  return withTime ? `${date} ${warsawTimeHm(instant)}` : date;
}
