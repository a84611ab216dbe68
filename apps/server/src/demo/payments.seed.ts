import type { Db } from '../db/client.js';
import { accessCodes, discountCodes } from '../db/schema/index.js';
import { hashPassword } from '../lib/passwords.js';
import { addDays } from '../lib/clock.js';
import { insertDemoLearner, type DemoBase } from './demo-base.js';

/** A learner whose access ends in 3 days: the 5-day notice shows once after login. */
export const DEMO_ENDING_LEARNER = { email: 'konczy@example.com', password: 'Konczy123!', daysLeft: 3 } as const;

/**
 * Demo codes. Access codes are single-use, so there are a few of each for repeated tries; the catalogue
 * itself is seeded by migration 0007 (every installation needs it, not only the demo).
 */
export const DEMO_ACCESS_CODES = [
  { code: 'PREPAID40', kind: 'PREPAID', days: 40, multiLanguage: false, lecturesDays: 0, validForDays: 365 },
  { code: 'PREPAID40-2', kind: 'PREPAID', days: 40, multiLanguage: false, lecturesDays: 0, validForDays: 365 },
  { code: 'PREPAID40-3', kind: 'PREPAID', days: 40, multiLanguage: false, lecturesDays: 0, validForDays: 365 },
  { code: 'PREPAID120', kind: 'PREPAID', days: 120, multiLanguage: true, lecturesDays: 120, validForDays: 365 },
  { code: 'PROMO90', kind: 'PROMO', days: 90, multiLanguage: false, lecturesDays: 0, validForDays: 365 },
  { code: 'PROMO90-2', kind: 'PROMO', days: 90, multiLanguage: false, lecturesDays: 0, validForDays: 365 },
  { code: 'PROMO90-3', kind: 'PROMO', days: 90, multiLanguage: false, lecturesDays: 0, validForDays: 365 },
  // Expired: using it answers msg.warn.cant.use.code.
  { code: 'PREPAID-STARY', kind: 'PREPAID', days: 40, multiLanguage: false, lecturesDays: 0, validForDays: -30 },
] as const;

/** Demo discount codes for checkout: 10 % off, 5 PLN off, and an expired one. */
export const DEMO_DISCOUNT_CODES = [
  { code: 'RABAT10', percentOff: 10, amountOffGrosz: null, validForDays: 365 },
  { code: 'MINUS5', percentOff: null, amountOffGrosz: 500, validForDays: 365 },
  { code: 'RABAT-STARY', percentOff: 50, amountOffGrosz: null, validForDays: -30 },
] as const;

/** Demo data of payments: access and discount codes. Runs inside the demo seed's transaction. */
export async function seedPaymentsDemo(tx: Db, base: DemoBase): Promise<void> {
  const till = (days: number) => new Date(base.now.getTime() + days * 86_400_000);
  await tx.insert(accessCodes).values(
    DEMO_ACCESS_CODES.map((c) => ({ code: c.code, kind: c.kind, days: c.days, multiLanguage: c.multiLanguage, lecturesDays: c.lecturesDays, validTill: till(c.validForDays), createdAt: base.now })),
  );
  await tx.insert(discountCodes).values(
    DEMO_DISCOUNT_CODES.map((c) => ({ code: c.code, percentOff: c.percentOff, amountOffGrosz: c.amountOffGrosz, validTill: till(c.validForDays), createdAt: base.now })),
  );
  await insertDemoLearner(
    tx,
    { email: DEMO_ENDING_LEARNER.email, phoneNumber: '600700801', passwordHash: await hashPassword(DEMO_ENDING_LEARNER.password), status: 'ACTIVE', registerDate: base.now },
    { firstName: 'Karol', lastName: 'Kończak', category: 'B', learningAvailableTill: addDays(base.today, DEMO_ENDING_LEARNER.daysLeft) },
  );
}
