import { eq, sql } from 'drizzle-orm';
import type { UserSource, UserStatus, UserType } from '@osk/contract';
import type { Db } from '../db/client.js';
import { instructors, schools, sessions, students, users } from '../db/schema/index.js';
import type { CallerRecords } from './caller.js';

/** A session with its user and the records that make up the caller (ADR 026). */
export interface SessionRecord {
  idHash: string;
  createdAt: Date;
  lastSeenAt: Date;
  /** The internal exam that locks this (school) session, if any: only the PIN unlocks it. */
  lockedByExamId: number | null;
  /** Only what authorising a call needs (read on every authenticated call the cache does not answer). */
  user: {
    id: number;
    userType: UserType;
    userSource: UserSource;
    status: UserStatus;
    internal: boolean;
    willBeBlockedAt: Date | null;
  };
  records: CallerRecords;
}

// One row per session: the account's learner, instructor and own school are each at most one row
// (unique user_id), so the left joins never multiply it.
const sessionColumns = {
  idHash: sessions.idHash,
  createdAt: sessions.createdAt,
  lastSeenAt: sessions.lastSeenAt,
  lockedByExamId: sessions.lockedByExamId,
  user: { id: users.id, userType: users.userType, userSource: users.userSource, status: users.status, internal: users.internal, willBeBlockedAt: users.willBeBlockedAt },
  records: {
    studentId: students.id,
    studentSchoolId: students.schoolId,
    instructorId: instructors.id,
    instructorSchoolId: instructors.schoolId,
    instructorStatus: instructors.status,
    ownSchoolId: schools.id,
    canUsePkk: schools.canUsePkk,
    pkkRegistryNumber: schools.pkkRegistryNumber,
  },
};

/**
 * The reads that decide who is calling (ADR 026): the session with the caller's records, in one
 * statement, and the same records of an account that calls without a session.
 * Everything the caller carries changes only with an announced write (migrations 0004 and 0017), so
 * the session cache may keep it (ADR 010).
 */
export class AccessRepository {
  // Every authenticated call the cache does not answer reads its session: the statement is prepared once.
  private readonly sessionQuery;

  constructor(private readonly db: Db) {
    this.sessionQuery = this.sessionSelect()
      .where(eq(sessions.idHash, sql.placeholder('idHash')))
      .limit(1)
      .prepare('access_find_session');
  }

  private sessionSelect() {
    return this.db
      .select(sessionColumns)
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.userId))
      .leftJoin(students, eq(students.userId, users.id))
      .leftJoin(instructors, eq(instructors.userId, users.id))
      .leftJoin(schools, eq(schools.userId, users.id));
  }

  /** A session by the hash of its id, with its caller. */
  async sessionById(idHash: string): Promise<SessionRecord | undefined> {
    const rows = await this.sessionQuery.execute({ idHash });
    return rows[0];
  }

  /**
   * The caller's records of an account that calls without a session (a calendar feed's owner, by its
   * token), as a session would carry them.
   */
  async recordsOfUser(userId: number): Promise<CallerRecords | undefined> {
    const rows = await this.db
      .select(sessionColumns.records)
      .from(users)
      .leftJoin(students, eq(students.userId, users.id))
      .leftJoin(instructors, eq(instructors.userId, users.id))
      .leftJoin(schools, eq(schools.userId, users.id))
      .where(eq(users.id, userId))
      .limit(1);
    return rows[0];
  }

  /** The session holding a media token (by its hash), with its caller. */
  async sessionByMediaToken(mediaTokenHash: string): Promise<SessionRecord | undefined> {
    const rows = await this.sessionSelect().where(eq(sessions.mediaTokenHash, mediaTokenHash)).limit(1);
    return rows[0];
  }
}
