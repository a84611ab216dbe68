import { CAR_DATE_ALERT_DAYS, type InstructorCategory, type SortDirection } from '@osk/contract';
import { daysBetween, todayIso } from '../../../lib/dates';

/** A list's sort: the field and its direction. */
export interface Sort<F extends string> {
  sortBy: F;
  direction: SortDirection;
}

/** Clicking a column: the same column flips the direction, another one starts ascending. */
export function toggleSort<F extends string>(current: Sort<F>, field: F): Sort<F> {
  if (current.sortBy === field) return { sortBy: field, direction: current.direction === 'ASC' ? 'DESC' : 'ASC' };
  return { sortBy: field, direction: 'ASC' };
}

/**
 * The query string of a list call (school document §7 "Scheduler"): pageNumber, the filters that
 * are set (empty text and "all" statuses are left out), sortBy and direction.
 */
export function listQuery(page: number, filters: Record<string, string | null | undefined>, sort: Sort<string>): string {
  const params = new URLSearchParams();
  params.set('pageNumber', String(page));
  for (const [key, value] of Object.entries(filters)) {
    const v = value?.trim();
    if (v) params.set(key, v);
  }
  params.set('sortBy', sort.sortBy);
  params.set('direction', sort.direction);
  return params.toString();
}


/** A car date's alert: past (expired), near (within CAR_DATE_ALERT_DAYS) or none. */
export type DateAlert = 'expired' | 'near' | null;

export function carDateAlert(date: string | null, today: string = todayIso()): DateAlert {
  if (!date) return null;
  const days = daysBetween(today, date);
  if (days < 0) return 'expired';
  if (days <= CAR_DATE_ALERT_DAYS) return 'near';
  return null;
}

/** The label of an instructor category: BE as "B+E", C_1 as "C1", C_1_E as "C1+E" (§9). */
export function categoryLabel(category: InstructorCategory): string {
  return category.replace(/_(\d)/g, '$1').replace(/_?E$/, '+E');
}

/** Text of an optional field as sent: trimmed, null when empty. */
export function optional(value: string): string | null {
  const v = value.trim();
  return v === '' ? null : v;
}

/** Form error keys: texts under schoolResources.validation. */
export type ErrorKey = 'required' | 'tooLong' | 'year' | 'email' | 'phone' | 'color';
