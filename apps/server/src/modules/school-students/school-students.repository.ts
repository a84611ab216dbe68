import { and, asc, desc, eq, gt, ilike, inArray, isNotNull, isNull, lte, or, sql, type SQL } from 'drizzle-orm';
import { PARTNER_SOURCES, type UserSource, type UserStatus, type UserType } from '@osk/contract';
import type { Db } from '../../db/client.js';
import { containsPattern, startsWithPattern } from '../../db/like-patterns.js';
import { Repository } from '../../db/repository.js';
import { stockShortage, takeSchoolStock, type SchoolStock, type StockShortage } from '../../db/school-stock.js';
import { actions, exams, learnAnswers, lessonGroups, lessonGroupStudents, lessons, partialRegistrations, pkkProfiles, schools, sessions, studentCourses, students, users } from '../../db/schema/index.js';
import { loginEmailIs, loginEmailKey } from '../users/users.service.js';

/** The school columns the student management needs. */
export interface SchoolRow {
  id: number;
  name: string;
  defaultPassword: string | null;
  numberOfDaysOfLearn: number;
  numberOfBooks: number;
  canAddInternational: boolean;
  canAddLecture: boolean;
  /** The readiness from which a learner is marked "gotowy do egzaminu" (issue 23); null: off. */
  readinessThreshold: number | null;
}

/** A learner of a school with its account columns. */
export interface StudentRow {
  student: typeof students.$inferSelect;
  email: string;
  phoneNumber: string | null;
  status: UserStatus;
  userSource: UserSource;
  internal: boolean;
  lastLoginDate: Date | null;
  passed: boolean;
}

/** An account found by e-mail or phone, for the existence check. */
export interface AccountMatch {
  userId: number;
  email: string;
  userType: UserType;
  userSource: UserSource;
  status: UserStatus;
  registerDate: Date;
  studentSchoolId: number | null;
  firstName: string | null;
  lastName: string | null;
}

/** An open partial registration (NEW, not expired). */
export interface OpenPartial {
  id: number;
  schoolId: number | null;
  createdAt: Date;
  firstName: string | null;
  lastName: string | null;
}

/** The list filters, resolved. */
export interface ListFilter {
  email?: string | undefined;
  firstName?: string | undefined;
  lastName?: string | undefined;
  /** Digits of the phone number (prefix and separators left out), matched anywhere in the stored number's digits. */
  phoneDigits?: string | undefined;
  ownPlatform: boolean;
  partnerPlatform: boolean;
  passed?: boolean | undefined;
  internal?: boolean | undefined;
  /** Only these learners (the readiness order and filter, issue 23). */
  ids?: readonly number[] | undefined;
}

/** A PKK record of the school as the learners list matches it to a learner. */
export interface PkkRecord {
  id: number;
  status: string;
  category: string;
  firstName: string;
  lastName: string;
  email: string | null;
  phoneNumber: string | null;
}

/** Sortable columns of the list. */
export type SortColumn = 'lastName' | 'firstName' | 'email' | 'category' | 'learningAvailableTill' | 'lastLoginDate' | 'internalExams' | 'lastActivity';

/** Our own platform's user sources (the partner platform's are the contract's PARTNER_SOURCES). */
const OWN_SOURCES = ['EPRAWKO', 'SMARTTESTY'] as const;

/**
 * The learner's latest activity: the last login, the last time a session was seen, the last learning
 * answer, the start or end of the last exam (null: none).
 */
const lastActivitySql = sql<string | null>`greatest(
  ${users.lastLoginDate},
  (select max(${sessions.lastSeenAt}) from ${sessions} where ${sessions.userId} = ${users.id}),
  (select max(${learnAnswers.lastAnsweredAt}) from ${learnAnswers} where ${learnAnswers.studentId} = ${students.id}),
  (select max(coalesce(${exams.endDate}, ${exams.startDate})) from ${exams} where ${exams.studentId} = ${students.id})
)`;

