import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import type { Lesson } from '@osk/contract';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { createCar, createLearner, createNamedInstructor, createSchedulerSchool, insertLesson, openSchedule } from '../../../test/lessons.factory.js';
import { lessonDayNotices, lessonGroupStudents, lessons, outbox, students, users } from '../../db/schema/index.js';
import type { JobOutcome } from '../../lib/jobs/job-runner.js';
import type { OutboxService } from '../outbox/outbox.service.js';
import { LessonReminders } from './lessons.reminders.js';

// The day-before messages (issue 22): each instructor's digest and each learner's reminder of the next
// day's lessons, sent by the job from 18:00 in Warsaw, once; and changes told at once only within 48 hours.
// ManualClock starts at 2026-11-22T10:00Z (Sunday, 11:00 in Warsaw, UTC+1); "tomorrow" is Monday 2026-11-23.
const TOMORROW = '2026-11-23';
const JOB = 'lesson-day-notices';

async function dayRuns(t: TestApp, at: string): Promise<JobOutcome[]> {
  t.clock.set(new Date(at));
  return (await t.services.jobs.tick()).filter((o) => o.job === JOB);
}

async function setPlace(t: TestApp, id: number, meetingPlace: string): Promise<void> {
  await t.database.db.update(lessons).set({ meetingPlace }).where(eq(lessons.id, id));
}

