import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, gte, lte, sql } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { cars, instructors, lessons, schools, students, users } from '../db/schema/index.js';
import { DEMO_LOGINS, seedDemo } from './demo.seed.js';
import { BUSY_WEEK_DEMO, seedBusyWeekDemo } from './busy-week.seed.js';

// Wednesday 25 November 2026, 12:30 in Warsaw: this week runs Monday 23 – Saturday 28.
const WEDNESDAY = new Date('2026-11-25T11:30:00Z');
let t: TestApp;
let schoolId: number;
let mainSchoolLessons: number;

beforeAll(async () => {
  t = await createTestApp({ demo: true, start: WEDNESDAY });
  await seedDemo(t.database.db, t.clock.now());
  mainSchoolLessons = await lessonCount();
  await seedBusyWeekDemo(t.database.db, t.clock.now());
  const [row] = await t.database.db.select({ id: schools.id }).from(schools).innerJoin(users, eq(users.id, schools.userId)).where(eq(users.email, BUSY_WEEK_DEMO.owner.email));
  schoolId = row?.id ?? 0;
});
afterAll(async () => {
  await t.close();
});

async function lessonCount(school?: number, from?: string, to?: string): Promise<number> {
  const where = and(school === undefined ? undefined : eq(lessons.schoolId, school), from ? gte(lessons.lessonDate, from) : undefined, to ? lte(lessons.lessonDate, to) : undefined);
  const [row] = await t.database.db.select({ n: sql<number>`count(*)::int` }).from(lessons).where(where);
  return row?.n ?? 0;
}

/** Pairs of the school's lessons that overlap on the same instructor, car or learner. */
async function overlaps(column: 'instructor_id' | 'car_id' | 'student_id'): Promise<number> {
  const res = await t.database.db.execute<{ n: number }>(
    sql.raw(`select count(*)::int as n from lessons a join lessons b on a.id < b.id and a.${column} = b.${column}
      where a.school_id = ${Number(schoolId)} and b.school_id = ${Number(schoolId)} and a.starts_at < b.ends_at and b.starts_at < a.ends_at`),
  );
  const rows = Array.isArray(res) ? res : (res as { rows: Array<{ n: number }> }).rows;
  return Number(rows[0]?.n ?? -1);
}

