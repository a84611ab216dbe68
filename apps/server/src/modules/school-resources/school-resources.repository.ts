import { and, asc, count, eq, gt, ilike, inArray, ne, or, sql, type Column, type SQL } from 'drizzle-orm';
import type { InstructorStatus, UserStatus } from '@osk/contract';
import type { PgSelect } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.js';
import { containsPattern } from '../../db/like-patterns.js';
import { Repository, returnedRow } from '../../db/repository.js';
import { actions, cars, instructors, lessonGroups, lessonGroupStudents, lessons, schools, students, users } from '../../db/schema/index.js';
import { loginEmailKey } from '../users/users.service.js';

/** One page request: offset and limit. */
export interface Slice {
  offset: number;
  limit: number;
}

/** A sort: a column key of the list and its direction. */
export interface Sort<K extends string> {
  by: K;
  asc: boolean;
}

export type CarRow = typeof cars.$inferSelect;
export type CarValues = Omit<typeof cars.$inferInsert, 'id' | 'schoolId'>;
export type CarSortKey = 'registrationNumber' | 'manufacturer' | 'model' | 'yearOfProduction' | 'nextCheckup' | 'insuranceExpires' | 'status';

export interface InstructorRow {
  instructor: typeof instructors.$inferSelect;
  email: string;
  phoneNumber: string | null;
  userStatus: string;
}
export type InstructorValues = Omit<typeof instructors.$inferInsert, 'id' | 'schoolId' | 'userId'>;
export type InstructorSortKey = 'firstName' | 'lastName' | 'status' | 'email';

export type GroupRow = typeof lessonGroups.$inferSelect;
export type GroupSortKey = 'name' | 'createDate' | 'status';
export interface GroupStudentRow {
  groupId: number;
  id: number;
  firstName: string;
  lastName: string;
  email: string | null;
}

export type PickerSortKey = 'registerDate' | 'lastUsedDate' | 'lastName';
export interface PickerRow {
  id: number;
  firstName: string;
  lastName: string;
  email: string;
  phoneNumber: string | null;
  category: string;
}

const CAR_SORT: Record<CarSortKey, SQL> = {
  registrationNumber: sql`lower(${cars.registrationNumber})`,
  manufacturer: sql`lower(${cars.manufacturer})`,
  model: sql`lower(${cars.model})`,
  yearOfProduction: sql`${cars.yearOfProduction}`,
  nextCheckup: sql`${cars.nextCheckup}`,
  insuranceExpires: sql`${cars.insuranceExpires}`,
  status: sql`${cars.status}`,
};

const INSTRUCTOR_SORT: Record<InstructorSortKey, SQL> = {
  firstName: sql`lower(${instructors.firstName})`,
  lastName: sql`lower(${instructors.lastName})`,
  status: sql`${instructors.status}`,
  email: loginEmailKey,
};

const GROUP_SORT: Record<GroupSortKey, SQL> = {
  name: sql`lower(${lessonGroups.name})`,
  createDate: sql`${lessonGroups.createDate}`,
  status: sql`${lessonGroups.status}`,
};

const PICKER_SORT: Record<PickerSortKey, SQL> = {
  registerDate: sql`${users.registerDate}`,
  // The last login is the best "last used" we have; accounts that never logged in fall back to registration.
  lastUsedDate: sql`coalesce(${users.lastLoginDate}, ${users.registerDate})`,
  lastName: sql`lower(${students.lastName})`,
};

function ordered(column: SQL, isAsc: boolean, tieBreaker: SQL): SQL[] {
  // Nulls last in both directions, then a stable tie-breaker so pages never overlap.
  return [isAsc ? sql`${column} asc nulls last` : sql`${column} desc nulls last`, asc(tieBreaker)];
}

/** The condition "one of the columns contains the searched text" (ILIKE, the text's pattern characters taken literally). */
function anyContains(text: string, columns: ReadonlyArray<Column | SQL>): SQL {
  const pattern = containsPattern(text);
  return or(...columns.map((column) => ilike(column, pattern))) ?? sql`false`;
}

