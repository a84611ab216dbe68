import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { PDFParse } from 'pdf-parse';
import type { CardLesson, Lesson, LessonPage } from '@osk/contract';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { createInstructor, createStudent } from '../../../test/factories.js';
import { createCar, createGroup, createLearner, createNamedInstructor, createSchedulerSchool, insertLesson, openSchedule } from '../../../test/lessons.factory.js';
import { calendarFeeds, instructors, lessons, students } from '../../db/schema/index.js';

// ManualClock starts at 2026-11-22T10:00Z (Sunday, 11:00 in Warsaw). 2026-11-23 is a future Monday.
let t: TestApp;
let a: Awaited<ReturnType<typeof createSchedulerSchool>>;
let b: Awaited<ReturnType<typeof createSchedulerSchool>>;
const s: { school: string; instructor: string; instructor2: string; learner: string; learner3: string; otherSchool: string } = {
  school: '',
  instructor: '',
  instructor2: '',
  learner: '',
  learner3: '',
  otherSchool: '',
};

beforeAll(async () => {
  t = await createTestApp({ demo: true });
  a = await createSchedulerSchool(t.database.db, 'OSK Alfa');
  b = await createSchedulerSchool(t.database.db, 'OSK Beta');
  // These tests are about the other rules; the school's settings have their own (lessons.schedule.test.ts).
  await openSchedule(t.database.db, a.school.schoolId);
  await openSchedule(t.database.db, b.school.schoolId);
  s.school = await t.sessionOf(a.school.email, a.school.password);
  s.instructor = await t.sessionOf(a.instructor.email, a.instructor.password);
  s.instructor2 = await t.sessionOf(a.instructor2.email, a.instructor2.password);
  s.learner = await t.sessionOf(a.learner.email, a.learner.password);
  s.learner3 = await t.sessionOf(a.learner3.email, a.learner3.password);
  s.otherSchool = await t.sessionOf(b.school.email, b.school.password);
}, 60_000);
afterAll(async () => {
  await t.close();
});

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
function call(method: Method, url: string, session?: string, payload?: unknown, language = 'pl') {
  return t.app.inject({
    method,
    url: `/api/lessons/${url}`,
    headers: { ...(session ? { jsessionid: session } : {}), 'accept-language': language },
    ...(payload !== undefined ? { payload: payload as Record<string, unknown> } : {}),
  });
}

let day = 0;
/** A fresh future weekday date per test so tests do not collide (from 2026-12-01 on). */
function nextDate(): string {
  day += 1;
  const d = new Date(Date.UTC(2026, 11, 1));
  d.setUTCDate(d.getUTCDate() + day);
  return d.toISOString().slice(0, 10);
}

function drive(date: string, patch: Record<string, unknown> = {}) {
  return { lessonType: 'DRIVE', lessonDate: date, startTime: '10:00', endTime: '11:00', instructorId: a.instructor.instructorId, studentId: a.learner.studentId, carId: a.carId, ...patch };
}
function lecture(date: string, patch: Record<string, unknown> = {}) {
  return { lessonType: 'LECTURE', lessonDate: date, startTime: '16:00', endTime: '17:30', instructorId: a.instructor2.instructorId, groupId: a.groupId, ...patch };
}

async function pdfText(body: Buffer): Promise<string> {
  const parser = new PDFParse({ data: new Uint8Array(body) });
  try {
    return (await parser.getText()).text;
  } finally {
    await parser.destroy();
  }
}

