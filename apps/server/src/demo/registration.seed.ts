import type { Db } from '../db/client.js';
import { coupons } from '../db/schema/index.js';
import type { DemoBase } from './demo-base.js';

/** Demo coupons for the Kupon view and the wizard's promotional code. */
export const DEMO_COUPONS = [
  { code: 'PRAWKO40', days: 40, category: 'B', multiLanguage: false, lecturesDays: 0, validForDays: 365 },
  { code: 'PRAWKO90', days: 90, category: 'B', multiLanguage: true, lecturesDays: 90, validForDays: 365 },
  { code: 'KURS-C', days: 40, category: 'C', multiLanguage: false, lecturesDays: 0, validForDays: 365 },
  // Expired: checkCoupon answers false and registration answers "Nie znaleziono kuponu".
  { code: 'STARY2025', days: 40, category: 'B', multiLanguage: false, lecturesDays: 0, validForDays: -30 },
] as const;

/** Demo data: coupons (a few valid, one expired). Runs inside the demo seed's transaction. */
export async function seedRegistrationDemo(tx: Db, base: DemoBase): Promise<void> {
  await tx.insert(coupons).values(
    DEMO_COUPONS.map((coupon) => ({
      code: coupon.code,
      days: coupon.days,
      category: coupon.category,
      multiLanguage: coupon.multiLanguage,
      lecturesDays: coupon.lecturesDays,
      validTill: new Date(base.now.getTime() + coupon.validForDays * 86_400_000),
      createdAt: base.now,
    })),
  );
}