/**
 * A list's page and the count of all its matching rows, read at the same time: `rows` (the list's select)
 * and `counted` (a count over the same tables) both filtered by `where`; the page sorted by `order` and
 * cut by `slice`.
 */
async function pageWithTotal<Q extends PgSelect>(
  rows: Q,
  counted: { where(where: SQL | undefined): PromiseLike<Array<{ n: number }>> },
  where: SQL | undefined,
  order: SQL[],
  slice: Slice,
): Promise<{ rows: Awaited<Q>; total: number }> {
  const [page, totals] = await Promise.all([rows.where(where).orderBy(...order).offset(slice.offset).limit(slice.limit), counted.where(where)]);
  return { rows: page, total: totals[0]?.n ?? 0 };
}

/** The database side of the school's cars, instructors, groups and the learners picker. */
export class SchoolResourcesRepository extends Repository {
  /** A school's id and name (the instructor's invitation names the school). */
  async schoolById(schoolId: number): Promise<{ id: number; name: string } | undefined> {
    const rows = await this.db.select({ id: schools.id, name: schools.name }).from(schools).where(eq(schools.id, schoolId)).limit(1);
    return rows[0];
  }

  // ---- cars ----

  async listCars(
    schoolId: number,
    filter: { registrationNumber?: string | undefined; status?: string | undefined; searchTerm?: string | undefined },
    sort: Sort<CarSortKey>,
    slice: Slice,
  ): Promise<{ rows: CarRow[]; total: number }> {
    const conditions: SQL[] = [eq(cars.schoolId, schoolId)];
    if (filter.registrationNumber) conditions.push(ilike(cars.registrationNumber, containsPattern(filter.registrationNumber)));
    if (filter.status) conditions.push(eq(cars.status, filter.status));
    if (filter.searchTerm) conditions.push(anyContains(filter.searchTerm, [cars.registrationNumber, cars.manufacturer, cars.model]));
    const where = and(...conditions);
    return pageWithTotal(
      this.db.select().from(cars).$dynamic(),
      this.db.select({ n: count() }).from(cars).$dynamic(),
      where,
      ordered(CAR_SORT[sort.by], sort.asc, sql`${cars.id}`),
      slice,
    );
  }

  async findCar(id: number, db: Db = this.db): Promise<CarRow | undefined> {
    const rows = await db.select().from(cars).where(eq(cars.id, id)).limit(1);
    return rows[0];
  }

  async insertCar(schoolId: number, values: CarValues, db: Db = this.db): Promise<CarRow> {
    const rows = await db
      .insert(cars)
      .values({ ...values, schoolId })
      .returning();
    return returnedRow(rows, 'car insert');
  }

  async updateCar(id: number, schoolId: number, values: CarValues, db: Db = this.db): Promise<CarRow | undefined> {
    const rows = await db
      .update(cars)
      .set(values)
      .where(and(eq(cars.id, id), eq(cars.schoolId, schoolId)))
      .returning();
    return rows[0];
  }

  /** Whether another car of the school has this registration number (case-insensitive). */
  async registrationTaken(schoolId: number, registrationNumber: string, exceptId: number | undefined, db: Db = this.db): Promise<boolean> {
    const conditions = [eq(cars.schoolId, schoolId), eq(sql`upper(${cars.registrationNumber})`, registrationNumber.toUpperCase())];
    if (exceptId !== undefined) conditions.push(ne(cars.id, exceptId));
    const rows = await db.select({ id: cars.id }).from(cars).where(and(...conditions)).limit(1);
    return rows.length > 0;
  }

  async deleteCar(id: number, schoolId: number, db: Db = this.db): Promise<boolean> {
    const rows = await db
      .delete(cars)
      .where(and(eq(cars.id, id), eq(cars.schoolId, schoolId)))
      .returning({ id: cars.id });
    return rows.length > 0;
  }

  /** Whether lessons starting after `now` use the car or the group. */
  async hasFutureLessons(column: 'carId' | 'groupId', id: number, now: Date, db: Db = this.db): Promise<boolean> {
    const rows = await db
      .select({ id: lessons.id })
      .from(lessons)
      .where(and(eq(lessons[column], id), gt(lessons.startsAt, now)))
      .limit(1);
    return rows.length > 0;
  }