describe('POST lessons/lesson and lessons/validation', () => {
  it('the school books a drive and a lecture (201) with names filled in', async () => {
    const date = nextDate();
    const res = await call('POST', 'lesson', s.school, drive(date, { remarks: 'Plac manewrowy' }));
    expect(res.statusCode).toBe(201);
    const lesson = res.json() as Lesson;
    expect(lesson).toMatchObject({
      lessonType: 'DRIVE',
      lessonStatus: 'PLANNED',
      lessonDate: date,
      startTime: '10:00',
      endTime: '11:00',
      instructor: { id: a.instructor.instructorId, firstName: 'Piotr', lastName: 'Kowalski' },
      student: { id: a.learner.studentId, firstName: 'Anna', lastName: 'Nowak' },
      car: { id: a.carId, manufacturer: 'Toyota', model: 'Yaris' },
      group: null,
      canEdit: true,
      remarks: 'Plac manewrowy',
    });
    // Stored as Warsaw wall time with the right instant (December: UTC+1), no shift.
    const [row] = await t.database.db.select().from(lessons).where(eq(lessons.id, lesson.id));
    expect(row?.startsAt.toISOString()).toBe(`${date}T09:00:00.000Z`);
    const lec = await call('POST', 'lesson', s.school, lecture(date, { studentId: a.learner3.studentId, carId: a.car2Id }));
    expect(lec.statusCode).toBe(201);
    // A lecture keeps only its group.
    expect(lec.json()).toMatchObject({ lessonType: 'LECTURE', group: { id: a.groupId }, student: null, car: null });
  });

  it('validation answers [] for a valid lesson and the findings otherwise (200)', async () => {
    const date = nextDate();
    const ok = await call('POST', 'validation', s.school, drive(date));
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toEqual([]);
    const bad = await call('POST', 'validation', s.school, { lessonType: 'DRIVE', lessonDate: date, startTime: '12:00', endTime: '11:00' });
    expect(bad.statusCode).toBe(200);
    expect(bad.json()).toEqual([
      { field: 'instructor', reason: 'required' },
      { field: 'student', reason: 'required' },
      { field: 'car', reason: 'required' },
      { field: 'endTime', reason: 'incorrectTime' },
    ]);
    const lec = await call('POST', 'validation', s.school, { lessonType: 'LECTURE', lessonDate: date, startTime: '12:00', endTime: '13:00', instructorId: a.instructor.instructorId });
    expect(lec.json()).toEqual([{ field: 'group', reason: 'required' }]);
    // Validation books nothing.
    expect((await call('POST', 'lesson', s.school, drive(date))).statusCode).toBe(201);
  });

  it('an invalid lesson answers 400 with translated fields', async () => {
    const date = nextDate();
    const res = await call('POST', 'lesson', s.school, drive(date, { startTime: '11:00', endTime: '10:00' }));
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual([{ field: 'endTime', key: 'msg.error.lesson.time.order', message: 'Początek lekcji musi być przed jej zakończeniem!' }]);
    const en = await call('POST', 'lesson', s.school, drive(date, { carId: null }), 'en');
    expect(en.statusCode).toBe(400);
    expect(en.json().fields).toEqual([{ field: 'car', key: 'msg.validation.required', message: expect.any(String) }]);
  });

  it('refuses a lesson in the past for everyone (pastTime), with the clock as "now"', async () => {
    const res = await call('POST', 'lesson', s.school, drive('2026-11-22', { startTime: '10:30', endTime: '11:30' }));
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual([
      { field: 'lessonDate', key: 'msg.error.lesson.past', message: 'Nie można utworzyć lekcji z datą przeszłą!' },
      { field: 'startTime', key: 'msg.error.lesson.past', message: 'Nie można utworzyć lekcji z datą przeszłą!' },
    ]);
    expect((await call('POST', 'lesson', s.instructor, drive('2026-11-20'))).statusCode).toBe(400);
    // Later the same day is fine.
    expect((await call('POST', 'lesson', s.school, drive('2026-11-22', { startTime: '11:30', endTime: '12:30' }))).statusCode).toBe(201);
  });

  it('rejects malformed input: bad dates, times, ids, types', async () => {
    const date = nextDate();
    for (const patch of [{ lessonDate: '2026-13-01' }, { lessonDate: '01.12.2026' }, { startTime: '25:00' }, { endTime: '9:00' }, { carId: 'x' }, { carId: -1 }, { studentId: 0 }, { lessonType: 'FLY' }]) {
      const res = await call('POST', 'lesson', s.school, drive(date, patch));
      expect(res.statusCode, JSON.stringify(patch)).toBe(400);
      expect(res.json().fields?.length, JSON.stringify(patch)).toBeGreaterThan(0);
    }
    // A date with the right shape that does not exist.
    const feb = await call('POST', 'lesson', s.school, drive('2027-02-30'));
    expect(feb.statusCode).toBe(400);
    expect(feb.json().fields[0].field).toBe('lessonDate');
    // Unknown ids.
    const unknown = await call('POST', 'lesson', s.school, drive(date, { carId: 2_000_000, studentId: 2_000_000, instructorId: 2_000_000 }));
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().fields.map((f: { field: string }) => f.field).sort()).toEqual(['car', 'instructor', 'student']);
    expect((await call('POST', 'lesson', undefined, drive(date))).statusCode).toBe(403);
  });

  it("refuses another school's instructor, car, group and learner (400 on the field)", async () => {
    const date = nextDate();
    for (const [patch, name] of [
      [{ instructorId: b.instructor.instructorId }, 'instructor'],
      [{ carId: b.carId }, 'car'],
      [{ studentId: b.learner.studentId }, 'student'],
    ] as const) {
      const res = await call('POST', 'lesson', s.school, drive(date, patch));
      expect(res.statusCode).toBe(400);
      expect(res.json().fields).toEqual([{ field: name, key: 'msg.validation.invalid', message: expect.any(String) }]);
      expect((await call('POST', 'validation', s.school, drive(date, patch))).statusCode).toBe(400);
    }
    const res = await call('POST', 'lesson', s.school, lecture(date, { groupId: b.groupId }));
    expect(res.statusCode).toBe(400);
    expect(res.json().fields[0].field).toBe('group');
  });

  it('refuses a car that is not AVAILABLE, an INACTIVE instructor, a CLOSED group, a blocked learner', async () => {
    const date = nextDate();
    const damaged = await createCar(t.database.db, a.school.schoolId, { status: 'DAMAGED' });
    const inactive = await createNamedInstructor(t.database.db, a.school.schoolId, { status: 'INACTIVE' });
    const closed = await createGroup(t.database.db, a.school.schoolId, [a.learner3.studentId], { status: 'CLOSED' });
    const blocked = await createLearner(t.database.db, a.school.schoolId, { status: 'BLOCKED' });
    for (const [body, name] of [
      [drive(date, { carId: damaged }), 'car'],
      [drive(date, { instructorId: inactive.instructorId }), 'instructor'],
      [drive(date, { studentId: blocked.studentId }), 'student'],
      [lecture(date, { groupId: closed }), 'group'],
    ] as const) {
      const res = await call('POST', 'lesson', s.school, body);
      expect(res.statusCode).toBe(400);
      expect(res.json().fields).toEqual([{ field: name, key: 'msg.validation.invalid', message: expect.any(String) }]);
    }
  });
});

