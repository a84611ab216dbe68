import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Course, CourseModule, CourseSubject, ElearningProgress, Slide } from '@osk/contract';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { createInstructor, createSchool, createStudent } from '../../../test/factories.js';
import { createCourse, type CreatedCourse } from '../../../test/content.factory.js';
import { eq } from 'drizzle-orm';
import { schools } from '../../db/schema/index.js';

let t: TestApp;
let course: CreatedCourse;
let english: CreatedCourse;
let other: CreatedCourse;
let inactive: CreatedCourse;
let schoolSession: string;
let instructorSession: string;

beforeAll(async () => {
  t = await createTestApp();
  course = await createCourse(t.database.db, { name: 'Kurs kategorii B' });
  english = await createCourse(t.database.db, { language: 'EN', name: 'Category B course' });
  other = await createCourse(t.database.db, { category: 'C', name: 'Kurs kategorii C' });
  inactive = await createCourse(t.database.db, { name: 'Stary kurs', active: false });
  const school = await createSchool(t.database.db);
  // An established school: the operator approved its content previews (issue 20).
  await t.database.db.update(schools).set({ contentPreviewApproved: true }).where(eq(schools.id, school.schoolId));
  schoolSession = await t.sessionOf(school.email, school.password);
  const instructor = await createInstructor(t.database.db, school.schoolId);
  instructorSession = await t.sessionOf(instructor.email, instructor.password);
});
afterAll(async () => {
  await t.close();
});
beforeEach(() => {
  t.clock.set(new Date('2026-11-22T10:00:00Z'));
});

async function learner(till: string | null = '2026-12-31') {
  const s = await createStudent(t.database.db, { learningAvailableTill: till });
  return { ...s, session: await t.sessionOf(s.email, s.password) };
}

type Learner = Awaited<ReturnType<typeof learner>>;

async function get(url: string, session?: string, headers: Record<string, string> = {}) {
  return t.app.inject({ method: 'GET', url, headers: { ...(session ? { jsessionid: session } : {}), ...headers } });
}

function positionOf(c: CreatedCourse, index: number, studentId: number) {
  const slide = c.slides[index];
  if (!slide) throw new Error(`no slide ${index}`);
  return { studentId, courseId: c.courseId, moduleNumber: slide.moduleNumber, subjectId: slide.subjectId, slaidId: slide.id, lessonNumber: slide.lessonNumber };
}

async function store(who: Learner, body: Record<string, unknown>) {
  return t.app.inject({ method: 'POST', url: '/api/learning/progress', headers: { jsessionid: who.session }, payload: body });
}

async function progressOf(who: Learner, courseId: number): Promise<ElearningProgress> {
  const res = await get(`/api/learning/progress/${who.userId}/${courseId}`, who.session);
  expect(res.statusCode).toBe(200);
  return res.json();
}

describe('GET learning/course/category/{cat}', () => {
  it("lists the category's active courses in the asked language with the learner's percentage", async () => {
    const me = await learner();
    expect((await store(me, positionOf(course, 0, me.studentId))).statusCode).toBe(200);
    const res = await get('/api/learning/course/category/b?language=pl', me.session);
    expect(res.statusCode).toBe(200);
    const list: Course[] = res.json();
    expect(list).toEqual([{ id: course.courseId, name: 'Kurs kategorii B', description: 'Kurs teoretyczny', category: 'B', language: 'PL', modulesNumber: 2, slaidsNumber: 5, percentage: 20 }]);
  });

  it("takes the caller's language when none is asked, and the Polish courses when none exists in it", async () => {
    const me = await learner();
    const inEnglish: Course[] = (await get('/api/learning/course/category/B', me.session, { 'accept-language': 'en' })).json();
    expect(inEnglish.map((c) => c.id)).toEqual([english.courseId]);
    const inGerman: Course[] = (await get('/api/learning/course/category/B?language=DE', me.session)).json();
    expect(inGerman.map((c) => c.id)).toEqual([course.courseId]);
    const inC: Course[] = (await get('/api/learning/course/category/C', me.session)).json();
    expect(inC.map((c) => c.id)).toEqual([other.courseId]);
  });

  it('refuses an unknown category or language with 400 naming the field', async () => {
    const me = await learner();
    const badCategory = await get('/api/learning/course/category/X', me.session);
    expect(badCategory.statusCode).toBe(400);
    expect(badCategory.json().fields[0].field).toBe('category');
    const badLanguage = await get('/api/learning/course/category/B?language=FR', me.session);
    expect(badLanguage.statusCode).toBe(400);
    expect(badLanguage.json().fields[0].field).toBe('language');
  });

  it('answers 403 to an anonymous caller', async () => {
    const res = await get('/api/learning/course/category/B');
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('msg.error.not.logged.in');
  });

  it('shows schools and instructors the courses with percentage 0', async () => {
    for (const session of [schoolSession, instructorSession]) {
      const list: Course[] = (await get('/api/learning/course/category/B?language=PL', session)).json();
      expect(list.map((c) => [c.id, c.percentage])).toEqual([[course.courseId, 0]]);
    }
  });

  it('shows the list to a learner without learning access (the hub offers to buy it)', async () => {
    const me = await learner(null);
    const res = await get('/api/learning/course/category/B?language=PL', me.session);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toHaveLength(1);
  });
});

