/**
 * Dates as the spec shows them (dd.MM.yyyy, Europe/Warsaw). The API sends plain dates as
 * yyyy-MM-dd and instants as ISO strings; no date library is needed for these two formats.
 */
export const APP_TIME_ZONE = 'Europe/Warsaw';

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

// Made at first use, not at import: building a formatter with a time zone costs tens of
// milliseconds on a slow phone, and many pages import this module without formatting a date at once.
let warsawParts: Intl.DateTimeFormat | undefined;

function warsawFormatter(): Intl.DateTimeFormat {
  warsawParts ??= new Intl.DateTimeFormat('en-GB', {
    timeZone: APP_TIME_ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  });
  return warsawParts;
}

function partsOf(date: Date): Record<'year' | 'month' | 'day' | 'hour' | 'minute', string> {
  const parts = { year: '', month: '', day: '', hour: '', minute: '' };
  for (const part of warsawFormatter().formatToParts(date)) {
    if (part.type in parts) parts[part.type as keyof typeof parts] = part.value;
  }
  return parts;
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
