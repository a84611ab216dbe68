import { check, date, index, integer, pgTable, primaryKey, serial, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { instructors, schools, students, users } from './users.js';
import { cascadeRef } from './columns.js';

/** A school's cars (school document §3 Car). */
export const cars = pgTable(
  'cars',
  {
    id: serial('id').primaryKey(),
    schoolId: cascadeRef('school_id', () => schools.id),
    registrationNumber: varchar('registration_number', { length: 20 }).notNull(),
    manufacturer: varchar('manufacturer', { length: 100 }).notNull(),
    model: varchar('model', { length: 100 }).notNull(),
    yearOfProduction: integer('year_of_production').notNull().default(2021),
    nextCheckup: date('next_checkup', { mode: 'string' }),
    insuranceExpires: date('insurance_expires', { mode: 'string' }),
    status: varchar('status', { length: 12 }).notNull().default('AVAILABLE'),
    vin: varchar('vin', { length: 17 }),
    remarks: varchar('remarks', { length: 1000 }),
  },
  (t) => [uniqueIndex('cars_school_registration_idx').on(t.schoolId, t.registrationNumber)],
);

/** A school's lesson groups (school document §3 Group); the name is unique within the school. */
export const lessonGroups = pgTable(
  'lesson_groups',
  {
    id: serial('id').primaryKey(),
    schoolId: cascadeRef('school_id', () => schools.id),
    name: varchar('name', { length: 100 }).notNull(),
    status: varchar('status', { length: 8 }).notNull().default('ACTIVE'),
    createDate: timestamp('create_date', { withTimezone: true }).notNull(),
  },
  (t) => [uniqueIndex('lesson_groups_school_name_idx').on(t.schoolId, sql`lower(${t.name})`)],
);

/** The learners of a group. */
export const lessonGroupStudents = pgTable(
  'lesson_group_students',
  {
    groupId: cascadeRef('group_id', () => lessonGroups.id),
    studentId: cascadeRef('student_id', () => students.id),
  },
  (t) => [primaryKey({ columns: [t.groupId, t.studentId] }), index('lesson_group_students_student_idx').on(t.studentId)],
);

/**
 * Lessons (school document §3 Lesson). `lesson_date`, `start_time`, `end_time` are the Europe/Warsaw
 * wall-clock times the school planned; `starts_at`/`ends_at` are the same moments as instants, derived
 * on write (ADR 018), for overlap checks, "in the past" and calendar feeds.
 */
export const lessons = pgTable(
  'lessons',
  {
    id: serial('id').primaryKey(),
    schoolId: cascadeRef('school_id', () => schools.id),
    lessonType: varchar('lesson_type', { length: 8 }).notNull(),
    lessonStatus: varchar('lesson_status', { length: 10 }).notNull().default('PLANNED'),
    lessonDate: date('lesson_date', { mode: 'string' }).notNull(),
    startTime: varchar('start_time', { length: 5 }).notNull(),
    endTime: varchar('end_time', { length: 5 }).notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    instructorId: integer('instructor_id').references(() => instructors.id, { onDelete: 'set null' }),
    studentId: integer('student_id').references(() => students.id, { onDelete: 'set null' }),
    groupId: integer('group_id').references(() => lessonGroups.id, { onDelete: 'set null' }),
    carId: integer('car_id').references(() => cars.id, { onDelete: 'set null' }),
    remarks: varchar('remarks', { length: 500 }),
    /** Where the learner meets the instructor (issue 22). */
    meetingPlace: varchar('meeting_place', { length: 200 }),
    /** What happened (issue 22): HELD, NO_SHOW or CANCELLED (null: not recorded); who cancelled; when recorded. */
    outcome: varchar('outcome', { length: 10 }),
    cancelledBy: varchar('cancelled_by', { length: 10 }),
    outcomeAt: timestamp('outcome_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('lessons_school_starts_idx').on(t.schoolId, t.startsAt),
    index('lessons_instructor_starts_idx').on(t.instructorId, t.startsAt),
    index('lessons_student_starts_idx').on(t.studentId, t.startsAt),
    index('lessons_group_starts_idx').on(t.groupId, t.startsAt),
    index('lessons_car_starts_idx').on(t.carId, t.startsAt),
    check('lessons_ends_after_start', sql`${t.endsAt} > ${t.startsAt}`),
    check('lessons_outcome_known', sql`${t.outcome} IS NULL OR ${t.outcome} IN ('HELD', 'NO_SHOW', 'CANCELLED')`),
    check(
      'lessons_cancelled_by_only_when_cancelled',
      sql`(${t.outcome} = 'CANCELLED' AND ${t.cancelledBy} IN ('SCHOOL', 'INSTRUCTOR', 'LEARNER')) OR (${t.outcome} IS DISTINCT FROM 'CANCELLED' AND ${t.cancelledBy} IS NULL)`,
    ),
  ],
);

/** Secret iCalendar feed addresses (our addition): one per user, the token stored hashed, revocable. */
export const calendarFeeds = pgTable('calendar_feeds', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  tokenHash: varchar('token_hash', { length: 64 }).notNull().unique(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
});
