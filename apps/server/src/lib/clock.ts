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

// Building an Intl formatter is far dearer than using one: make it once.
const WARSAW_DATE = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Warsaw', year: 'numeric', month: '2-digit', day: '2-digit' });

/** Today's date in Europe/Warsaw as yyyy-MM-dd. */
export function warsawDate(date: Date): string {
  return WARSAW_DATE.format(date);
}

/** A yyyy-MM-dd date some days after another. */
export function addDays(isoDate: string, days: number): string {
  const d = new Date(`${isoDate}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}
