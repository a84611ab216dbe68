import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import type { ApiError, LessonCopyPlan } from '@osk/contract';
import { lessons, outbox } from '../../db/schema/index.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { createSchedulerSchool, insertLesson } from '../../../test/lessons.factory.js';

// Issue 22, "moving lessons": copy a lesson, a day or a week to another week, and a weekly series.
// Every copy is checked as the dialog's create; the check saves nothing, the copy saves all or none.
// Default settings: 06:00–20:00, Monday to Friday, 3 months ahead.
// ManualClock starts at 2026-11-22T10:00Z (Sunday, 11:00 in Warsaw).
let t: TestApp;
let a: Awaited<ReturnType<typeof createSchedulerSchool>>;
let b: Awaited<ReturnType<typeof createSchedulerSchool>>;
const s = { school: '', instructor: '', instructor2: '', learner: '', otherSchool: '' };

beforeAll(async () => {
  t = await createTestApp({ demo: true });
  a = await createSchedulerSchool(t.database.db, 'OSK Alfa');
  b = await createSchedulerSchool(t.database.db, 'OSK Beta');
  s.school = await t.sessionOf(a.school.email, a.school.password);
  s.instructor = await t.sessionOf(a.instructor.email, a.instructor.password);
  s.instructor2 = await t.sessionOf(a.instructor2.email, a.instructor2.password);
  s.learner = await t.sessionOf(a.learner.email, a.learner.password);
  s.otherSchool = await t.sessionOf(b.school.email, b.school.password);
}, 60_000);
afterAll(async () => {
  await t.close();
});

function call(url: 'copy' | 'copy/check', session: string, payload: Record<string, unknown>, language = 'pl') {
  return t.app.inject({ method: 'POST', url: `/api/lessons/${url}`, headers: { jsessionid: session, 'accept-language': language }, payload });
}

async function lessonCount(): Promise<number> {
  const [row] = await t.database.db.select({ n: count() }).from(lessons).where(eq(lessons.schoolId, a.school.schoolId));
  return row?.n ?? 0;
}
async function outboxCount(): Promise<number> {
  const [row] = await t.database.db.select({ n: count() }).from(outbox);
  return row?.n ?? 0;
}

const drive = (lessonDate: string, startTime: string, endTime: string, who: { instructorId?: number; studentId?: number; carId?: number; outcome?: 'HELD' | 'CANCELLED' } = {}) =>
  insertLesson(t.database.db, {
    schoolId: a.school.schoolId,
    lessonDate,
    startTime,
    endTime,
    instructorId: who.instructorId ?? a.instructor.instructorId,
    studentId: who.studentId ?? a.learner.studentId,
    carId: who.carId ?? a.carId,
    ...(who.outcome ? { outcome: who.outcome, ...(who.outcome === 'CANCELLED' ? { cancelledBy: 'LEARNER' as const } : {}) } : {}),
  });

const times = (plan: LessonCopyPlan) => plan.lessons.map((l) => `${l.lessonDate} ${l.startTime}-${l.endTime}`);

