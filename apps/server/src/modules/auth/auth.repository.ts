import { and, eq, isNull, lt, ne, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { loginTokens, sessions, students, users } from '../../db/schema/index.js';

/** The user columns login needs. */
export type UserRow = typeof users.$inferSelect;

/** All SQL of the auth module but the session reads (access/access.repository.ts). */
export class AuthRepository {
  constructor(readonly db: Db) {}

  async findUserByPhone(phone: string): Promise<UserRow | undefined> {
    const rows = await this.db.select().from(users).where(eq(users.phoneNumber, phone)).limit(1);
    return rows[0];
  }

  /** A learner account's expiry day (temporary accounts), or null. */
  async accountExpireOf(userId: number): Promise<string | null> {
    const rows = await this.db.select({ accountExpire: students.accountExpire }).from(students).where(eq(students.userId, userId)).limit(1);
    return rows[0]?.accountExpire ?? null;
  }

  async findUserById(id: number): Promise<UserRow | undefined> {
    const rows = await this.db.select().from(users).where(eq(users.id, id)).limit(1);
    return rows[0];
  }

  /** Opens a session (with its media token's hash). */
  async insertSession(userId: number, idHash: string, mediaTokenHash: string, now: Date, db: Db): Promise<void> {
    await db.insert(sessions).values({ idHash, userId, createdAt: now, lastSeenAt: now, mediaTokenHash });
  }

  /** Replaces a session's media token; answers whether the session still exists. */
  async setMediaToken(idHash: string, mediaTokenHash: string): Promise<boolean> {
    const rows = await this.db.update(sessions).set({ mediaTokenHash }).where(eq(sessions.idHash, idHash)).returning({ idHash: sessions.idHash });
    return rows.length > 0;
  }

  /** Refreshes the last-seen of several sessions in one statement (never moving one back). */
  async touchSessions(entries: ReadonlyArray<readonly [idHash: string, at: Date]>): Promise<void> {
    if (entries.length === 0) return;
    const values = sql.join(
      entries.map(([idHash, at]) => sql`(${idHash}, ${at.toISOString()}::timestamptz)`),
      sql`, `,
    );
    await this.db.execute(
      sql`update ${sessions} set last_seen_at = v.at from (values ${values}) as v(id_hash, at) where ${sessions.idHash} = v.id_hash and ${sessions.lastSeenAt} < v.at`,
    );
  }

  /**
   * Sets or clears the internal exam lock of a session: locking only an unlocked session, unlocking
   * only the lock of that exam. Announces the change (the session triggers fire on deletes only), so
   * every instance forgets the cached session (ADR 010). Answers whether the session changed.
   */
  async setSessionLock(idHash: string, from: number | null, to: number | null): Promise<boolean> {
    return this.db.transaction(async (tx) => {
      const rows = await tx
        .update(sessions)
        .set({ lockedByExamId: to })
        .where(and(eq(sessions.idHash, idHash), from === null ? isNull(sessions.lockedByExamId) : eq(sessions.lockedByExamId, from)))
        .returning({ userId: sessions.userId });
      const changed = rows[0];
      if (!changed) return false;
      await tx.execute(sql`select pg_notify('osk_user_changed', ${String(changed.userId)})`);
      return true;
    });
  }

  async deleteSession(idHash: string): Promise<void> {
    await this.db.delete(sessions).where(eq(sessions.idHash, idHash));
  }

  /** Deletes the sessions of a user, except one (the caller's) when given; answers how many. */
  async deleteSessionsOfUser(userId: number, exceptIdHash: string | undefined, tx?: Db): Promise<number> {
    const where = exceptIdHash ? and(eq(sessions.userId, userId), ne(sessions.idHash, exceptIdHash)) : eq(sessions.userId, userId);
    const deleted = await (tx ?? this.db).delete(sessions).where(where).returning({ idHash: sessions.idHash });
    return deleted.length;
  }

  /** Deletes sessions past their idle or absolute limit. */
  async deleteExpiredSessions(idleBefore: Date, createdBefore: Date): Promise<number> {
    const deleted = await this.db
      .delete(sessions)
      .where(or(lt(sessions.lastSeenAt, idleBefore), lt(sessions.createdAt, createdBefore)))
      .returning({ idHash: sessions.idHash });
    return deleted.length;
  }

  async insertLoginToken(tokenHash: string, userId: number, expiresAt: Date): Promise<void> {
    await this.db.insert(loginTokens).values({ tokenHash, userId, expiresAt });
  }

  /** Marks an unused, unexpired token as used and answers its user id; undefined when not usable. */
  async consumeLoginToken(tokenHash: string, now: Date): Promise<number | undefined> {
    const rows = await this.db
      .update(loginTokens)
      .set({ usedAt: now })
      .where(and(eq(loginTokens.tokenHash, tokenHash), isNull(loginTokens.usedAt), sql`${loginTokens.expiresAt} > ${now.toISOString()}::timestamptz`))
      .returning({ userId: loginTokens.userId });
    return rows[0]?.userId;
  }
}