  // ---- instructors ----

  private instructorSelect(db: Db) {
    return db
      .select({ instructor: instructors, email: users.email, phoneNumber: users.phoneNumber, userStatus: users.status })
      .from(instructors)
      .innerJoin(users, eq(users.id, instructors.userId));
  }

  async listInstructors(
    schoolId: number,
    filter: { firstName?: string | undefined; lastName?: string | undefined; status?: InstructorStatus | undefined; searchTerm?: string | undefined },
    sort: Sort<InstructorSortKey>,
    slice: Slice,
  ): Promise<{ rows: InstructorRow[]; total: number }> {
    const conditions: SQL[] = [eq(instructors.schoolId, schoolId)];
    if (filter.firstName) conditions.push(ilike(instructors.firstName, containsPattern(filter.firstName)));
    if (filter.lastName) conditions.push(ilike(instructors.lastName, containsPattern(filter.lastName)));
    if (filter.status) conditions.push(eq(instructors.status, filter.status));
    if (filter.searchTerm) conditions.push(anyContains(filter.searchTerm, [instructors.firstName, instructors.lastName, users.email, users.phoneNumber]));
    const where = and(...conditions);
    return pageWithTotal(
      this.instructorSelect(this.db).$dynamic(),
      this.db.select({ n: count() }).from(instructors).innerJoin(users, eq(users.id, instructors.userId)).$dynamic(),
      where,
      ordered(INSTRUCTOR_SORT[sort.by], sort.asc, sql`${instructors.id}`),
      slice,
    );
  }

  async findInstructor(id: number, db: Db = this.db): Promise<InstructorRow | undefined> {
    const rows = await this.instructorSelect(db).where(eq(instructors.id, id)).limit(1);
    return rows[0];
  }

  /** Creates the instructor record of a login; answers its id. */
  async insertInstructor(schoolId: number, userId: number, values: InstructorValues, db: Db): Promise<number> {
    const rows = await db
      .insert(instructors)
      .values({ ...values, schoolId, userId })
      .returning({ id: instructors.id });
    return returnedRow(rows, 'instructor insert').id;
  }

  async updateInstructor(id: number, values: Partial<InstructorValues>, db: Db = this.db): Promise<void> {
    await db.update(instructors).set(values).where(eq(instructors.id, id));
  }

  /** Stores a "set your password" link: a RESET_PASSWORD action the password-reset page accepts. */
  async insertPasswordAction(values: { tokenHash: string; userId: number; userEmail: string; createdAt: Date; expiresAt: Date }, db: Db): Promise<void> {
    await db.insert(actions).values({ ...values, type: 'RESET_PASSWORD', status: 'NEW', payload: { invitation: true } });
  }

  // ---- groups ----

  async listGroups(schoolId: number, filter: { name?: string | undefined; status?: string | undefined }, sort: Sort<GroupSortKey>, slice: Slice): Promise<{ rows: GroupRow[]; total: number }> {
    const conditions: SQL[] = [eq(lessonGroups.schoolId, schoolId)];
    if (filter.name) conditions.push(ilike(lessonGroups.name, containsPattern(filter.name)));
    if (filter.status) conditions.push(eq(lessonGroups.status, filter.status));
    const where = and(...conditions);
    return pageWithTotal(
      this.db.select().from(lessonGroups).$dynamic(),
      this.db.select({ n: count() }).from(lessonGroups).$dynamic(),
      where,
      ordered(GROUP_SORT[sort.by], sort.asc, sql`${lessonGroups.id}`),
      slice,
    );
  }

  async findGroup(id: number, db: Db = this.db): Promise<GroupRow | undefined> {
    const rows = await db.select().from(lessonGroups).where(eq(lessonGroups.id, id)).limit(1);
    return rows[0];
  }