describe('copy one lesson', () => {
  it('checks without saving, then saves the copy with the same people and length, no outcome', async () => {
    const id = await drive('2026-11-16', '08:00', '09:30', { outcome: 'HELD' });
    const before = await lessonCount();
    const mails = await outboxCount();
    const check = await call('copy/check', s.school, { kind: 'lesson', lessonId: id, lessonDate: '2026-12-01', startTime: '10:00' });
    expect(check.statusCode, check.body).toBe(200);
    const plan = check.json() as LessonCopyPlan;
    expect(plan.lessons).toHaveLength(1);
    expect(plan.lessons[0]).toMatchObject({ sourceId: id, id: null, lessonType: 'DRIVE', lessonDate: '2026-12-01', startTime: '10:00', endTime: '11:30', instructor: { lastName: 'Kowalski' }, student: { lastName: 'Nowak' }, problems: [] });
    expect(await lessonCount()).toBe(before);
    expect(await outboxCount()).toBe(mails);

    const saved = await call('copy', s.school, { kind: 'lesson', lessonId: id, lessonDate: '2026-12-01', startTime: '10:00' });
    expect(saved.statusCode, saved.body).toBe(201);
    const newId = (saved.json() as LessonCopyPlan).lessons[0]?.id;
    expect(newId).toEqual(expect.any(Number));
    expect(await lessonCount()).toBe(before + 1);
    const [row] = await t.database.db.select().from(lessons).where(eq(lessons.id, newId ?? 0));
    expect(row).toMatchObject({ lessonDate: '2026-12-01', startTime: '10:00', endTime: '11:30', instructorId: a.instructor.instructorId, studentId: a.learner.studentId, carId: a.carId, outcome: null, lessonStatus: 'PLANNED' });
  });

  it('reports the same findings as the dialog: the four overlaps, past time, day off, hours, horizon', async () => {
    const id = await drive('2026-11-16', '12:00', '13:00');
    // The instructor and car are busy with another learner on Wednesday 2 December at 12:00.
    await drive('2026-12-02', '12:00', '13:00', { studentId: a.learner2.studentId });
    const at = async (lessonDate: string, startTime: string, language = 'pl') => {
      const res = await call('copy/check', s.school, { kind: 'lesson', lessonId: id, lessonDate, startTime }, language);
      expect(res.statusCode, res.body).toBe(200);
      return (res.json() as LessonCopyPlan).lessons[0]?.problems ?? [];
    };
    expect(await at('2026-12-02', '12:30')).toEqual([
      { field: 'instructor', key: 'msg.error.lesson.overlap.instructor', message: 'Instruktor już posiada lekcję w tym czasie!' },
      { field: 'car', key: 'msg.error.lesson.overlap.car', message: 'Samochód jest już używany w tym czasie!' },
    ]);
    expect((await at('2026-12-02', '12:30', 'en')).map((p) => p.message)).toContain('The instructor already has a lesson at this time!');
    expect((await at('2026-11-20', '12:00')).map((p) => p.key)).toEqual(['msg.error.lesson.past', 'msg.error.lesson.past']);
    expect((await at('2026-12-05', '12:00')).map((p) => p.key)).toEqual(['msg.error.lesson.day.off']);
    expect((await at('2026-12-03', '19:30')).map((p) => p.key)).toEqual(['msg.error.lesson.outside.hours']);
    expect((await at('2027-03-01', '12:00')).map((p) => p.key)).toEqual(['msg.error.lesson.beyond.schedule']);
    // A learner's and a group's overlap too.
    await drive('2026-12-03', '08:00', '09:00', { instructorId: a.instructor2.instructorId, carId: a.car2Id });
    expect((await at('2026-12-03', '08:00')).map((p) => p.key)).toEqual(['msg.error.lesson.overlap.student']);
    const lecture = await insertLesson(t.database.db, { schoolId: a.school.schoolId, lessonType: 'LECTURE', lessonDate: '2026-11-17', startTime: '17:00', endTime: '18:00', instructorId: a.instructor2.instructorId, groupId: a.groupId });
    await insertLesson(t.database.db, { schoolId: a.school.schoolId, lessonType: 'LECTURE', lessonDate: '2026-12-08', startTime: '17:00', endTime: '18:00', instructorId: a.instructor.instructorId, groupId: a.groupId });
    const res = await call('copy/check', s.school, { kind: 'lesson', lessonId: lecture, lessonDate: '2026-12-08', startTime: '17:00' });
    expect((res.json() as LessonCopyPlan).lessons[0]?.problems.map((p) => p.key)).toEqual(['msg.error.lesson.overlap.group']);
  });

  it('refuses the save of a conflicting copy with 409 and its problems, saving nothing', async () => {
    const id = await drive('2026-11-16', '14:00', '15:00');
    await drive('2026-12-04', '14:00', '15:00', { studentId: a.learner3.studentId, carId: a.car2Id });
    const before = await lessonCount();
    const res = await call('copy', s.school, { kind: 'lesson', lessonId: id, lessonDate: '2026-12-04', startTime: '14:00' });
    expect(res.statusCode, res.body).toBe(409);
    const body = res.json() as ApiError;
    expect(body.code).toBe('msg.error.lesson.copy.refused');
    expect(body.fields).toEqual([{ field: 'lessons.0.instructor', key: 'msg.error.lesson.overlap.instructor', message: 'Instruktor już posiada lekcję w tym czasie!' }]);
    expect(await lessonCount()).toBe(before);
  });

  it('does not copy a cancelled lesson, nor one of another school, another instructor or none (400/403/404)', async () => {
    const cancelled = await drive('2026-11-16', '16:00', '17:00', { outcome: 'CANCELLED' });
    const res = await call('copy/check', s.school, { kind: 'lesson', lessonId: cancelled, lessonDate: '2026-12-01', startTime: '16:00' });
    expect(res.statusCode, res.body).toBe(400);
    expect((res.json() as ApiError).fields?.[0]).toMatchObject({ field: 'lessonId', key: 'msg.error.lesson.copy.cancelled', message: 'Odwołanej lekcji nie można skopiować.' });

    const mine = await drive('2026-11-16', '17:00', '18:00');
    expect((await call('copy/check', s.otherSchool, { kind: 'lesson', lessonId: mine, lessonDate: '2026-12-01', startTime: '17:00' })).statusCode).toBe(403);
    expect((await call('copy', s.otherSchool, { kind: 'series', lessonId: mine, occurrences: 2 })).statusCode).toBe(403);
    expect((await call('copy/check', s.instructor2, { kind: 'lesson', lessonId: mine, lessonDate: '2026-12-01', startTime: '17:00' })).statusCode).toBe(403);
    expect((await call('copy/check', s.learner, { kind: 'lesson', lessonId: mine, lessonDate: '2026-12-01', startTime: '17:00' })).statusCode).toBe(403);
    expect((await call('copy/check', s.school, { kind: 'lesson', lessonId: 999_999, lessonDate: '2026-12-01', startTime: '17:00' })).statusCode).toBe(404);
    // The instructor copies its own lesson (also a past one) to the future.
    const own = await call('copy', s.instructor, { kind: 'lesson', lessonId: mine, lessonDate: '2026-12-01', startTime: '17:00' });
    expect(own.statusCode, own.body).toBe(201);
  });

  it('answers 400 to bad input; a date that does not exist is a finding of the copy, as in the dialog', async () => {
    const id = await drive('2026-11-16', '18:00', '19:00');
    const unreal = await call('copy/check', s.school, { kind: 'lesson', lessonId: id, lessonDate: '2026-13-01', startTime: '10:00' });
    expect((unreal.json() as LessonCopyPlan).lessons[0]?.problems.map((p) => p.field)).toEqual(['lessonDate']);
    expect((await call('copy', s.school, { kind: 'lesson', lessonId: id, lessonDate: '2026-13-01', startTime: '10:00' })).statusCode).toBe(409);
    for (const payload of [
      { kind: 'lesson', lessonId: id, lessonDate: '2026-12-01', startTime: '10' },
      { kind: 'lesson', lessonId: id, lessonDate: '2026-12-01', startTime: '23:30' },
      { kind: 'series', lessonId: id, occurrences: 1 },
      { kind: 'series', lessonId: id, occurrences: 27 },
      { kind: 'series', lessonId: 'x', occurrences: 3 },
      { kind: 'week', from: '2026-11-17', to: '2026-11-30' },
      { kind: 'week', from: '2026-11-16', to: '2026-11-16' },
      // 30 February would roll over to Monday 2 March.
      { kind: 'week', from: '2026-11-16', to: '2026-02-30' },
      { kind: 'week', from: '2026-11-16', to: '2026-11-30', weekday: 8 },
      { kind: 'week', from: '2026-11-16', to: '2026-11-30', instructorId: b.instructor.instructorId },
      { kind: 'month' },
    ]) {
      const res = await call('copy/check', s.school, payload);
      expect(res.statusCode, JSON.stringify(payload) + res.body).toBe(400);
    }
  });
});

