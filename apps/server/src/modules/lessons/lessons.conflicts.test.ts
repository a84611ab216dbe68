import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiError } from '@osk/contract';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { createCar, createSchedulerSchool, insertLesson } from '../../../test/lessons.factory.js';

// Issue 22, "conflicts that help": a refused booking names the lesson it overlaps with and offers the
// nearest free slots. The school keeps the default settings: 06:00–20:00, Monday to Friday, 3 months.
// ManualClock starts at 2026-11-22T10:00Z (Sunday, 11:00 in Warsaw).
let t: TestApp;
let a: Awaited<ReturnType<typeof createSchedulerSchool>>;
let b: Awaited<ReturnType<typeof createSchedulerSchool>>;
const s = { school: '', instructor: '' };

beforeAll(async () => {
  t = await createTestApp({ demo: true });
  a = await createSchedulerSchool(t.database.db, 'OSK Alfa');
  b = await createSchedulerSchool(t.database.db, 'OSK Beta');
  s.school = await t.sessionOf(a.school.email, a.school.password);
  s.instructor = await t.sessionOf(a.instructor.email, a.instructor.password);
}, 60_000);
afterAll(async () => {
  await t.close();
});

function call(method: 'POST' | 'PUT', url: string, session: string, payload: Record<string, unknown>, language = 'pl') {
  return t.app.inject({ method, url: `/api/lessons/${url}`, headers: { jsessionid: session, 'accept-language': language }, payload });
}

const drive = (lessonDate: string, startTime: string, endTime: string, people: { instructorId?: number; studentId: number; carId: number }) => ({ lessonType: 'DRIVE', lessonDate, startTime, endTime, ...people });
const slotTimes = (e: ApiError) => (e.freeSlots ?? []).map((x) => `${x.lessonDate} ${x.startTime}-${x.endTime}`);

