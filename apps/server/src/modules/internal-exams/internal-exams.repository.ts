import { and, asc, count, desc, eq, gt, ilike, inArray, isNotNull, lt, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { containsPattern } from '../../db/like-patterns.js';
import { exams, pinLockouts, schools, sessions, students, users } from '../../db/schema/index.js';

/** What the internal exams need of the caller's school. */
export interface InternalExamSchool {
  id: number;
  name: string;
  pin: string | null;
  defaultPassword: string | null;
  /** Wrong PINs since the last right one (shared by all the school's sessions and its learners'). */
  pinFailures: number;
}

/** The outcome of a PIN given to close an internal exam. */
export type PinCheck = { kind: 'RIGHT' } | { kind: 'WRONG'; triesLeft: number } | { kind: 'LOCKED_OUT' } | { kind: 'NOT_LOCKED' };

/** An internal exam lock ended by too many wrong PINs, as the school and the operator see it. */
export type PinLockoutRow = typeof pinLockouts.$inferSelect;

/** What the internal exam of a learner needs of the learner (and of its school, when it has one). */
export interface InternalExamLearner {
  studentId: number;
  userId: number;
  category: string;
  /** A temporary (internal) account of a school. */
  internal: boolean;
  multiLanguage: boolean;
  internalExams: number;
  school: InternalExamSchool | null;
}

/** A kept internal exam of a school's list. */
export type InternalExamRow = Pick<
  typeof exams.$inferSelect,
  'id' | 'schoolId' | 'category' | 'points' | 'pointsAll' | 'correctAnswers' | 'wrongAnswers' | 'totalAnswers' | 'passed' | 'startDate' | 'endDate' | 'examineeFirstName' | 'examineeLastName' | 'status'
>;

/** What a list asks for, already normalised by the service. */
export interface InternalExamQuery {
  schoolId: number;
  page: number;
  pageSize: number;
  order: 'startDate' | 'lastName' | 'firstName' | 'category' | 'points' | 'passed';
  orderAsc: boolean;
  firstName: string | null;
  lastName: string | null;
}

const ORDER_COLUMNS = {
  startDate: exams.startDate,
  lastName: exams.examineeLastName,
  firstName: exams.examineeFirstName,
  category: exams.category,
  points: exams.points,
  passed: exams.passed,
} as const;

const ROW = {
  id: exams.id,
  schoolId: exams.schoolId,
  category: exams.category,
  points: exams.points,
  pointsAll: exams.pointsAll,
  correctAnswers: exams.correctAnswers,
  wrongAnswers: exams.wrongAnswers,
  totalAnswers: exams.totalAnswers,
  passed: exams.passed,
  startDate: exams.startDate,
  endDate: exams.endDate,
  examineeFirstName: exams.examineeFirstName,
  examineeLastName: exams.examineeLastName,
  status: exams.status,
};


/**
 * Reads of the internal exams module. Read-only over the exam tables (the exams module writes them);
 * the school's PIN and default password are read here to check them, never answered. Of a learner it
 * keeps the count of internal exams left (one is used at each start) and, for a temporary account,
 * the examinee's names once a passed exam records them.
 */
export class InternalExamsRepository {
  constructor(private readonly db: Db) {}

  async schoolById(schoolId: number): Promise<InternalExamSchool | undefined> {
    const [row] = await this.db
      .select({ id: schools.id, name: schools.name, pin: schools.pin, defaultPassword: schools.defaultPassword, pinFailures: schools.pinFailures })
      .from(schools)
      .where(eq(schools.id, schoolId))
      .limit(1);
    return row;
  }

  /** A learner record, with its school (null without one). */
  async learnerById(studentId: number): Promise<InternalExamLearner | undefined> {
    const [row] = await this.db
      .select({
        studentId: students.id,
        userId: students.userId,
        category: students.category,
        internal: users.internal,
        multiLanguage: students.multiLanguage,
        internalExams: students.internalExams,
        schoolId: schools.id,
        schoolName: schools.name,
        pin: schools.pin,
        defaultPassword: schools.defaultPassword,
        pinFailures: schools.pinFailures,
      })
      .from(students)
      .innerJoin(users, eq(users.id, students.userId))
      .leftJoin(schools, eq(schools.id, students.schoolId))
      .where(eq(students.id, studentId))
      .limit(1);
    if (!row) return undefined;
    const { schoolId, schoolName, pin, defaultPassword, pinFailures, ...learner } = row;
    return { ...learner, school: schoolId === null || schoolName === null ? null : { id: schoolId, name: schoolName, pin, defaultPassword, pinFailures: pinFailures ?? 0 } };
  }

  /**
   * Checks a PIN given to close the internal exam `examId` locking the session `sessionHash` (issue 20),
   * in one transaction holding the school's row, so parallel guesses are checked one after the other
   * and none is checked once the session has ended. A right PIN clears the school's count of wrong
   * ones; a wrong one adds to it, and the `maxFailures`-th ends the session (deleted here), records the
   * lockout, clears the count and takes the learner's internal exams left (`studentId`, a learner's
   * session), so the examinee cannot go on guessing with a new exam.
   */
  async checkPin(input: { schoolId: number; userId: number; sessionHash: string; examId: number; pin: string; studentId: number | null; maxFailures: number; now: Date }): Promise<PinCheck> {
    return this.db.transaction(async (tx) => {
      const [school] = await tx.select({ pin: schools.pin, pinFailures: schools.pinFailures }).from(schools).where(eq(schools.id, input.schoolId)).for('update');
      const [session] = await tx
        .select({ idHash: sessions.idHash })
        .from(sessions)
        .where(and(eq(sessions.idHash, input.sessionHash), eq(sessions.lockedByExamId, input.examId)));
      if (!school || !session) return { kind: 'NOT_LOCKED' } as const;
      if (school.pin && input.pin === school.pin) {
        if (school.pinFailures > 0) await tx.update(schools).set({ pinFailures: 0 }).where(eq(schools.id, input.schoolId));
        return { kind: 'RIGHT' } as const;
      }
      const failures = school.pinFailures + 1;
      if (failures < input.maxFailures) {
        await tx.update(schools).set({ pinFailures: failures }).where(eq(schools.id, input.schoolId));
        return { kind: 'WRONG', triesLeft: input.maxFailures - failures } as const;
      }
      await tx.update(schools).set({ pinFailures: 0 }).where(eq(schools.id, input.schoolId));
      await tx.insert(pinLockouts).values({ schoolId: input.schoolId, userId: input.userId, examId: input.examId, failures, createdAt: input.now });
      if (input.studentId !== null) await tx.update(students).set({ internalExams: 0 }).where(eq(students.id, input.studentId));
      await tx.delete(sessions).where(eq(sessions.idHash, input.sessionHash));
      return { kind: 'LOCKED_OUT' } as const;
    });
  }

  /**
   * Ends the sessions locked by an internal exam started before a moment (the cleanup job); answers
   * their hashes. The delete is announced to every instance by the sessions trigger (ADR 010).
   */
  async endSessionsLockedByExamsStartedBefore(startedBefore: Date): Promise<string[]> {
    const old = this.db
      .select({ id: exams.id })
      .from(exams)
      .where(and(eq(exams.internal, true), lt(exams.startDate, startedBefore)));
    const rows = await this.db.delete(sessions).where(inArray(sessions.lockedByExamId, old)).returning({ idHash: sessions.idHash });
    return rows.map((r) => r.idHash);
  }

  /** Internal exams still running that started before a moment, oldest first (the cleanup job). */
  async runningInternalExamsStartedBefore(startedBefore: Date, limit: number): Promise<Array<{ id: number; schoolId: number }>> {
    const rows = await this.db
      .select({ id: exams.id, schoolId: exams.schoolId })
      .from(exams)
      .where(and(eq(exams.status, 'IN_PROGRESS'), eq(exams.internal, true), lt(exams.startDate, startedBefore), isNotNull(exams.schoolId)))
      .orderBy(asc(exams.startDate))
      .limit(limit);
    return rows.flatMap((r) => (r.schoolId === null ? [] : [{ id: r.id, schoolId: r.schoolId }]));
  }

  /** The school's PIN lockouts, newest first. */
  async pinLockoutsOf(schoolId: number, limit = 50): Promise<PinLockoutRow[]> {
    return this.db.select().from(pinLockouts).where(eq(pinLockouts.schoolId, schoolId)).orderBy(desc(pinLockouts.createdAt), desc(pinLockouts.id)).limit(limit);
  }

  /** Uses one of the learner's internal exams; false when none is left (one conditional statement, safe under concurrency). */
  async takeInternalExam(studentId: number): Promise<boolean> {
    const rows = await this.db
      .update(students)
      .set({ internalExams: sql`${students.internalExams} - 1` })
      .where(and(eq(students.id, studentId), gt(students.internalExams, 0)))
      .returning({ id: students.id });
    return rows.length > 0;
  }

  /** Gives back an internal exam taken for an exam that never ran. */
  async returnInternalExam(studentId: number): Promise<void> {
    await this.db
      .update(students)
      .set({ internalExams: sql`${students.internalExams} + 1` })
      .where(eq(students.id, studentId));
  }

  /** A temporary account takes the examinee's names recorded by a passed internal exam (it shows `#n` until then). */
  async setLearnerNames(studentId: number, firstName: string, lastName: string): Promise<void> {
    await this.db.update(students).set({ firstName, lastName }).where(eq(students.id, studentId));
  }

  /** The kept internal exams of a school: finished, passed and named (only a passing attempt is kept). */
  private keptOf(query: InternalExamQuery): SQL | undefined {
    const conditions: (SQL | undefined)[] = [
      eq(exams.schoolId, query.schoolId),
      eq(exams.internal, true),
      eq(exams.status, 'FINISHED'),
      isNotNull(exams.examineeLastName),
    ];
    if (query.firstName) conditions.push(ilike(exams.examineeFirstName, containsPattern(query.firstName)));
    if (query.lastName) conditions.push(ilike(exams.examineeLastName, containsPattern(query.lastName)));
    return and(...conditions);
  }

  async count(query: InternalExamQuery): Promise<number> {
    const [row] = await this.db.select({ n: count() }).from(exams).where(this.keptOf(query));
    return row?.n ?? 0;
  }

  async page(query: InternalExamQuery): Promise<InternalExamRow[]> {
    const column = ORDER_COLUMNS[query.order];
    const direction = query.orderAsc ? asc : desc;
    return this.db
      .select(ROW)
      .from(exams)
      .where(this.keptOf(query))
      .orderBy(direction(column), desc(exams.id))
      .limit(query.pageSize)
      .offset(query.page * query.pageSize);
  }

  /** An internal exam by id, whatever its state (null when unknown or not internal). */
  async internalExam(examId: number): Promise<InternalExamRow | null> {
    const [row] = await this.db
      .select(ROW)
      .from(exams)
      .where(and(eq(exams.id, examId), eq(exams.internal, true)))
      .limit(1);
    return row ?? null;
  }
}