describe('overlaps', () => {
  it('instructor, learner, car and group overlaps with the four messages; touching intervals are fine', async () => {
    const date = nextDate();
    expect((await call('POST', 'lesson', s.school, drive(date))).statusCode).toBe(201);
    // The same car with another instructor and learner.
    const car = await call('POST', 'lesson', s.school, drive(date, { startTime: '10:30', endTime: '11:30', instructorId: a.instructor2.instructorId, studentId: a.learner3.studentId }));
    expect(car.statusCode).toBe(400);
    expect(car.json().fields).toEqual([{ field: 'car', key: 'msg.error.lesson.overlap.car', message: 'Samochód jest już używany w tym czasie!', conflict: expect.objectContaining({ lessonDate: expect.any(String) }) }]);
    const instr = await call('POST', 'lesson', s.school, drive(date, { startTime: '09:30', endTime: '10:30', carId: a.car2Id, studentId: a.learner3.studentId }));
    expect(instr.json().fields).toEqual([{ field: 'instructor', key: 'msg.error.lesson.overlap.instructor', message: 'Instruktor już posiada lekcję w tym czasie!', conflict: expect.objectContaining({ lessonDate: expect.any(String) }) }]);
    const learner = await call('POST', 'lesson', s.school, drive(date, { startTime: '10:59', endTime: '12:00', carId: a.car2Id, instructorId: a.instructor2.instructorId }));
    expect(learner.json().fields).toEqual([{ field: 'student', key: 'msg.error.lesson.overlap.student', message: 'Kursant posiada już lekcję w tym czasie!', conflict: expect.objectContaining({ lessonDate: expect.any(String) }) }]);
    // All at once in validation.
    const all = await call('POST', 'validation', s.school, drive(date, { startTime: '10:15', endTime: '10:45' }));
    expect(all.json()).toEqual([
      { field: 'instructor', reason: 'overlap' },
      { field: 'student', reason: 'overlap' },
      { field: 'car', reason: 'overlap' },
    ]);
    // 10:00–11:00 and 11:00–12:00 do not overlap; nor 09:00–10:00.
    expect((await call('POST', 'lesson', s.school, drive(date, { startTime: '11:00', endTime: '12:00' }))).statusCode).toBe(201);
    expect((await call('POST', 'lesson', s.school, drive(date, { startTime: '09:00', endTime: '10:00' }))).statusCode).toBe(201);
    // Group overlap.
    expect((await call('POST', 'lesson', s.school, lecture(date))).statusCode).toBe(201);
    const group = await call('POST', 'lesson', s.school, lecture(date, { startTime: '17:00', endTime: '18:00', instructorId: a.instructor.instructorId }));
    expect(group.json().fields).toEqual([{ field: 'group', key: 'msg.error.lesson.overlap.group', message: 'Grupa posiada już lekcję w tym czasie!', conflict: expect.objectContaining({ lessonDate: expect.any(String) }) }]);
    expect((await call('POST', 'lesson', s.school, lecture(date, { startTime: '17:30', endTime: '18:30', instructorId: a.instructor.instructorId }))).statusCode).toBe(201);
  });

  it('editing a lesson does not overlap itself', async () => {
    const date = nextDate();
    const made = (await call('POST', 'lesson', s.school, drive(date))).json() as Lesson;
    const res = await call('PUT', `lesson/${made.id}`, s.school, drive(date, { startTime: '10:30', endTime: '11:30' }));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: made.id, startTime: '10:30', endTime: '11:30' });
    expect((await call('POST', 'validation', s.school, { ...drive(date), id: made.id })).json()).toEqual([]);
  });

  it('five parallel bookings of the same car at the same time end with one lesson', async () => {
    const date = nextDate();
    const learners = await Promise.all([1, 2, 3, 4, 5].map(() => createLearner(t.database.db, a.school.schoolId)));
    const teachers = await Promise.all([1, 2, 3, 4, 5].map(() => createNamedInstructor(t.database.db, a.school.schoolId)));
    const results = await Promise.all(
      learners.map((l, i) => call('POST', 'lesson', s.school, drive(date, { startTime: '08:00', endTime: '09:30', studentId: l.studentId, instructorId: teachers[i]?.instructorId }))),
    );
    expect(results.filter((r) => r.statusCode < 300)).toHaveLength(1);
    for (const r of results.filter((x) => x.statusCode >= 300)) expect(r.json().fields).toEqual([{ field: 'car', key: 'msg.error.lesson.overlap.car', message: expect.any(String), conflict: expect.objectContaining({ lessonDate: expect.any(String) }) }]);
    const rows = await t.database.db.select().from(lessons).where(eq(lessons.lessonDate, date));
    expect(rows.filter((r) => r.carId === a.carId && r.startTime === '08:00')).toHaveLength(1);
  });

  it('parallel bookings of the same instructor end with one lesson', async () => {
    const date = nextDate();
    const learners = await Promise.all([1, 2, 3, 4, 5].map(() => createLearner(t.database.db, a.school.schoolId)));
    const carIds = await Promise.all([1, 2, 3, 4, 5].map(() => createCar(t.database.db, a.school.schoolId)));
    const results = await Promise.all(learners.map((l, i) => call('POST', 'lesson', s.instructor, drive(date, { startTime: '13:00', endTime: '14:00', studentId: l.studentId, carId: carIds[i] }))));
    expect(results.filter((r) => r.statusCode === 201)).toHaveLength(1);
  });
});

describe('daylight saving (ADR 018)', () => {
  it('on the 2027 spring-forward date (28 March): a time that does not exist is incorrectTime; across the change is one hour', async () => {
    // 2027's change-over is on 28 March; the clock is in November 2026, so 2027 is in the future.
    const res = await call('POST', 'lesson', s.school, drive('2027-03-28', { startTime: '02:30', endTime: '04:00' }));
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual([{ field: 'startTime', key: 'msg.error.lesson.time.order', message: 'Początek lekcji musi być przed jej zakończeniem!' }]);
    const across = await call('POST', 'lesson', s.school, drive('2027-03-28', { startTime: '01:30', endTime: '03:30' }));
    expect(across.statusCode).toBe(201);
    const [row] = await t.database.db.select().from(lessons).where(eq(lessons.id, (across.json() as Lesson).id));
    expect(row?.startsAt.toISOString()).toBe('2027-03-28T00:30:00.000Z');
    expect(row?.endsAt.toISOString()).toBe('2027-03-28T01:30:00.000Z');
    // Answered as planned, no shift.
    expect(across.json()).toMatchObject({ startTime: '01:30', endTime: '03:30' });
  });

  it('on 29 March 2026 (clock set to early March 2026) and 25 October 2026 the API converts right', async () => {
    t.clock.set(new Date('2026-03-01T10:00:00Z'));
    try {
      const gap = await call('POST', 'lesson', s.school, drive('2026-03-29', { startTime: '09:00', endTime: '02:30' }));
      expect(gap.statusCode).toBe(400);
      expect(gap.json().fields).toEqual([{ field: 'endTime', key: 'msg.error.lesson.time.order', message: expect.any(String) }]);
      expect((await call('POST', 'validation', s.school, drive('2026-03-29', { startTime: '02:00', endTime: '03:30' }))).json()).toEqual([{ field: 'startTime', reason: 'incorrectTime' }]);
      const spring = await call('POST', 'lesson', s.school, drive('2026-03-29', { startTime: '01:30', endTime: '03:30' }));
      expect(spring.statusCode).toBe(201);
      const autumn = await call('POST', 'lesson', s.school, drive('2026-10-25', { startTime: '01:30', endTime: '03:30' }));
      expect(autumn.statusCode).toBe(201);
      const rows = await t.database.db.select().from(lessons).where(eq(lessons.carId, a.carId));
      const byId = (id: number) => rows.find((r) => r.id === id)!;
      const sp = byId((spring.json() as Lesson).id);
      const au = byId((autumn.json() as Lesson).id);
      expect([sp.startsAt.toISOString(), sp.endsAt.toISOString()]).toEqual(['2026-03-29T00:30:00.000Z', '2026-03-29T01:30:00.000Z']);
      expect([au.startsAt.toISOString(), au.endsAt.toISOString()]).toEqual(['2026-10-24T23:30:00.000Z', '2026-10-25T02:30:00.000Z']);
      // The week of the change lists them by wall time.
      const week = (await call('GET', 'lesson?after=2026-03-23&before=2026-03-29', s.school)).json() as LessonPage;
      expect(week.content.map((l) => [l.lessonDate, l.startTime, l.endTime])).toContainEqual(['2026-03-29', '01:30', '03:30']);
    } finally {
      t.clock.set(new Date('2026-11-22T10:00:00Z'));
    }
  });

  it('on the fall-back date the 01:30–03:30 lesson lasts three hours and blocks the car for all of it', async () => {
    const res = await call('POST', 'lesson', s.school, drive('2027-10-31', { startTime: '01:30', endTime: '03:30' }));
    expect(res.statusCode).toBe(201);
    const [row] = await t.database.db.select().from(lessons).where(eq(lessons.id, (res.json() as Lesson).id));
    expect((row!.endsAt.getTime() - row!.startsAt.getTime()) / 3_600_000).toBe(3);
    const clash = await call('POST', 'lesson', s.school, drive('2027-10-31', { startTime: '03:00', endTime: '04:00', instructorId: a.instructor2.instructorId, studentId: a.learner3.studentId }));
    expect(clash.json().fields).toEqual([{ field: 'car', key: 'msg.error.lesson.overlap.car', message: expect.any(String), conflict: expect.objectContaining({ lessonDate: expect.any(String) }) }]);
  });
});

