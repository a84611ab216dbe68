import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { createCar, createLearner, createNamedInstructor, createSchedulerSchool, insertLesson } from '../../../test/lessons.factory.js';
import { jobs as jobsTable, lessons } from '../../db/schema/index.js';

// POST /api/dev/jobs/{name}/run (issue 22): the demo's test clock for journeys. A demo server runs
// lesson-day-notices once at the instant asked for (the digest and the reminder then in the dev
// outbox), without touching the runner's schedule; any other job, an instant far from the clock and
// a bad instant are refused; outside demo mode the route does not exist (production-mode.test lists
// it among the demo-only routes too). ManualClock: 2026-11-22T10:00Z (Sunday, 11:00 in Warsaw).

const RUN = (name: string) => `/api/dev/jobs/${name}/run`;

describe('the demo run of a background job at a given instant', () => {
  let demo: TestApp;
  let plain: TestApp;
  beforeAll(async () => {
    demo = await createTestApp({ demo: true });
    plain = await createTestApp({ demo: false });
  }, 60_000);
  afterAll(async () => {
    await demo?.close();
    await plain?.close();
  });

  it("runs lesson-day-notices at 18:00 Warsaw: tomorrow's digest and reminder are in the outbox, once; the runner's schedule is untouched; anyone may call it on a demo", async () => {
    const db = demo.database.db;
    const { school } = await createSchedulerSchool(db, 'OSK Zegar');
    const instructor = await createNamedInstructor(db, school.schoolId, { firstName: 'Marek', lastName: 'Zegarowy', phoneNumber: '600200300' });
    const car = await createCar(db, school.schoolId, { manufacturer: 'Kia', model: 'Rio', registrationNumber: 'WE 11111' });
    const learner = await createLearner(db, school.schoolId, { firstName: 'Iga', lastName: 'Jutrzejsza' });
    const id = await insertLesson(db, { schoolId: school.schoolId, lessonDate: '2026-11-23', startTime: '09:00', endTime: '10:00', instructorId: instructor.instructorId, studentId: learner.studentId, carId: car });
    await db.update(lessons).set({ meetingPlace: 'Rondo ONZ' }).where(eq(lessons.id, id));
    await demo.services.jobs.tick();
    const [before] = await db.select().from(jobsTable).where(eq(jobsTable.name, 'lesson-day-notices'));

    // 17:59 in Warsaw: not yet (the job's own rule).
    const early = await demo.app.inject({ method: 'POST', url: RUN('lesson-day-notices'), payload: { at: '2026-11-22T16:59:00Z' } });
    expect(early.statusCode).toBe(200);
    expect(early.json()).toEqual({ job: 'lesson-day-notices', at: '2026-11-22T16:59:00.000Z', summary: { digests: 0, reminders: 0, messages: 0 } });
    expect(await demo.services.outbox.listFor(instructor.email)).toEqual([]);

    // 18:00 in Warsaw (an offset instant is fine): no session needed on a demo.
    const run = await demo.app.inject({ method: 'POST', url: RUN('lesson-day-notices'), payload: { at: '2026-11-22T18:00:00+01:00' } });
    expect(run.statusCode).toBe(200);
    expect(run.json()).toEqual({ job: 'lesson-day-notices', at: '2026-11-22T17:00:00.000Z', summary: { digests: 1, reminders: 1, messages: 2 } });
    const digest = (await demo.app.inject({ method: 'GET', url: `/api/dev/outbox?to=${encodeURIComponent(instructor.email)}` })).json();
    expect(digest).toEqual([expect.objectContaining({ channel: 'MAIL', subject: 'Plan zajęć na jutro, 23.11.2026 (1)' })]);
    expect(digest[0].text).toContain('09:00–10:00 Jazda\nKursant: Iga Jutrzejsza');
    const reminder = (await demo.app.inject({ method: 'GET', url: `/api/dev/outbox?to=${encodeURIComponent(learner.email)}` })).json();
    expect(reminder[0].text).toContain('09:00–10:00 Jazda\nInstruktor: Marek Zegarowy, tel. 600200300\nSamochód: Kia Rio, WE 11111\nMiejsce spotkania: Rondo ONZ');

    // Again: nothing twice.
    const again = await demo.app.inject({ method: 'POST', url: RUN('lesson-day-notices'), payload: { at: '2026-11-22T17:30:00Z' } });
    expect(again.json().summary).toEqual({ digests: 0, reminders: 0, messages: 0 });
    expect(await demo.services.outbox.listFor(instructor.email)).toHaveLength(1);
    // The runner's own row: the same next due time, no run recorded by this route.
    const [after] = await db.select().from(jobsTable).where(eq(jobsTable.name, 'lesson-day-notices'));
    expect(after).toEqual(before);
  });

  it('refuses any other job (404), a job that does not exist (404), an instant more than 14 days off or not an instant (400 with the field, in the caller\'s language)', async () => {
    for (const name of ['account-anonymisation', 'outbox-delivery', 'no-such-job', 'LESSON-DAY-NOTICES']) {
      const res = await demo.app.inject({ method: 'POST', url: RUN(name), payload: { at: '2026-11-22T17:00:00Z' } });
      expect({ name, status: res.statusCode, code: res.json().code }).toEqual({ name, status: 404, code: 'msg.error.not.found' });
    }
    const far = await demo.app.inject({ method: 'POST', url: RUN('lesson-day-notices'), payload: { at: '2026-12-07T17:00:00Z' } });
    expect(far.statusCode).toBe(400);
    expect(far.json().fields).toEqual([expect.objectContaining({ field: 'at' })]);
    const past = await demo.app.inject({ method: 'POST', url: RUN('lesson-day-notices'), payload: { at: '2026-11-01T17:00:00Z' } });
    expect(past.statusCode).toBe(400);
    for (const payload of [{}, { at: 'jutro o 18' }, { at: '2026-11-22T17:00:00' }]) {
      const res = await demo.app.inject({ method: 'POST', url: RUN('lesson-day-notices'), payload, headers: { 'accept-language': 'en' } });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ message: 'Correct the invalid fields!', fields: [{ field: 'at', key: 'msg.validation.invalid', message: 'Invalid value' }] });
    }
  });

  it('does not exist outside demo mode: 404, and the job does not run', async () => {
    const res = await plain.app.inject({ method: 'POST', url: RUN('lesson-day-notices'), payload: { at: '2026-11-22T17:00:00Z' } });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: 'msg.error.not.found' });
    expect(plain.routes.some((r) => r.url.startsWith('/api/dev/'))).toBe(false);
    expect(demo.routes.some((r) => r.method === 'POST' && r.url === '/api/dev/jobs/:name/run')).toBe(true);
  });
});