const passedSql = sql<boolean>`exists (select 1 from ${exams} where ${exams.studentId} = ${students.id} and ${exams.passed} = true)`;

/** The columns of a {@link StudentRow} (learners joined with their accounts). */
const studentRowColumns = {
  student: students,
  email: users.email,
  phoneNumber: users.phoneNumber,
  status: users.status,
  userSource: users.userSource,
  internal: users.internal,
  lastLoginDate: users.lastLoginDate,
  passed: passedSql,
};


const SORT_COLUMNS: Record<SortColumn, SQL> = {
  lastName: sql`lower(${students.lastName})`,
  firstName: sql`lower(${students.firstName})`,
  email: loginEmailKey,
  category: sql`${students.category}`,
  learningAvailableTill: sql`${students.learningAvailableTill}`,
  lastLoginDate: sql`${users.lastLoginDate}`,
  internalExams: sql`${students.internalExams}`,
  lastActivity: lastActivitySql,
};

/** All SQL of the school's management of its learners. */
export class SchoolStudentsRepository extends Repository {
  async schoolById(schoolId: number, db: Db = this.db): Promise<SchoolRow | undefined> {
    const rows = await db
      .select({
        id: schools.id,
        name: schools.name,
        defaultPassword: schools.defaultPassword,
        numberOfDaysOfLearn: schools.numberOfDaysOfLearn,
        numberOfBooks: schools.numberOfBooks,
        canAddInternational: schools.canAddInternational,
        canAddLecture: schools.canAddLecture,
        readinessThreshold: schools.readinessThreshold,
      })
      .from(schools)
      .where(eq(schools.id, schoolId))
      .limit(1);
    return rows[0];
  }

  takeStock(schoolId: number, days: number, books: number, tx: Db): Promise<SchoolStock | null> {
    return takeSchoolStock(tx, schoolId, days, books);
  }

  /** After takeStock answered null: what ran short (days of learning or books). */
  shortageOf(schoolId: number, days: number, tx: Db): Promise<StockShortage> {
    return stockShortage(tx, schoolId, days);
  }

  async stockOf(schoolId: number, db: Db = this.db): Promise<SchoolStock> {
    const rows = await db
      .select({ numberOfDaysOfLearn: schools.numberOfDaysOfLearn, numberOfBooks: schools.numberOfBooks })
      .from(schools)
      .where(eq(schools.id, schoolId))
      .limit(1);
    return rows[0] ?? { numberOfDaysOfLearn: 0, numberOfBooks: 0 };
  }

  private filterOf(schoolId: number, filter: ListFilter): SQL {
    const conditions: SQL[] = [eq(students.schoolId, schoolId)];
    if (filter.email) conditions.push(ilike(users.email, containsPattern(filter.email)));
    if (filter.firstName) conditions.push(ilike(students.firstName, containsPattern(filter.firstName)));
    if (filter.lastName) conditions.push(ilike(students.lastName, containsPattern(filter.lastName)));
    if (filter.phoneDigits) conditions.push(sql`regexp_replace(coalesce(${users.phoneNumber}, ''), '[^0-9]', '', 'g') like ${containsPattern(filter.phoneDigits)}`);
    const sources: UserSource[] = [...(filter.ownPlatform ? OWN_SOURCES : []), ...(filter.partnerPlatform ? PARTNER_SOURCES : [])];
    // Neither platform ticked: nothing matches (each box adds its learners).
    conditions.push(sources.length > 0 ? inArray(users.userSource, sources) : sql`false`);
    if (filter.passed !== undefined) conditions.push(filter.passed ? passedSql : sql`not ${passedSql}`);
    if (filter.internal !== undefined) conditions.push(eq(users.internal, filter.internal));
    if (filter.ids) conditions.push(filter.ids.length > 0 ? inArray(students.id, [...filter.ids]) : sql`false`);
    return and(...conditions) ?? sql`true`;
  }

