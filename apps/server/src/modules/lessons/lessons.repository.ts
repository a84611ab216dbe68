import { and, asc, eq, gt, gte, inArray, lt, lte, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.js';
import { Repository, returnedRow, rowsOf } from '../../db/repository.js';
import { calendarFeeds, cars, DEFAULT_SCHOOL_SETTINGS, instructors, lessonGroups, lessonGroupStudents, lessons, schools, students, users } from '../../db/schema/index.js';
import type { SchoolSettings, UserStatus, UserType } from '@osk/contract';
import type { BookedLesson } from './lessons.rules.js';

/** A lesson row as stored. */
export type LessonRow = typeof lessons.$inferSelect;
/** The columns written on create or update. */
export type LessonValues = Omit<typeof lessons.$inferInsert, 'id' | 'createdAt' | 'updatedAt'>;

/** A lesson with the names the answers show. */
export interface LessonView {
  id: number;
  schoolId: number;
  lessonType: string;
  lessonStatus: string;
  lessonDate: string;
  startTime: string;
  endTime: string;
  startsAt: Date;
  endsAt: Date;
  updatedAt: Date;
  remarks: string | null;
  meetingPlace: string | null;
  outcome: string | null;
  cancelledBy: string | null;
  instructor: { id: number; firstName: string; lastName: string; phoneNumber: string | null; color: string } | null;
  student: { id: number; firstName: string; lastName: string; phoneNumber: string | null } | null;
  group: { id: number; name: string } | null;
  car: { id: number; manufacturer: string; model: string; registrationNumber: string } | null;
}

/** A lesson of a progress card with the name of its instructor. */
export type CardLessonRow = LessonRow & { instructor: { id: number; firstName: string; lastName: string } | null };

/** Who the caller is in the scheduler. */
export type SchedulerCaller =
  | { kind: 'school'; schoolId: number }
  | { kind: 'instructor'; schoolId: number; instructorId: number }
  | { kind: 'student'; schoolId: number | null; studentId: number };

/** A referenced instructor, car, group or learner: its school and status. */
export interface Reference {
  id: number;
  schoolId: number | null;
  status: string;
}

/** Someone to notify of a lesson change. */
export interface Recipient {
  userId: number;
  email: string;
  phoneNumber: string | null;
  language: string;
  notificationsEnabled: boolean;
}

/** Filters of the lesson list. */
export interface LessonFilter {
  schoolId?: number;
  /** Only the learner's lessons: its drives and its groups' lectures. */
  visibleToStudent?: number;
  afterDate?: string;
  beforeDate?: string;
  /** Instant bounds matching the dates (for the index); the dates decide. */
  startsFrom?: Date;
  startsBefore?: Date;
  groupId?: number;
  instructorId?: number;
  /** Lessons of any of these instructors (the school calendar's filter). */
  instructorIds?: readonly number[];
  studentId?: number;
  carId?: number;
  lessonType?: string;
}

/** `users` as a lesson's instructor's and learner's login accounts (the lesson views and the day-before reminders join both). */
export const instructorUsers = alias(users, 'instructor_users');
export const studentUsers = alias(users, 'student_users');

const viewColumns = {
  id: lessons.id,
  schoolId: lessons.schoolId,
  lessonType: lessons.lessonType,
  lessonStatus: lessons.lessonStatus,
  lessonDate: lessons.lessonDate,
  startTime: lessons.startTime,
  endTime: lessons.endTime,
  startsAt: lessons.startsAt,
  endsAt: lessons.endsAt,
  updatedAt: lessons.updatedAt,
  remarks: lessons.remarks,
  meetingPlace: lessons.meetingPlace,
  outcome: lessons.outcome,
  cancelledBy: lessons.cancelledBy,
  iId: instructors.id,
  iFirst: instructors.firstName,
  iLast: instructors.lastName,
  iPhone: instructorUsers.phoneNumber,
  iColor: instructors.color,
  sId: students.id,
  sFirst: students.firstName,
  sLast: students.lastName,
  sPhone: studentUsers.phoneNumber,
  gId: lessonGroups.id,
  gName: lessonGroups.name,
  cId: cars.id,
  cMake: cars.manufacturer,
  cModel: cars.model,
  cReg: cars.registrationNumber,
};

function viewQuery(db: Db) {
  return db
    .select(viewColumns)
    .from(lessons)
    .leftJoin(instructors, eq(instructors.id, lessons.instructorId))
    .leftJoin(instructorUsers, eq(instructorUsers.id, instructors.userId))
    .leftJoin(students, eq(students.id, lessons.studentId))
    .leftJoin(studentUsers, eq(studentUsers.id, students.userId))
    .leftJoin(lessonGroups, eq(lessonGroups.id, lessons.groupId))
    .leftJoin(cars, eq(cars.id, lessons.carId));
}

type ViewRow = Awaited<ReturnType<typeof viewQuery>>[number];

function toView(r: ViewRow): LessonView {
  return {
    id: r.id,
    schoolId: r.schoolId,
    lessonType: r.lessonType,
    lessonStatus: r.lessonStatus,
    lessonDate: r.lessonDate,
    startTime: r.startTime,
    endTime: r.endTime,
    startsAt: r.startsAt,
    endsAt: r.endsAt,
    updatedAt: r.updatedAt,
    remarks: r.remarks,
    meetingPlace: r.meetingPlace,
    outcome: r.outcome,
    cancelledBy: r.cancelledBy,
    instructor: r.iId !== null ? { id: r.iId, firstName: r.iFirst ?? '', lastName: r.iLast ?? '', phoneNumber: r.iPhone ?? null, color: r.iColor ?? '#FF0000' } : null,
    student: r.sId !== null ? { id: r.sId, firstName: r.sFirst ?? '', lastName: r.sLast ?? '', phoneNumber: r.sPhone ?? null } : null,
    group: r.gId !== null ? { id: r.gId, name: r.gName ?? '' } : null,
    car: r.cId !== null ? { id: r.cId, manufacturer: r.cMake ?? '', model: r.cModel ?? '', registrationNumber: r.cReg ?? '' } : null,
  };
}

/** All SQL of the lessons module. Methods take an optional `tx` to run inside `transaction`. */
export class LessonsRepository extends Repository {
  /** The database outside a transaction (reads of the validation call). */
  reader(): Db {
    return this.db;
  }


  /**
   * Serialises the school's lesson writes: the overlap check and the write that follows run under
   * the school row's lock, so two bookings of the same car or instructor cannot both pass.
   */
  async lockSchool(tx: Db, schoolId: number): Promise<void> {
    await tx.execute(sql`SELECT id FROM schools WHERE id = ${schoolId} FOR UPDATE`);
  }

  async instructorRef(id: number, db: Db = this.db): Promise<Reference | null> {
    const [row] = await db.select({ id: instructors.id, schoolId: instructors.schoolId, status: instructors.status }).from(instructors).where(eq(instructors.id, id)).limit(1);
    return row ?? null;
  }

  async carRef(id: number, db: Db = this.db): Promise<Reference | null> {
    const [row] = await db.select({ id: cars.id, schoolId: cars.schoolId, status: cars.status }).from(cars).where(eq(cars.id, id)).limit(1);
    return row ?? null;
  }

  async groupRef(id: number, db: Db = this.db): Promise<Reference | null> {
    const [row] = await db.select({ id: lessonGroups.id, schoolId: lessonGroups.schoolId, status: lessonGroups.status }).from(lessonGroups).where(eq(lessonGroups.id, id)).limit(1);
    return row ?? null;
  }

  /** A learner's school and its account status (ACTIVE learners are bookable). */
  async studentRef(id: number, db: Db = this.db): Promise<Reference | null> {
    const [row] = await db
      .select({ id: students.id, schoolId: students.schoolId, status: users.status })
      .from(students)
      .innerJoin(users, eq(users.id, students.userId))
      .where(eq(students.id, id))
      .limit(1);
    return row ?? null;
  }

  /** Lessons sharing a moment with [startsAt, endsAt) and the instructor, learner, group or car. */
  async booked(db: Db, startsAt: Date, endsAt: Date, ids: { instructorId: number | null; studentId: number | null; groupId: number | null; carId: number | null }): Promise<BookedLesson[]> {
    const who: SQL[] = [];
    if (ids.instructorId !== null) who.push(eq(lessons.instructorId, ids.instructorId));
    if (ids.studentId !== null) who.push(eq(lessons.studentId, ids.studentId));
    if (ids.groupId !== null) who.push(eq(lessons.groupId, ids.groupId));
    if (ids.carId !== null) who.push(eq(lessons.carId, ids.carId));
    if (who.length === 0) return [];
    return db
      .select({ id: lessons.id, startsAt: lessons.startsAt, endsAt: lessons.endsAt, instructorId: lessons.instructorId, studentId: lessons.studentId, groupId: lessons.groupId, carId: lessons.carId })
      .from(lessons)
      .where(and(lt(lessons.startsAt, endsAt), gt(lessons.endsAt, startsAt), or(...who)));
  }

  async byId(id: number, db: Db = this.db): Promise<LessonRow | null> {
    const [row] = await db.select().from(lessons).where(eq(lessons.id, id)).limit(1);
    return row ?? null;
  }

  async insert(tx: Db, values: LessonValues, now: Date): Promise<number> {
    const rows = await tx.insert(lessons).values({ ...values, createdAt: now, updatedAt: now }).returning({ id: lessons.id });
    return returnedRow(rows, 'lesson insert').id;
  }

  async update(tx: Db, id: number, values: LessonValues, now: Date): Promise<void> {
    await tx.update(lessons).set({ ...values, updatedAt: now }).where(eq(lessons.id, id));
  }

  /** Records what happened (null clears it). */
  async setOutcome(tx: Db, id: number, outcome: string | null, cancelledBy: string | null, now: Date): Promise<void> {
    await tx.update(lessons).set({ outcome, cancelledBy, outcomeAt: outcome === null ? null : now, updatedAt: now }).where(eq(lessons.id, id));
  }

  async delete(tx: Db, id: number): Promise<void> {
    await tx.delete(lessons).where(eq(lessons.id, id));
  }

  async view(id: number, db: Db = this.db): Promise<LessonView | null> {
    const [row] = await viewQuery(db).where(eq(lessons.id, id)).limit(1);
    return row ? toView(row) : null;
  }

  private filterSql(f: LessonFilter): SQL | undefined {
    const where: SQL[] = [];
    if (f.schoolId !== undefined) where.push(eq(lessons.schoolId, f.schoolId));
    if (f.visibleToStudent !== undefined) {
      where.push(
        or(
          eq(lessons.studentId, f.visibleToStudent),
          inArray(lessons.groupId, this.db.select({ id: lessonGroupStudents.groupId }).from(lessonGroupStudents).where(eq(lessonGroupStudents.studentId, f.visibleToStudent))),
        ) as SQL,
      );
    }
    if (f.afterDate !== undefined) where.push(gte(lessons.lessonDate, f.afterDate));
    if (f.beforeDate !== undefined) where.push(lte(lessons.lessonDate, f.beforeDate));
    if (f.startsFrom !== undefined) where.push(gte(lessons.startsAt, f.startsFrom));
    if (f.startsBefore !== undefined) where.push(lt(lessons.startsAt, f.startsBefore));
    if (f.groupId !== undefined) where.push(eq(lessons.groupId, f.groupId));
    if (f.instructorId !== undefined) where.push(eq(lessons.instructorId, f.instructorId));
    if (f.instructorIds !== undefined) where.push(inArray(lessons.instructorId, [...f.instructorIds]));
    if (f.studentId !== undefined) where.push(eq(lessons.studentId, f.studentId));
    if (f.carId !== undefined) where.push(eq(lessons.carId, f.carId));
    if (f.lessonType !== undefined) where.push(eq(lessons.lessonType, f.lessonType));
    return where.length ? and(...where) : undefined;
  }

  /**
   * A page of lessons by date then start time as the JSON array of the answer, built by the database
   * in one query (2,000 lessons of a school's week in well under 100 ms), with the total.
   * `canEdit` and `canSetOutcome` are SQL conditions over the page's columns (alias `p`).
   */
  async listJson(f: LessonFilter, pageSize: number, pageNumber: number, canEdit: SQL, canSetOutcome: SQL): Promise<{ json: string; count: number; total: number }> {
    const where = this.filterSql(f);
    const result: unknown = await this.db.execute(sql`
      WITH p AS (
        SELECT ${lessons}.*, count(*) OVER () AS total FROM ${lessons}
        ${where ? sql`WHERE ${where}` : sql``}
        ORDER BY ${lessons.lessonDate}, ${lessons.startTime}, ${lessons.id}
        LIMIT ${pageSize} OFFSET ${pageSize * pageNumber}
      )
      SELECT coalesce(json_agg(json_build_object(
        'id', p.id,
        'lessonStatus', p.lesson_status,
        'lessonType', p.lesson_type,
        'lessonDate', to_char(p.lesson_date, 'YYYY-MM-DD'),
        'startTime', p.start_time,
        'endTime', p.end_time,
        'instructor', CASE WHEN i.id IS NULL THEN NULL ELSE json_build_object('id', i.id, 'firstName', i.first_name, 'lastName', i.last_name, 'phoneNumber', iu.phone_number, 'color', i.color) END,
        'student', CASE WHEN s.id IS NULL THEN NULL ELSE json_build_object('id', s.id, 'firstName', s.first_name, 'lastName', s.last_name, 'phoneNumber', su.phone_number) END,
        'group', CASE WHEN g.id IS NULL THEN NULL ELSE json_build_object('id', g.id, 'name', g.name) END,
        'car', CASE WHEN c.id IS NULL THEN NULL ELSE json_build_object('id', c.id, 'manufacturer', c.manufacturer, 'model', c.model, 'registrationNumber', c.registration_number) END,
        'canEdit', ${canEdit},
        'remarks', p.remarks,
        'meetingPlace', p.meeting_place,
        'outcome', p.outcome,
        'cancelledBy', p.cancelled_by,
        'canSetOutcome', ${canSetOutcome}
      ) ORDER BY p.lesson_date, p.start_time, p.id), '[]')::text AS content,
      count(p.id)::int AS n,
      max(p.total)::int AS total
      FROM p
      LEFT JOIN instructors i ON i.id = p.instructor_id
      LEFT JOIN users iu ON iu.id = i.user_id
      LEFT JOIN students s ON s.id = p.student_id
      LEFT JOIN users su ON su.id = s.user_id
      LEFT JOIN lesson_groups g ON g.id = p.group_id
      LEFT JOIN cars c ON c.id = p.car_id`);
    const row = rowsOf<{ content: string; n: number; total: number | null }>(result)[0];
    const count = Number(row?.n ?? 0);
    let total = Number(row?.total ?? 0);
    if (count === 0 && pageNumber > 0) {
      const [c] = await this.db.select({ n: sql<number>`count(*)::int` }).from(lessons).where(where);
      total = c?.n ?? 0;
    }
    return { json: row?.content ?? '[]', count, total };
  }

  /** Lessons starting at or after an instant, in order (calendar feeds). */
  async since(f: LessonFilter, limit: number): Promise<LessonView[]> {
    const rows = await viewQuery(this.db).where(this.filterSql(f)).orderBy(asc(lessons.startsAt), asc(lessons.id)).limit(limit);
    return rows.map(toView);
  }

  /** The people of a lesson: its instructor, and its learner or its group's learners. */
  async recipients(lesson: Pick<LessonRow, 'instructorId' | 'studentId' | 'groupId' | 'lessonType'>, db: Db = this.db): Promise<Recipient[]> {
    const out: Recipient[] = [];
    const account = { userId: users.id, email: users.email, phoneNumber: users.phoneNumber, language: users.language };
    if (lesson.instructorId !== null) {
      const rows = await db
        .select({ ...account, notificationsEnabled: instructors.notificationsEnabled })
        .from(instructors)
        .innerJoin(users, eq(users.id, instructors.userId))
        .where(eq(instructors.id, lesson.instructorId));
      out.push(...rows);
    }
    const learners: SQL | null =
      lesson.lessonType === 'LECTURE' && lesson.groupId !== null
        ? inArray(students.id, db.select({ id: lessonGroupStudents.studentId }).from(lessonGroupStudents).where(eq(lessonGroupStudents.groupId, lesson.groupId)))
        : lesson.studentId !== null
          ? eq(students.id, lesson.studentId)
          : null;
    if (learners) {
      const rows = await db
        .select({ ...account, notificationsEnabled: students.notificationsEnabled })
        .from(students)
        .innerJoin(users, eq(users.id, students.userId))
        .where(and(learners, eq(users.status, 'ACTIVE')));
      out.push(...rows);
    }
    return out;
  }

  /** The school's settings (§3), the defaults filling what an older row lacks. */
  async settingsOf(schoolId: number, db: Db = this.db): Promise<SchoolSettings> {
    const [row] = await db.select({ settings: schools.settings }).from(schools).where(eq(schools.id, schoolId)).limit(1);
    return { ...DEFAULT_SCHOOL_SETTINGS, ...(row?.settings ?? {}) };
  }

  async schoolName(schoolId: number, db: Db = this.db): Promise<string> {
    const [row] = await db.select({ name: schools.name }).from(schools).where(eq(schools.id, schoolId)).limit(1);
    return row?.name ?? '';
  }

  // ---- calendar feeds ----

  async feedExists(userId: number): Promise<boolean> {
    const [row] = await this.db.select({ userId: calendarFeeds.userId }).from(calendarFeeds).where(eq(calendarFeeds.userId, userId)).limit(1);
    return row !== undefined;
  }

  async saveFeed(userId: number, tokenHash: string, now: Date): Promise<void> {
    await this.db
      .insert(calendarFeeds)
      .values({ userId, tokenHash, createdAt: now })
      .onConflictDoUpdate({ target: calendarFeeds.userId, set: { tokenHash, createdAt: now } });
  }

  async deleteFeed(userId: number): Promise<void> {
    await this.db.delete(calendarFeeds).where(eq(calendarFeeds.userId, userId));
  }

  /** The owner of a feed token (its hash): user id and type, or null. */
  async feedOwner(tokenHash: string): Promise<{ userId: number; userType: UserType; status: UserStatus } | null> {
    const [row] = await this.db
      .select({ userId: users.id, userType: users.userType, status: users.status })
      .from(calendarFeeds)
      .innerJoin(users, eq(users.id, calendarFeeds.userId))
      .where(eq(calendarFeeds.tokenHash, tokenHash))
      .limit(1);
    return row ?? null;
  }

  // ---- progress cards ----

  /** A learner's lessons with the school: its drives and its groups' lectures, oldest first, with their instructor. */
  async learnerLessons(schoolId: number, studentId: number): Promise<CardLessonRow[]> {
    const rows = await this.db
      .select({ lesson: lessons, iId: instructors.id, iFirst: instructors.firstName, iLast: instructors.lastName })
      .from(lessons)
      .leftJoin(instructors, eq(instructors.id, lessons.instructorId))
      .where(
        and(
          eq(lessons.schoolId, schoolId),
          or(
            and(eq(lessons.lessonType, 'DRIVE'), eq(lessons.studentId, studentId)),
            and(
              eq(lessons.lessonType, 'LECTURE'),
              inArray(lessons.groupId, this.db.select({ id: lessonGroupStudents.groupId }).from(lessonGroupStudents).where(eq(lessonGroupStudents.studentId, studentId))),
            ),
          ),
        ),
      )
      .orderBy(asc(lessons.lessonDate), asc(lessons.startTime), asc(lessons.id));
    return rows.map((r) => ({ ...r.lesson, instructor: r.iId !== null ? { id: r.iId, firstName: r.iFirst ?? '', lastName: r.iLast ?? '' } : null }));
  }

  async studentCard(studentId: number): Promise<{ schoolId: number | null; firstName: string; lastName: string; category: string } | null> {
    const [row] = await this.db.select({ schoolId: students.schoolId, firstName: students.firstName, lastName: students.lastName, category: students.category }).from(students).where(eq(students.id, studentId)).limit(1);
    return row ?? null;
  }

  async instructorCard(instructorId: number): Promise<{ schoolId: number; firstName: string; lastName: string; registrationNumber: string | null } | null> {
    const [row] = await this.db
      .select({ schoolId: instructors.schoolId, firstName: instructors.firstName, lastName: instructors.lastName, registrationNumber: instructors.registrationNumber })
      .from(instructors)
      .where(eq(instructors.id, instructorId))
      .limit(1);
    return row ?? null;
  }
}
