import type { InstructorStatus } from '@osk/contract';
import type { Db } from '../src/db/client.js';
import { cars, DEFAULT_SCHOOL_SETTINGS, instructors, lessonGroups, lessonGroupStudents, lessons, schools, users } from '../src/db/schema/index.js';
import { eq } from 'drizzle-orm';
import { warsawInstant } from '@osk/contract';
import { createInstructor, createSchool, createStudent, type CreatedUser } from './factories.js';

let seq = 0;

/** A car of a school (AVAILABLE unless told). */
export async function createCar(db: Db, schoolId: number, options: { status?: string; manufacturer?: string; model?: string; registrationNumber?: string } = {}): Promise<number> {
  seq += 1;
  const [row] = await db
    .insert(cars)
    .values({
      schoolId,
      registrationNumber: options.registrationNumber ?? `WX${String(Date.now() % 100000)}${seq}`.slice(0, 20),
      manufacturer: options.manufacturer ?? 'Toyota',
      model: options.model ?? 'Yaris',
      status: options.status ?? 'AVAILABLE',
    })
    .returning({ id: cars.id });
  if (!row) throw new Error('car insert returned nothing');
  return row.id;
}

/** A group of a school with its learners (ACTIVE unless told). */
export async function createGroup(db: Db, schoolId: number, studentIds: number[], options: { name?: string; status?: string } = {}): Promise<number> {
  seq += 1;
  const [row] = await db
    .insert(lessonGroups)
    .values({ schoolId, name: options.name ?? `Kurs B ${seq}-${Date.now() % 100000}`, status: options.status ?? 'ACTIVE', createDate: new Date('2026-11-01T10:00:00Z') })
    .returning({ id: lessonGroups.id });
  if (!row) throw new Error('group insert returned nothing');
  if (studentIds.length) await db.insert(lessonGroupStudents).values(studentIds.map((studentId) => ({ groupId: row.id, studentId })));
  return row.id;
}

/** An instructor with names, notifications and language set. */
export async function createNamedInstructor(
  db: Db,
  schoolId: number,
  options: { firstName?: string; lastName?: string; notificationsEnabled?: boolean; language?: string; phoneNumber?: string | null; status?: InstructorStatus; registrationNumber?: string | null } = {},
): Promise<CreatedUser & { instructorId: number }> {
  const made = await createInstructor(db, schoolId, { phoneNumber: options.phoneNumber ?? null });
  await db
    .update(instructors)
    .set({
      firstName: options.firstName ?? 'Ewa',
      lastName: options.lastName ?? 'Instruktorka',
      notificationsEnabled: options.notificationsEnabled ?? true,
      status: options.status ?? 'ACTIVE',
      registrationNumber: options.registrationNumber ?? null,
    })
    .where(eq(instructors.id, made.instructorId));
  if (options.language) await db.update(users).set({ language: options.language }).where(eq(users.id, made.userId));
  return made;
}

/** A learner of a school, optionally with a language and phone. */
export async function createLearner(
  db: Db,
  schoolId: number,
  options: { firstName?: string; lastName?: string; language?: string; phoneNumber?: string | null; status?: 'ACTIVE' | 'BLOCKED' } = {},
): Promise<CreatedUser & { studentId: number }> {
  const made = await createStudent(db, { schoolId, firstName: options.firstName ?? 'Anna', lastName: options.lastName ?? 'Nowak', phoneNumber: options.phoneNumber ?? null, status: options.status ?? 'ACTIVE' });
  if (options.language) await db.update(users).set({ language: options.language }).where(eq(users.id, made.userId));
  return made;
}

/**
 * A lesson written directly (past ones, benchmarks): Warsaw wall times; `outcome` what happened
 * (default none recorded; only HELD lessons count in the hours ledger).
 */
export async function insertLesson(
  db: Db,
  values: {
    schoolId: number;
    lessonType?: 'DRIVE' | 'LECTURE';
    lessonDate: string;
    startTime: string;
    endTime: string;
    instructorId?: number | null;
    studentId?: number | null;
    groupId?: number | null;
    carId?: number | null;
    outcome?: 'HELD' | 'NO_SHOW' | 'CANCELLED' | null;
    cancelledBy?: 'SCHOOL' | 'INSTRUCTOR' | 'LEARNER' | null;
  },
): Promise<number> {
  const startsAt = warsawInstant(values.lessonDate, values.startTime);
  const endsAt = warsawInstant(values.lessonDate, values.endTime);
  if (!startsAt || !endsAt) throw new Error('not a Warsaw wall time');
  const now = new Date('2026-11-01T10:00:00Z');
  const [row] = await db
    .insert(lessons)
    .values({
      schoolId: values.schoolId,
      lessonType: values.lessonType ?? 'DRIVE',
      lessonDate: values.lessonDate,
      startTime: values.startTime,
      endTime: values.endTime,
      startsAt,
      endsAt,
      instructorId: values.instructorId ?? null,
      studentId: values.studentId ?? null,
      groupId: values.groupId ?? null,
      carId: values.carId ?? null,
      outcome: values.outcome ?? null,
      cancelledBy: values.cancelledBy ?? null,
      outcomeAt: values.outcome ? now : null,
      createdAt: now,
      updatedAt: now,
    })
    .returning({ id: lessons.id });
  if (!row) throw new Error('lesson insert returned nothing');
  return row.id;
}

/**
 * Opens a school's schedule to every day and hour for two years (settings of §3), for tests of the
 * other lesson rules (overlaps, clock changes) whose dates and times the settings would refuse.
 */
export async function openSchedule(db: Db, schoolId: number): Promise<void> {
  await db
    .update(schools)
    .set({ settings: { ...DEFAULT_SCHOOL_SETTINGS, startHour: 0, endHour: 24, daysOfWork: [1, 2, 3, 4, 5, 6, 7], scheduleForMonths: 24 } })
    .where(eq(schools.id, schoolId));
}

/** A school with two instructors, two cars, three learners (two in an ACTIVE group). */
export async function createSchedulerSchool(db: Db, name?: string) {
  const school = await createSchool(db, name ? { name } : {});
  const instructor = await createNamedInstructor(db, school.schoolId, { firstName: 'Piotr', lastName: 'Kowalski', registrationNumber: '12345/2020' });
  const instructor2 = await createNamedInstructor(db, school.schoolId, { firstName: 'Marta', lastName: 'Zielińska' });
  const carId = await createCar(db, school.schoolId);
  const car2Id = await createCar(db, school.schoolId, { manufacturer: 'Skoda', model: 'Fabia' });
  const learner = await createLearner(db, school.schoolId, { firstName: 'Anna', lastName: 'Nowak' });
  const learner2 = await createLearner(db, school.schoolId, { firstName: 'Jan', lastName: 'Wiśniewski' });
  const learner3 = await createLearner(db, school.schoolId, { firstName: 'Ola', lastName: 'Lis' });
  const groupId = await createGroup(db, school.schoolId, [learner.studentId, learner2.studentId], { name: `Kurs B ${school.schoolId}` });
  return { school, instructor, instructor2, carId, car2Id, learner, learner2, learner3, groupId };
}
