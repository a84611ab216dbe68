import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LessonPage } from '@osk/contract';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { seedDemo } from '../../demo/demo.seed.js';
import { addDays, warsawDate } from '../../lib/clock.js';
import { warsawInstant } from '@osk/contract';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ demo: true });
  expect(await seedDemo(t.database.db, t.clock.now())).toBe(true);
});
afterAll(async () => {
  await t.close();
});

async function list(session: string, after: string, before: string): Promise<LessonPage> {
  const res = await t.app.inject({ method: 'GET', url: `/api/lessons/lesson?after=${after}&before=${before}&pageSize=1000`, headers: { jsessionid: session } });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as LessonPage;
}

describe('demo lessons', () => {
  it('two weeks around today: drives 7:00–19:00 on weekdays, weekly lectures, mostly ahead, no overlaps', async () => {
    const today = warsawDate(t.clock.now());
    const school = await t.sessionOf('osk@example.com', 'Szkola123!');
    const page = await list(school, addDays(today, -14), addDays(today, 14));
    const all = page.content;
    expect(all.length).toBeGreaterThan(40);
    const drives = all.filter((l) => l.lessonType === 'DRIVE');
    const lectures = all.filter((l) => l.lessonType === 'LECTURE');
    expect(lectures.length).toBeGreaterThanOrEqual(2);
    expect(lectures.every((l) => l.group !== null)).toBe(true);
    for (const l of drives) {
      expect(l.startTime >= '07:00' && l.endTime <= '19:00').toBe(true);
      expect(l.student && l.car && l.instructor).toBeTruthy();
      const day = new Date(`${l.lessonDate}T12:00:00Z`).getUTCDay();
      expect(day === 0 || day === 6).toBe(false);
    }
    const past = all.filter((l) => l.lessonDate < today).length;
    expect(past).toBeGreaterThan(0);
    expect(all.length - past).toBeGreaterThan(past);
    // No instructor, car, learner or group twice at once.
    const span = all.map((l) => ({ l, s: warsawInstant(l.lessonDate, l.startTime)!.getTime(), e: warsawInstant(l.lessonDate, l.endTime)!.getTime() }));
    for (const [i, x] of span.entries()) {
      for (const y of span.slice(i + 1)) {
        if (!(x.s < y.e && y.s < x.e)) continue;
        expect(x.l.instructor?.id).not.toBe(y.l.instructor?.id);
        if (x.l.car) expect(x.l.car.id).not.toBe(y.l.car?.id);
        if (x.l.student) expect(x.l.student.id).not.toBe(y.l.student?.id);
      }
    }
    // The demo learner and the demo instructor have lessons of their own.
    const learner = await list(await t.sessionOf('kursant@example.com', 'Kursant123!'), addDays(today, -14), addDays(today, 14));
    expect(learner.content.length).toBeGreaterThan(0);
    const instructor = await list(await t.sessionOf('instruktor@example.com', 'Instruktor123!'), addDays(today, -14), addDays(today, 14));
    expect(instructor.content.length).toBeGreaterThan(0);
    expect(new Set(instructor.content.map((l) => l.instructor?.id)).size).toBe(1);
  });

  it('lessons already over have what happened: mostly held, one no-show, one cancelled by the learner; drives have a meeting place', async () => {
    const today = warsawDate(t.clock.now());
    const school = await t.sessionOf('osk@example.com', 'Szkola123!');
    const all = (await list(school, addDays(today, -14), addDays(today, 14))).content;
    const now = t.clock.now().getTime();
    const over = all.filter((l) => warsawInstant(l.lessonDate, l.endTime)!.getTime() <= now);
    const ahead = all.filter((l) => warsawInstant(l.lessonDate, l.startTime)!.getTime() > now);
    expect(over.length).toBeGreaterThan(4);
    expect(over.filter((l) => l.outcome === 'NO_SHOW')).toHaveLength(1);
    expect(over.filter((l) => l.outcome === 'CANCELLED').map((l) => l.cancelledBy)).toEqual(['LEARNER']);
    expect(over.filter((l) => l.outcome === 'HELD').length).toBe(over.length - 2);
    expect(ahead.every((l) => l.outcome === null && !l.canSetOutcome)).toBe(true);
    expect(over.every((l) => l.canSetOutcome)).toBe(true);
    expect(all.filter((l) => l.lessonType === 'DRIVE').every((l) => (l.meetingPlace ?? '').length > 0)).toBe(true);
  });
});
