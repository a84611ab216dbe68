import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { schools } from '../../db/schema/index.js';

/**
 * A school's paid payment for days lifts its payment block when the operator set it "until paid"
 * (issue 24; `block-school ... --until-paid`), in the crediting transaction: one conditional update
 * each, so a block the operator set without the option stays, and a second payment changes nothing.
 * The account's block date is cleared by `clearBlockDate` (the users service owns the account rows).
 * Answers whether a block was lifted.
 */
export async function liftBlockUntilPaid(schoolId: number, tx: Db, clearBlockDate: (userId: number, tx: Db) => Promise<unknown>): Promise<boolean> {
  const lifted = await tx
    .update(schools)
    .set({ paymentBlockUntilPaid: false })
    .where(and(eq(schools.id, schoolId), eq(schools.paymentBlockUntilPaid, true)))
    .returning({ userId: schools.userId });
  const userId = lifted[0]?.userId;
  if (userId === undefined) return false;
  await clearBlockDate(userId, tx);
  return true;
}