describe('who may change what', () => {
  it("an instructor's lesson is always its own; it edits and deletes only its own future lessons", async () => {
    const date = nextDate();
    const own = await call('POST', 'lesson', s.instructor, drive(date, { instructorId: a.instructor2.instructorId }));
    expect(own.statusCode).toBe(201);
    expect((own.json() as Lesson).instructor?.id).toBe(a.instructor.instructorId);
    expect((own.json() as Lesson).canEdit).toBe(true);
    const id = (own.json() as Lesson).id;
    // The other instructor may not touch it.
    expect((await call('PUT', `lesson/${id}`, s.instructor2, drive(date, { startTime: '12:00', endTime: '13:00' }))).statusCode).toBe(403);
    expect((await call('DELETE', `lesson/${id}`, s.instructor2)).statusCode).toBe(403);
    expect((await call('POST', 'validation', s.instructor2, { ...drive(date), id })).statusCode).toBe(403);
    // Its own: yes.
    const moved = await call('PUT', `lesson/${id}`, s.instructor, drive(date, { startTime: '12:00', endTime: '13:00' }));
    expect(moved.statusCode).toBe(200);
    // An instructor cannot move its lesson into the past.
    const past = await call('PUT', `lesson/${id}`, s.instructor, drive('2026-11-21'));
    expect(past.statusCode).toBe(400);
    expect(past.json().fields[0].key).toBe('msg.error.lesson.past');
    expect((await call('DELETE', `lesson/${id}`, s.instructor)).statusCode).toBe(200);
    expect((await call('DELETE', `lesson/${id}`, s.instructor)).statusCode).toBe(404);
  });

  it('a past lesson: the instructor may not change it, the school may', async () => {
    const id = await insertLesson(t.database.db, { schoolId: a.school.schoolId, lessonDate: '2026-11-20', startTime: '10:00', endTime: '11:00', instructorId: a.instructor.instructorId, studentId: a.learner.studentId, carId: a.carId });
    const byInstructor = await call('PUT', `lesson/${id}`, s.instructor, drive('2026-11-20', { startTime: '10:00', endTime: '12:00' }));
    expect(byInstructor.statusCode).toBe(403);
    expect(byInstructor.json().code).toBe('msg.error.lesson.not.editable');
    expect((await call('DELETE', `lesson/${id}`, s.instructor)).statusCode).toBe(403);
    const bySchool = await call('PUT', `lesson/${id}`, s.school, drive('2026-11-20', { startTime: '10:00', endTime: '12:00', remarks: 'poprawka' }));
    expect(bySchool.statusCode).toBe(200);
    expect(bySchool.json()).toMatchObject({ endTime: '12:00', canEdit: true, remarks: 'poprawka' });
    const list = (await call('GET', 'lesson?after=2026-11-20&before=2026-11-20', s.instructor)).json() as LessonPage;
    expect(list.content.find((l) => l.id === id)?.canEdit).toBe(false);
  });

  it("another school's lesson: 403 for read-write calls, absent from lists; unknown id 404; bad id 400", async () => {
    const date = nextDate();
    const theirs = (await call('POST', 'lesson', s.otherSchool, { ...drive(date), instructorId: b.instructor.instructorId, studentId: b.learner.studentId, carId: b.carId })).json() as Lesson;
    expect((await call('PUT', `lesson/${theirs.id}`, s.school, drive(date))).statusCode).toBe(403);
    expect((await call('DELETE', `lesson/${theirs.id}`, s.school)).statusCode).toBe(403);
    expect((await call('DELETE', `lesson/${theirs.id}`, s.instructor)).statusCode).toBe(403);
    expect((await call('POST', 'validation', s.school, { ...drive(date), id: theirs.id })).statusCode).toBe(403);
    const list = (await call('GET', `lesson?after=${date}&before=${date}`, s.school)).json() as LessonPage;
    expect(list.content.map((l) => l.id)).not.toContain(theirs.id);
    expect((await call('PUT', 'lesson/99999999', s.school, drive(date))).statusCode).toBe(404);
    expect((await call('DELETE', 'lesson/abc', s.school)).statusCode).toBe(400);
  });

  it('learners may read only: writes are 403', async () => {
    const date = nextDate();
    expect((await call('POST', 'lesson', s.learner, drive(date))).statusCode).toBe(403);
    expect((await call('POST', 'validation', s.learner, drive(date))).statusCode).toBe(403);
    const made = (await call('POST', 'lesson', s.school, drive(date))).json() as Lesson;
    expect((await call('PUT', `lesson/${made.id}`, s.learner, drive(date))).statusCode).toBe(403);
    expect((await call('DELETE', `lesson/${made.id}`, s.learner)).statusCode).toBe(403);
  });
});