  /** The learners of the groups, by last and first name. */
  async studentsOfGroups(groupIds: number[], db: Db = this.db): Promise<GroupStudentRow[]> {
    if (groupIds.length === 0) return [];
    return db
      .select({ groupId: lessonGroupStudents.groupId, id: students.id, firstName: students.firstName, lastName: students.lastName, email: users.email })
      .from(lessonGroupStudents)
      .innerJoin(students, eq(students.id, lessonGroupStudents.studentId))
      .innerJoin(users, eq(users.id, students.userId))
      .where(inArray(lessonGroupStudents.groupId, groupIds))
      .orderBy(asc(sql`lower(${students.lastName})`), asc(sql`lower(${students.firstName})`), asc(students.id));
  }

  /** Whether another group of the school has the name (case-insensitive, like the unique index). */
  async groupNameTaken(schoolId: number, name: string, exceptId: number | undefined, db: Db = this.db): Promise<boolean> {
    const conditions = [eq(lessonGroups.schoolId, schoolId), eq(sql`lower(${lessonGroups.name})`, name.toLowerCase())];
    if (exceptId !== undefined) conditions.push(ne(lessonGroups.id, exceptId));
    const rows = await db.select({ id: lessonGroups.id }).from(lessonGroups).where(and(...conditions)).limit(1);
    return rows.length > 0;
  }

  /** How many of the learner ids belong to the school. */
  async countOwnStudents(schoolId: number, ids: number[], db: Db = this.db): Promise<number> {
    if (ids.length === 0) return 0;
    const rows = await db
      .select({ n: count() })
      .from(students)
      .where(and(eq(students.schoolId, schoolId), inArray(students.id, ids)));
    return rows[0]?.n ?? 0;
  }

  async insertGroup(schoolId: number, values: { name: string; status: string; createDate: Date }, db: Db): Promise<number> {
    const rows = await db
      .insert(lessonGroups)
      .values({ ...values, schoolId })
      .returning({ id: lessonGroups.id });
    return returnedRow(rows, 'group insert').id;
  }

  async updateGroup(id: number, values: { name: string; status: string }, db: Db): Promise<void> {
    await db.update(lessonGroups).set(values).where(eq(lessonGroups.id, id));
  }

  async replaceGroupStudents(groupId: number, studentIds: number[], db: Db): Promise<void> {
    await db.delete(lessonGroupStudents).where(eq(lessonGroupStudents.groupId, groupId));
    if (studentIds.length > 0) await db.insert(lessonGroupStudents).values(studentIds.map((studentId) => ({ groupId, studentId })));
  }

  async deleteGroup(id: number, schoolId: number, db: Db = this.db): Promise<boolean> {
    const rows = await db
      .delete(lessonGroups)
      .where(and(eq(lessonGroups.id, id), eq(lessonGroups.schoolId, schoolId)))
      .returning({ id: lessonGroups.id });
    return rows.length > 0;
  }

  // ---- learners picker ----

  async listPickerStudents(
    schoolId: number,
    filter: { searchTerm?: string | undefined; statuses?: UserStatus[] | undefined },
    sort: Sort<PickerSortKey>,
    slice: Slice,
  ): Promise<{ rows: PickerRow[]; total: number }> {
    const conditions: SQL[] = [eq(students.schoolId, schoolId)];
    if (filter.statuses) conditions.push(inArray(users.status, filter.statuses));
    if (filter.searchTerm) {
      conditions.push(
        anyContains(filter.searchTerm, [
          students.firstName,
          students.lastName,
          sql`${students.firstName} || ' ' || ${students.lastName}`,
          sql`${students.lastName} || ' ' || ${students.firstName}`,
          users.email,
          users.phoneNumber,
        ]),
      );
    }
    const where = and(...conditions);
    return pageWithTotal(
      this.db
        .select({ id: students.id, firstName: students.firstName, lastName: students.lastName, email: users.email, phoneNumber: users.phoneNumber, category: students.category })
        .from(students)
        .innerJoin(users, eq(users.id, students.userId))
        .$dynamic(),
      this.db.select({ n: count() }).from(students).innerJoin(users, eq(users.id, students.userId)).$dynamic(),
      where,
      ordered(PICKER_SORT[sort.by], sort.asc, sql`${students.id}`),
      slice,
    );
  }
}
