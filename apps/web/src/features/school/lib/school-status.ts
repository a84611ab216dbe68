import { SCHOOL_EXPIRY_ALERT_DAYS, type School } from '@osk/contract';
import { daysBetween, todayIso } from '../../../lib/dates';

/** The account expiry state shown on the school home (alert 30 days ahead, school document §2.2). */
export type ExpiryState = { kind: 'none' } | { kind: 'ok'; days: number } | { kind: 'soon'; days: number } | { kind: 'expired'; days: number };

/** Where the school's activeTill stands today (Warsaw date). */
export function expiryStateOf(activeTill: string | null, now: Date): ExpiryState {
  if (!activeTill) return { kind: 'none' };
  const days = daysBetween(todayIso(now), activeTill.slice(0, 10));
  if (days < 0) return { kind: 'expired', days };
  if (days <= SCHOOL_EXPIRY_ALERT_DAYS) return { kind: 'soon', days };
  return { kind: 'ok', days };
}

/** Whether the books in stock are below the school's alert level. */
export function isLowStock(school: Pick<School, 'numberOfBooks' | 'booksAlertLevel'>): boolean {
  return school.numberOfBooks < school.booksAlertLevel;
}

/** The parts of the time left until a moment: days, hours, minutes, seconds; null when it has passed. */
export function timeLeft(until: Date, now: Date): { days: number; hours: number; minutes: number; seconds: number } | null {
  const total = Math.floor((until.getTime() - now.getTime()) / 1000);
  if (total <= 0) return null;
  return {
    days: Math.floor(total / 86_400),
    hours: Math.floor((total % 86_400) / 3600),
    minutes: Math.floor((total % 3600) / 60),
    seconds: total % 60,
  };
}