  /** One page of the school's learners matching the filter, with the total, in one statement. */
  async listStudents(
    schoolId: number,
    filter: ListFilter,
    sort: { column: SortColumn; asc: boolean },
    page: { offset: number; limit: number },
  ): Promise<{ rows: Array<StudentRow & { lastActivity: Date | null }>; total: number }> {
    const order = sort.asc ? asc : desc;
    const rows = await this.db
      .select({
        ...studentRowColumns,
        lastActivity: sql<Date | null>`${lastActivitySql}`.mapWith((v: string | Date | null) => (v === null ? null : new Date(v))),
        total: sql<number>`count(*) over ()`.mapWith(Number),
      })
      .from(students)
      .innerJoin(users, eq(users.id, students.userId))
      .where(this.filterOf(schoolId, filter))
      .orderBy(sort.asc ? sql`${SORT_COLUMNS[sort.column]} asc nulls last` : sql`${SORT_COLUMNS[sort.column]} desc nulls last`, order(students.id))
      .limit(page.limit)
      .offset(page.offset);
    return { rows, total: rows[0]?.total ?? (page.offset > 0 ? await this.countMatching(schoolId, filter) : 0) };
  }

  /**
   * Every learner of the school matching the filter (at most `limit`), only the id and category, by
   * last name, first name and id: what the readiness order and filter rank (issue 23).
   */
  async matchingLearners(schoolId: number, filter: ListFilter, limit: number): Promise<Array<{ id: number; category: string }>> {
    return this.db
      .select({ id: students.id, category: students.category })
      .from(students)
      .innerJoin(users, eq(users.id, students.userId))
      .where(this.filterOf(schoolId, filter))
      .orderBy(sql`lower(${students.lastName})`, sql`lower(${students.firstName})`, students.id)
      .limit(limit);
  }

  private async countMatching(schoolId: number, filter: ListFilter): Promise<number> {
    const rows = await this.db
      .select({ n: sql<number>`count(*)::int`.mapWith(Number) })
      .from(students)
      .innerJoin(users, eq(users.id, students.userId))
      .where(this.filterOf(schoolId, filter));
    return rows[0]?.n ?? 0;
  }

  /** The matching count and the school's statistics, in one statement. */
  async counts(schoolId: number, filter: ListFilter, today: string): Promise<{ count: number; all: number; active: number; passed: number; internal: number; partner: number }> {
    const matching = this.filterOf(schoolId, filter);
    const rows = await this.db
      .select({
        count: sql<number>`count(*) filter (where ${matching})::int`.mapWith(Number),
        all: sql<number>`count(*)::int`.mapWith(Number),
        active: sql<number>`count(*) filter (where ${students.learningAvailableTill} >= ${today})::int`.mapWith(Number),
        passed: sql<number>`count(*) filter (where ${passedSql})::int`.mapWith(Number),
        internal: sql<number>`count(*) filter (where ${users.internal})::int`.mapWith(Number),
        partner: sql<number>`count(*) filter (where ${inArray(users.userSource, [...PARTNER_SOURCES])})::int`.mapWith(Number),
      })
      .from(students)
      .innerJoin(users, eq(users.id, students.userId))
      .where(eq(students.schoolId, schoolId));
    return rows[0] ?? { count: 0, all: 0, active: 0, passed: 0, internal: 0, partner: 0 };
  }