describe('the demo school of a real week (issue 22)', () => {
  it('has 5 instructors, 4 cars and 60 learners, and 240 lessons this week: 8 per instructor a day, Monday to Saturday', async () => {
    expect(schoolId).toBeGreaterThan(0);
    const count = async (table: typeof instructors | typeof cars | typeof students) => (await t.database.db.select({ n: sql<number>`count(*)::int` }).from(table).where(eq(table.schoolId, schoolId)))[0]?.n;
    expect(await count(instructors)).toBe(5);
    expect(await count(cars)).toBe(4);
    expect(await count(students)).toBe(60);
    expect(await lessonCount(schoolId, '2026-11-23', '2026-11-29')).toBe(240);
    const perDay = await t.database.db
      .select({ date: lessons.lessonDate, instructorId: lessons.instructorId, n: sql<number>`count(*)::int` })
      .from(lessons)
      .where(and(eq(lessons.schoolId, schoolId), gte(lessons.lessonDate, '2026-11-23'), lte(lessons.lessonDate, '2026-11-29')))
      .groupBy(lessons.lessonDate, lessons.instructorId);
    expect(perDay).toHaveLength(30);
    expect(new Set(perDay.map((r) => r.date))).toEqual(new Set(['2026-11-23', '2026-11-24', '2026-11-25', '2026-11-26', '2026-11-27', '2026-11-28']));
    expect(perDay.every((r) => r.n === 8)).toBe(true);
    // The week before (past, with outcomes) and the week after are full too.
    expect(await lessonCount(schoolId, '2026-11-16', '2026-11-22')).toBe(240);
    expect(await lessonCount(schoolId, '2026-11-30', '2026-12-06')).toBe(240);
  });

  it('never books an instructor, a car or a learner twice at once; every drive has a car, a learner and a meeting place', async () => {
    expect(await overlaps('instructor_id')).toBe(0);
    expect(await overlaps('car_id')).toBe(0);
    expect(await overlaps('student_id')).toBe(0);
    const rows = await t.database.db.select().from(lessons).where(eq(lessons.schoolId, schoolId));
    expect(rows.every((r) => r.lessonType === 'DRIVE' && r.carId && r.studentId && r.instructorId && r.meetingPlace)).toBe(true);
    // Between 7:00 and 19:00 in Warsaw.
    expect(rows.every((r) => r.startTime >= '07:00' && r.endTime <= '19:00')).toBe(true);
  });

  it('records what happened at the lessons already over (held, some missed or cancelled), none ahead', async () => {
    const rows = await t.database.db.select().from(lessons).where(eq(lessons.schoolId, schoolId));
    const past = rows.filter((r) => r.endsAt <= WEDNESDAY);
    const ahead = rows.filter((r) => r.endsAt > WEDNESDAY);
    expect(past.length).toBeGreaterThan(240);
    expect(past.every((r) => r.outcome !== null)).toBe(true);
    expect(ahead.every((r) => r.outcome === null)).toBe(true);
    const outcomes = new Set(past.map((r) => `${r.outcome}:${r.cancelledBy ?? ''}`));
    expect(outcomes).toEqual(new Set(['HELD:', 'NO_SHOW:', 'CANCELLED:LEARNER', 'CANCELLED:INSTRUCTOR']));
    expect(past.filter((r) => r.outcome === 'HELD').length).toBeGreaterThan(past.length * 0.85);
  });

  it('is deterministic and idempotent: seeding again adds nothing; a later week gets its own lessons, the earlier stay', async () => {
    const before = await t.database.db.select({ d: lessons.lessonDate, s: lessons.startTime, i: lessons.instructorId, st: lessons.studentId }).from(lessons).where(eq(lessons.schoolId, schoolId)).orderBy(lessons.id);
    await seedBusyWeekDemo(t.database.db, t.clock.now());
    expect(await lessonCount(schoolId)).toBe(720);
    expect(await t.database.db.select({ n: sql<number>`count(*)::int` }).from(students).where(eq(students.schoolId, schoolId))).toEqual([{ n: 60 }]);
    // A week later: the next-but-one week is added; nothing is doubled.
    await seedBusyWeekDemo(t.database.db, new Date(WEDNESDAY.getTime() + 7 * 86_400_000));
    expect(await lessonCount(schoolId)).toBe(960);
    expect(await lessonCount(schoolId, '2026-12-07', '2026-12-13')).toBe(240);
    const after = await t.database.db.select({ d: lessons.lessonDate, s: lessons.startTime, i: lessons.instructorId, st: lessons.studentId }).from(lessons).where(eq(lessons.schoolId, schoolId)).orderBy(lessons.id);
    expect(after.slice(0, before.length)).toEqual(before);
    expect(await overlaps('car_id')).toBe(0);
  });

  it('leaves the demo school and its logins alone; its owner and first instructor log in and see the week', async () => {
    expect(await lessonCount()).toBe(mainSchoolLessons + 960);
    for (const login of DEMO_LOGINS) await t.sessionOf(login.email, login.password);
    const session = await t.sessionOf(BUSY_WEEK_DEMO.owner.email, BUSY_WEEK_DEMO.owner.password);
    const res = await t.app.inject({ method: 'GET', url: '/api/lessons/lesson?after=2026-11-23&before=2026-11-29&pageSize=2000', headers: { jsessionid: session } });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json() as { content?: unknown[] } | unknown[];
    const list = Array.isArray(body) ? body : (body.content ?? []);
    expect(list.length).toBe(240);
    await t.sessionOf(BUSY_WEEK_DEMO.instructor.email, BUSY_WEEK_DEMO.instructor.password);
  });
});
