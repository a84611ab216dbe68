import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { SchoolStudentListRow, SchoolStudentPage } from '@osk/contract';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { createInstructor, createSchool, createStudent } from '../../../test/factories.js';
import { exams, learnAnswers, questionCategories, questions, students } from '../../db/schema/index.js';

/**
 * Issue 23, "the school sees readiness": the learners list's readiness and last activity (sortable on
 * the server across pages), the school's threshold of "gotowy do egzaminu" and its filter.
 */
let t: TestApp;
const NOW = new Date('2026-11-22T10:00:00Z');
const DAY = 86_400_000;
let externalId = 950_000;

type Session = { session: string; schoolId: number };
let school: Session;
let otherSchool: Session;
let learnerSession = '';
let instructorSession = '';
const learnerIds: number[] = [];

async function question(type: 'STANDARD' | 'SPECIALISTIC', weight: number, moduleId: number, category: string): Promise<number> {
  externalId += 1;
  const [row] = await t.database.db
    .insert(questions)
    .values({ externalId, type, correct: type === 'STANDARD' ? 'TAK' : 'A', weight, media: null, mediaType: null, mediaExists: true, moduleId, legalSource: null, active: true, lastUpdateDate: NOW })
    .returning({ id: questions.id });
  if (!row) throw new Error('insert failed');
  await t.database.db.insert(questionCategories).values({ questionId: row.id, category });
  return row.id;
}

async function know(studentId: number, questionId: number, box: number, daysAgo: number) {
  const at = new Date(NOW.getTime() - daysAgo * DAY);
  await t.database.db.insert(learnAnswers).values({ studentId, questionId, box, rightCount: box, wrongCount: 0, lastAnswerCorrect: box > 0, lastAnsweredAt: at, dueAt: at });
}

async function exam(studentId: number, category: string, type: string, points: number, pointsAll: number, daysAgo: number) {
  const start = new Date(NOW.getTime() - daysAgo * DAY);
  await t.database.db.insert(exams).values({
    studentId,
    category,
    type,
    language: 'PL',
    status: 'FINISHED',
    startDate: start,
    deadline: new Date(start.getTime() + 25 * 60_000),
    endDate: new Date(start.getTime() + 20 * 60_000),
    questionStartedAt: start,
    totalAnswers: 32,
    pointsAll,
    points,
    passed: points >= 68,
  });
}

function get(url: string, session: string | null, language = 'pl') {
  return t.app.inject({ method: 'GET', url: `/api/eprawko-rest/${url}`, headers: { ...(session ? { jsessionid: session } : {}), 'accept-language': language } });
}

function post(url: string, session: string | null, payload: unknown, language = 'pl') {
  return t.app.inject({ method: 'POST', url: `/api/eprawko-rest/${url}`, payload: payload as object, headers: { ...(session ? { jsessionid: session } : {}), 'accept-language': language } });
}

/** Every row of the school's list (both pages) by the given query. */
async function allRows(query: string, session = school.session): Promise<SchoolStudentListRow[]> {
  const rows: SchoolStudentListRow[] = [];
  for (let page = 0; ; page += 1) {
    const res = await get(`student/show/school/v2/${school.schoolId}?${query}&page=${page}`, session);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json<SchoolStudentPage>();
    rows.push(...body.content);
    if (page + 1 >= body.totalPages) return rows;
  }
}