  /**
   * The recorded lessons of some of a school's learners that the hours ledger may count: their DRIVE
   * lessons and the LECTURE lessons of them or their groups (the PKK pre-flight's choice), per learner.
   */
  async ledgerLessonsOf(
    schoolId: number,
    studentIds: readonly number[],
  ): Promise<Array<{ studentId: number; lessonType: string; startsAt: Date; endsAt: Date; outcome: string | null }>> {
    if (studentIds.length === 0) return [];
    const ids = [...studentIds];
    const columns = { lessonType: lessons.lessonType, startsAt: lessons.startsAt, endsAt: lessons.endsAt, outcome: lessons.outcome };
    const own = await this.db
      .select({ studentId: sql<number>`${lessons.studentId}`.mapWith(Number), ...columns })
      .from(lessons)
      .where(and(eq(lessons.schoolId, schoolId), eq(lessons.outcome, 'HELD'), inArray(lessons.studentId, ids)));
    const byGroup = await this.db
      .select({ studentId: lessonGroupStudents.studentId, ...columns })
      .from(lessons)
      .innerJoin(lessonGroupStudents, eq(lessonGroupStudents.groupId, lessons.groupId))
      .where(
        and(
          eq(lessons.schoolId, schoolId),
          eq(lessons.outcome, 'HELD'),
          eq(lessons.lessonType, 'LECTURE'),
          inArray(lessonGroupStudents.studentId, ids),
          sql`${lessons.studentId} is distinct from ${lessonGroupStudents.studentId}`,
        ),
      );
    return [...own.filter((l) => l.lessonType === 'DRIVE' || l.lessonType === 'LECTURE'), ...byGroup];
  }

  /** The school's PKK records with their candidate's contact and name, most recently updated first. */
  async pkkRecordsOf(schoolId: number): Promise<PkkRecord[]> {
    return this.db
      .select({
        id: pkkProfiles.id,
        status: pkkProfiles.status,
        category: pkkProfiles.categoryName,
        firstName: pkkProfiles.firstName,
        lastName: pkkProfiles.lastName,
        email: sql<string | null>`${pkkProfiles.profile} -> 'candidate' ->> 'email'`,
        phoneNumber: sql<string | null>`${pkkProfiles.profile} -> 'candidate' ->> 'phoneNumber'`,
      })
      .from(pkkProfiles)
      .where(eq(pkkProfiles.schoolId, schoolId))
      .orderBy(sql`coalesce(${pkkProfiles.updateDate}, ${pkkProfiles.downloadDate}) desc nulls last`, desc(pkkProfiles.id));
  }

  /** The courses of some learners. */
  async coursesOf(studentIds: readonly number[]): Promise<Array<typeof studentCourses.$inferSelect>> {
    if (studentIds.length === 0) return [];
    return this.db.select().from(studentCourses).where(inArray(studentCourses.studentId, [...studentIds])).orderBy(asc(studentCourses.category));
  }

  /** The school's temporary (internal) accounts, newest first. */
  async listInternal(schoolId: number): Promise<StudentRow[]> {
    return this.db
      .select(studentRowColumns)
      .from(students)
      .innerJoin(users, eq(users.id, students.userId))
      .where(and(eq(students.schoolId, schoolId), eq(users.internal, true)))
      .orderBy(desc(students.id));
  }

  /** A learner by student id (any school), locked for update when a transaction is given. */
  async findStudent(studentId: number, tx?: Db): Promise<StudentRow | undefined> {
    const query = (tx ?? this.db)
      .select(studentRowColumns)
      .from(students)
      .innerJoin(users, eq(users.id, students.userId))
      .where(eq(students.id, studentId))
      .limit(1);
    const rows = tx ? await query.for('update', { of: students }) : await query;
    return rows[0];
  }

  /** A group by id (any school), locked for update in the transaction. */
  async lockGroup(groupId: number, tx: Db): Promise<{ id: number; schoolId: number; name: string } | undefined> {
    const rows = await tx
      .select({ id: lessonGroups.id, schoolId: lessonGroups.schoolId, name: lessonGroups.name })
      .from(lessonGroups)
      .where(eq(lessonGroups.id, groupId))
      .limit(1)
      .for('update');
    return rows[0];
  }

  /** How many of the ids are learners of the school. */
  async countOwnStudents(schoolId: number, studentIds: readonly number[], tx: Db): Promise<number> {
    if (studentIds.length === 0) return 0;
    const [row] = await tx
      .select({ n: sql<number>`count(*)::int` })
      .from(students)
      .where(and(eq(students.schoolId, schoolId), inArray(students.id, [...studentIds])));
    return row?.n ?? 0;
  }