describe('GET lessons/lesson', () => {
  it('lists by date then start time in an inclusive range, with filters, per caller', async () => {
    const d1 = nextDate();
    const d2 = nextDate();
    const late = (await call('POST', 'lesson', s.school, drive(d1, { startTime: '15:00', endTime: '16:00' }))).json() as Lesson;
    const early = (await call('POST', 'lesson', s.school, drive(d1, { startTime: '08:00', endTime: '09:00' }))).json() as Lesson;
    const next = (await call('POST', 'lesson', s.school, drive(d2, { instructorId: a.instructor2.instructorId, carId: a.car2Id, studentId: a.learner3.studentId }))).json() as Lesson;
    const lec = (await call('POST', 'lesson', s.school, lecture(d2))).json() as Lesson;

    const all = (await call('GET', `lesson?after=${d1}&before=${d2}&pageSize=2000`, s.school)).json() as LessonPage;
    expect(all.content.map((l) => l.id)).toEqual([early.id, late.id, next.id, lec.id]);
    expect(all).toMatchObject({ totalElements: 4, totalPages: 1, size: 2000, number: 0, first: true, last: true, empty: false });
    expect(((await call('GET', `lesson?after=${d1}&before=${d1}`, s.school)).json() as LessonPage).content.map((l) => l.id)).toEqual([early.id, late.id]);
    expect(((await call('GET', `lesson?after=${d1}&before=${d2}&carId=${a.car2Id}`, s.school)).json() as LessonPage).content.map((l) => l.id)).toEqual([next.id]);
    expect(((await call('GET', `lesson?after=${d1}&before=${d2}&lessonType=LECTURE`, s.school)).json() as LessonPage).content.map((l) => l.id)).toEqual([lec.id]);
    expect(((await call('GET', `lesson?after=${d1}&before=${d2}&groupId=${a.groupId}`, s.school)).json() as LessonPage).content.map((l) => l.id)).toEqual([lec.id]);
    expect(((await call('GET', `lesson?after=${d1}&before=${d2}&studentId=${a.learner3.studentId}`, s.school)).json() as LessonPage).content.map((l) => l.id)).toEqual([next.id]);
    // The calendar's instructor filter: one instructor, or several (the name repeated).
    expect(((await call('GET', `lesson?after=${d1}&before=${d2}&instructorId=${a.instructor.instructorId}`, s.school)).json() as LessonPage).content.map((l) => l.id)).toEqual([early.id, late.id]);
    const both = await call('GET', `lesson?after=${d1}&before=${d2}&instructorId=${a.instructor.instructorId}&instructorId=${a.instructor2.instructorId}`, s.school);
    expect(both.statusCode).toBe(200);
    expect((both.json() as LessonPage).content.map((l) => l.id)).toEqual([early.id, late.id, next.id, lec.id]);
    expect((await call('GET', `lesson?after=${d1}&before=${d2}&instructorId=${a.instructor2.instructorId}&instructorId=${a.instructor2.instructorId}&lessonType=DRIVE`, s.school)).json().content.map((l: Lesson) => l.id)).toEqual([next.id]);
    expect((await call('GET', `lesson?after=${d1}&before=${d2}&instructorId=x`, s.school)).statusCode).toBe(400);
    // Paging.
    const page1 = (await call('GET', `lesson?after=${d1}&before=${d2}&pageSize=3&pageNumber=1`, s.school)).json() as LessonPage;
    expect(page1).toMatchObject({ totalElements: 4, totalPages: 2, number: 1, last: true, first: false });
    expect(page1.content.map((l) => l.id)).toEqual([lec.id]);

    // The instructor sees only its own; another instructor's filter is 403.
    const mine = (await call('GET', `lesson?after=${d1}&before=${d2}`, s.instructor)).json() as LessonPage;
    expect(mine.content.map((l) => l.id)).toEqual([early.id, late.id]);
    expect(mine.content.every((l) => l.canEdit)).toBe(true);
    expect((await call('GET', `lesson?after=${d1}&before=${d2}&instructorId=${a.instructor2.instructorId}`, s.instructor)).statusCode).toBe(403);
    expect((await call('GET', `lesson?after=${d1}&before=${d2}&instructorId=${a.instructor.instructorId}&instructorId=${a.instructor2.instructorId}`, s.instructor)).statusCode).toBe(403);
    expect((await call('GET', `lesson?after=${d1}&before=${d2}&instructorId=${a.instructor.instructorId}&carId=${a.car2Id}`, s.instructor)).json().content).toEqual([]);

    // The learner: its drives and its group's lectures, read-only.
    const learner = (await call('GET', `lesson?after=${d1}&before=${d2}`, s.learner)).json() as LessonPage;
    expect(learner.content.map((l) => l.id)).toEqual([early.id, late.id, lec.id]);
    expect(learner.content.every((l) => !l.canEdit)).toBe(true);
    expect((await call('GET', `lesson?after=${d1}&before=${d2}`, s.learner3)).json().content.map((l: Lesson) => l.id)).toEqual([next.id]);
    expect((await call('GET', `lesson?studentId=${a.learner3.studentId}`, s.learner)).statusCode).toBe(403);
    // The other school sees none of them.
    expect((await call('GET', `lesson?after=${d1}&before=${d2}`, s.otherSchool)).json().content).toEqual([]);
  });

  it('page sizes: 2000 for the school, 1000 for others; bad ranges and values are 400', async () => {
    expect((await call('GET', 'lesson?pageSize=2000', s.school)).statusCode).toBe(200);
    expect((await call('GET', 'lesson?pageSize=2001', s.school)).statusCode).toBe(400);
    expect((await call('GET', 'lesson?pageSize=1001', s.instructor)).statusCode).toBe(400);
    expect((await call('GET', 'lesson?pageSize=1000', s.instructor)).statusCode).toBe(200);
    expect((await call('GET', 'lesson?pageSize=1001', s.learner)).statusCode).toBe(400);
    expect((await call('GET', 'lesson?pageSize=0', s.school)).statusCode).toBe(400);
    const range = await call('GET', 'lesson?after=2026-12-10&before=2026-12-01', s.school);
    expect(range.statusCode).toBe(400);
    expect(range.json().fields[0].field).toBe('before');
    expect((await call('GET', 'lesson?after=2026-02-30', s.school)).statusCode).toBe(400);
    expect((await call('GET', 'lesson?after=yesterday', s.school)).statusCode).toBe(400);
    expect((await call('GET', 'lesson?carId=x', s.school)).statusCode).toBe(400);
    expect((await call('GET', 'lesson')).statusCode).toBe(403);
  });
});

