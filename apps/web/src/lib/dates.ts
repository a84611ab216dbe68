import { WARSAW_TIME_ZONE, warsawParts } from '@osk/contract';

/**
 * Dates as the spec shows them (dd.MM.yyyy, Europe/Warsaw). The API sends plain dates as
 * yyyy-MM-dd and instants as ISO strings; no date library is needed for these two formats.
 */
export const APP_TIME_ZONE = WARSAW_TIME_ZONE;

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

// Warsaw's clock by arithmetic (the contract's warsaw-time), not Intl: building a formatter with a
// time zone cost 50-60 ms at 4x CPU on the learner's pages, which compare today's date at once.
const pad = (value: number): string => String(value).padStart(2, '0');

function partsOf(date: Date): Record<'year' | 'month' | 'day' | 'hour' | 'minute', string> {
  const parts = warsawParts(date);
  return { year: String(parts.year), month: pad(parts.month), day: pad(parts.day), hour: pad(parts.hour), minute: pad(parts.minute) };
}

/** Today's date in Warsaw as yyyy-MM-dd (comparable with the API's plain dates). */
export function todayIso(now: Date = new Date()): string {
  const { year, month, day } = partsOf(now);
  return `${year}-${month}-${day}`;
}

/** A plain date (yyyy-MM-dd) or an instant as dd.MM.yyyy; empty for an unreadable value. */
export function formatDate(value: string): string {
  const plain = ISO_DATE.exec(value);
  if (plain) return `${plain[3]}.${plain[2]}.${plain[1]}`;
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  const { year, month, day } = partsOf(date);
  return `${day}.${month}.${year}`;
}

/** An instant as dd.MM.yyyy HH:mm in Warsaw time. */
export function formatDateTime(value: string): string {
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  const { year, month, day, hour, minute } = partsOf(date);
  return `${day}.${month}.${year} ${hour}:${minute}`;
}

/** Whole days from one plain date to another (negative when `to` is earlier). */
export function daysBetween(fromIso: string, toIso: string): number {
  const from = Date.UTC(...ymd(fromIso));
  const to = Date.UTC(...ymd(toIso));
  return Math.round((to - from) / 86_400_000);
}

function ymd(iso: string): [number, number, number] {
  const match = ISO_DATE.exec(iso.slice(0, 10));
  if (!match) return [1970, 0, 1];
  return [Number(match[1]), Number(match[2]) - 1, Number(match[3])];
}