describe('a weekly series', () => {
  it('plans the following weeks, reports the busy one, saves none until it is free, then all', async () => {
    // Tuesday 16:00 for 6 weeks: the lesson itself and 5 more Tuesdays.
    const id = await drive('2026-11-24', '16:00', '17:00', { instructorId: a.instructor2.instructorId, studentId: a.learner3.studentId, carId: a.car2Id });
    const busy = await drive('2026-12-15', '16:30', '17:30', { instructorId: a.instructor2.instructorId, studentId: a.learner2.studentId, carId: a.carId });
    const before = await lessonCount();
    const check = await call('copy/check', s.school, { kind: 'series', lessonId: id, occurrences: 6 });
    expect(check.statusCode, check.body).toBe(200);
    const plan = check.json() as LessonCopyPlan;
    expect(times(plan)).toEqual(['2026-12-01 16:00-17:00', '2026-12-08 16:00-17:00', '2026-12-15 16:00-17:00', '2026-12-22 16:00-17:00', '2026-12-29 16:00-17:00']);
    expect(plan.lessons.map((l) => l.problems.map((p) => p.key))).toEqual([[], [], ['msg.error.lesson.overlap.instructor'], [], []]);

    const refused = await call('copy', s.school, { kind: 'series', lessonId: id, occurrences: 6 });
    expect(refused.statusCode, refused.body).toBe(409);
    expect((refused.json() as ApiError).fields?.map((f) => f.field)).toEqual(['lessons.2.instructor']);
    expect(await lessonCount()).toBe(before);

    await t.database.db.delete(lessons).where(eq(lessons.id, busy));
    const saved = await call('copy', s.school, { kind: 'series', lessonId: id, occurrences: 6 });
    expect(saved.statusCode, saved.body).toBe(201);
    expect((saved.json() as LessonCopyPlan).lessons.every((l) => l.id !== null && l.problems.length === 0)).toBe(true);
    expect(await lessonCount()).toBe(before - 1 + 5);
  });

  it('reaches past the horizon only with a finding on each lesson beyond it', async () => {
    const id = await drive('2026-11-25', '06:00', '07:00', { instructorId: a.instructor2.instructorId, studentId: a.learner3.studentId, carId: a.car2Id });
    const res = await call('copy/check', s.school, { kind: 'series', lessonId: id, occurrences: 26 });
    const plan = res.json() as LessonCopyPlan;
    expect(plan.lessons).toHaveLength(25);
    // The horizon is 2027-02-22 (3 months after Sunday 22 November): 2027-02-17 is the last Wednesday in it.
    const beyond = plan.lessons.filter((l) => l.problems.some((p) => p.key === 'msg.error.lesson.beyond.schedule')).map((l) => l.lessonDate);
    expect(beyond[0]).toBe('2027-02-24');
    expect(beyond).toHaveLength(plan.lessons.filter((l) => l.lessonDate > '2027-02-22').length);
  });
});