describe('the day-before digest and reminders', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ demo: true });
  }, 60_000);
  afterAll(async () => {
    await t?.close();
  });

  it('from 18:00 in Warsaw: the instructor a digest, each learner a reminder by mail and SMS; not before, not twice, not for cancelled lessons, not mixing schools', async () => {
    const db = t.database.db;
    const a = await createSchedulerSchool(db, 'OSK Alfa');
    const b = await createSchedulerSchool(db, 'OSK Beta');
    const piotr = await createNamedInstructor(db, a.school.schoolId, { firstName: 'Piotr', lastName: 'Nowicki', phoneNumber: '600100300' });
    const car = await createCar(db, a.school.schoolId, { manufacturer: 'Toyota', model: 'Yaris', registrationNumber: 'WA 12345' });
    const withPhone = await createLearner(db, a.school.schoolId, { firstName: 'Anna', lastName: 'Telefoniczna', phoneNumber: '600100301' });
    const noPhone = await createLearner(db, a.school.schoolId, { firstName: 'Jan', lastName: 'Beztelefonu' });
    const quiet = await createLearner(db, a.school.schoolId, { firstName: 'Ola', lastName: 'Cicha', phoneNumber: '600100302' });
    await db.update(students).set({ notificationsEnabled: false }).where(eq(students.id, quiet.studentId));
    const cancelled = await createLearner(db, a.school.schoolId, { firstName: 'Ewa', lastName: 'Odwołana', phoneNumber: '600100303' });
    const foreign = await createLearner(db, b.school.schoolId, { firstName: 'Zofia', lastName: 'Obca', phoneNumber: '600100304' });

    const first = await insertLesson(db, { schoolId: a.school.schoolId, lessonDate: TOMORROW, startTime: '10:00', endTime: '11:00', instructorId: piotr.instructorId, studentId: withPhone.studentId, carId: car });
    await setPlace(t, first, 'ul. Puławska 10, Warszawa');
    await insertLesson(db, { schoolId: a.school.schoolId, lessonDate: TOMORROW, startTime: '08:00', endTime: '09:00', instructorId: piotr.instructorId, studentId: noPhone.studentId, carId: car });
    await insertLesson(db, { schoolId: a.school.schoolId, lessonDate: TOMORROW, startTime: '12:00', endTime: '13:00', instructorId: piotr.instructorId, studentId: quiet.studentId, carId: car });
    await insertLesson(db, { schoolId: a.school.schoolId, lessonDate: TOMORROW, startTime: '14:00', endTime: '15:00', instructorId: piotr.instructorId, studentId: cancelled.studentId, carId: car, outcome: 'CANCELLED', cancelledBy: 'LEARNER' });
    // The day after tomorrow: not in tomorrow's messages.
    await insertLesson(db, { schoolId: a.school.schoolId, lessonDate: '2026-11-24', startTime: '16:00', endTime: '17:00', instructorId: piotr.instructorId, studentId: withPhone.studentId, carId: car });
    // The other school's lesson at the same hour.
    await insertLesson(db, { schoolId: b.school.schoolId, lessonDate: TOMORROW, startTime: '10:00', endTime: '11:00', instructorId: b.instructor.instructorId, studentId: foreign.studentId, carId: b.carId });

    // 17:50 in Warsaw: nothing yet.
    await dayRuns(t, '2026-11-22T10:00:00Z');
    expect(await dayRuns(t, '2026-11-22T16:50:00Z')).toEqual([expect.objectContaining({ ok: true, summary: { digests: 0, reminders: 0, messages: 0 } })]);
    expect(await t.services.outbox.listFor(piotr.email)).toEqual([]);

    // 18:05: two digests (one per school's instructor), three reminders by mail, two of them also by SMS.
    expect(await dayRuns(t, '2026-11-22T17:05:00Z')).toEqual([expect.objectContaining({ ok: true, summary: { digests: 2, reminders: 3, messages: 7 } })]);

    const [digest, ...more] = await t.services.outbox.listFor(piotr.email);
    expect(more).toEqual([]);
    expect(digest?.subject).toBe('Plan zajęć na jutro, 23.11.2026 (3)');
    expect(digest?.text).toBe(
      [
        'Dzień dobry,',
        '',
        'Twoje zajęcia jutro, 23.11.2026:',
        '',
        '08:00–09:00 Jazda',
        'Kursant: Jan Beztelefonu',
        'Samochód: Toyota Yaris, WA 12345',
        '',
        '10:00–11:00 Jazda',
        'Kursant: Anna Telefoniczna, tel. 600100301',
        'Samochód: Toyota Yaris, WA 12345',
        'Miejsce spotkania: ul. Puławska 10, Warszawa',
        '',
        '12:00–13:00 Jazda',
        'Kursant: Ola Cicha, tel. 600100302',
        'Samochód: Toyota Yaris, WA 12345',
        '',
        'Pozdrawiamy,',
        'OSK Alfa',
      ].join('\n'),
    );

    const [reminder, ...again] = await t.services.outbox.listFor(withPhone.email);
    expect(again).toEqual([]);
    expect(reminder?.subject).toBe('Przypomnienie: zajęcia jutro, 23.11.2026, o 10:00');
    expect(reminder?.text).toContain('10:00–11:00 Jazda\nInstruktor: Piotr Nowicki, tel. 600100300\nSamochód: Toyota Yaris, WA 12345\nMiejsce spotkania: ul. Puławska 10, Warszawa');
    expect(reminder?.text).not.toContain('16:00');
    const sms = await t.services.outbox.listFor('600100301');
    expect(sms.map((m) => [m.channel, m.text])).toEqual([['SMS', 'OSK Alfa: jutro 23.11.2026 10:00-11:00 jazda, instr. Piotr Nowicki tel. 600100300, Toyota Yaris WA 12345, miejsce: ul. Puławska 10, Warszawa.']]);

    // No phone: the mail only. Notifications off: nothing at all. A cancelled lesson: nothing.
    expect((await t.services.outbox.listFor(noPhone.email)).map((m) => m.subject)).toEqual(['Przypomnienie: zajęcia jutro, 23.11.2026, o 08:00']);
    expect(await t.services.outbox.listFor(quiet.email)).toEqual([]);
    expect(await t.services.outbox.listFor('600100302')).toEqual([]);
    expect(await t.services.outbox.listFor(cancelled.email)).toEqual([]);
    expect(await t.services.outbox.listFor('600100303')).toEqual([]);

    // The other school's instructor and learner hear of their own lesson only.
    const [other] = await t.services.outbox.listFor(b.instructor.email);
    expect(other?.text).toContain('Kursant: Zofia Obca, tel. 600100304');
    expect(other?.text).toContain('OSK Beta');
    expect(other?.text).not.toMatch(/Telefoniczna|Beztelefonu|OSK Alfa/);
    expect(digest?.text).not.toMatch(/Obca|OSK Beta/);
    expect((await t.services.outbox.listFor(foreign.email)).map((m) => m.text)).toEqual([expect.stringContaining('OSK Beta')]);

    // The next runs that evening send nothing again.
    expect(await dayRuns(t, '2026-11-22T17:20:00Z')).toEqual([expect.objectContaining({ summary: { digests: 0, reminders: 0, messages: 0 } })]);
    expect(await dayRuns(t, '2026-11-22T22:50:00Z')).toEqual([expect.objectContaining({ summary: { digests: 0, reminders: 0, messages: 0 } })]);
    expect(await t.services.outbox.listFor(piotr.email)).toHaveLength(1);
    // Monday evening: Tuesday's lesson, by its own reminder.
    expect(await dayRuns(t, '2026-11-23T17:05:00Z')).toEqual([expect.objectContaining({ summary: { digests: 1, reminders: 1, messages: 3 } })]);
    expect((await t.services.outbox.listFor(withPhone.email)).map((m) => m.subject)).toContain('Przypomnienie: zajęcia jutro, 24.11.2026, o 16:00');
  });

  it("a lecture reminds its group's learners, in their language, and is in the instructor's digest with the group", async () => {
    const db = t.database.db;
    const school = await createSchedulerSchool(db, 'OSK Gamma');
    const ua = await createLearner(db, school.school.schoolId, { language: 'ua' });
    await db.insert(lessonGroupStudents).values({ groupId: school.groupId, studentId: ua.studentId });
    await insertLesson(db, { schoolId: school.school.schoolId, lessonType: 'LECTURE', lessonDate: '2026-11-25', startTime: '17:00', endTime: '18:30', instructorId: school.instructor2.instructorId, groupId: school.groupId });
    await dayRuns(t, '2026-11-24T17:01:00Z');
    expect((await t.services.outbox.listFor(school.instructor2.email)).map((m) => m.text)).toEqual([expect.stringContaining(`17:00–18:30 Wykład\nGrupa: Kurs B ${school.school.schoolId}`)]);
    expect((await t.services.outbox.listFor(school.learner.email)).map((m) => m.subject)).toEqual(['Przypomnienie: zajęcia jutro, 25.11.2026, o 17:00']);
    expect((await t.services.outbox.listFor(school.learner2.email)).map((m) => m.subject)).toEqual(['Przypomnienie: zajęcia jutro, 25.11.2026, o 17:00']);
    expect((await t.services.outbox.listFor(ua.email)).map((m) => m.subject)).toEqual(['Нагадування: заняття завтра, 25.11.2026, о 17:00']);
    // Not in the group: nothing.
    expect(await t.services.outbox.listFor(school.learner3.email)).toEqual([]);
  });
});

