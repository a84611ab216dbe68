import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { Lecture, LectureProgress } from '@osk/contract';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { createSchool, createStudent } from '../../../test/factories.js';
import { createLectures, type CreatedLectures } from '../../../test/content.factory.js';
import { students } from '../../db/schema/index.js';

let t: TestApp;
let set: CreatedLectures;
let schoolSession: string;

beforeAll(async () => {
  t = await createTestApp();
  set = await createLectures(t.database.db);
  const school = await createSchool(t.database.db);
  schoolSession = await t.sessionOf(school.email, school.password);
});
afterAll(async () => {
  await t.close();
});
beforeEach(() => {
  t.clock.set(new Date('2026-11-22T10:00:00Z'));
});

async function learner(till: string | null = '2026-12-31', category = 'B') {
  const s = await createStudent(t.database.db);
  await t.database.db.update(students).set({ lecturesAvailableTill: till, category }).where(eq(students.id, s.studentId));
  return { ...s, session: await t.sessionOf(s.email, s.password) };
}

type Learner = Awaited<ReturnType<typeof learner>>;

async function get(url: string, session?: string, headers: Record<string, string> = {}) {
  return t.app.inject({ method: 'GET', url, headers: { ...(session ? { jsessionid: session } : {}), ...headers } });
}

async function store(who: Learner, body: Record<string, unknown>) {
  return t.app.inject({ method: 'POST', url: '/api/eprawko-rest/lecture/lecture/progres', headers: { jsessionid: who.session }, payload: body });
}

async function progressOf(who: Learner): Promise<LectureProgress[]> {
  const res = await get(`/api/eprawko-rest/lecture/lecture/progres/${who.userId}`, who.session);
  expect(res.statusCode).toBe(200);
  return res.json();
}

function first(): number {
  const id = set.listB[0];
  if (id === undefined) throw new Error('no lectures');
  return id;
}

describe('GET lecture/lecture/{studentId}', () => {
  it("lists the active lectures of the learner's category and of every category in order", async () => {
    const me = await learner();
    const res = await get(`/api/eprawko-rest/lecture/lecture/${me.studentId}`, me.session);
    expect(res.statusCode).toBe(200);
    const list: Lecture[] = res.json();
    expect(list.map((l) => l.id)).toEqual(set.listB);
    expect(list[0]).toEqual({ id: first(), title: 'Wykład w1', link: `/api/pliki/${set.film}`, description: 'Opis w1', time: 120 });
    expect(list[2]?.link).toBe('https://vimeo.com/76979871');
  });

  it("answers the lectures in the caller's language, or the Polish ones when none exists in it", async () => {
    const me = await learner();
    const english: Lecture[] = (await get(`/api/eprawko-rest/lecture/lecture/${me.studentId}`, me.session, { 'accept-language': 'en' })).json();
    expect(english.map((l) => l.id)).toEqual([set.english]);
    const russian: Lecture[] = (await get(`/api/eprawko-rest/lecture/lecture/${me.studentId}`, me.session, { 'accept-language': 'ru' })).json();
    expect(russian.map((l) => l.id)).toEqual(set.listB);
  });

  it('gives a category C learner the lectures for C and for every category', async () => {
    const me = await learner('2026-12-31', 'C');
    const list: Lecture[] = (await get(`/api/eprawko-rest/lecture/lecture/${me.studentId}`, me.session)).json();
    expect(list.map((l) => l.id)).toEqual([first(), set.forC]);
  });

  it('refuses a learner whose lectures access ended or never began', async () => {
    for (const till of ['2026-11-21', null]) {
      const me = await learner(till);
      const res = await get(`/api/eprawko-rest/lecture/lecture/${me.studentId}`, me.session);
      expect(res.statusCode).toBe(403);
      expect(res.json().code).toBe('msg.error.lectures.no.access');
    }
  });

  it("refuses another learner's list, an anonymous caller and a school", async () => {
    const victim = await learner();
    const me = await learner();
    // My own account's id would mean my own record (ADR 028): the victim's id here is not it.
    expect(victim.studentId).not.toBe(me.userId);
    const other = await get(`/api/eprawko-rest/lecture/lecture/${victim.studentId}`, me.session);
    expect(other.statusCode).toBe(403);
    expect(other.json().code).toBe('msg.error.forbidden');
    expect((await get(`/api/eprawko-rest/lecture/lecture/${me.studentId}`)).json().code).toBe('msg.error.not.logged.in');
    expect((await get(`/api/eprawko-rest/lecture/lecture/${me.studentId}`, schoolSession)).statusCode).toBe(403);
  });

  it('refuses an id that is not a positive number with 400 naming the field', async () => {
    const me = await learner();
    const res = await get('/api/eprawko-rest/lecture/lecture/x1', me.session);
    expect(res.statusCode).toBe(400);
    expect(res.json().fields[0].field).toBe('studentId');
  });
});

