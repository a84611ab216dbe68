import { SCHOOL_TIME_ZONE } from '@osk/contract';

/**
 * Europe/Warsaw wall-clock times ↔ instants (ADR 018), with Intl only. A lesson is planned as a
 * date and two wall times; the instants are derived on write for overlaps, "in the past" and feeds.
 */

// Building an Intl formatter is far dearer than using one: make it once.
const PARTS = new Intl.DateTimeFormat('en-US', {
  timeZone: SCHOOL_TIME_ZONE,
  hourCycle: 'h23',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
});

/** The zone's offset from UTC in minutes at an instant (+60 in winter, +120 in summer). */
export function warsawOffsetMinutes(instant: number): number {
  const p: Record<string, number> = {};
  for (const part of PARTS.formatToParts(new Date(instant))) if (part.type !== 'literal') p[part.type] = Number(part.value);
  const asUtc = Date.UTC(p.year ?? 0, (p.month ?? 1) - 1, p.day ?? 1, p.hour ?? 0, p.minute ?? 0, p.second ?? 0);
  return Math.round((asUtc - Math.floor(instant / 1000) * 1000) / 60_000);
}

/** Whether yyyy-MM-dd is a real calendar date. */
export function isRealDate(isoDate: string): boolean {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(isoDate);
  if (!m) return false;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const date = new Date(Date.UTC(y, mo - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === mo - 1 && date.getUTCDate() === d;
}

/**
 * The instant of a Warsaw wall time, or null when it does not exist (the hour skipped on the
 * spring-forward night) or the date/time is malformed. An ambiguous time (the hour repeated on the
 * fall-back night) is its first occurrence (summer time).
 */
export function warsawInstant(isoDate: string, time: string): Date | null {
  if (!isRealDate(isoDate) || !/^([01]\d|2[0-3]):[0-5]\d$/.test(time)) return null;
  const naive = Date.UTC(Number(isoDate.slice(0, 4)), Number(isoDate.slice(5, 7)) - 1, Number(isoDate.slice(8, 10)), Number(time.slice(0, 2)), Number(time.slice(3, 5)));
  // The offsets in force half a day either side cover every change-over (at most one per day).
  const offsets = [...new Set([warsawOffsetMinutes(naive - 12 * 3_600_000), warsawOffsetMinutes(naive + 12 * 3_600_000)])];
  const valid = offsets.map((o) => naive - o * 60_000).filter((instant) => naive - warsawOffsetMinutes(instant) * 60_000 === instant);
  if (valid.length === 0) return null;
  return new Date(Math.min(...valid));
}

/** An instant as a Warsaw date and wall time. */
export function warsawWallTime(instant: Date): { date: string; time: string } {
  const shifted = new Date(instant.getTime() + warsawOffsetMinutes(instant.getTime()) * 60_000).toISOString();
  return { date: shifted.slice(0, 10), time: shifted.slice(11, 16) };
}
