import type { PaymentStatus } from '@osk/contract';
import { addDays, daysBetween } from '../../lib/clock.js';

/** The least a discounted price may fall to, in grosz (1 PLN): a payment provider refuses zero. */
export const MIN_DISCOUNTED_GROSZ = 100;

/** A discount: a percentage (1-100) or a fixed amount in grosz. */
export type Discount = { percentOff: number } | { amountOffGrosz: number };

/**
 * The price after a discount, in grosz: the percentage rounds to the nearest grosz; the result never
 * falls below 1 PLN (or below the original price when that is already lower), so a 100 % code still
 * leaves a payable amount.
 */
export function applyDiscount(amountGrosz: number, discount: Discount): number {
  const off = 'percentOff' in discount ? Math.round((amountGrosz * discount.percentOff) / 100) : discount.amountOffGrosz;
  const floor = Math.min(amountGrosz, MIN_DISCOUNTED_GROSZ);
  return Math.max(floor, amountGrosz - off);
}

/**
 * The new end of an access window (yyyy-MM-dd, Warsaw dates): the days count from the later of today
 * and the current end, so a renewal before the end loses nothing and one after it starts today.
 * A window "till" a date includes that date; a new one of N days from today ends N days later.
 */
export function extendAccess(currentTill: string | null, today: string, days: number): string {
  const from = currentTill !== null && currentTill > today ? currentTill : today;
  return addDays(from, days);
}

/** Days of access left from today, counting today (0 when none or ended). */
export function daysLeft(till: string | null, today: string): number {
  if (till === null || till < today) return 0;
  return daysBetween(today, till) + 1;
}

/**
 * Paynow's statuses onto ours (ADR 013). NEW at Paynow means the payment exists there, which for us is
 * STARTED (our NEW is "recorded, not yet sent"). Unknown statuses map to null and are ignored.
 */
export function mapProviderStatus(status: string): PaymentStatus | null {
  switch (status) {
    case 'NEW':
      return 'STARTED';
    case 'PENDING':
      return 'WAITING';
    case 'CONFIRMED':
      return 'FINISHED';
    case 'REJECTED':
      return 'REJECTED';
    case 'ERROR':
      return 'ERROR_STATUS';
    case 'EXPIRED':
    case 'ABANDONED':
      return 'CANCELED';
    default:
      return null;
  }
}

// Forward order of statuses: a notification may only move a payment up. The failed endings share a
// rank (one failure never replaces another) and rank below FINISHED: money confirmed after a
// rejection or an expiry is still credited, never lost. FINISHED is final.
const RANK: Partial<Record<PaymentStatus, number>> = {
  NEW: 0,
  STARTED: 1,
  WAITING: 2,
  REJECTED: 3,
  ERROR_STATUS: 3,
  CANCELED: 3,
  FINISHED: 4,
};

/** Whether a payment may move from one status to another (forward only; FINISHED is final). */
export function canMove(from: PaymentStatus, to: PaymentStatus): boolean {
  const a = RANK[from];
  const b = RANK[to];
  if (a === undefined || b === undefined) return false;
  return b > a;
}