// Issue 22: a change is told at once only when the lesson starts within 48 hours (before: every booking
// mailed both people); lessons further ahead are told by the day-before digest and reminder
// (lessons.reminders.test.ts). These tests book for tomorrow, 2026-11-23.
const SOON = '2026-11-23';

describe('notifications', () => {
  it('mails (and texts) the instructor and the learner on create, move and cancel, not the caller, in their language', async () => {
    const db = t.database.db;
    const teacher = await createNamedInstructor(db, a.school.schoolId, { language: 'de', phoneNumber: '600100200' });
    const pupil = await createLearner(db, a.school.schoolId, { language: 'en', phoneNumber: '600100201' });
    const quiet = await createLearner(db, a.school.schoolId);
    await db.update(students).set({ notificationsEnabled: false }).where(eq(students.id, quiet.studentId));
    const date = SOON;
    const made = (await call('POST', 'lesson', s.school, drive(date, { instructorId: teacher.instructorId, studentId: pupil.studentId, carId: a.car2Id }))).json() as Lesson;
    let toTeacher = await t.services.outbox.listFor(teacher.email);
    let toPupil = await t.services.outbox.listFor(pupil.email);
    expect(toTeacher.map((m) => m.subject)).toEqual([expect.stringContaining('Neue Stunde')]);
    expect(toPupil.map((m) => m.subject)).toEqual([expect.stringContaining('New lesson')]);
    expect(toPupil[0]?.text).toContain('10:00–11:00');
    expect((await t.services.outbox.listFor('600100201')).length).toBe(1);

    // Moved by the instructor itself: only the learner hears.
    const teacherSession = await t.sessionOf(teacher.email, teacher.password);
    expect((await call('PUT', `lesson/${made.id}`, teacherSession, drive(date, { startTime: '12:00', endTime: '13:00', studentId: pupil.studentId, carId: a.car2Id }))).statusCode).toBe(200);
    toTeacher = await t.services.outbox.listFor(teacher.email);
    toPupil = await t.services.outbox.listFor(pupil.email);
    expect(toTeacher).toHaveLength(1);
    expect(toPupil.map((m) => m.subject)).toContain(`Lesson moved: Driving lesson ${date.slice(8, 10)}.${date.slice(5, 7)}.${date.slice(0, 4)} 12:00–13:00`);
    // A change that does not move it tells nobody.
    await call('PUT', `lesson/${made.id}`, s.school, drive(date, { startTime: '12:00', endTime: '13:00', instructorId: teacher.instructorId, studentId: pupil.studentId, carId: a.car2Id, remarks: 'x' }));
    expect(await t.services.outbox.listFor(pupil.email)).toHaveLength(2);
    // Cancelled.
    expect((await call('DELETE', `lesson/${made.id}`, s.school)).statusCode).toBe(200);
    expect((await t.services.outbox.listFor(pupil.email)).map((m) => m.subject)).toContainEqual(expect.stringContaining('Lesson cancelled'));
    expect((await t.services.outbox.listFor(teacher.email)).map((m) => m.subject)).toContainEqual(expect.stringContaining('Stunde abgesagt'));

    // More than 48 hours ahead: nothing at once.
    const toTeacherSoFar = (await t.services.outbox.listFor(teacher.email)).length;
    expect((await call('POST', 'lesson', s.school, drive(nextDate(), { instructorId: teacher.instructorId, studentId: pupil.studentId, carId: a.car2Id }))).statusCode).toBe(201);
    expect(await t.services.outbox.listFor(teacher.email)).toHaveLength(toTeacherSoFar);
    expect(await t.services.outbox.listFor(pupil.email)).toHaveLength(3);

    // Notifications off: nothing.
    expect((await call('POST', 'lesson', s.school, drive(SOON, { startTime: '14:00', endTime: '15:00', instructorId: teacher.instructorId, studentId: quiet.studentId, carId: a.car2Id }))).statusCode).toBe(201);
    expect(await t.services.outbox.listFor(quiet.email)).toHaveLength(0);
    await db.update(instructors).set({ notificationsEnabled: false }).where(eq(instructors.id, teacher.instructorId));
    const before = (await t.services.outbox.listFor(teacher.email)).length;
    expect((await call('POST', 'lesson', s.school, drive(SOON, { startTime: '16:00', endTime: '17:00', instructorId: teacher.instructorId, studentId: quiet.studentId, carId: a.car2Id }))).statusCode).toBe(201);
    expect(await t.services.outbox.listFor(teacher.email)).toHaveLength(before);
  });

  it("a lecture tells the group's learners", async () => {
    const db = t.database.db;
    const l1 = await createLearner(db, a.school.schoolId);
    const l2 = await createLearner(db, a.school.schoolId, { language: 'ua' });
    const groupId = await createGroup(db, a.school.schoolId, [l1.studentId, l2.studentId]);
    expect((await call('POST', 'lesson', s.school, lecture(SOON, { groupId }))).statusCode).toBe(201);
    expect((await t.services.outbox.listFor(l1.email)).map((m) => m.subject)).toEqual([expect.stringContaining('Nowa lekcja: Wykład')]);
    expect((await t.services.outbox.listFor(l2.email)).map((m) => m.subject)).toEqual([expect.stringContaining('Нове заняття')]);
  });
});