  /** Adds the learners to the group (those in it already stay once); answers how many were added and the group's size. */
  async addGroupStudents(groupId: number, studentIds: readonly number[], tx: Db): Promise<{ added: number; members: number }> {
    const inserted = await tx
      .insert(lessonGroupStudents)
      .values([...studentIds].sort((a, b) => a - b).map((studentId) => ({ groupId, studentId })))
      .onConflictDoNothing()
      .returning({ studentId: lessonGroupStudents.studentId });
    const [row] = await tx.select({ n: sql<number>`count(*)::int` }).from(lessonGroupStudents).where(eq(lessonGroupStudents.groupId, groupId));
    return { added: inserted.length, members: row?.n ?? 0 };
  }

  /** A learner by their registration id (set when a school creates the account). */
  async findStudentIdByRegistration(registrationId: string): Promise<number | undefined> {
    const rows = await this.db.select({ id: students.id }).from(students).where(eq(students.registrationId, registrationId)).limit(1);
    return rows[0]?.id;
  }

  async updateStudent(studentId: number, changes: Partial<typeof students.$inferInsert>, db: Db = this.db): Promise<void> {
    if (Object.keys(changes).length === 0) return;
    await db.update(students).set(changes).where(eq(students.id, studentId));
  }

  private accountQuery(where: SQL, db: Db) {
    return db
      .select({
        userId: users.id,
        email: users.email,
        userType: users.userType,
        userSource: users.userSource,
        status: users.status,
        registerDate: users.registerDate,
        studentSchoolId: students.schoolId,
        firstName: students.firstName,
        lastName: students.lastName,
      })
      .from(users)
      .leftJoin(students, eq(students.userId, users.id))
      .where(where)
      .limit(1);
  }

  async findAccountByEmail(email: string, db: Db = this.db): Promise<AccountMatch | undefined> {
    const rows = await this.accountQuery(loginEmailIs(email), db);
    return rows[0];
  }

  async findAccountByPhone(phoneNumber: string, db: Db = this.db): Promise<AccountMatch | undefined> {
    const rows = await this.accountQuery(eq(users.phoneNumber, phoneNumber), db);
    return rows[0];
  }

  /** Whether a school's contact e-mail or phone (not its login) is this one. */
  async isSchoolContact(contact: { email?: string; phoneNumber?: string }): Promise<boolean> {
    const condition = contact.email ? eq(sql`lower(${schools.email})`, contact.email.toLowerCase()) : eq(schools.phoneNumber, contact.phoneNumber ?? '');
    const rows = await this.db.select({ id: schools.id }).from(schools).where(condition).limit(1);
    return rows.length > 0;
  }

  /** Open partial registrations (NEW, not expired) of an e-mail or phone, newest first. */
  async openPartials(contact: { email?: string; phoneNumber?: string }, now: Date, db: Db = this.db): Promise<OpenPartial[]> {
    const condition = contact.email ? eq(sql`lower(${partialRegistrations.email})`, contact.email.toLowerCase()) : eq(partialRegistrations.phoneNumber, contact.phoneNumber ?? '');
    return db
      .select({
        id: partialRegistrations.id,
        schoolId: partialRegistrations.schoolId,
        createdAt: partialRegistrations.createdAt,
        firstName: partialRegistrations.firstName,
        lastName: partialRegistrations.lastName,
      })
      .from(partialRegistrations)
      .where(and(condition, eq(partialRegistrations.status, 'NEW'), gt(partialRegistrations.expiresAt, now), isNull(partialRegistrations.stockReturnedAt)))
      .orderBy(desc(partialRegistrations.createdAt));
  }