describe('lecture/lecture/progres', () => {
  it('stores the position, answers it and lists it', async () => {
    const me = await learner();
    expect(await progressOf(me)).toEqual([]);
    const res = await store(me, { studentId: me.studentId, lectureId: first(), started: true, finished: false, endTime: 42.9 });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ studentId: me.studentId, lectureId: first(), started: true, finished: false, endTime: 42 });
    expect(await progressOf(me)).toEqual([res.json()]);
  });

  it('marks a lecture started once the film has moved, and finished never undone', async () => {
    const me = await learner();
    const moved = await store(me, { studentId: me.studentId, lectureId: first(), started: false, finished: false, endTime: 3 });
    expect(moved.json()).toMatchObject({ started: true, finished: false });
    const done = await store(me, { studentId: me.studentId, lectureId: first(), started: true, finished: true, endTime: 120 });
    expect(done.json()).toMatchObject({ started: true, finished: true, endTime: 120 });
    const rewatch = await store(me, { studentId: me.studentId, lectureId: first(), started: false, finished: false, endTime: 0 });
    expect(rewatch.json()).toEqual({ studentId: me.studentId, lectureId: first(), started: true, finished: true, endTime: 0 });
    expect(await progressOf(me)).toEqual([rewatch.json()]);
  });

  it('accepts a position a few seconds past the stated length and refuses one beyond the slack', async () => {
    const me = await learner();
    expect((await store(me, { studentId: me.studentId, lectureId: first(), started: true, finished: true, endTime: 124.5 })).statusCode).toBe(200);
    const beyond = await store(me, { studentId: me.studentId, lectureId: first(), started: true, finished: false, endTime: 126 });
    expect(beyond.statusCode).toBe(400);
    expect(beyond.json().fields[0]).toMatchObject({ field: 'endTime', key: 'msg.validation.lecture.time' });
    expect((await progressOf(me))[0]?.endTime).toBe(124);
  });

  it('refuses impossible numbers and unknown, inactive or foreign-category lectures, storing nothing', async () => {
    const me = await learner();
    const base = { studentId: me.studentId, lectureId: first(), started: true, finished: false, endTime: 10 };
    for (const [field, value] of [
      ['endTime', -1],
      ['endTime', 'abc'],
      ['endTime', 1e9],
      ['lectureId', 0],
      ['started', 'yes'],
      ['finished', null],
    ] as const) {
      const res = await store(me, { ...base, [field]: value });
      expect(res.statusCode, `${field}=${String(value)}`).toBe(400);
      expect(res.json().fields.map((f: { field: string }) => f.field)).toContain(field);
    }
    for (const lectureId of [999999, set.inactive, set.forC]) {
      const res = await store(me, { ...base, lectureId });
      expect(res.statusCode).toBe(400);
      expect(res.json().fields[0]).toMatchObject({ field: 'lectureId', key: 'msg.validation.lecture.not.found' });
    }
    expect(await progressOf(me)).toEqual([]);
  });

  it('stores nothing while lectures are not available', async () => {
    const me = await learner();
    await store(me, { studentId: me.studentId, lectureId: first(), started: true, finished: false, endTime: 30 });
    await t.database.db.update(students).set({ lecturesAvailableTill: '2026-11-21' }).where(eq(students.id, me.studentId));
    const res = await store(me, { studentId: me.studentId, lectureId: first(), started: true, finished: true, endTime: 120 });
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('msg.error.lectures.no.access');
    expect((await get(`/api/eprawko-rest/lecture/lecture/progres/${me.userId}`, me.session)).statusCode).toBe(403);
    await t.database.db.update(students).set({ lecturesAvailableTill: '2026-11-22' }).where(eq(students.id, me.studentId));
    expect(await progressOf(me)).toEqual([{ studentId: me.studentId, lectureId: first(), started: true, finished: false, endTime: 30 }]);
  });

  it("refuses another learner's progress, reading or writing, and leaves it unchanged", async () => {
    const me = await learner();
    const victim = await learner();
    await store(victim, { studentId: victim.studentId, lectureId: first(), started: true, finished: false, endTime: 5 });
    const write = await store(me, { studentId: victim.studentId, lectureId: first(), started: true, finished: true, endTime: 120 });
    expect(write.statusCode).toBe(403);
    expect(write.json().code).toBe('msg.error.forbidden');
    expect((await get(`/api/eprawko-rest/lecture/lecture/progres/${victim.userId}`, me.session)).statusCode).toBe(403);
    expect(await progressOf(victim)).toEqual([{ studentId: victim.studentId, lectureId: first(), started: true, finished: false, endTime: 5 }]);
    expect(await progressOf(me)).toEqual([]);
  });

  it('refuses schools and anonymous callers', async () => {
    const me = await learner();
    const body = { studentId: me.studentId, lectureId: first(), started: true, finished: false, endTime: 1 };
    expect((await t.app.inject({ method: 'POST', url: '/api/eprawko-rest/lecture/lecture/progres', headers: { jsessionid: schoolSession }, payload: body })).statusCode).toBe(403);
    const anonymous = await t.app.inject({ method: 'POST', url: '/api/eprawko-rest/lecture/lecture/progres', payload: body });
    expect(anonymous.statusCode).toBe(403);
    expect(anonymous.json().code).toBe('msg.error.not.logged.in');
    expect((await get(`/api/eprawko-rest/lecture/lecture/progres/${me.userId}`)).statusCode).toBe(403);
  });
});