beforeAll(async () => {
  t = await createTestApp();
  t.clock.set(NOW);
  // Category B: two 3-point basic questions and one 1-point specialist one (module 1); category Y: one question of module 100.
  const b = [await question('STANDARD', 3, 1, 'B'), await question('STANDARD', 3, 1, 'B'), await question('SPECIALISTIC', 1, 1, 'B')];
  const y = await question('STANDARD', 1, 100, 'Y');
  const s = await createSchool(t.database.db);
  school = { schoolId: s.schoolId, session: await t.sessionOf(s.email, s.password) };
  const o = await createSchool(t.database.db);
  otherSchool = { schoolId: o.schoolId, session: await t.sessionOf(o.email, o.password) };
  const i = await createInstructor(t.database.db, s.schoolId);
  instructorSession = await t.sessionOf(i.email, i.password);
  // Twelve learners (more than a page of ten), with readiness from 0 up and activity on different days.
  for (let n = 0; n < 12; n += 1) {
    const l = await createStudent(t.database.db, { schoolId: s.schoolId, firstName: 'Kursant', lastName: `Nazwisko${String(n).padStart(2, '0')}`, learningAvailableTill: '2027-01-01' });
    learnerIds.push(l.studentId);
    if (n === 0) learnerSession = await t.sessionOf(l.email, l.password);
    const knows = b.slice(0, n % 4);
    for (const [k, q] of knows.entries()) await know(l.studentId, q, k === 0 && n === 5 ? 1 : 2, n + k);
    for (let e = 0; e < n % 3; e += 1) await exam(l.studentId, 'B', 'EXAM', 40 + 10 * e + n, 74, n + e + 1);
  }
  // A qualification learner: its readiness counts its own category's questions and qualification exams.
  const [qualified] = learnerIds.slice(-1);
  await t.database.db.update(students).set({ category: 'Y' }).where(eq(students.id, qualified!));
  await t.database.db.delete(learnAnswers).where(eq(learnAnswers.studentId, qualified!));
  await know(qualified!, y, 3, 2);
  await exam(qualified!, 'Y', 'QUALIFICATION', 25, 30, 3);
});

afterAll(async () => {
  await t?.close();
});

describe("the school's learners list with readiness (issue 23)", () => {
  it("shows each learner's readiness, the same number the learner's readiness answers", async () => {
    const rows = await allRows('order=lastName&orderAsc=true');
    expect(rows).toHaveLength(12);
    for (const row of rows) {
      const own = await get(`readiness/${row.id}/${row.category}`, school.session);
      expect(own.statusCode).toBe(200);
      expect(row.readiness, `${row.lastName} ${row.category}`).toBe(own.json().score);
      expect(row.readyForExam).toBe(false);
    }
    // The figures differ (learners with nothing learnt have 0, others more).
    expect(new Set(rows.map((r) => r.readiness)).size).toBeGreaterThan(4);
    expect(rows.find((r) => r.category === 'Y')?.readiness).toBeGreaterThan(0);
  });

  it('sorts by readiness on the server across pages, both ways, ties by last name', async () => {
    const down = await allRows('order=readiness&orderAsc=false');
    const up = await allRows('order=readiness&orderAsc=true');
    expect(down).toHaveLength(12);
    const scores = down.map((r) => r.readiness);
    expect(scores).toEqual([...scores].sort((a, b) => b - a));
    expect(up.map((r) => r.readiness)).toEqual([...scores].reverse());
    // The first page holds the ten best: no better learner is left for the second page.
    const first = await get(`student/show/school/v2/${school.schoolId}?order=readiness&orderAsc=false&page=0`, school.session);
    expect(first.json().content).toHaveLength(10);
    expect(first.json().totalElements).toBe(12);
    for (let i = 1; i < down.length; i += 1) {
      if (down[i]!.readiness === down[i - 1]!.readiness) expect(down[i]!.lastName > down[i - 1]!.lastName).toBe(true);
    }
  });

  it('sorts by last activity on the server, learners without any last', async () => {
    const down = await allRows('order=lastActivity&orderAsc=false');
    const times = down.map((r) => (r.lastActivity ? Date.parse(r.lastActivity) : null));
    const known = times.filter((v): v is number => v !== null);
    expect(known.length).toBeGreaterThan(5);
    expect(known).toEqual([...known].sort((a, b) => b - a));
    expect(times.slice(known.length).every((v) => v === null)).toBe(true);
    const up = (await allRows('order=lastActivity&orderAsc=true')).map((r) => r.lastActivity).filter(Boolean);
    expect(up).toEqual(down.map((r) => r.lastActivity).filter(Boolean).reverse());
  });

  it('refuses an unknown sort key (400 with the field, in the caller language)', async () => {
    const bad = await get(`student/show/school/v2/${school.schoolId}?order=score`, school.session, 'en');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toEqual([expect.objectContaining({ field: 'order', message: expect.stringMatching(/\w/) })]);
    const badPl = await get(`student/show/school/v2/${school.schoolId}?order=score`, school.session, 'pl');
    expect(badPl.json().fields[0].message).not.toBe(bad.json().fields[0].message);
  });

  it("answers another school, a learner and an instructor 403, whatever the order", async () => {
    for (const session of [otherSchool.session, learnerSession, instructorSession]) {
      const res = await get(`student/show/school/v2/${school.schoolId}?order=readiness`, session);
      expect(res.statusCode).toBe(403);
      expect(res.body).not.toContain('Nazwisko');
    }
    expect((await get(`readiness/${learnerIds[3]}/B`, otherSchool.session)).statusCode).toBe(403);
  });
});