  async insertPartial(
    partial: {
      tokenHash: string;
      schoolId: number;
      email: string | null;
      phoneNumber: string;
      firstName: string;
      lastName: string;
      category: string;
      learningDays: number;
      lecturesDays: number;
      /** Books taken from the stock for it (its days are learningDays). */
      stockBooks: number;
      now: Date;
      expiresAt: Date;
    },
    tx: Db,
  ): Promise<void> {
    await tx.insert(partialRegistrations).values({
      tokenHash: partial.tokenHash,
      schoolId: partial.schoolId,
      email: partial.email,
      phoneNumber: partial.phoneNumber,
      firstName: partial.firstName,
      lastName: partial.lastName,
      category: partial.category,
      learningDays: partial.learningDays,
      lecturesDays: partial.lecturesDays,
      stockBooks: partial.stockBooks,
      status: 'NEW',
      createdAt: partial.now,
      expiresAt: partial.expiresAt,
    });
  }

  /** Gives an open partial registration a new link (the old one stops working) and a new expiry. */
  async renewPartial(id: number, tokenHash: string, now: Date, expiresAt: Date, db: Db = this.db): Promise<void> {
    await db
      .update(partialRegistrations)
      .set({ tokenHash, createdAt: now, expiresAt })
      .where(and(eq(partialRegistrations.id, id), eq(partialRegistrations.status, 'NEW'), isNull(partialRegistrations.stockReturnedAt)));
  }

  /**
   * Marks SMS registrations whose link expired unfinished as given back, once each (a conditional
   * update: a registration finished or already given back is left alone), and answers what each took
   * from its school's stock. Call it in the transaction that gives the stock back.
   */
  async markUnfinishedPartialsReturned(now: Date, limit: number, tx: Db): Promise<Array<{ schoolId: number; days: number; books: number }>> {
    const unfinished = and(
      eq(partialRegistrations.status, 'NEW'),
      isNull(partialRegistrations.stockReturnedAt),
      lte(partialRegistrations.expiresAt, now),
      isNotNull(partialRegistrations.schoolId),
    );
    const due = tx.select({ id: partialRegistrations.id }).from(partialRegistrations).where(unfinished).orderBy(asc(partialRegistrations.id)).limit(limit);
    const rows = await tx
      .update(partialRegistrations)
      .set({ stockReturnedAt: now })
      .where(and(inArray(partialRegistrations.id, due), unfinished))
      .returning({ schoolId: partialRegistrations.schoolId, days: partialRegistrations.learningDays, books: partialRegistrations.stockBooks });
    return rows.flatMap((r) => (r.schoolId === null ? [] : [{ schoolId: r.schoolId, days: r.days, books: r.books }]));
  }

  async insertAttachAction(
    action: { tokenHash: string; type: string; userId: number; userEmail: string; schoolId: number; payload: Record<string, unknown>; now: Date; expiresAt: Date },
    db: Db = this.db,
  ): Promise<void> {
    await db.insert(actions).values({
      tokenHash: action.tokenHash,
      type: action.type,
      status: 'NEW',
      userId: action.userId,
      userEmail: action.userEmail,
      schoolId: action.schoolId,
      payload: action.payload,
      createdAt: action.now,
      expiresAt: action.expiresAt,
    });
  }

  /** Logins of a school's temporary accounts that start with a prefix (to number the next one). */
  async countLoginsWithPrefix(prefix: string): Promise<number> {
    const rows = await this.db
      .select({ n: sql<number>`count(*)::int`.mapWith(Number) })
      .from(users)
      .where(and(ilike(users.email, startsWithPattern(prefix)), eq(users.internal, true)));
    return rows[0]?.n ?? 0;
  }

  /** Whether an e-mail or phone is a login of any account. */
  async isLoginTaken(contact: { email?: string; phoneNumber?: string }, db: Db = this.db): Promise<boolean> {
    const conditions: SQL[] = [];
    if (contact.email) conditions.push(loginEmailIs(contact.email));
    if (contact.phoneNumber) conditions.push(eq(users.phoneNumber, contact.phoneNumber));
    if (conditions.length === 0) return false;
    const rows = await db.select({ id: users.id }).from(users).where(or(...conditions)).limit(1);
    return rows.length > 0;
  }

}
