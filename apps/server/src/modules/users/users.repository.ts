import { and, eq, inArray, ne, sql, type SQL } from 'drizzle-orm';
import { CONSENT_VERSIONS, type ConsentKind, type UserSource, type UserStatus, type UserType } from '@osk/contract';
import type { Db } from '../../db/client.js';
import { returnedRow } from '../../db/repository.js';
import { consents, students, users } from '../../db/schema/index.js';

/** An account's row. */
export type UserRow = typeof users.$inferSelect;

/** The login e-mail as accounts are matched and sorted by it: case-insensitive (the one spelling of it). */
export const loginEmailKey: SQL = sql`lower(${users.email})`;

/** The condition "this account's login is `email`", any case: for lookups and for other modules' joins. */
export function loginEmailIs(email: string): SQL {
  return eq(loginEmailKey, email.toLowerCase());
}

/** A new account's row; the columns not given take the table's defaults. */
export interface NewAccount {
  email: string;
  phoneNumber?: string | null;
  passwordHash: string;
  status: UserStatus;
  userType: UserType;
  userSource?: UserSource;
  internal?: boolean;
  failedLogins?: number;
  language: string;
  registerDate: Date;
}

/** A new learner's account: a new account of type STUDENT. */
export type NewLearnerAccount = Omit<NewAccount, 'userType'>;

/** A new learner's student record; its account's id links it. The columns not given take the table's defaults. */
export type NewStudentRecord = Omit<typeof students.$inferInsert, 'id' | 'userId'>;

/** All SQL that writes the users table, and its lookups by login (issue 21, item 6). */
export class UsersRepository {
  constructor(private readonly db: Db) {}

  async findByEmail(email: string, db: Db = this.db): Promise<UserRow | undefined> {
    const rows = await db.select().from(users).where(loginEmailIs(email)).limit(1);
    return rows[0];
  }

  async isEmailTaken(email: string, db: Db = this.db): Promise<boolean> {
    const rows = await db.select({ id: users.id }).from(users).where(loginEmailIs(email)).limit(1);
    return rows.length > 0;
  }

  /** The account holding a phone number (as stored), if any. */
  async userIdByPhone(phoneNumber: string, db: Db = this.db): Promise<number | undefined> {
    const rows = await db.select({ id: users.id }).from(users).where(eq(users.phoneNumber, phoneNumber)).limit(1);
    return rows[0]?.id;
  }

  /** Inserts an account; answers its id. */
  async insert(account: NewAccount, db: Db): Promise<number> {
    const rows = await db.insert(users).values(account).returning({ id: users.id });
    return returnedRow(rows, 'user insert').id;
  }

  /** Records consents a user gave now (RODO, issue 24): each document at its current text version. */
  async insertConsents(userId: number, kinds: readonly ConsentKind[], now: Date, db: Db): Promise<void> {
    if (kinds.length === 0) return;
    await db.insert(consents).values(kinds.map((kind) => ({ userId, kind, version: CONSENT_VERSIONS[kind], givenAt: now })));
  }

  /** Marks the account closed at its owner's request (status REMOVED); answers whether it was open. */
  async markDeletionRequested(userId: number, now: Date, db: Db): Promise<boolean> {
    const rows = await db
      .update(users)
      .set({ deletionRequestedAt: now, status: 'REMOVED' })
      .where(and(eq(users.id, userId), sql`${users.deletionRequestedAt} is null`))
      .returning({ id: users.id });
    return rows.length > 0;
  }

  /** The accounts whose deletion was asked for before `before` and whose data are not erased yet. */
  async dueForAnonymisation(before: Date, limit: number, db: Db = this.db): Promise<number[]> {
    const rows = await db
      .select({ id: users.id })
      .from(users)
      .where(and(sql`${users.deletionRequestedAt} <= ${before}`, sql`${users.anonymisedAt} is null`))
      .orderBy(users.id)
      .limit(limit);
    return rows.map((row) => row.id);
  }

  /**
   * Erases an account's identity (RODO, issue 24): the login e-mail becomes a placeholder no one can
   * receive mail at, the phone, partner password and start page go, the password can no longer match,
   * the learner's names and the school's remarks are replaced; the consents go with it.
   */
  async anonymise(userId: number, unusablePasswordHash: string, now: Date, db: Db): Promise<void> {
    await db
      .update(users)
      .set({ email: `usuniete-${userId}@konto.invalid`, phoneNumber: null, passwordHash: unusablePasswordHash, partnerPasswordEnc: null, startPage: null, status: 'REMOVED', anonymisedAt: now })
      .where(eq(users.id, userId));
    await db.update(students).set({ firstName: 'Konto', lastName: 'usunięte', oskRemarks: null, registrationId: null }).where(eq(students.userId, userId));
    await db.delete(consents).where(eq(consents.userId, userId));
  }

  /** Temporary (school-made) learner accounts whose last day was before `expiredBefore` (yyyy-MM-dd), not yet anonymised. */
  async expiredTemporaryAccounts(expiredBefore: string, limit: number, db: Db = this.db): Promise<number[]> {
    const rows = await db
      .select({ id: users.id })
      .from(users)
      .innerJoin(students, eq(students.userId, users.id))
      .where(and(eq(users.internal, true), sql`${students.accountExpire} < ${expiredBefore}`, sql`${users.anonymisedAt} is null`))
      .orderBy(users.id)
      .limit(limit);
    return rows.map((row) => row.id);
  }

