import { and, eq, gt, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { Repository } from '../../db/repository.js';
import { actions, phoneChanges, schools, users } from '../../db/schema/index.js';
import { loginEmailIs } from '../users/users.service.js';

/** The account columns password reset and account settings need. */
export interface AccountRow {
  id: number;
  email: string;
  phoneNumber: string | null;
  status: string;
  language: string;
}

/** A reset action found by its token. */
export interface ResetActionRow {
  id: number;
  userId: number;
  userEmail: string;
  expiresAt: Date;
}

/** A pending phone change. */
export type PhoneChangeRow = typeof phoneChanges.$inferSelect;

const RESET_PASSWORD = 'RESET_PASSWORD';

const accountColumns = {
  id: users.id,
  email: users.email,
  phoneNumber: users.phoneNumber,
  status: users.status,
  language: users.language,
};

/** All SQL of the accounts module: reset actions, passwords and phone changes. */
export class AccountsRepository extends Repository {
  async findAccountByEmail(email: string, db: Db = this.db): Promise<AccountRow | undefined> {
    const rows = await db.select(accountColumns).from(users).where(loginEmailIs(email)).limit(1);
    return rows[0];
  }

  async findAccountById(id: number, db: Db = this.db): Promise<AccountRow | undefined> {
    const rows = await db.select(accountColumns).from(users).where(eq(users.id, id)).limit(1);
    return rows[0];
  }

  /** Whether the school of a SCHOOL account may use foreign phone numbers (canAddInternational). */
  async schoolMayUseForeignNumbers(userId: number, db: Db = this.db): Promise<boolean> {
    const rows = await db.select({ allowed: schools.canAddInternational }).from(schools).where(eq(schools.userId, userId)).limit(1);
    return rows[0]?.allowed === true;
  }

  /** Reset actions created since a moment for one account and for one client address. */
  async countRecentResets(userId: number, ip: string, since: Date, db: Db = this.db): Promise<{ forUser: number; forIp: number }> {
    const sinceIso = since.toISOString();
    const rows = await db
      .select({
        forUser: sql<number>`count(*) filter (where ${actions.userId} = ${userId})::int`,
        forIp: sql<number>`count(*) filter (where ${actions.payload} ->> 'ip' = ${ip})::int`,
      })
      .from(actions)
      .where(and(eq(actions.type, RESET_PASSWORD), sql`${actions.createdAt} > ${sinceIso}::timestamptz`));
    return { forUser: rows[0]?.forUser ?? 0, forIp: rows[0]?.forIp ?? 0 };
  }

  async insertResetAction(
    values: { tokenHash: string; userId: number; userEmail: string; ip: string; createdAt: Date; expiresAt: Date },
    db: Db = this.db,
  ): Promise<void> {
    await db.insert(actions).values({
      tokenHash: values.tokenHash,
      type: RESET_PASSWORD,
      status: 'NEW',
      userId: values.userId,
      userEmail: values.userEmail,
      payload: { ip: values.ip },
      createdAt: values.createdAt,
      expiresAt: values.expiresAt,
    });
  }

  /** A reset action that is still NEW and not expired at `now`. */
  async findUsableResetAction(tokenHash: string, now: Date, db: Db = this.db): Promise<ResetActionRow | undefined> {
    const rows = await db
      .select({ id: actions.id, userId: actions.userId, userEmail: users.email, expiresAt: actions.expiresAt })
      .from(actions)
      .innerJoin(users, eq(users.id, actions.userId))
      .where(and(eq(actions.tokenHash, tokenHash), eq(actions.type, RESET_PASSWORD), eq(actions.status, 'NEW'), gt(actions.expiresAt, now)))
      .limit(1);
    const row = rows[0];
    if (!row || row.userId === null) return undefined;
    return { id: row.id, userId: row.userId, userEmail: row.userEmail, expiresAt: row.expiresAt };
  }

  /**
   * Marks a usable reset action CONFIRMED (single use: only one caller wins a race) and answers its
   * user id; undefined when it was not usable.
   */
  async consumeResetAction(tokenHash: string, now: Date, db: Db): Promise<number | undefined> {
    const rows = await db
      .update(actions)
      .set({ status: 'CONFIRMED', usedAt: now })
      .where(and(eq(actions.tokenHash, tokenHash), eq(actions.type, RESET_PASSWORD), eq(actions.status, 'NEW'), gt(actions.expiresAt, now)))
      .returning({ userId: actions.userId });
    return rows[0]?.userId ?? undefined;
  }

  /** Expires the other outstanding reset links of a user once one is used. */
  async expireOtherResetActions(userId: number, now: Date, db: Db): Promise<void> {
    await db
      .update(actions)
      .set({ status: 'EXPIRED', usedAt: now })
      .where(and(eq(actions.userId, userId), eq(actions.type, RESET_PASSWORD), eq(actions.status, 'NEW')));
  }

  async findPhoneChange(userId: number, db: Db = this.db): Promise<PhoneChangeRow | undefined> {
    const rows = await db.select().from(phoneChanges).where(eq(phoneChanges.userId, userId)).limit(1);
    return rows[0];
  }

  /** Whether another user has an unexpired pending change to this number. */
  async isPhonePendingForOther(phoneNumber: string, userId: number, now: Date, db: Db = this.db): Promise<boolean> {
    const rows = await db
      .select({ userId: phoneChanges.userId })
      .from(phoneChanges)
      .where(and(eq(phoneChanges.phoneNumber, phoneNumber), ne(phoneChanges.userId, userId), gt(phoneChanges.expiresAt, now)))
      .limit(1);
    return rows.length > 0;
  }

  /** Starts (or restarts) the pending phone change of a user with a fresh code. */
  async upsertPhoneChange(values: { userId: number; phoneNumber: string; codeHash: string; createdAt: Date; expiresAt: Date }, db: Db): Promise<void> {
    await db
      .insert(phoneChanges)
      .values({ ...values, attempts: 0 })
      .onConflictDoUpdate({
        target: phoneChanges.userId,
        set: { phoneNumber: values.phoneNumber, codeHash: values.codeHash, attempts: 0, createdAt: values.createdAt, expiresAt: values.expiresAt },
      });
  }

  /** Counts a wrong code and answers the attempts so far. */
  async recordPhoneCodeAttempt(userId: number, db: Db = this.db): Promise<number> {
    const rows = await db
      .update(phoneChanges)
      .set({ attempts: sql`${phoneChanges.attempts} + 1` })
      .where(eq(phoneChanges.userId, userId))
      .returning({ attempts: phoneChanges.attempts });
    return rows[0]?.attempts ?? 0;
  }

  async deletePhoneChange(userId: number, db: Db = this.db): Promise<void> {
    await db.delete(phoneChanges).where(eq(phoneChanges.userId, userId));
  }
}