describe('changes told at once only within 48 hours', () => {
  let t: TestApp;
  let x: Awaited<ReturnType<typeof createSchedulerSchool>>;
  let school = '';
  beforeAll(async () => {
    t = await createTestApp({ demo: true });
    x = await createSchedulerSchool(t.database.db, 'OSK Delta');
    await openSchedule(t.database.db, x.school.schoolId);
    school = await t.sessionOf(x.school.email, x.school.password);
  }, 60_000);
  afterAll(async () => {
    await t?.close();
  });

  const call = (method: 'POST' | 'PUT' | 'DELETE', url: string, payload?: Record<string, unknown>) =>
    t.app.inject({ method, url: `/api/lessons/${url}`, headers: { jsessionid: school }, ...(payload ? { payload } : {}) });
  const drive = (lessonDate: string, startTime = '10:00', endTime = '11:00') => ({ lessonType: 'DRIVE', lessonDate, startTime, endTime, instructorId: x.instructor.instructorId, studentId: x.learner.studentId, carId: x.carId });
  const told = async () => (await t.services.outbox.listFor(x.learner.email)).length + (await t.services.outbox.listFor(x.instructor.email)).length;

  it('a booking three days ahead sends nothing at once; one tomorrow tells the instructor and the learner', async () => {
    const later = await call('POST', 'lesson', drive('2026-11-25'));
    expect(later.statusCode, later.body).toBe(201);
    expect(await told()).toBe(0);
    await t.database.db.update(users).set({ phoneNumber: '600100500' }).where(eq(users.id, x.instructor.userId));
    const soon = await call('POST', 'lesson', { ...drive(TOMORROW), meetingPlace: 'Parking przy ul. Wołoskiej 5' });
    expect(soon.statusCode, soon.body).toBe(201);
    const [toLearner] = await t.services.outbox.listFor(x.learner.email);
    const [toInstructor] = await t.services.outbox.listFor(x.instructor.email);
    expect([toLearner?.subject, toInstructor?.subject]).toEqual(['Nowa lekcja: Jazda 23.11.2026 10:00–11:00', 'Nowa lekcja: Jazda 23.11.2026 10:00–11:00']);
    // The message says who, with what car and where, as the reminder would: the learner the instructor and its phone.
    expect(toLearner?.text).toContain('Instruktor: Piotr Kowalski, tel. 600100500\nSamochód: Toyota Yaris,');
    expect(toLearner?.text).toContain('Miejsce spotkania: Parking przy ul. Wołoskiej 5');
    expect(toInstructor?.text).toContain('Kursant: Anna Nowak');
    expect(toInstructor?.text).not.toContain('Instruktor:');
  });

  it('moves and cancellations: told when the old or the new time is within 48 hours, not otherwise', async () => {
    const far = ((await call('POST', 'lesson', drive('2026-11-26', '08:00', '09:00'))).json() as Lesson).id;
    const near = ((await call('POST', 'lesson', drive('2026-11-23', '14:00', '15:00'))).json() as Lesson).id;
    let before = await told();
    // Three days ahead moved a day further: nothing.
    expect((await call('PUT', `lesson/${far}`, drive('2026-11-27', '08:00', '09:00'))).statusCode).toBe(200);
    expect(await told()).toBe(before);
    // Moved to tomorrow: told.
    expect((await call('PUT', `lesson/${far}`, drive(TOMORROW, '16:00', '17:00'))).statusCode).toBe(200);
    expect((await t.services.outbox.listFor(x.learner.email)).map((m) => m.subject)).toContain('Zmiana terminu lekcji: Jazda 23.11.2026 16:00–17:00');
    before = await told();
    // Tomorrow's moved a week ahead: told (the old time was close).
    expect((await call('PUT', `lesson/${near}`, drive('2026-11-30', '14:00', '15:00'))).statusCode).toBe(200);
    expect(await told()).toBe(before + 2);
    before = await told();
    // A cancellation a week ahead: nothing; tomorrow: told.
    expect((await call('DELETE', `lesson/${near}`)).statusCode).toBe(200);
    expect(await told()).toBe(before);
    expect((await call('DELETE', `lesson/${far}`)).statusCode).toBe(200);
    expect((await t.services.outbox.listFor(x.learner.email)).map((m) => m.subject)).toContain('Odwołana lekcja: Jazda 23.11.2026 16:00–17:00');
    expect(await told()).toBe(before + 2);
  });
});