describe('calendar feeds', () => {
  it('an instructor makes, reads, rotates and revokes a feed; the ICS holds its lessons', async () => {
    const date = nextDate();
    const made = (await call('POST', 'lesson', s.school, drive(date, { startTime: '09:15', endTime: '10:45' }))).json() as Lesson;
    const other = (await call('POST', 'lesson', s.school, drive(date, { instructorId: a.instructor2.instructorId, carId: a.car2Id, studentId: a.learner3.studentId }))).json() as Lesson;
    const old = await insertLesson(t.database.db, { schoolId: a.school.schoolId, lessonDate: '2026-09-01', startTime: '10:00', endTime: '11:00', instructorId: a.instructor.instructorId, studentId: a.learner.studentId, carId: a.carId });
    expect((await call('GET', 'calendar-feed', s.instructor)).json()).toEqual({ url: null, active: false });
    const created = await call('POST', 'calendar-feed', s.instructor);
    expect(created.statusCode).toBe(200);
    const url = (created.json() as { url: string }).url;
    expect(url).toMatch(/^http:\/\/localhost:8080\/api\/lessons\/calendar\/[A-Za-z0-9_-]{43}\.ics$/);
    expect((await call('GET', 'calendar-feed', s.instructor)).json()).toEqual({ url: null, active: true });
    // Only the hash is stored.
    const token = url.split('/').pop()!.replace('.ics', '');
    const stored = await t.database.db.select().from(calendarFeeds);
    expect(stored.some((f) => f.tokenHash.includes(token))).toBe(false);

    const ics = await t.app.inject({ method: 'GET', url: url.replace('http://localhost:8080', '') });
    expect(ics.statusCode).toBe(200);
    expect(ics.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(ics.body.startsWith('BEGIN:VCALENDAR\r\n')).toBe(true);
    const [y, m, d] = date.split('-');
    expect(ics.body).toContain(`UID:lesson-${made.id}@localhost\r\n`);
    expect(ics.body).toContain(`DTSTART:${y}${m}${d}T081500Z\r\nDTEND:${y}${m}${d}T094500Z\r\nSUMMARY:Jazda – Anna Nowak\r\n`);
    expect(ics.body).not.toContain(`UID:lesson-${other.id}@`);
    expect(ics.body).not.toContain(`UID:lesson-${old}@`);

    // Rotating kills the old address; revoking kills the new one.
    const rotated = (await call('POST', 'calendar-feed', s.instructor)).json() as { url: string };
    expect(rotated.url).not.toBe(url);
    expect((await t.app.inject({ method: 'GET', url: url.replace('http://localhost:8080', '') })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: rotated.url.replace('http://localhost:8080', '') })).statusCode).toBe(200);
    expect((await call('DELETE', 'calendar-feed', s.instructor)).json()).toEqual({ url: null, active: false });
    const gone = await t.app.inject({ method: 'GET', url: rotated.url.replace('http://localhost:8080', '') });
    expect(gone.statusCode).toBe(404);
    expect(gone.json()).toMatchObject({ code: 'msg.error.not.found' });
  });

  it("a learner's feed holds its drives and its group's lectures; schools and strangers have none", async () => {
    const date = nextDate();
    const drv = (await call('POST', 'lesson', s.school, drive(date))).json() as Lesson;
    const lec = (await call('POST', 'lesson', s.school, lecture(date))).json() as Lesson;
    const url = ((await call('POST', 'calendar-feed', s.learner)).json() as { url: string }).url;
    const ics = (await t.app.inject({ method: 'GET', url: url.replace('http://localhost:8080', '') })).body;
    expect(ics).toContain(`UID:lesson-${drv.id}@localhost`);
    expect(ics).toContain(`UID:lesson-${lec.id}@localhost`);
    expect(ics).toContain(`SUMMARY:Wykład – Kurs B ${a.school.schoolId}`);
    expect(ics).toContain('SUMMARY:Jazda – Piotr Kowalski');
    expect((await call('POST', 'calendar-feed', s.school)).statusCode).toBe(403);
    expect((await call('GET', 'calendar-feed')).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/api/lessons/calendar/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA.ics' })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/api/lessons/calendar/short.ics' })).statusCode).toBe(404);
  });
});