describe('GET learning/course/modules/{id} and subjects/{moduleId}', () => {
  it('lists the modules in order with their counts and percentages', async () => {
    const me = await learner();
    await store(me, positionOf(course, 0, me.studentId));
    await store(me, positionOf(course, 3, me.studentId));
    const res = await get(`/api/learning/course/modules/${course.courseId}`, me.session);
    expect(res.statusCode).toBe(200);
    const modules: CourseModule[] = res.json();
    expect(modules).toEqual([
      { id: course.moduleIds[0], courseId: course.courseId, moduleNumber: 1, name: 'Przepisy', subjectsNumber: 2, slaidsNumber: 3, percentage: 33 },
      { id: course.moduleIds[1], courseId: course.courseId, moduleNumber: 2, name: 'Znaki', subjectsNumber: 1, slaidsNumber: 2, percentage: 50 },
    ]);
  });

  it('lists the subjects of a module in order with their percentages', async () => {
    const me = await learner();
    await store(me, positionOf(course, 1, me.studentId));
    const res = await get(`/api/learning/course/subjects/${course.moduleIds[0]}`, me.session);
    expect(res.statusCode).toBe(200);
    const subjects: CourseSubject[] = res.json();
    expect(subjects).toEqual([
      { id: course.subjectIds[0], name: 'Uczestnicy ruchu', slaidsNumber: 2, percentage: 50 },
      { id: course.subjectIds[1], name: 'Pierwszeństwo', slaidsNumber: 1, percentage: 0 },
    ]);
  });

  it('answers 404 for an unknown or inactive course and module', async () => {
    const me = await learner();
    for (const url of [
      '/api/learning/course/modules/999999',
      `/api/learning/course/modules/${inactive.courseId}`,
      '/api/learning/course/subjects/999999',
      `/api/learning/course/subjects/${inactive.moduleIds[0]}`,
    ]) {
      const res = await get(url, me.session);
      expect(res.statusCode, url).toBe(404);
      expect(res.json().code).toBe('msg.error.elearning.course.not.found');
    }
  });

  it('refuses ids that are not positive numbers with 400 naming the field', async () => {
    const me = await learner();
    const modules = await get('/api/learning/course/modules/abc', me.session);
    expect(modules.statusCode).toBe(400);
    expect(modules.json().fields[0].field).toBe('courseId');
    const subjects = await get('/api/learning/course/subjects/-1', me.session);
    expect(subjects.statusCode).toBe(400);
    expect(subjects.json().fields[0].field).toBe('moduleId');
  });

  it('lets a school read modules and subjects with percentage 0', async () => {
    const modules: CourseModule[] = (await get(`/api/learning/course/modules/${course.courseId}`, schoolSession)).json();
    expect(modules.map((m) => m.percentage)).toEqual([0, 0]);
    const subjects: CourseSubject[] = (await get(`/api/learning/course/subjects/${course.moduleIds[1]}`, schoolSession)).json();
    expect(subjects.map((s) => s.percentage)).toEqual([0]);
  });
});