  /**
   * Learner accounts unused since before `lastSeenBefore` (last login, else registration) whose owner
   * has not been told since: not temporary, not anonymised, no deletion asked for.
   */
  async inactiveLearnersToNotify(lastSeenBefore: Date, limit: number, db: Db = this.db): Promise<Array<{ id: number; email: string; language: string; lastSeen: Date }>> {
    const lastSeen = sql<Date>`coalesce(${users.lastLoginDate}, ${users.registerDate})`;
    const rows = await db
      .select({ id: users.id, email: users.email, language: users.language, lastSeen: sql<string>`${lastSeen}` })
      .from(users)
      .where(
        and(
          eq(users.userType, 'STUDENT'),
          eq(users.internal, false),
          sql`${users.anonymisedAt} is null`,
          sql`${users.deletionRequestedAt} is null`,
          sql`${lastSeen} < ${lastSeenBefore}`,
          sql`(${users.inactivityNoticeAt} is null or ${users.inactivityNoticeAt} < ${lastSeen})`,
        ),
      )
      .orderBy(users.id)
      .limit(limit);
    return rows.map((row) => ({ id: row.id, email: row.email, language: row.language, lastSeen: new Date(row.lastSeen) }));
  }

  /** Records that the owner of an inactive account was told. */
  async markInactivityNotice(userId: number, now: Date, db: Db): Promise<void> {
    await db.update(users).set({ inactivityNoticeAt: now }).where(eq(users.id, userId));
  }

  /** Accounts told before `noticeBefore` that they will be anonymised, and not used since the notice. */
  async inactiveAfterNotice(noticeBefore: Date, limit: number, db: Db = this.db): Promise<number[]> {
    const rows = await db
      .select({ id: users.id })
      .from(users)
      .where(
        and(
          sql`${users.inactivityNoticeAt} <= ${noticeBefore}`,
          sql`coalesce(${users.lastLoginDate}, ${users.registerDate}) < ${users.inactivityNoticeAt}`,
          sql`${users.anonymisedAt} is null`,
        ),
      )
      .orderBy(users.id)
      .limit(limit);
    return rows.map((row) => row.id);
  }

  /** Inserts a learner's account and its student record; answers both ids. */
  async insertLearner(account: NewLearnerAccount, student: NewStudentRecord, db: Db): Promise<{ userId: number; studentId: number }> {
    const userId = await this.insert({ ...account, userType: 'STUDENT' }, db);
    const rows = await db
      .insert(students)
      .values({ ...student, userId })
      .returning({ id: students.id });
    const row = returnedRow(rows, 'student insert');
    return { userId, studentId: row.id };
  }

  /** Moves an account NEW -> ACTIVE, setting a password hash when given. */
  async activate(userId: number, passwordHash: string | null, db: Db): Promise<void> {
    await db
      .update(users)
      .set(passwordHash ? { status: 'ACTIVE', passwordHash } : { status: 'ACTIVE' })
      .where(and(eq(users.id, userId), eq(users.status, 'NEW')));
  }

  /** Sets an account's status; with `from`, only when it is one of those. */
  async setStatus(userId: number, status: UserStatus, from: readonly UserStatus[] | null, db: Db): Promise<void> {
    await db
      .update(users)
      .set({ status })
      .where(from ? and(eq(users.id, userId), inArray(users.status, [...from])) : eq(users.id, userId));
  }

  async setEmail(userId: number, email: string, db: Db): Promise<void> {
    await db.update(users).set({ email }).where(eq(users.id, userId));
  }

  /** A successful login: clears the failed attempts and the lockout, records the moment. */
  async recordLogin(userId: number, now: Date, db: Db): Promise<void> {
    await db.update(users).set({ failedLogins: 0, lockedUntil: null, lastLoginDate: now }).where(eq(users.id, userId));
  }

  /** Stores a new password hash; `unlock` also clears a login lockout. Answers whether the account exists. */
  async setPassword(userId: number, passwordHash: string, unlock: boolean, db: Db): Promise<boolean> {
    const rows = await db
      .update(users)
      .set(unlock ? { passwordHash, failedLogins: 0, lockedUntil: null } : { passwordHash })
      .where(eq(users.id, userId))
      .returning({ id: users.id });
    return rows.length > 0;
  }

  /** Sets an account's phone number; answers false when another account holds it. */
  async setPhoneNumber(userId: number, phoneNumber: string, db: Db): Promise<boolean> {
    const taken = await db
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.phoneNumber, phoneNumber), ne(users.id, userId)))
      .limit(1);
    if (taken.length > 0) return false;
    await db.update(users).set({ phoneNumber }).where(eq(users.id, userId));
    return true;
  }

  /** Sets or clears the payment-block date of an account; answers the stored value. */
  async setWillBeBlockedAt(userId: number, at: Date | null, db: Db = this.db): Promise<Date | null> {
    const rows = await db.update(users).set({ willBeBlockedAt: at }).where(eq(users.id, userId)).returning({ at: users.willBeBlockedAt });
    return rows[0]?.at ?? null;
  }

  async setPartnerPassword(userId: number, encrypted: string, db: Db = this.db): Promise<void> {
    await db.update(users).set({ partnerPasswordEnc: encrypted }).where(eq(users.id, userId));
  }
}