describe('progress cards', () => {
  it('lists the learner\'s lessons (drives and group lectures) and renders the PDF with hours', async () => {
    const l = await createLearner(t.database.db, a.school.schoolId, { firstName: 'Zofia', lastName: 'Łęcka' });
    const groupId = await createGroup(t.database.db, a.school.schoolId, [l.studentId]);
    const d1 = await insertLesson(t.database.db, { schoolId: a.school.schoolId, lessonDate: '2026-11-02', startTime: '10:00', endTime: '11:30', instructorId: a.instructor.instructorId, studentId: l.studentId, carId: a.carId, outcome: 'HELD' });
    const d2 = await insertLesson(t.database.db, { schoolId: a.school.schoolId, lessonDate: '2026-11-03', startTime: '08:00', endTime: '09:00', instructorId: a.instructor.instructorId, studentId: l.studentId, carId: a.carId, outcome: 'HELD' });
    const lec = await insertLesson(t.database.db, { schoolId: a.school.schoolId, lessonType: 'LECTURE', lessonDate: '2026-11-04', startTime: '17:00', endTime: '18:30', instructorId: a.instructor2.instructorId, groupId, outcome: 'HELD' });
    await insertLesson(t.database.db, { schoolId: a.school.schoolId, lessonDate: '2026-11-04', startTime: '08:00', endTime: '09:00', instructorId: a.instructor.instructorId, studentId: a.learner3.studentId, carId: a.carId });

    const res = await call('GET', `cards?studentId=${l.studentId}`, s.school);
    expect(res.statusCode).toBe(200);
    const rows = res.json() as CardLesson[];
    expect(rows.map((r) => r.lessonId)).toEqual([d1, d2, lec]);
    expect(rows[0]).toEqual({ lessonId: d1, lessonType: 'DRIVE', instructor: { id: a.instructor.instructorId, firstName: 'Piotr', lastName: 'Kowalski' }, orginalLessonDate: '2026-11-02', orginalStartTime: '10:00', orginalEndTime: '11:30', overridedLessonDate: null, overridedStartTime: null, overridedEndTime: null, override: false, selected: true });

    const body = {
      category: 'B',
      pesel: '02070803628',
      instructorId: a.instructor.instructorId,
      studentId: l.studentId,
      overrides: [
        { lessonId: d1, selected: true, override: false },
        { lessonId: d2, selected: true, override: true, overridedLessonDate: '2026-11-05', overridedStartTime: '08:00', overridedEndTime: '09:30' },
        { lessonId: lec, selected: false, override: false },
      ],
    };
    const pdf = await call('POST', 'cards', s.school, body);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    const text = await pdfText(pdf.rawPayload);
    expect(text).toContain('Karta przeprowadzonych zajęć');
    expect(text).toContain('OSK Alfa');
    expect(text).toContain('Zofia Łęcka');
    expect(text).toContain('02070803628');
    expect(text).toContain('Piotr Kowalski');
    expect(text).toContain('12345/2020');
    expect(text).toContain('02.11.2026');
    expect(text).toContain('05.11.2026');
    expect(text).not.toContain('03.11.2026');
    expect(text).not.toContain('04.11.2026');
    // Drives count in practical hours of 60 minutes: 90 minutes each, 3 hours in all; no lecture selected.
    expect(text).toMatch(/1,50/);
    expect(text).toContain('Zajęcia praktyczne: 3,00 godz. (180 min)');
    expect(text).toContain('Zajęcia teoretyczne: 0,00 godz. (0 min)');

    // Birth date instead of a PESEL; an invalid override falls back to the lesson as it was.
    const byBirth = await call('POST', 'cards', s.school, { ...body, pesel: null, birthDate: '2002-07-08', overrides: [{ lessonId: d2, selected: true, override: true, overridedStartTime: '10:00', overridedEndTime: '09:00' }] });
    expect(byBirth.statusCode).toBe(200);
    const text2 = await pdfText(byBirth.rawPayload);
    expect(text2).toContain('08.07.2002');
    expect(text2).toContain('Zajęcia praktyczne: 1,00 godz. (60 min)');
  });

  it('refuses bad PESELs, missing identity, other schools\' people and lessons', async () => {
    const base = { category: 'B', pesel: '02070803628', instructorId: a.instructor.instructorId, studentId: a.learner.studentId, overrides: [] };
    const badPesel = await call('POST', 'cards', s.school, { ...base, pesel: '02070803629' });
    expect(badPesel.statusCode).toBe(400);
    expect(badPesel.json().fields).toEqual([{ field: 'pesel', key: 'msg.validation.pesel', message: expect.any(String) }]);
    expect((await call('POST', 'cards', s.school, { ...base, pesel: '020708036281' })).statusCode).toBe(400);
    const none = await call('POST', 'cards', s.school, { ...base, pesel: null });
    expect(none.json().fields).toEqual([{ field: 'pesel', key: 'msg.validation.required', message: expect.any(String) }]);
    expect((await call('POST', 'cards', s.school, { ...base, studentId: b.learner.studentId })).json().fields[0].field).toBe('studentId');
    expect((await call('POST', 'cards', s.school, { ...base, instructorId: b.instructor.instructorId })).json().fields[0].field).toBe('instructorId');
    const theirs = await insertLesson(t.database.db, { schoolId: a.school.schoolId, lessonDate: '2026-11-02', startTime: '12:00', endTime: '13:00', instructorId: a.instructor.instructorId, studentId: a.learner3.studentId, carId: a.carId });
    const notHis = await call('POST', 'cards', s.school, { ...base, overrides: [{ lessonId: theirs, selected: true, override: false }] });
    expect(notHis.statusCode).toBe(400);
    expect(notHis.json().fields[0].field).toBe('overrides');
    expect((await call('POST', 'cards', s.school, { ...base, category: 'Q' })).statusCode).toBe(400);
    expect((await call('GET', `cards?studentId=${b.learner.studentId}`, s.school)).statusCode).toBe(403);
    expect((await call('GET', 'cards?studentId=99999999', s.school)).statusCode).toBe(404);
    expect((await call('GET', 'cards?studentId=x', s.school)).statusCode).toBe(400);
    expect((await call('GET', `cards?studentId=${a.learner.studentId}`, s.instructor)).statusCode).toBe(403);
    expect((await call('POST', 'cards', s.learner, base)).statusCode).toBe(403);
  });

  it('cards off: 403 msg.error.cards.disabled', async () => {
    const off = await createTestApp({ demo: false });
    try {
      const x = await createSchedulerSchool(off.database.db);
      const session = await off.sessionOf(x.school.email, x.school.password);
      const res = await off.app.inject({ method: 'GET', url: `/api/lessons/cards?studentId=${x.learner.studentId}`, headers: { jsessionid: session } });
      expect(res.statusCode).toBe(403);
      expect(res.json().code).toBe('msg.error.cards.disabled');
      const post = await off.app.inject({
        method: 'POST',
        url: '/api/lessons/cards',
        headers: { jsessionid: session },
        payload: { category: 'B', pesel: '02070803628', instructorId: x.instructor.instructorId, studentId: x.learner.studentId, overrides: [] },
      });
      expect(post.json().code).toBe('msg.error.cards.disabled');
    } finally {
      await off.close();
    }
  });
});

describe('callers without lessons', () => {
  it('a learner without a school and a new instructor of another school see no lessons', async () => {
    const loner = await createStudent(t.database.db, {});
    const session = await t.sessionOf(loner.email, loner.password);
    expect((await call('GET', 'lesson', session)).json().content).toEqual([]);
    const orphan = await createInstructor(t.database.db, b.school.schoolId);
    const os = await t.sessionOf(orphan.email, orphan.password);
    expect((await call('GET', 'lesson', os)).json().content).toEqual([]);
  });
});