describe('GET learning/course/slaids/{subjectId}/{courseId}', () => {
  it("answers the subject's slides with their attachments under /api/pliki", async () => {
    const me = await learner();
    await store(me, positionOf(course, 0, me.studentId));
    const res = await get(`/api/learning/course/slaids/${course.subjectIds[0]}/${course.courseId}`, me.session);
    expect(res.statusCode).toBe(200);
    const slides: Slide[] = res.json();
    expect(slides.map((s) => [s.lessonNumber, s.viewed])).toEqual([
      [1, true],
      [2, false],
    ]);
    const [first, second] = slides;
    expect(first).toMatchObject({
      id: course.slides[0]?.id,
      subjectId: course.subjectIds[0],
      courseModuleId: course.moduleIds[0],
      courseId: course.courseId,
      name: 'Slajd 1',
      content: 'Treść slajdu 1.',
      module: { id: course.moduleIds[0], moduleNumber: 1, name: 'Przepisy' },
      subject: { id: course.subjectIds[0], name: 'Uczestnicy ruchu' },
      image: `/api/pliki/${course.files[0]?.[0]}`,
      video: null,
      slaidsInModule: 3,
    });
    expect(first?.attachements.map((a) => [a.type, a.file])).toEqual([
      ['IMAGE', `/api/pliki/${course.files[0]?.[0]}`],
      ['MP3', `/api/pliki/${course.files[0]?.[1]}`],
    ]);
    expect(second?.image).toBeNull();
    expect(second?.video).toBe(`/api/pliki/${course.files[1]?.[1]}`);
  });

  it('refuses a subject that is not in the course with 400', async () => {
    const me = await learner();
    const res = await get(`/api/learning/course/slaids/${other.subjectIds[0]}/${course.courseId}`, me.session);
    expect(res.statusCode).toBe(400);
    expect(res.json().fields.map((f: { field: string }) => f.field)).toEqual(['subjectId', 'courseId']);
  });

  it('answers 404 for an unknown subject or course', async () => {
    const me = await learner();
    expect((await get(`/api/learning/course/slaids/999999/${course.courseId}`, me.session)).statusCode).toBe(404);
    expect((await get(`/api/learning/course/slaids/${course.subjectIds[0]}/999999`, me.session)).statusCode).toBe(404);
  });

  it('refuses a learner whose learning access ended or never began', async () => {
    for (const till of ['2026-11-21', null]) {
      const me = await learner(till);
      const res = await get(`/api/learning/course/slaids/${course.subjectIds[0]}/${course.courseId}`, me.session);
      expect(res.statusCode).toBe(403);
      expect(res.json().code).toBe('msg.error.learning.no.access');
    }
  });

  it('lets a learner in on the last day of access (Warsaw date)', async () => {
    // 23:30 in Warsaw (UTC+1 in November) is still the last day; 00:30 is the next one.
    t.clock.set(new Date('2026-11-22T22:30:00Z'));
    const me = await learner('2026-11-22');
    const url = `/api/learning/course/slaids/${course.subjectIds[0]}/${course.courseId}`;
    expect((await get(url, me.session)).statusCode).toBe(200);
    t.clock.set(new Date('2026-11-22T23:30:00Z'));
    expect((await get(url, me.session)).statusCode).toBe(403);
  });

  it('lets a school and an instructor read the slides, none seen', async () => {
    for (const session of [schoolSession, instructorSession]) {
      const res = await get(`/api/learning/course/slaids/${course.subjectIds[2]}/${course.courseId}`, session);
      expect(res.statusCode).toBe(200);
      expect((res.json() as Slide[]).map((s) => s.viewed)).toEqual([false, false]);
    }
  });
});

describe('GET learning/course/slaid/{moduleId}/{lesson}', () => {
  it('answers the slide of the module with that lesson number', async () => {
    const me = await learner();
    const res = await get(`/api/learning/course/slaid/${course.moduleIds[0]}/3`, me.session);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: course.slides[2]?.id, lessonNumber: 3, subjectId: course.subjectIds[1], slaidsInModule: 3, viewed: false });
  });

  it('answers {error} when the module has no such lesson', async () => {
    const me = await learner();
    const res = await get(`/api/learning/course/slaid/${course.moduleIds[1]}/3`, me.session);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ error: 'msg.error.elearning.slide.not.found' });
  });

  it('answers 404 for an unknown module and 400 for a lesson that is not a positive number', async () => {
    const me = await learner();
    expect((await get('/api/learning/course/slaid/999999/1', me.session)).statusCode).toBe(404);
    const bad = await get(`/api/learning/course/slaid/${course.moduleIds[0]}/0`, me.session);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields[0]).toMatchObject({ field: 'lesson', key: 'msg.validation.elearning.position' });
  });

  it('refuses a learner without learning access and lets a school in', async () => {
    const me = await learner(null);
    const refused = await get(`/api/learning/course/slaid/${course.moduleIds[0]}/1`, me.session);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe('msg.error.learning.no.access');
    expect((await get(`/api/learning/course/slaid/${course.moduleIds[0]}/1`, schoolSession)).statusCode).toBe(200);
  });
});