describe('exactly once across two app instances on one database', () => {
  const onPostgres = Boolean(inject('pgBaseUrl'));
  let a: TestApp;
  let b: TestApp;
  beforeAll(async () => {
    a = await createTestApp({ demo: true });
    b = await createTestApp({ demo: true, sameDatabaseAs: a });
  }, 60_000);
  afterAll(async () => {
    await b?.close();
    await a?.close();
  });

  const outboxCount = async () => (await a.database.db.select({ n: count() }).from(outbox))[0]?.n ?? 0;

  it(`each digest and reminder is queued once (${onPostgres ? 'two PostgreSQL pools' : 'PGlite, one process'}), and nothing is queued when recording fails`, async () => {
    const db = a.database.db;
    const school = await createSchedulerSchool(db, 'OSK Epsilon');
    const learners = [school.learner, school.learner2, school.learner3];
    for (const [i, l] of learners.entries()) {
      await insertLesson(db, { schoolId: school.school.schoolId, lessonDate: TOMORROW, startTime: `${String(8 + 2 * i).padStart(2, '0')}:00`, endTime: `${String(9 + 2 * i).padStart(2, '0')}:00`, instructorId: school.instructor.instructorId, studentId: l.studentId, carId: school.carId });
    }

    // A crash between queueing and recording: the queueing fails inside the transaction, so neither
    // the messages nor the record stay, and the next run sends them.
    const failing = { enqueueMail: a.services.outbox.enqueueMail.bind(a.services.outbox), enqueueSms: async () => Promise.reject(new Error('gateway down')) } as unknown as OutboxService;
    const broken = new LessonReminders(db, failing, { smsEnabled: true });
    await db.update(users).set({ phoneNumber: '600100400' }).where(eq(users.id, school.learner.userId));
    await expect(broken.send(TOMORROW, a.clock.now())).rejects.toThrow('gateway down');
    const afterCrash = await outboxCount();
    const recordedAfterCrash = (await db.select({ kind: lessonDayNotices.kind, userId: lessonDayNotices.userId }).from(lessonDayNotices)).filter((r) => r.userId === school.learner.userId);
    expect(recordedAfterCrash).toEqual([]);
    expect(await a.services.outbox.listFor(school.learner.email)).toEqual([]);

    // The instructor's digest had gone before the failure, in its own transaction.
    expect(await a.services.outbox.listFor(school.instructor.email)).toHaveLength(1);

    // Two instances at once, directly (the record's unique key) and by their job runners (the claim).
    const direct = await Promise.all([new LessonReminders(a.database.db, a.services.outbox, { smsEnabled: true }).send(TOMORROW, a.clock.now()), new LessonReminders(b.database.db, b.services.outbox, { smsEnabled: true }).send(TOMORROW, b.clock.now())]);
    expect(direct.reduce((n, s) => n + (s.messages ?? 0), 0)).toBe(3 + 1);
    const at = new Date('2026-11-22T17:05:00Z');
    a.clock.set(at);
    b.clock.set(at);
    const outcomes = (await Promise.all([a.services.jobs.tick(), b.services.jobs.tick(), a.services.jobs.tick(), b.services.jobs.tick()])).flat().filter((o) => o.job === JOB);
    expect(outcomes.every((o) => o.ok)).toBe(true);
    expect(outcomes.reduce((n, o) => n + (o.summary?.messages ?? 0), 0)).toBe(0);

    expect(await a.services.outbox.listFor(school.instructor.email)).toHaveLength(1);
    for (const l of learners) expect(await a.services.outbox.listFor(l.email)).toHaveLength(1);
    expect(await a.services.outbox.listFor('600100400')).toHaveLength(1);
    expect(await outboxCount()).toBe(afterCrash + 4);
    expect(await db.select({ n: count() }).from(lessonDayNotices).where(eq(lessonDayNotices.schoolId, school.school.schoolId))).toEqual([{ n: 4 }]);
  });
});