describe('the readiness threshold of "gotowy do egzaminu" (issue 23)', () => {
  it('is stored per school, marks the learners from it on in the list, the filter and the readiness', async () => {
    const set = await post('school/updateReadinessThreshold', school.session, { readinessThreshold: 40 });
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json().readinessThreshold).toBe(40);
    expect((await get('school/show', school.session)).json().readinessThreshold).toBe(40);
    expect((await get('school/show', otherSchool.session)).json().readinessThreshold).toBeNull();

    const rows = await allRows('order=lastName');
    for (const row of rows) expect(row.readyForExam, row.lastName).toBe(row.readiness >= 40);
    const ready = rows.filter((r) => r.readyForExam);
    expect(ready.length).toBeGreaterThan(0);
    expect(ready.length).toBeLessThan(rows.length);

    // The filter: only the ready ones, in the chosen order, and the count says so.
    const filtered = await allRows('order=lastName&ready=true');
    expect(filtered.map((r) => r.id)).toEqual(ready.map((r) => r.id));
    const byReadiness = await allRows('order=readiness&orderAsc=false&ready=true');
    expect(new Set(byReadiness.map((r) => r.id))).toEqual(new Set(ready.map((r) => r.id)));
    const counts = await get(`student/count/school/v2/${school.schoolId}?ready=true`, school.session);
    expect(counts.json()).toMatchObject({ count: ready.length, all: 12 });
    const ids = await get(`student/ids/school/${school.schoolId}?ready=true&order=readiness&orderAsc=false`, school.session);
    expect(ids.json()).toEqual({ ids: byReadiness.map((r) => r.id), count: ready.length });

    // The learner's readiness (its page and the learner's own) carries the school's threshold.
    const readiness = await get(`readiness/${learnerIds[0]}/B`, school.session);
    expect(readiness.json().schoolThreshold).toBe(40);
    expect((await get(`readiness/${learnerIds[0]}/B`, learnerSession)).json().schoolThreshold).toBe(40);
  });

  it('switches off with null: nobody is marked and the filter finds nobody', async () => {
    expect((await post('school/updateReadinessThreshold', school.session, { readinessThreshold: null })).json().readinessThreshold).toBeNull();
    expect((await allRows('order=readiness&orderAsc=false')).some((r) => r.readyForExam)).toBe(false);
    const none = await get(`student/show/school/v2/${school.schoolId}?ready=true`, school.session);
    expect(none.json()).toMatchObject({ content: [], totalElements: 0 });
    expect((await get(`readiness/${learnerIds[0]}/B`, school.session)).json().schoolThreshold).toBeNull();
  });

  it('accepts 0 and 100 and refuses anything else (400 with the field, in the caller language), keeping the stored value', async () => {
    for (const value of [0, 100]) expect((await post('school/updateReadinessThreshold', school.session, { readinessThreshold: value })).statusCode).toBe(200);
    for (const value of [-1, 101, 50.5, '50', 'abc', undefined]) {
      const res = await post('school/updateReadinessThreshold', school.session, value === undefined ? {} : { readinessThreshold: value }, 'en');
      expect(res.statusCode, String(value)).toBe(400);
      expect(res.json().fields).toEqual([expect.objectContaining({ field: 'readinessThreshold', message: 'The readiness threshold must be a whole number from 0 to 100.' })]);
    }
    const pl = await post('school/updateReadinessThreshold', school.session, { readinessThreshold: 101 }, 'pl');
    expect(pl.json().fields[0].message).toBe('Próg gotowości musi być liczbą całkowitą od 0 do 100.');
    expect((await get('school/show', school.session)).json().readinessThreshold).toBe(100);
  });

  it('is a school setting: a learner, an instructor and no session are refused (403), nothing changes', async () => {
    for (const session of [learnerSession, instructorSession, null]) {
      expect((await post('school/updateReadinessThreshold', session, { readinessThreshold: 10 })).statusCode).toBe(403);
    }
    expect((await get('school/show', school.session)).json().readinessThreshold).toBe(100);
  });
});
