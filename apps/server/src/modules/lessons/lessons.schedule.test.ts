import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { PDFParse } from 'pdf-parse';
import type { CardLesson, LessonFieldIssue } from '@osk/contract';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { createGroup, createLearner, createSchedulerSchool, insertLesson } from '../../../test/lessons.factory.js';
import { DEFAULT_SCHOOL_SETTINGS, schools } from '../../db/schema/index.js';

// Issue 18: the school's scheduler settings decide where lessons may go, and the progress card counts
// conducted lessons in the right hours (a practical hour 60 minutes, a theory hour 45).
// ManualClock starts at 2026-11-22T10:00Z (Sunday, 11:00 in Warsaw). Default settings: 6–20, Mon–Fri, 3 months.
let t: TestApp;
let a: Awaited<ReturnType<typeof createSchedulerSchool>>;
let b: Awaited<ReturnType<typeof createSchedulerSchool>>;
const s = { school: '', instructor: '', learner: '', otherSchool: '' };

beforeAll(async () => {
  t = await createTestApp({ demo: true });
  a = await createSchedulerSchool(t.database.db, 'OSK Gamma');
  b = await createSchedulerSchool(t.database.db, 'OSK Delta');
  s.school = await t.sessionOf(a.school.email, a.school.password);
  s.instructor = await t.sessionOf(a.instructor.email, a.instructor.password);
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

function drive(date: string, startTime: string, endTime: string, patch: Record<string, unknown> = {}) {
  return { lessonType: 'DRIVE', lessonDate: date, startTime, endTime, instructorId: a.instructor.instructorId, studentId: a.learner.studentId, carId: a.carId, ...patch };
}

async function findings(session: string, body: unknown): Promise<LessonFieldIssue[]> {
  const res = await call('POST', 'validation', session, body);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as LessonFieldIssue[];
}

async function setSettings(schoolId: number, patch: Partial<typeof DEFAULT_SCHOOL_SETTINGS>): Promise<void> {
  await t.database.db.update(schools).set({ settings: { ...DEFAULT_SCHOOL_SETTINGS, ...patch } }).where(eq(schools.id, schoolId));
}

async function pdfText(body: Buffer): Promise<string> {
  const parser = new PDFParse({ data: new Uint8Array(body) });
  try {
    return (await parser.getText()).text;
  } finally {
    await parser.destroy();
  }
}

describe("the school's scheduler settings", () => {
  it('GET lessons/settings answers the hours, lesson length, working days and horizon to the school and its instructor', async () => {
    await setSettings(a.school.schoolId, {});
    const mine = await call('GET', 'settings', s.school);
    expect(mine.statusCode, mine.body).toBe(200);
    expect(mine.json()).toEqual({ startHour: 6, endHour: 20, minutesForLesson: 60, daysOfWork: [1, 2, 3, 4, 5], scheduleForMonths: 3, generateScheduleForFreeDays: false, lastDate: '2027-02-22' });
    expect((await call('GET', 'settings', s.instructor)).json()).toMatchObject({ startHour: 6, endHour: 20 });
    expect((await call('GET', 'settings', s.learner)).statusCode).toBe(403);
  });

  it('a lesson on a day off, outside working hours or beyond the horizon is refused with its finding', async () => {
    await setSettings(a.school.schoolId, {});
    // 2026-11-28 is a Saturday; 2026-11-30 a Monday.
    expect(await findings(s.school, drive('2026-11-28', '10:00', '11:00'))).toEqual([{ field: 'lessonDate', reason: 'notWorkingDay' }]);
    expect(await findings(s.school, drive('2026-11-30', '05:00', '06:00'))).toEqual([{ field: 'startTime', reason: 'outsideWorkingHours' }]);
    expect(await findings(s.school, drive('2026-11-30', '19:30', '20:30'))).toEqual([{ field: 'endTime', reason: 'outsideWorkingHours' }]);
    expect(await findings(s.school, drive('2026-11-30', '06:00', '07:00'))).toEqual([]);
    expect(await findings(s.school, drive('2026-11-30', '19:00', '20:00'))).toEqual([]);
    // Three months from 22 November 2026: 22 February 2027 (a Monday) is the last day.
    expect(await findings(s.school, drive('2027-02-22', '10:00', '11:00'))).toEqual([]);
    expect(await findings(s.school, drive('2027-02-23', '10:00', '11:00'))).toEqual([{ field: 'lessonDate', reason: 'beyondHorizon' }]);
    // The instructor is held to the same settings.
    expect(await findings(s.instructor, drive('2026-11-28', '10:00', '11:00'))).toEqual([{ field: 'lessonDate', reason: 'notWorkingDay' }]);

    const saved = await call('POST', 'lesson', s.school, drive('2026-11-28', '05:00', '06:00'));
    expect(saved.statusCode).toBe(400);
    expect(saved.json().fields).toEqual([
      { field: 'lessonDate', key: 'msg.error.lesson.day.off', message: 'Szkoła nie pracuje w tym dniu!' },
      { field: 'startTime', key: 'msg.error.lesson.outside.hours', message: 'Lekcja wykracza poza godziny pracy szkoły!' },
    ]);
    const far = await call('POST', 'lesson', s.school, drive('2027-03-01', '10:00', '11:00'), 'en');
    expect(far.statusCode).toBe(400);
    expect(far.json().fields).toEqual([{ field: 'lessonDate', key: 'msg.error.lesson.beyond.schedule', message: "The date is beyond the school's schedule range!" }]);
    for (const language of ['de', 'ru', 'ua']) {
      const res = await call('POST', 'lesson', s.school, drive('2026-11-28', '10:00', '11:00'), language);
      expect(res.json().fields[0].message).not.toBe('Szkoła nie pracuje w tym dniu!');
      expect(res.json().fields[0].message).not.toMatch(/^msg\./);
    }
  });

  it('changed settings change the findings; days off may be opened; an unmoved old lesson stays editable', async () => {
    await setSettings(a.school.schoolId, { startHour: 8, endHour: 16, daysOfWork: [1, 2, 3, 4, 5, 6], scheduleForMonths: 6 });
    expect(await findings(s.school, drive('2026-11-28', '10:00', '11:00'))).toEqual([]);
    expect(await findings(s.school, drive('2026-11-30', '07:00', '08:00'))).toEqual([{ field: 'startTime', reason: 'outsideWorkingHours' }]);
    expect(await findings(s.school, drive('2026-11-30', '15:30', '16:30'))).toEqual([{ field: 'endTime', reason: 'outsideWorkingHours' }]);
    expect(await findings(s.school, drive('2027-05-20', '10:00', '11:00'))).toEqual([]);
    expect(await findings(s.school, drive('2026-11-29', '10:00', '11:00'))).toEqual([{ field: 'lessonDate', reason: 'notWorkingDay' }]);
    await setSettings(a.school.schoolId, { generateScheduleForFreeDays: true });
    expect(await findings(s.school, drive('2026-11-29', '10:00', '11:00'))).toEqual([]);

    // A lesson planned before the settings changed (Sunday 18:30–20:30) keeps its time on an edit.
    await setSettings(a.school.schoolId, {});
    const old = await insertLesson(t.database.db, { schoolId: a.school.schoolId, lessonDate: '2026-12-06', startTime: '18:30', endTime: '20:30', instructorId: a.instructor2.instructorId, studentId: a.learner2.studentId, carId: a.car2Id });
    const edit = await call('PUT', `lesson/${old}`, s.school, drive('2026-12-06', '18:30', '20:30', { id: old, instructorId: a.instructor2.instructorId, studentId: a.learner2.studentId, carId: a.car2Id, remarks: 'Trasa egzaminacyjna' }));
    expect(edit.statusCode, edit.body).toBe(200);
    const moved = await call('PUT', `lesson/${old}`, s.school, drive('2026-12-06', '19:00', '21:00', { id: old, instructorId: a.instructor2.instructorId, studentId: a.learner2.studentId, carId: a.car2Id }));
    expect(moved.statusCode).toBe(400);
    expect(moved.json().fields.map((f: { field: string }) => f.field)).toEqual(['lessonDate', 'endTime']);
  });
});

describe('the progress card: held lessons, practical hours of 60 minutes, theory hours of 45', () => {
  it("lists the learner's held lessons with their instructor, the chosen instructor's selected", async () => {
    const l = await createLearner(t.database.db, a.school.schoolId, { firstName: 'Anna', lastName: 'Karta' });
    const groupId = await createGroup(t.database.db, a.school.schoolId, [l.studentId]);
    const own = await insertLesson(t.database.db, { schoolId: a.school.schoolId, lessonDate: '2026-11-16', startTime: '10:00', endTime: '12:00', instructorId: a.instructor.instructorId, studentId: l.studentId, carId: a.carId, outcome: 'HELD' });
    const lecture = await insertLesson(t.database.db, { schoolId: a.school.schoolId, lessonType: 'LECTURE', lessonDate: '2026-11-17', startTime: '17:00', endTime: '18:30', instructorId: a.instructor.instructorId, groupId, outcome: 'HELD' });
    const others = await insertLesson(t.database.db, { schoolId: a.school.schoolId, lessonDate: '2026-11-18', startTime: '08:00', endTime: '09:00', instructorId: a.instructor2.instructorId, studentId: l.studentId, carId: a.car2Id, outcome: 'HELD' });
    // Still ahead (today at 12:00, and 2030): planned, never conducted.
    const today = await insertLesson(t.database.db, { schoolId: a.school.schoolId, lessonDate: '2026-11-22', startTime: '10:30', endTime: '12:00', instructorId: a.instructor.instructorId, studentId: l.studentId, carId: a.carId });
    const later = await insertLesson(t.database.db, { schoolId: a.school.schoolId, lessonDate: '2030-01-07', startTime: '10:00', endTime: '12:00', instructorId: a.instructor.instructorId, studentId: l.studentId, carId: a.carId });

    const res = await call('GET', `cards?studentId=${l.studentId}&instructorId=${a.instructor.instructorId}`, s.school);
    expect(res.statusCode, res.body).toBe(200);
    const rows = res.json() as CardLesson[];
    expect(rows.map((r) => r.lessonId)).toEqual([own, lecture, others]);
    expect(rows.map((r) => r.selected)).toEqual([true, true, false]);
    expect(rows[0]?.instructor).toEqual({ id: a.instructor.instructorId, firstName: 'Piotr', lastName: 'Kowalski' });
    expect(rows[2]?.instructor).toEqual({ id: a.instructor2.instructorId, firstName: 'Marta', lastName: 'Zielińska' });
    // Without an instructor every conducted lesson is offered selected; still none of the planned ones.
    const all = (await call('GET', `cards?studentId=${l.studentId}`, s.school)).json() as CardLesson[];
    expect(all.map((r) => [r.lessonId, r.selected])).toEqual([[own, true], [lecture, true], [others, true]]);
    expect((await call('GET', `cards?studentId=${l.studentId}&instructorId=${b.instructor.instructorId}`, s.school)).statusCode).toBe(400);

    const body = {
      category: 'B',
      pesel: '02070803628',
      instructorId: a.instructor.instructorId,
      studentId: l.studentId,
      overrides: rows.map((r) => ({ lessonId: r.lessonId, selected: r.selected, override: false })),
    };
    const pdf = await call('POST', 'cards', s.school, body);
    expect(pdf.statusCode, pdf.body).toBe(200);
    const text = await pdfText(pdf.rawPayload);
    // A 2-hour drive is 2,00 practical hours (not 2,67); a 90-minute lecture 2,00 theory hours.
    expect(text).not.toContain('2,67');
    expect(text).toContain('Zajęcia praktyczne: 2,00 godz.');
    expect(text).toContain('Zajęcia teoretyczne: 2,00 godz.');
    expect(text).toContain('16.11.2026');
    expect(text).toContain('17.11.2026');
    expect(text).not.toContain('18.11.2026');
    expect(text).toContain('Kowalski');

    // A lesson that has not happened cannot go on the card of conducted lessons.
    for (const planned of [today, later]) {
      const refused = await call('POST', 'cards', s.school, { ...body, overrides: [...body.overrides, { lessonId: planned, selected: true, override: false }] });
      expect(refused.statusCode).toBe(400);
      expect(refused.json().fields).toEqual([{ field: 'overrides', key: 'msg.error.card.lesson.not.conducted', message: 'Na karcie mogą być tylko przeprowadzone zajęcia.' }]);
    }
  });

  it('the card and the PKK pre-flight count the same held minutes (one ledger)', async () => {
    const { trainingLedger } = await import('@osk/contract');
    const now = new Date('2026-11-22T10:00:00Z');
    const lessons = [
      { lessonType: 'DRIVE' as const, startsAt: new Date('2026-11-16T09:00:00Z'), endsAt: new Date('2026-11-16T11:00:00Z'), outcome: 'HELD' },
      { lessonType: 'LECTURE' as const, startsAt: new Date('2026-11-17T16:00:00Z'), endsAt: new Date('2026-11-17T17:30:00Z'), outcome: 'HELD' },
      { lessonType: 'DRIVE' as const, startsAt: new Date('2026-11-22T09:30:00Z'), endsAt: new Date('2026-11-22T11:00:00Z'), outcome: 'HELD' },
    ];
    const totals = trainingLedger(lessons, 'B', now);
    expect(totals).toMatchObject({ practicalMinutes: 120, theoryMinutes: 90, practicalHours: 2, theoryHours: 2, heldLessons: 2 });
  });
});
