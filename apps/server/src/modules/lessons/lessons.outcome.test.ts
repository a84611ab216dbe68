import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CardLesson, Lesson, LessonPage } from '@osk/contract';
import { PDFParse } from 'pdf-parse';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { createLearner, createSchedulerSchool, insertLesson, openSchedule } from '../../../test/lessons.factory.js';

// Issue 22, "what happened": a lesson's outcome (HELD, NO_SHOW, CANCELLED by whom) once it has started,
// its meeting place, and the hours ledger counting only held lessons.
// ManualClock starts at 2026-11-22T10:00Z (Sunday, 11:00 in Warsaw).
let t: TestApp;
let a: Awaited<ReturnType<typeof createSchedulerSchool>>;
let b: Awaited<ReturnType<typeof createSchedulerSchool>>;
const s = { school: '', instructor: '', instructor2: '', learner: '', otherSchool: '' };

beforeAll(async () => {
  t = await createTestApp({ demo: true });
  a = await createSchedulerSchool(t.database.db, 'OSK Alfa');
  b = await createSchedulerSchool(t.database.db, 'OSK Beta');
  await openSchedule(t.database.db, a.school.schoolId);
  s.school = await t.sessionOf(a.school.email, a.school.password);
  s.instructor = await t.sessionOf(a.instructor.email, a.instructor.password);
  s.instructor2 = await t.sessionOf(a.instructor2.email, a.instructor2.password);
  s.learner = await t.sessionOf(a.learner.email, a.learner.password);
  s.otherSchool = await t.sessionOf(b.school.email, b.school.password);
}, 60_000);
afterAll(async () => {
  await t.close();
});

type Method = 'GET' | 'POST' | 'PUT';
function call(method: Method, url: string, session: string, payload?: unknown, language = 'pl') {
  return t.app.inject({
    method,
    url: `/api/lessons/${url}`,
    headers: { jsessionid: session, 'accept-language': language },
    ...(payload !== undefined ? { payload: payload as Record<string, unknown> } : {}),
  });
}

let minute = 0;
/** A drive of the school's first instructor on a past day (a fresh hour per call). */
async function pastDrive(patch: { lessonDate?: string; startTime?: string; endTime?: string; studentId?: number; instructorId?: number } = {}): Promise<number> {
  minute += 1;
  const hour = String(6 + (minute % 12)).padStart(2, '0');
  return insertLesson(t.database.db, {
    schoolId: a.school.schoolId,
    lessonDate: patch.lessonDate ?? `2026-11-${String(2 + Math.floor(minute / 12)).padStart(2, '0')}`,
    startTime: patch.startTime ?? `${hour}:00`,
    endTime: patch.endTime ?? `${hour}:45`,
    instructorId: patch.instructorId ?? a.instructor.instructorId,
    studentId: patch.studentId ?? a.learner.studentId,
    carId: a.carId,
  });
}

const outcome = (id: number, session: string, body: unknown, language = 'pl') => call('PUT', `lesson/${id}/outcome`, session, body, language);

