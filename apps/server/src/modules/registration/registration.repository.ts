import { and, eq, gte, isNull, or, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { Repository } from '../../db/repository.js';
import { actions, coupons, students, users } from '../../db/schema/index.js';
import { loginEmailIs } from '../users/users.service.js';

/** The account columns registration compares a repeated request with. */
export interface ExistingAccount {
  id: number;
  email: string;
  phoneNumber: string | null;
  passwordHash: string;
  status: string;
  userType: string;
  registerDate: Date;
  firstName: string | null;
  lastName: string | null;
  category: string | null;
  learningAvailableTill: string | null;
}

/** A coupon row. */
export type CouponRow = typeof coupons.$inferSelect;

/** An activation action found by its token, with its account. */
export interface ActivationRow {
  id: number;
  status: string;
  expiresAt: Date;
  payload: Record<string, unknown> | null;
  userId: number;
  email: string;
  userStatus: string;
  language: string;
  firstName: string | null;
}

export const ACTIVATE_ACCOUNT = 'ACTIVATE_ACCOUNT';

/** The coupon `code` (any case) while it can still be used at `now`: unused and not past its validity. */
function usableCoupon(code: string, now: Date): SQL | undefined {
  return and(eq(coupons.code, code.toUpperCase()), isNull(coupons.usedByUserId), or(isNull(coupons.validTill), gte(coupons.validTill, now)));
}

/** All SQL of the registration module: accounts, coupons and activation actions. */
export class RegistrationRepository extends Repository {
  async findAccountByEmail(email: string, db: Db = this.db): Promise<ExistingAccount | undefined> {
    const rows = await db
      .select({
        id: users.id,
        email: users.email,
        phoneNumber: users.phoneNumber,
        passwordHash: users.passwordHash,
        status: users.status,
        userType: users.userType,
        registerDate: users.registerDate,
        firstName: students.firstName,
        lastName: students.lastName,
        category: students.category,
        learningAvailableTill: students.learningAvailableTill,
      })
      .from(users)
      .leftJoin(students, eq(students.userId, users.id))
      .where(loginEmailIs(email))
      .limit(1);
    return rows[0];
  }

  /** Whether a coupon was used by a user. */
  async couponUsedBy(code: string, userId: number, db: Db = this.db): Promise<boolean> {
    const rows = await db
      .select({ id: coupons.id })
      .from(coupons)
      .where(and(eq(coupons.code, code.toUpperCase()), eq(coupons.usedByUserId, userId)))
      .limit(1);
    return rows.length > 0;
  }

  /** Sets the names of a learner (coupon accounts give them when activating). */
  async updateStudentNames(userId: number, firstName: string, lastName: string, db: Db): Promise<void> {
    await db.update(students).set({ firstName, lastName }).where(eq(students.userId, userId));
  }

  /** A coupon that can still be used at `now`: known, unused and not past its validity. */
  async findUsableCoupon(code: string, now: Date, db: Db = this.db): Promise<CouponRow | undefined> {
    const rows = await db
      .select()
      .from(coupons)
      .where(usableCoupon(code, now))
      .limit(1);
    return rows[0];
  }

  /**
   * Marks a coupon used by a user, only if it is still unused and valid: the conditional update makes
   * two concurrent registrations with one coupon end with exactly one winner. Answers the coupon or
   * undefined when it could not be claimed.
   */
  async claimCoupon(code: string, userId: number, now: Date, db: Db): Promise<CouponRow | undefined> {
    const rows = await db
      .update(coupons)
      .set({ usedByUserId: userId, usedAt: now })
      .where(usableCoupon(code, now))
      .returning();
    return rows[0];
  }

  async insertActivation(action: { tokenHash: string; userId: number; email: string; now: Date; expiresAt: Date; payload: Record<string, unknown> }, db: Db): Promise<void> {
    await db.insert(actions).values({
      tokenHash: action.tokenHash,
      type: ACTIVATE_ACCOUNT,
      status: 'NEW',
      userId: action.userId,
      userEmail: action.email,
      payload: action.payload,
      createdAt: action.now,
      expiresAt: action.expiresAt,
    });
  }

  async findActivation(tokenHash: string, db: Db = this.db): Promise<ActivationRow | undefined> {
    const rows = await db
      .select({
        id: actions.id,
        status: actions.status,
        expiresAt: actions.expiresAt,
        payload: actions.payload,
        userId: users.id,
        email: users.email,
        userStatus: users.status,
        language: users.language,
        firstName: students.firstName,
      })
      .from(actions)
      .innerJoin(users, eq(users.id, actions.userId))
      .leftJoin(students, eq(students.userId, users.id))
      .where(and(eq(actions.tokenHash, tokenHash), eq(actions.type, ACTIVATE_ACCOUNT)))
      .limit(1);
    return rows[0];
  }

  /** Confirms a NEW activation action; answers false when another request confirmed it first. */
  async confirmActivation(actionId: number, now: Date, db: Db): Promise<boolean> {
    const rows = await db
      .update(actions)
      .set({ status: 'CONFIRMED', usedAt: now })
      .where(and(eq(actions.id, actionId), eq(actions.status, 'NEW')))
      .returning({ id: actions.id });
    return rows.length > 0;
  }

  /** Marks a NEW action EXPIRED (a fresh link replaces it). */
  /** Ends every open activation link of an account (before another one is mailed). */
  async expireActivationsOf(userId: number, db: Db): Promise<void> {
    await db
      .update(actions)
      .set({ status: 'EXPIRED' })
      .where(and(eq(actions.userId, userId), eq(actions.type, ACTIVATE_ACCOUNT), eq(actions.status, 'NEW')));
  }

  async expireActivation(actionId: number, db: Db): Promise<boolean> {
    const rows = await db
      .update(actions)
      .set({ status: 'EXPIRED' })
      .where(and(eq(actions.id, actionId), eq(actions.status, 'NEW')))
      .returning({ id: actions.id });
    return rows.length > 0;
  }
}