describe('a refused booking names the lesson it overlaps with and offers free slots', () => {
  it('names the other lesson (who, when) in the overlap finding and offers the nearest slots of the same day', async () => {
    await insertLesson(t.database.db, { schoolId: a.school.schoolId, lessonDate: '2026-11-23', startTime: '10:00', endTime: '11:00', instructorId: a.instructor.instructorId, studentId: a.learner2.studentId, carId: a.car2Id });
    const res = await call('POST', 'lesson', s.school, drive('2026-11-23', '10:00', '11:00', { instructorId: a.instructor.instructorId, studentId: a.learner.studentId, carId: a.carId }));
    expect(res.statusCode, res.body).toBe(400);
    const body = res.json() as ApiError;
    const overlap = body.fields?.find((f) => f.field === 'instructor');
    // The existing message key and text stay; the conflict is extra data.
    expect(overlap).toMatchObject({ key: 'msg.error.lesson.overlap.instructor', message: 'Instruktor już posiada lekcję w tym czasie!' });
    expect(overlap?.conflict).toEqual({
      lessonType: 'DRIVE',
      lessonDate: '2026-11-23',
      startTime: '10:00',
      endTime: '11:00',
      instructor: { firstName: 'Piotr', lastName: 'Kowalski' },
      student: { firstName: 'Jan', lastName: 'Wiśniewski' },
      group: null,
      car: { registrationNumber: expect.any(String) as string },
    });
    // Nearest first: 09:00 and 11:00 are an hour away (earlier first), then 08:30; 09:30 and 10:30 overlap.
    expect(slotTimes(body)).toEqual(['2026-11-23 09:00-10:00', '2026-11-23 11:00-12:00', '2026-11-23 08:30-09:30']);
    // A slot offered is really free: booking it succeeds.
    const booked = await call('POST', 'lesson', s.school, drive('2026-11-23', '09:00', '10:00', { instructorId: a.instructor.instructorId, studentId: a.learner.studentId, carId: a.carId }));
    expect(booked.statusCode, booked.body).toBe(201);
  });

  it('skips the days off and keeps within the working hours, and leaves out the times the car is busy', async () => {
    // Instructor 2 has all of Friday; the first car is busy on Monday 19:00–20:00 with another instructor.
    await insertLesson(t.database.db, { schoolId: a.school.schoolId, lessonDate: '2026-11-27', startTime: '06:00', endTime: '20:00', instructorId: a.instructor2.instructorId, studentId: a.learner3.studentId, carId: a.car2Id });
    await insertLesson(t.database.db, { schoolId: a.school.schoolId, lessonDate: '2026-11-30', startTime: '19:00', endTime: '20:00', instructorId: a.instructor.instructorId, studentId: a.learner2.studentId, carId: a.carId });
    const res = await call('POST', 'lesson', s.school, drive('2026-11-27', '19:00', '20:00', { instructorId: a.instructor2.instructorId, studentId: a.learner.studentId, carId: a.carId }), 'en');
    expect(res.statusCode, res.body).toBe(400);
    const body = res.json() as ApiError;
    expect(body.fields?.find((f) => f.field === 'instructor')?.conflict).toMatchObject({ lessonDate: '2026-11-27', startTime: '06:00', endTime: '20:00', instructor: { firstName: 'Marta' }, student: { firstName: 'Ola', lastName: 'Lis' } });
    // Saturday and Sunday are days off; on Monday 19:00 (the car) and 18:30 overlap; nothing ends after 20:00.
    expect(slotTimes(body)).toEqual(['2026-11-30 18:00-19:00', '2026-11-30 17:30-18:30', '2026-11-30 17:00-18:00']);
  });

  it('names the lesson on a change too, and the lesson being changed does not block its own slots', async () => {
    const id = await insertLesson(t.database.db, { schoolId: a.school.schoolId, lessonDate: '2026-11-26', startTime: '11:00', endTime: '12:00', instructorId: a.instructor.instructorId, studentId: a.learner.studentId, carId: a.carId });
    await insertLesson(t.database.db, { schoolId: a.school.schoolId, lessonDate: '2026-11-26', startTime: '10:00', endTime: '11:00', instructorId: a.instructor2.instructorId, studentId: a.learner2.studentId, carId: a.carId });
    const res = await call('PUT', `lesson/${id}`, s.school, drive('2026-11-26', '10:00', '11:00', { instructorId: a.instructor.instructorId, studentId: a.learner.studentId, carId: a.carId }));
    expect(res.statusCode, res.body).toBe(400);
    const body = res.json() as ApiError;
    expect(body.fields?.map((f) => f.field)).toEqual(['car']);
    expect(body.fields?.[0]).toMatchObject({ key: 'msg.error.lesson.overlap.car', conflict: { startTime: '10:00', instructor: { lastName: 'Zielińska' }, student: { lastName: 'Wiśniewski' } } });
    expect(slotTimes(body)).toEqual(['2026-11-26 09:00-10:00', '2026-11-26 11:00-12:00', '2026-11-26 08:30-09:30']);
  });

  it("shows an instructor the learner of its own lessons only", async () => {
    await insertLesson(t.database.db, { schoolId: a.school.schoolId, lessonDate: '2026-11-24', startTime: '10:00', endTime: '11:00', instructorId: a.instructor2.instructorId, studentId: a.learner3.studentId, carId: a.car2Id });
    await insertLesson(t.database.db, { schoolId: a.school.schoolId, lessonDate: '2026-11-24', startTime: '14:00', endTime: '15:00', instructorId: a.instructor.instructorId, studentId: a.learner2.studentId, carId: a.carId });
    const other = await call('POST', 'lesson', s.instructor, drive('2026-11-24', '10:00', '11:00', { studentId: a.learner.studentId, carId: a.car2Id }));
    expect(other.statusCode, other.body).toBe(400);
    const car = (other.json() as ApiError).fields?.find((f) => f.field === 'car');
    expect(car?.conflict).toMatchObject({ instructor: { firstName: 'Marta', lastName: 'Zielińska' }, student: null });
    expect(other.body).not.toContain('Lis');
    const own = await call('POST', 'lesson', s.instructor, drive('2026-11-24', '14:00', '15:00', { studentId: a.learner.studentId, carId: a.car2Id }));
    expect((own.json() as ApiError).fields?.find((f) => f.field === 'instructor')?.conflict).toMatchObject({ student: { firstName: 'Jan', lastName: 'Wiśniewski' } });
  });

  it("never names another school's lesson", async () => {
    const plate = 'PO-OBCY1';
    const otherCar = await createCar(t.database.db, b.school.schoolId, { registrationNumber: plate });
    // The learner (once another school's too) has a lesson there at the same time.
    await insertLesson(t.database.db, { schoolId: b.school.schoolId, lessonDate: '2026-11-25', startTime: '10:00', endTime: '11:00', instructorId: b.instructor2.instructorId, studentId: a.learner.studentId, carId: otherCar });
    const res = await call('POST', 'lesson', s.school, drive('2026-11-25', '10:00', '11:00', { instructorId: a.instructor.instructorId, studentId: a.learner.studentId, carId: a.carId }));
    expect(res.statusCode, res.body).toBe(400);
    const body = res.json() as ApiError;
    const student = body.fields?.find((f) => f.field === 'student');
    expect(student).toMatchObject({ key: 'msg.error.lesson.overlap.student' });
    expect(student?.conflict).toBeUndefined();
    expect(res.body).not.toContain(plate);
    expect(res.body).not.toContain('Zielińska');
    // The offered slots are still free for the learner.
    expect(slotTimes(body)).toEqual(['2026-11-25 09:00-10:00', '2026-11-25 11:00-12:00', '2026-11-25 08:30-09:30']);
  });

  it('answers no slots and no conflict for findings other than overlaps', async () => {
    const res = await call('POST', 'lesson', s.school, drive('2026-11-28', '10:00', '11:00', { instructorId: a.instructor.instructorId, studentId: a.learner.studentId, carId: a.carId }));
    expect(res.statusCode, res.body).toBe(400);
    const body = res.json() as ApiError;
    expect(body.fields?.map((f) => f.key)).toEqual(['msg.error.lesson.day.off']);
    expect(body.freeSlots).toBeUndefined();
  });
});