describe('copy a week or a day', () => {
  it("copies the school's week to another week (same weekday and time), leaving cancelled lessons out, the copies without outcome", async () => {
    // A separate school keeps the count exact.
    const c = await createSchedulerSchool(t.database.db, 'OSK Gamma');
    const session = await t.sessionOf(c.school.email, c.school.password);
    const at = (lessonDate: string, startTime: string, endTime: string, extra: { instructorId: number; studentId: number; carId: number; outcome?: 'HELD' | 'CANCELLED' }) =>
      insertLesson(t.database.db, { schoolId: c.school.schoolId, lessonDate, startTime, endTime, ...extra, ...(extra.outcome === 'CANCELLED' ? { cancelledBy: 'SCHOOL' as const } : {}) });
    await at('2026-11-16', '08:00', '09:00', { instructorId: c.instructor.instructorId, studentId: c.learner.studentId, carId: c.carId, outcome: 'HELD' });
    await at('2026-11-16', '08:00', '09:00', { instructorId: c.instructor2.instructorId, studentId: c.learner2.studentId, carId: c.car2Id });
    await at('2026-11-18', '10:00', '11:00', { instructorId: c.instructor.instructorId, studentId: c.learner3.studentId, carId: c.carId, outcome: 'CANCELLED' });
    await at('2026-11-20', '15:00', '16:30', { instructorId: c.instructor.instructorId, studentId: c.learner.studentId, carId: c.carId });
    // Another week's lesson is not copied.
    await at('2026-11-23', '08:00', '09:00', { instructorId: c.instructor.instructorId, studentId: c.learner.studentId, carId: c.carId });

    const check = await call('copy/check', session, { kind: 'week', from: '2026-11-16', to: '2026-11-30' });
    expect(check.statusCode, check.body).toBe(200);
    const plan = check.json() as LessonCopyPlan;
    expect(times(plan)).toEqual(['2026-11-30 08:00-09:00', '2026-11-30 08:00-09:00', '2026-12-04 15:00-16:30']);
    expect(plan.skippedCancelled).toBe(1);
    expect(plan.lessons.every((l) => l.problems.length === 0)).toBe(true);

    // One instructor's week; one day of it.
    const one = (await call('copy/check', session, { kind: 'week', from: '2026-11-16', to: '2026-11-30', instructorId: c.instructor2.instructorId })).json() as LessonCopyPlan;
    expect(one.lessons.map((l) => l.instructor?.lastName)).toEqual(['Zielińska']);
    const friday = (await call('copy/check', session, { kind: 'week', from: '2026-11-16', to: '2026-12-07', weekday: 5 })).json() as LessonCopyPlan;
    expect(times(friday)).toEqual(['2026-12-11 15:00-16:30']);

    const saved = await call('copy', session, { kind: 'week', from: '2026-11-16', to: '2026-11-30' });
    expect(saved.statusCode, saved.body).toBe(201);
    const rows = await t.database.db.select().from(lessons).where(eq(lessons.schoolId, c.school.schoolId));
    const copies = rows.filter((r) => r.lessonDate >= '2026-11-30');
    expect(copies).toHaveLength(3);
    expect(copies.every((r) => r.outcome === null && r.cancelledBy === null)).toBe(true);
    // Copying the same week again: every lesson now overlaps its copy; nothing more is saved.
    const again = await call('copy', session, { kind: 'week', from: '2026-11-16', to: '2026-11-30' });
    expect(again.statusCode).toBe(409);
    expect((await t.database.db.select().from(lessons).where(eq(lessons.schoolId, c.school.schoolId))).length).toBe(rows.length);
    // A week to the past: past time on each.
    const past = (await call('copy/check', session, { kind: 'week', from: '2026-11-23', to: '2026-11-09' })).json() as LessonCopyPlan;
    expect(past.lessons[0]?.problems.map((p) => p.key)).toContain('msg.error.lesson.past');
    // Nothing to copy: the check answers an empty plan, the copy 400.
    expect(((await call('copy/check', session, { kind: 'week', from: '2026-12-21', to: '2026-12-28' })).json() as LessonCopyPlan).lessons).toEqual([]);
    const empty = await call('copy', session, { kind: 'week', from: '2026-12-21', to: '2026-12-28' });
    expect(empty.statusCode).toBe(400);
    expect((empty.json() as ApiError).code).toBe('msg.error.lesson.copy.empty');
  });

  it('checks each copy against the earlier copies too (the dry run and the save alike)', async () => {
    // Two lessons of the same instructor at the same time (stored before the rules, say): their copies collide.
    const d = await createSchedulerSchool(t.database.db, 'OSK Delta');
    const session = await t.sessionOf(d.school.email, d.school.password);
    for (const [studentId, carId] of [
      [d.learner.studentId, d.carId],
      [d.learner2.studentId, d.car2Id],
    ] as const) {
      await insertLesson(t.database.db, { schoolId: d.school.schoolId, lessonDate: '2026-11-17', startTime: '09:00', endTime: '10:00', instructorId: d.instructor.instructorId, studentId, carId });
    }
    const plan = (await call('copy/check', session, { kind: 'week', from: '2026-11-16', to: '2026-11-30' })).json() as LessonCopyPlan;
    expect(plan.lessons.map((l) => l.problems.map((p) => p.key))).toEqual([[], ['msg.error.lesson.overlap.instructor']]);
    const saved = await call('copy', session, { kind: 'week', from: '2026-11-16', to: '2026-11-30' });
    expect(saved.statusCode).toBe(409);
    expect((saved.json() as ApiError).fields?.map((f) => f.field)).toEqual(['lessons.1.instructor']);
  });

  it('lets an instructor copy its own week only', async () => {
    await drive('2026-11-09', '09:00', '10:00');
    await drive('2026-11-09', '09:00', '10:00', { instructorId: a.instructor2.instructorId, studentId: a.learner2.studentId, carId: a.car2Id });
    const mine = await call('copy/check', s.instructor, { kind: 'week', from: '2026-11-09', to: '2027-01-04' });
    expect(mine.statusCode, mine.body).toBe(200);
    expect((mine.json() as LessonCopyPlan).lessons.map((l) => l.instructor?.lastName)).toEqual(['Kowalski']);
    expect((await call('copy/check', s.instructor, { kind: 'week', from: '2026-11-09', to: '2027-01-04', instructorId: a.instructor2.instructorId })).statusCode).toBe(403);
    expect((await call('copy/check', s.learner, { kind: 'week', from: '2026-11-09', to: '2027-01-04' })).statusCode).toBe(403);
    // Another school's week copy never sees this school's lessons.
    expect(((await call('copy/check', s.otherSchool, { kind: 'week', from: '2026-11-09', to: '2027-01-04' })).json() as LessonCopyPlan).lessons).toEqual([]);
  });
});
