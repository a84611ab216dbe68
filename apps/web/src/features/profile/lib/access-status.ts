import { isAccessActive } from '@osk/contract';
import { daysBetween } from '../../../lib/dates';

/** How an access window stands today (spec §4 Access windows). */
export type AccessStatus =
  | { kind: 'none' }
  | { kind: 'expired'; till: string }
  | { kind: 'active'; till: string; daysLeft: number };

/**
 * Active while the till date is set and today or later; expired once it has passed; none when the
 * student never had it. `daysLeft` counts whole days after today (0 on the last day).
 */
export function accessStatus(till: string | null, today: string): AccessStatus {
  if (till === null) return { kind: 'none' };
  if (!isAccessActive(till, today)) return { kind: 'expired', till };
  return { kind: 'active', till, daysLeft: daysBetween(today, till) };
}
