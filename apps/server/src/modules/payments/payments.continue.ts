import { and, eq, isNotNull, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { payments } from '../../db/schema/index.js';
import type { PaymentRow } from './payments.repository.js';

/** The error code an expired payment keeps: Paynow's own status for it. */
export const EXPIRED_ERROR_CODE = 'EXPIRED';

/**
 * "Dokończ płatność" (issue 24): a payment left STARTED can be finished on the provider's page, stored
 * at checkout, while the provider still accepts it (PAYNOW_PAYMENT_VALIDITY_MS from the start). Answers
 * that page, or null when there is none to go back to.
 */
export function continueUrlOf(row: Pick<PaymentRow, 'status' | 'redirectUrl' | 'redirectExpiresAt'>, now: Date): string | null {
  if (row.status !== 'STARTED' || !row.redirectUrl || !row.redirectExpiresAt) return null;
  return row.redirectExpiresAt.getTime() > now.getTime() ? row.redirectUrl : null;
}

/**
 * Payments left STARTED past the provider's time limit become CANCELED with the error code EXPIRED, as
 * Paynow's EXPIRED maps (ADR 013), by one conditional UPDATE: a payment that moved on meanwhile (paid,
 * rejected, already expired) is not touched, so each expires exactly once whoever runs it first (the
 * reconciliation job or a read of the payment history). A later CONFIRMED from Paynow still credits it
 * (the failed endings rank below FINISHED). Answers how many expired; only those of one user when given.
 */
export async function expireOverduePayments(db: Db, now: Date, userId?: number): Promise<number> {
  const rows = await db
    .update(payments)
    .set({ status: 'CANCELED', errorCode: EXPIRED_ERROR_CODE, updatedAt: now })
    .where(
      and(
        eq(payments.status, 'STARTED'),
        isNotNull(payments.redirectExpiresAt),
        lte(payments.redirectExpiresAt, now),
        userId === undefined ? sql`true` : eq(payments.userId, userId),
      ),
    )
    .returning({ id: payments.id });
  return rows.length;
}