describe('learning/progress', () => {
  it('answers null positions before the first slide', async () => {
    const me = await learner();
    expect(await progressOf(me, course.courseId)).toEqual({
      studentId: me.studentId,
      courseId: course.courseId,
      moduleNumber: null,
      subjectId: null,
      slaidId: null,
      lessonNumber: null,
      moduleId: null,
      percentage: 0,
    });
  });

  it('stores the position, marks the slide seen and resumes on it', async () => {
    const me = await learner();
    const first = await store(me, positionOf(course, 0, me.studentId));
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ slaidId: course.slides[0]?.id, percentage: 20 });
    const later = await store(me, positionOf(course, 3, me.studentId));
    expect(later.json()).toEqual({
      studentId: me.studentId,
      courseId: course.courseId,
      moduleNumber: 2,
      subjectId: course.subjectIds[2],
      slaidId: course.slides[3]?.id,
      lessonNumber: 1,
      moduleId: course.moduleIds[1],
      percentage: 40,
    });
    expect(await progressOf(me, course.courseId)).toEqual(later.json());
  });

  it('counts a slide seen twice once and accepts numbers sent as strings', async () => {
    const me = await learner();
    const position = positionOf(course, 1, me.studentId);
    await store(me, position);
    const again = await store(me, Object.fromEntries(Object.entries(position).map(([k, v]) => [k, String(v)])));
    expect(again.statusCode).toBe(200);
    expect(again.json().percentage).toBe(20);
  });

  it("refuses another learner's progress, reading or writing, and leaves it unchanged", async () => {
    const me = await learner();
    const victim = await learner();
    await store(victim, positionOf(course, 0, victim.studentId));
    const write = await store(me, positionOf(course, 2, victim.studentId));
    expect(write.statusCode).toBe(403);
    expect(write.json().code).toBe('msg.error.forbidden');
    const read = await get(`/api/learning/progress/${victim.userId}/${course.courseId}`, me.session);
    expect(read.statusCode).toBe(403);
    expect(await progressOf(victim, course.courseId)).toMatchObject({ slaidId: course.slides[0]?.id, percentage: 20 });
    expect((await progressOf(me, course.courseId)).slaidId).toBeNull();
  });

  it('refuses a slide outside the course and leaves the progress unchanged', async () => {
    const me = await learner();
    await store(me, positionOf(course, 0, me.studentId));
    const foreign = positionOf(other, 1, me.studentId);
    const res = await store(me, { ...foreign, courseId: course.courseId });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields[0]).toMatchObject({ field: 'courseId', key: 'msg.validation.elearning.position' });
    // A slide of another subject or module of the same course, claimed under the wrong subject.
    const misplaced = await store(me, { ...positionOf(course, 2, me.studentId), subjectId: course.subjectIds[0] });
    expect(misplaced.statusCode).toBe(400);
    expect(misplaced.json().fields.map((f: { field: string }) => f.field)).toEqual(['subjectId']);
    const unknown = await store(me, { ...positionOf(course, 2, me.studentId), slaidId: 999999 });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().fields[0].field).toBe('slaidId');
    const ofInactive = await store(me, positionOf(inactive, 0, me.studentId));
    expect(ofInactive.statusCode).toBe(400);
    expect(await progressOf(me, course.courseId)).toMatchObject({ slaidId: course.slides[0]?.id, percentage: 20 });
  });

  it('refuses impossible numbers with 400 naming the fields and stores nothing', async () => {
    const me = await learner();
    const good = positionOf(course, 2, me.studentId);
    for (const [field, value] of [
      ['lessonNumber', 2],
      ['moduleNumber', 2],
      ['lessonNumber', 0],
      ['moduleNumber', -1],
      ['slaidId', 1.5],
      ['subjectId', 'abc'],
      ['courseId', 99_999_999_999],
    ] as const) {
      const res = await store(me, { ...good, [field]: value });
      expect(res.statusCode, `${field}=${value}`).toBe(400);
      expect(res.json().fields.map((f: { field: string }) => f.field)).toContain(field);
    }
    const missing = await store(me, {});
    expect(missing.statusCode).toBe(400);
    expect(missing.json().fields.map((f: { field: string }) => f.field).sort()).toEqual(['courseId', 'lessonNumber', 'moduleNumber', 'slaidId', 'studentId', 'subjectId']);
    expect(await progressOf(me, course.courseId)).toMatchObject({ slaidId: null, percentage: 0 });
  });

  it('refuses a learner whose learning access ended and stores nothing', async () => {
    const me = await learner('2026-11-21');
    const res = await store(me, positionOf(course, 0, me.studentId));
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('msg.error.learning.no.access');
    expect(await progressOf(me, course.courseId)).toMatchObject({ slaidId: null, percentage: 0 });
  });

  it('answers 404 for the progress of an unknown course', async () => {
    const me = await learner();
    expect((await get(`/api/learning/progress/${me.userId}/999999`, me.session)).statusCode).toBe(404);
  });

  it('refuses schools and anonymous callers', async () => {
    const me = await learner();
    const bySchool = await t.app.inject({ method: 'POST', url: '/api/learning/progress', headers: { jsessionid: schoolSession }, payload: positionOf(course, 0, me.studentId) });
    expect(bySchool.statusCode).toBe(403);
    const anonymous = await t.app.inject({ method: 'POST', url: '/api/learning/progress', payload: positionOf(course, 0, me.studentId) });
    expect(anonymous.statusCode).toBe(403);
    expect(anonymous.json().code).toBe('msg.error.not.logged.in');
    expect((await get(`/api/learning/progress/${me.userId}/${course.courseId}`)).statusCode).toBe(403);
  });
});
