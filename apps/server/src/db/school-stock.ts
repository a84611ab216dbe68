import { and, eq, gte, sql } from 'drizzle-orm';
import type { Db } from './client.js';
import { schools } from './schema/index.js';

/** A school's stock after a change. */
export interface SchoolStock {
  numberOfDaysOfLearn: number;
  numberOfBooks: number;
}

/**
 * Takes days of learning and books from a school's stock in one conditional UPDATE: the row changes
 * only when the school has enough of both, so two requests at once can never take the stock below
 * zero (the second waits for the first's row lock, then sees the lowered stock). Negative amounts give
 * stock back. Answers the stock after the change, or null when the school has not enough (nothing
 * changed). Call it inside the transaction of the change the stock pays for.
 */
export async function takeSchoolStock(db: Db, schoolId: number, days: number, books: number): Promise<SchoolStock | null> {
  const rows = await db
    .update(schools)
    .set({
      numberOfDaysOfLearn: sql`${schools.numberOfDaysOfLearn} - ${days}::int`,
      numberOfBooks: sql`${schools.numberOfBooks} - ${books}::int`,
    })
    .where(and(eq(schools.id, schoolId), gte(schools.numberOfDaysOfLearn, days), gte(schools.numberOfBooks, books)))
    .returning({ numberOfDaysOfLearn: schools.numberOfDaysOfLearn, numberOfBooks: schools.numberOfBooks });
  return rows[0] ?? null;
}

/** The catalogue key naming what ran short: days of learning (the spec's not-enough-exams key) or books. */
export type StockShortage = 'msg.error.not.enough.exams' | 'msg.error.not.enough.books';

/**
 * After takeSchoolStock answered null: which part of the stock is short, so the refusal names it
 * (a LONG learner with a book needs both; the days are named when they run short, else the books).
 */
export async function stockShortage(db: Db, schoolId: number, days: number): Promise<StockShortage> {
  const [row] = await db.select({ numberOfDaysOfLearn: schools.numberOfDaysOfLearn }).from(schools).where(eq(schools.id, schoolId)).limit(1);
  return !row || row.numberOfDaysOfLearn < days ? 'msg.error.not.enough.exams' : 'msg.error.not.enough.books';
}