describe('PUT lessons/lesson/{id}/outcome', () => {
  it('lets the instructor record, change and clear what happened at its own started lesson', async () => {
    const id = await pastDrive();
    const held = await outcome(id, s.instructor, { outcome: 'HELD' });
    expect(held.statusCode, held.body).toBe(200);
    expect(held.json()).toMatchObject({ id, outcome: 'HELD', cancelledBy: null, canSetOutcome: true, canEdit: false });
    const cancelled = await outcome(id, s.instructor, { outcome: 'CANCELLED', cancelledBy: 'LEARNER' });
    expect(cancelled.json()).toMatchObject({ outcome: 'CANCELLED', cancelledBy: 'LEARNER' });
    const noShow = await outcome(id, s.instructor, { outcome: 'NO_SHOW', cancelledBy: null });
    expect(noShow.json()).toMatchObject({ outcome: 'NO_SHOW', cancelledBy: null });
    // The list shows it, with whether the caller may record it.
    const page = (await call('GET', 'lesson?after=2026-11-01&before=2026-11-30', s.instructor)).json() as LessonPage;
    expect(page.content.find((l) => l.id === id)).toMatchObject({ outcome: 'NO_SHOW', cancelledBy: null, canSetOutcome: true });
    const cleared = await outcome(id, s.instructor, { outcome: null });
    expect(cleared.json()).toMatchObject({ outcome: null, cancelledBy: null });
  });

  it('lets the school record any of its lessons, also one in progress; the learner only sees it', async () => {
    const id = await pastDrive({ instructorId: a.instructor2.instructorId });
    const res = await outcome(id, s.school, { outcome: 'CANCELLED', cancelledBy: 'SCHOOL' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ outcome: 'CANCELLED', cancelledBy: 'SCHOOL', canSetOutcome: true, canEdit: true });
    // Today 10:30-12:00 in Warsaw: started at 09:30Z, the clock says 10:00Z.
    const running = await pastDrive({ lessonDate: '2026-11-22', startTime: '10:30', endTime: '12:00' });
    expect((await outcome(running, s.school, { outcome: 'HELD' })).statusCode).toBe(200);
    const learnerPage = (await call('GET', 'lesson?after=2026-11-01&before=2026-11-30', s.learner)).json() as LessonPage;
    const seen = learnerPage.content.find((l) => l.id === running);
    expect(seen).toMatchObject({ outcome: 'HELD', canSetOutcome: false, canEdit: false });
    expect((await outcome(running, s.learner, { outcome: 'NO_SHOW' })).statusCode).toBe(403);
  });

  it("refuses another school's lesson, another instructor's lesson and an unknown one", async () => {
    const id = await pastDrive();
    expect((await outcome(id, s.otherSchool, { outcome: 'HELD' })).statusCode).toBe(403);
    expect((await outcome(id, s.instructor2, { outcome: 'HELD' })).statusCode).toBe(403);
    expect((await outcome(99_999_999, s.school, { outcome: 'HELD' })).statusCode).toBe(404);
    const page = (await call('GET', 'lesson?after=2026-11-01&before=2026-11-30', s.school)).json() as LessonPage;
    expect(page.content.find((l) => l.id === id)?.outcome).toBeNull();
  });

  it('refuses a lesson that has not started with a clear 400 in the caller\'s language', async () => {
    const future = await pastDrive({ lessonDate: '2026-11-23', startTime: '10:00', endTime: '11:00' });
    const pl = await outcome(future, s.instructor, { outcome: 'HELD' });
    expect(pl.statusCode).toBe(400);
    expect(pl.json().code).toBe('msg.error.lesson.outcome.not.started');
    expect(pl.json().fields).toEqual([{ field: 'outcome', key: 'msg.error.lesson.outcome.not.started', message: 'Przebieg lekcji można zapisać dopiero po jej rozpoczęciu.' }]);
    const en = await outcome(future, s.school, { outcome: 'NO_SHOW' }, 'en');
    expect(en.statusCode).toBe(400);
    expect(en.json().fields[0].message).toBe('What happened can be recorded only once the lesson has started.');
    const page = (await call('GET', 'lesson?after=2026-11-23&before=2026-11-23', s.school)).json() as LessonPage;
    expect(page.content.find((l) => l.id === future)).toMatchObject({ outcome: null, canSetOutcome: false });
  });

  it('answers bad input with 400 and its fields', async () => {
    const id = await pastDrive();
    const fieldsOf = async (body: unknown) => {
      const res = await outcome(id, s.school, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      return (res.json().fields as Array<{ field: string; key: string }>).map((f) => [f.field, f.key]);
    };
    expect(await fieldsOf({ outcome: 'PLANNED' })).toEqual([['outcome', 'msg.validation.invalid']]);
    expect(await fieldsOf({})).toEqual([['outcome', 'msg.validation.invalid']]);
    expect(await fieldsOf({ outcome: 'CANCELLED' })).toEqual([['cancelledBy', 'msg.validation.required']]);
    expect(await fieldsOf({ outcome: 'CANCELLED', cancelledBy: 'GOD' })).toEqual([['cancelledBy', 'msg.validation.invalid']]);
    expect(await fieldsOf({ outcome: 'HELD', cancelledBy: 'SCHOOL' })).toEqual([['cancelledBy', 'msg.validation.invalid']]);
    expect((await call('PUT', 'lesson/x/outcome', s.school, { outcome: 'HELD' })).statusCode).toBe(400);
  });
});

describe('the meeting place', () => {
  it('is saved with the lesson, shown in the list, and limited to 200 characters', async () => {
    const body = { lessonType: 'DRIVE', lessonDate: '2026-12-02', startTime: '10:00', endTime: '11:00', instructorId: a.instructor.instructorId, studentId: a.learner.studentId, carId: a.carId, meetingPlace: '  Parking pod Galerią, ul. Długa 5  ' };
    const created = await call('POST', 'lesson', s.school, body);
    expect(created.statusCode, created.body).toBe(201);
    const lesson = created.json() as Lesson;
    expect(lesson.meetingPlace).toBe('Parking pod Galerią, ul. Długa 5');
    const page = (await call('GET', 'lesson?after=2026-12-02&before=2026-12-02', s.learner)).json() as LessonPage;
    expect(page.content.find((l) => l.id === lesson.id)?.meetingPlace).toBe('Parking pod Galerią, ul. Długa 5');
    // The learner's calendar feed puts it first in the event's location, before the car.
    const feed = await call('POST', 'calendar-feed', s.learner);
    const ics = await t.app.inject({ method: 'GET', url: new URL(feed.json().url as string).pathname });
    expect(ics.body.replace(/\r\n /g, '')).toContain('LOCATION:Parking pod Galerią\\, ul. Długa 5 – ');
    const cleared = await call('PUT', `lesson/${lesson.id}`, s.school, { ...body, meetingPlace: '' });
    expect(cleared.json().meetingPlace).toBeNull();
    const long = await call('POST', 'lesson', s.school, { ...body, lessonDate: '2026-12-03', meetingPlace: 'x'.repeat(201) });
    expect(long.statusCode).toBe(400);
    expect(long.json().fields).toEqual([expect.objectContaining({ field: 'meetingPlace', key: 'msg.validation.too.long' })]);
  });
});

describe('the hours ledger counts only held lessons', () => {
  it('the progress card offers and counts the held drive (60-minute hours), not the no-show nor the cancelled one', async () => {
    const l = await createLearner(t.database.db, a.school.schoolId, { firstName: 'Ewa', lastName: 'Księga' });
    const held = await pastDrive({ lessonDate: '2026-11-16', startTime: '10:00', endTime: '11:30', studentId: l.studentId });
    const noShow = await pastDrive({ lessonDate: '2026-11-17', startTime: '10:00', endTime: '12:00', studentId: l.studentId });
    const cancelled = await pastDrive({ lessonDate: '2026-11-18', startTime: '10:00', endTime: '12:00', studentId: l.studentId });
    const unrecorded = await pastDrive({ lessonDate: '2026-11-19', startTime: '10:00', endTime: '12:00', studentId: l.studentId });
    expect((await outcome(held, s.instructor, { outcome: 'HELD' })).statusCode).toBe(200);
    expect((await outcome(noShow, s.instructor, { outcome: 'NO_SHOW' })).statusCode).toBe(200);
    expect((await outcome(cancelled, s.school, { outcome: 'CANCELLED', cancelledBy: 'INSTRUCTOR' })).statusCode).toBe(200);

    const rows = (await call('GET', `cards?studentId=${l.studentId}`, s.school)).json() as CardLesson[];
    expect(rows.map((r) => r.lessonId)).toEqual([held]);
    const body = { category: 'B', pesel: '02070803628', instructorId: a.instructor.instructorId, studentId: l.studentId, overrides: [{ lessonId: held, selected: true, override: false }] };
    const pdf = await call('POST', 'cards', s.school, body);
    expect(pdf.statusCode, pdf.body).toBe(200);
    const parser = new PDFParse({ data: new Uint8Array(pdf.rawPayload) });
    const text = (await parser.getText()).text;
    await parser.destroy();
    // 90 minutes of driving: 1,50 practical hours (of 60 minutes; 2,00 if counted in 45-minute hours).
    expect(text).toContain('Zajęcia praktyczne: 1,50 godz.');
    for (const other of [noShow, cancelled, unrecorded]) {
      const refused = await call('POST', 'cards', s.school, { ...body, overrides: [...body.overrides, { lessonId: other, selected: true, override: false }] });
      expect(refused.statusCode).toBe(400);
      expect(refused.json().fields[0].key).toBe('msg.error.card.lesson.not.conducted');
    }
  });
});
