/** A source of the current time; tests pass a controllable one. */
export interface Clock {
  now(): Date;
}

/** The wall clock. */
export const systemClock: Clock = { now: () => new Date() };

/** A clock tests can move forward. */
export class ManualClock implements Clock {
  private current: number;
  constructor(start: Date = new Date()) {
    this.current = start.getTime();
  }
  now(): Date {
    return new Date(this.current);
  }
  advanceMinutes(minutes: number): void {
    this.current += minutes * 60_000;
  }
  set(date: Date): void {
    this.current = date.getTime();
  }
}

/** An instant's date in Europe/Warsaw as yyyy-MM-dd (the contract's Warsaw-time module, under the server's name). */
export { warsawDateIso as warsawDate } from '@osk/contract';

/** A yyyy-MM-dd date some days after another. */
export function addDays(isoDate: string, days: number): string {
  const d = new Date(`${isoDate}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

const DAY_MS = 86_400_000;

/** Whole days from one yyyy-MM-dd date to another (negative when `to` is the earlier). */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T12:00:00Z`) - Date.parse(`${from}T12:00:00Z`)) / DAY_MS);
}

/** The instant some minutes after another (before it for negative minutes): short-lived codes, tokens and retries. */
export function minutesAfter(instant: Date, minutes: number): Date {
  return new Date(instant.getTime() + minutes * 60_000);
}

/** The instant some days of 24 hours after another (before it for negative days): link and token expiries, due times. */
export function daysAfter(instant: Date, days: number): Date {
  return new Date(instant.getTime() + days * DAY_MS);
}
