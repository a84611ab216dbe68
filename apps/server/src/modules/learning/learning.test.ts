import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { QUALIFICATION_C_MODULE_IDS, QUALIFICATION_D_MODULE_IDS, type Exam, type Learning, type ModuleCount, type ModuleReview } from '@osk/contract';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { createSchool, createStudent } from '../../../test/factories.js';
import { createQuestionBank, EXAM_BANK } from '../../../test/question-bank.factory.js';
import { questionCategories, questions, questionTexts, students } from '../../db/schema/index.js';

let t: TestApp;
let schoolSession: string;
let schoolId: number;
/** Question ids of the controlled bank, by official number. */
const ids = new Map<number, number>();

const NOW = new Date('2026-11-01T00:00:00Z');

/** One question of the controlled bank. */
async function insertQuestion(q: { n: number; type?: 'STANDARD' | 'SPECIALISTIC'; moduleId: number; categories: string[]; active?: boolean }): Promise<number> {
  const type = q.type ?? 'STANDARD';
  const [row] = await t.database.db
    .insert(questions)
    .values({
      externalId: q.n,
      type,
      correct: type === 'STANDARD' ? 'TAK' : 'B',
      weight: 2,
      media: q.n % 2 === 0 ? `obraz${q.n}.jpg` : null,
      mediaType: q.n % 2 === 0 ? 'IMAGE' : null,
      mediaExists: true,
      moduleId: q.moduleId,
      legalSource: `art. ${q.n} ustawy Prawo o ruchu drogowym`,
      active: q.active ?? true,
      lastUpdateDate: NOW,
    })
    .returning({ id: questions.id });
  if (!row) throw new Error('insert failed');
  await t.database.db.insert(questionCategories).values(q.categories.map((category) => ({ questionId: row.id, category })));
  const specialist = type === 'SPECIALISTIC';
  await t.database.db.insert(questionTexts).values([
    { questionId: row.id, language: 'PL', questionText: `Pytanie ${q.n}?`, answerA: specialist ? 'Tak' : null, answerB: specialist ? 'Nie' : null, answerC: specialist ? 'Czasem' : null, explenation: `Wyjaśnienie ${q.n}` },
    { questionId: row.id, language: 'EN', questionText: `Question ${q.n}?`, answerA: specialist ? 'Yes' : null, answerB: specialist ? 'No' : null, answerC: specialist ? 'Sometimes' : null, explenation: `Explanation ${q.n}` },
  ]);
  ids.set(q.n, row.id);
  return row.id;
}

beforeAll(async () => {
  t = await createTestApp();
  // Category B, module 7: five questions inserted out of order (the official order is by number).
  for (const n of [703, 701, 705, 702]) await insertQuestion({ n, moduleId: 7, categories: ['B', 'A'] });
  await insertQuestion({ n: 704, type: 'SPECIALISTIC', moduleId: 7, categories: ['B'] });
  // Inactive, and category A only: counted nowhere in B.
  await insertQuestion({ n: 706, moduleId: 7, categories: ['B'], active: false });
  await insertQuestion({ n: 707, moduleId: 7, categories: ['A'] });
  // Module 3 of B, and qualification C module 101.
  await insertQuestion({ n: 301, moduleId: 3, categories: ['B'] });
  await insertQuestion({ n: 10101, moduleId: 101, categories: ['Y', 'Z'] });
  // Exams in D draw from a bank of their own that does not touch the B modules above.
  await createQuestionBank(t.database.db, { categories: ['D'], counts: EXAM_BANK });
  const school = await createSchool(t.database.db);
  schoolId = school.schoolId;
  schoolSession = await t.sessionOf(school.email, school.password);
});
afterAll(async () => {
  await t.close();
});
// Tests move the clock; each starts at the same moment (Warsaw date 2026-11-22).
beforeEach(() => {
  t.clock.set(new Date('2026-11-22T10:00:00Z'));
});

async function learner(options: { till?: string | null; multiLanguage?: boolean; qualificationC?: string | null; schoolId?: number | null } = {}) {
  const s = await createStudent(t.database.db, { learningAvailableTill: options.till === undefined ? '2027-01-01' : options.till, schoolId: options.schoolId ?? null });
  if (options.multiLanguage || options.qualificationC) {
    await t.database.db
      .update(students)
      .set({ multiLanguage: options.multiLanguage ?? false, qualificationCAvailableTill: options.qualificationC ?? null })
      .where(eq(students.id, s.studentId));
  }
  return { ...s, session: await t.sessionOf(s.email, s.password) };
}

type Method = 'GET' | 'PUT' | 'POST';
function call(method: Method, url: string, session: string | null, payload?: unknown) {
  return t.app.inject({ method, url: `/api/eprawko-rest/${url}`, headers: session ? { jsessionid: session } : {}, ...(payload === undefined ? {} : { payload: payload as object }) });
}

function createPath(studentId: number, options: { category?: string; lang?: string; moduleId?: number | string; schoolId?: number; order?: string } = {}): string {
  const school = options.schoolId === undefined ? '' : `/schoolId/${options.schoolId}`;
  const query = options.order === undefined ? '' : `?order=${options.order}`;
  return `learning/create/studentId/${studentId}${school}/category/${options.category ?? 'B'}/lang/${options.lang ?? 'PL'}/moduleId/${options.moduleId ?? 7}${query}`;
}

function numbers(learning: Learning): number[] {
  return learning.execution.map((e) => e.question.externalId);
}

function qid(n: number): number {
  const id = ids.get(n);
  if (id === undefined) throw new Error(`no question ${n}`);
  return id;
}

describe('GET questions/getModules/{category}', () => {
  it('lists the 32 road-rule modules of B with their active question counts, zeros included', async () => {
    const s = await learner();
    const res = await call('GET', 'questions/getModules/B', s.session);
    expect(res.statusCode).toBe(200);
    const modules: ModuleCount[] = res.json();
    expect(modules.map((m) => m.id)).toEqual(Array.from({ length: 32 }, (_, i) => i + 1));
    expect(modules.find((m) => m.id === 7)?.count).toBe(5);
    expect(modules.find((m) => m.id === 3)?.count).toBe(1);
    expect(modules.find((m) => m.id === 1)?.count).toBe(0);
    // The lower-case form of a category is the same category.
    expect((await call('GET', 'questions/getModules/b', s.session)).json()).toEqual(modules);
  });

  it('lists the qualification module sets for Y and Z', async () => {
    const s = await learner();
    const y: ModuleCount[] = (await call('GET', 'questions/getModules/Y', s.session)).json();
    expect(y.map((m) => m.id)).toEqual([...QUALIFICATION_C_MODULE_IDS]);
    expect(y.find((m) => m.id === 101)?.count).toBe(1);
    const z: ModuleCount[] = (await call('GET', 'questions/getModules/Z', s.session)).json();
    expect(z.map((m) => m.id)).toEqual([...QUALIFICATION_D_MODULE_IDS]);
    expect(z.find((m) => m.id === 113)?.count).toBe(0);
  });

  it('answers any logged-in user, and 403 to an anonymous caller', async () => {
    expect((await call('GET', 'questions/getModules/B', schoolSession)).statusCode).toBe(200);
    const res = await call('GET', 'questions/getModules/B', null);
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('msg.error.not.logged.in');
  });

  it('answers 400 with the field for a category outside A, M, B, C, D, T, P, Y, Z', async () => {
    const s = await learner();
    for (const bad of ['Q', 'AM', 'X1']) {
      const res = await call('GET', `questions/getModules/${bad}`, s.session);
      expect(res.statusCode, bad).toBe(400);
      expect(res.json().fields).toEqual([expect.objectContaining({ field: 'category', key: 'msg.validation.learning.category', message: 'Nieznana kategoria.' })]);
    }
  });
});

describe('PUT learning/create/...', () => {
  it("answers the module's active questions in the official order with the key, the hard flag and the module name", async () => {
    const s = await learner();
    await call('GET', `questions/student/add/${s.studentId}/702`, s.session);
    const res = await call('PUT', createPath(s.studentId), s.session);
    expect(res.statusCode).toBe(200);
    const learning: Learning = res.json();
    expect(learning).toMatchObject({ category: 'B', moduleId: 7, language: 'PL', max: 5, order: 'OFFICIAL' });
    expect(numbers(learning)).toEqual([701, 702, 703, 704, 705]);
    expect(learning.execution.map((e) => e.ordinalNumber)).toEqual([1, 2, 3, 4, 5]);
    const [first, second] = learning.execution;
    expect(first).toMatchObject({ answer: null, correct: null, approved: false, changes: 0 });
    expect(first?.question).toMatchObject({
      questionText: 'Pytanie 701?',
      correct: 'TAK',
      explenation: 'Wyjaśnienie 701',
      legalSource: 'art. 701 ustawy Prawo o ruchu drogowym',
      hard: false,
      module: { moduleId: 7, name: 'Pierwszeństwo na skrzyżowaniach' },
    });
    expect(second?.question).toMatchObject({ hard: true, media: '/api/questions/media/obraz702.jpg', madiaType: 'IMAGE' });
    expect(learning.execution[3]?.question).toMatchObject({ type: 'SPECIALISTIC', correct: 'B', answerA: 'Tak', part: 'SPECJALISTYCZNA' });
  });

  it("accepts the learner's own school in the path and refuses another school", async () => {
    const s = await learner({ schoolId });
    expect((await call('PUT', createPath(s.studentId, { schoolId }), s.session)).statusCode).toBe(200);
    const other = await createSchool(t.database.db);
    const res = await call('PUT', createPath(s.studentId, { schoolId: other.schoolId }), s.session);
    expect(res.statusCode).toBe(403);
  });

  it("refuses another learner's id, an anonymous caller and a school", async () => {
    const a = await learner();
    const b = await learner();
    expect((await call('PUT', createPath(b.studentId), a.session)).statusCode).toBe(403);
    expect((await call('PUT', createPath(999_999), a.session)).statusCode).toBe(403);
    expect((await call('PUT', createPath(a.studentId), null)).statusCode).toBe(403);
    expect((await call('PUT', createPath(a.studentId), schoolSession)).statusCode).toBe(403);
  });

  it("answers 400 for a module outside the category's set, a bad category, language or order", async () => {
    const s = await learner({ qualificationC: '2027-01-01' });
    for (const [options, field] of [
      [{ moduleId: 33 }, 'moduleId'],
      [{ moduleId: 101 }, 'moduleId'],
      [{ category: 'Y', moduleId: 7 }, 'moduleId'],
      [{ moduleId: 'abc' }, 'moduleId'],
      [{ category: 'Q' }, 'category'],
      [{ lang: 'RU' }, 'lang'],
      [{ order: 'random' }, 'order'],
    ] as const) {
      const res = await call('PUT', createPath(s.studentId, options), s.session);
      expect(res.statusCode, JSON.stringify(options)).toBe(400);
      expect(res.json().fields?.[0]?.field, JSON.stringify(options)).toBe(field);
    }
    const res = await call('PUT', createPath(s.studentId, { moduleId: 33 }), s.session);
    expect(res.json().fields[0]).toMatchObject({ key: 'msg.validation.learning.module', message: 'Ten moduł nie należy do wybranej kategorii.' });
  });

  it('refuses learning once the access window has ended, and opens Y only with qualification C access', async () => {
    const ended = await learner({ till: '2026-11-21' });
    const res = await call('PUT', createPath(ended.studentId), ended.session);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ code: 'msg.error.learning.no.access', message: 'Twój dostęp do nauki wygasł lub nie został jeszcze wykupiony.' });
    const never = await learner({ till: null });
    expect((await call('PUT', createPath(never.studentId), never.session)).json().code).toBe('msg.error.learning.no.access');
    // The last day still counts (Warsaw date of the clock: 2026-11-22).
    const lastDay = await learner({ till: '2026-11-22' });
    expect((await call('PUT', createPath(lastDay.studentId), lastDay.session)).statusCode).toBe(200);

    const roadOnly = await learner();
    expect((await call('PUT', createPath(roadOnly.studentId, { category: 'Y', moduleId: 101 }), roadOnly.session)).json().code).toBe('msg.error.learning.no.access');
    const qualified = await learner({ till: null, qualificationC: '2026-12-01' });
    const y = await call('PUT', createPath(qualified.studentId, { category: 'Y', moduleId: 101 }), qualified.session);
    expect(y.statusCode).toBe(200);
    expect(numbers(y.json())).toEqual([10101]);
    expect((await call('PUT', createPath(qualified.studentId), qualified.session)).json().code).toBe('msg.error.learning.no.access');
  });

  it('allows another language only with a multi-language subscription', async () => {
    const s = await learner();
    const refused = await call('PUT', createPath(s.studentId, { lang: 'EN' }), s.session);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: 'msg.warn.exam.language.not.allowed', message: 'Twoja subskrypcja nie pozwala na zmianę języka egzaminu.' });
    const multi = await learner({ multiLanguage: true });
    const res = await call('PUT', createPath(multi.studentId, { lang: 'en' }), multi.session);
    expect(res.statusCode).toBe(200);
    const learning: Learning = res.json();
    expect(learning.language).toBe('EN');
    expect(learning.execution[0]?.question).toMatchObject({ questionText: 'Question 701?', explenation: 'Explanation 701', module: { name: 'Right of way at intersections' } });
  });

  it('answers an empty module as an empty list', async () => {
    const s = await learner();
    const res = await call('PUT', createPath(s.studentId, { moduleId: 1 }), s.session);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ max: 0, execution: [] });
  });
});

describe('POST learning/answer and the review order', () => {
  it('moves a question up a box per right answer and back to box 0, due at once, on a wrong one', async () => {
    const s = await learner();
    const answer = (answerValue: string) => call('POST', 'learning/answer', s.session, { studentId: s.studentId, questionId: qid(701), answer: answerValue });
    const day = 86_400_000;
    const now = t.clock.now().getTime();
    let res = await answer('TAK');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ correct: true, box: 1, dueAt: new Date(now + day).toISOString() });
    expect((await answer('TAK')).json()).toEqual({ correct: true, box: 2, dueAt: new Date(now + 3 * day).toISOString() });
    res = await answer('NIE');
    expect(res.json()).toEqual({ correct: false, box: 0, dueAt: new Date(now).toISOString() });
    for (let i = 0; i < 6; i += 1) res = await answer('TAK');
    expect(res.json()).toEqual({ correct: true, box: 5, dueAt: new Date(now + 30 * day).toISOString() });
  });

  it('puts weak questions first, then those due, then the rest in the official order', async () => {
    const s = await learner();
    const answer = (n: number, value: string) => call('POST', 'learning/answer', s.session, { studentId: s.studentId, questionId: qid(n), answer: value });
    expect((await answer(705, 'NIE')).json().correct).toBe(false);
    t.clock.advanceMinutes(1);
    expect((await answer(702, 'NIE')).json().correct).toBe(false);
    expect((await answer(703, 'TAK')).json()).toMatchObject({ correct: true, box: 1 });
    const before: Learning = (await call('PUT', createPath(s.studentId, { order: 'review' }), s.session)).json();
    expect(before.order).toBe('REVIEW');
    // 705 was answered wrong first, then 702; 703 is known until tomorrow and stays in the official order.
    expect(numbers(before)).toEqual([705, 702, 701, 703, 704]);
    expect(before.execution.map((e) => e.ordinalNumber)).toEqual([1, 2, 3, 4, 5]);

    // A day later 703 is due: it comes after the weak ones, before those never answered.
    t.clock.advanceMinutes(24 * 60);
    // The session has ended meanwhile: log in again.
    s.session = await t.sessionOf(s.email, s.password);
    const later: Learning = (await call('PUT', createPath(s.studentId, { order: 'REVIEW' }), s.session)).json();
    expect(numbers(later)).toEqual([705, 702, 703, 701, 704]);
    // Answering a weak question right takes it out of the weak ones.
    expect((await answer(705, 'TAK')).json()).toMatchObject({ correct: true, box: 1 });
    expect(numbers((await call('PUT', createPath(s.studentId, { order: 'review' }), s.session)).json())).toEqual([702, 703, 701, 704, 705]);
    // Without the order the official order stays.
    expect(numbers((await call('PUT', createPath(s.studentId), s.session)).json())).toEqual([701, 702, 703, 704, 705]);
  });

  it('answers 400 for an unknown or inactive question, an answer of the wrong kind and a missing answer', async () => {
    const s = await learner();
    const cases: [Record<string, unknown>, string][] = [
      [{ studentId: s.studentId, questionId: 99_999_999, answer: 'TAK' }, 'questionId'],
      [{ studentId: s.studentId, questionId: qid(706), answer: 'TAK' }, 'questionId'],
      [{ studentId: s.studentId, questionId: qid(701), answer: 'A' }, 'answer'],
      [{ studentId: s.studentId, questionId: qid(704), answer: 'TAK' }, 'answer'],
      [{ studentId: s.studentId, questionId: qid(701) }, 'answer'],
      [{ studentId: s.studentId, questionId: qid(701), answer: 'MAYBE' }, 'answer'],
    ];
    for (const [body, field] of cases) {
      const res = await call('POST', 'learning/answer', s.session, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().fields?.[0]?.field, JSON.stringify(body)).toBe(field);
    }
    const kind = await call('POST', 'learning/answer', s.session, { studentId: s.studentId, questionId: qid(704), answer: 'TAK' });
    expect(kind.json().fields[0].key).toBe('msg.validation.learning.answer.type');
  });

  it("refuses another learner's id, an anonymous caller, and a learner whose access has ended", async () => {
    const a = await learner();
    const b = await learner();
    expect((await call('POST', 'learning/answer', a.session, { studentId: b.studentId, questionId: qid(701), answer: 'TAK' })).statusCode).toBe(403);
    expect((await call('POST', 'learning/answer', null, { studentId: a.studentId, questionId: qid(701), answer: 'TAK' })).statusCode).toBe(403);
    expect((await call('POST', 'learning/answer', schoolSession, { studentId: a.studentId, questionId: qid(701), answer: 'TAK' })).statusCode).toBe(403);
    const ended = await learner({ till: '2026-01-01' });
    const res = await call('POST', 'learning/answer', ended.session, { studentId: ended.studentId, questionId: qid(701), answer: 'TAK' });
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('msg.error.learning.no.access');
  });
});

describe('GET progress/learn/review/{studentId}/{category}', () => {
  it('counts weak, due and seen questions for every module of the set, zeros included', async () => {
    const s = await learner();
    const empty: ModuleReview[] = (await call('GET', `progress/learn/review/${s.studentId}/B`, s.session)).json();
    expect(empty).toHaveLength(32);
    expect(empty.every((m) => m.weak === 0 && m.due === 0 && m.seen === 0)).toBe(true);

    for (const [n, value] of [[701, 'NIE'], [702, 'TAK'], [301, 'NIE']] as const) {
      await call('POST', 'learning/answer', s.session, { studentId: s.studentId, questionId: qid(n), answer: value });
    }
    const review: ModuleReview[] = (await call('GET', `progress/learn/review/${s.studentId}/B`, s.session)).json();
    expect(review.find((m) => m.moduleId === 7)).toEqual({ moduleId: 7, weak: 1, due: 1, seen: 2 });
    expect(review.find((m) => m.moduleId === 3)).toEqual({ moduleId: 3, weak: 1, due: 1, seen: 1 });
    t.clock.advanceMinutes(24 * 60 + 1);
    s.session = await t.sessionOf(s.email, s.password);
    const tomorrow: ModuleReview[] = (await call('GET', `progress/learn/review/${s.studentId}/B`, s.session)).json();
    expect(tomorrow.find((m) => m.moduleId === 7)).toEqual({ moduleId: 7, weak: 1, due: 2, seen: 2 });
    // Qualification C has its own module set.
    const y: ModuleReview[] = (await call('GET', `progress/learn/review/${s.studentId}/y`, s.session)).json();
    expect(y.map((m) => m.moduleId)).toEqual([...QUALIFICATION_C_MODULE_IDS]);
  });

  it("answers 400 for a bad category, and 403 for another learner's data or an anonymous caller", async () => {
    const a = await learner();
    const b = await learner();
    const bad = await call('GET', `progress/learn/review/${a.studentId}/Q`, a.session);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields[0].field).toBe('category');
    expect((await call('GET', `progress/learn/review/${b.studentId}/B`, a.session)).statusCode).toBe(403);
    expect((await call('GET', `progress/learn/review/${a.studentId}/B`, null)).statusCode).toBe(403);
  });
});

describe('learn progress', () => {
  it('stores a position per category and module, moves it on a second store and lists it to resume', async () => {
    const s = await learner();
    expect((await call('GET', `progress/learn/${s.studentId}`, s.session)).json()).toEqual([]);
    const stored = await call('GET', `progress/learn/store/${s.studentId}/7/3/5/B`, s.session);
    expect(stored.statusCode).toBe(200);
    expect(stored.json()).toEqual({ moduleId: 7, questionNumber: 3, max: 5, category: 'B' });
    await call('GET', `progress/learn/store/${s.studentId}/101/1/1/Y`, s.session);
    await call('GET', `progress/learn/store/${s.studentId}/3/1/1/b`, s.session);
    expect((await call('GET', `progress/learn/store/${s.studentId}/7/4/5/B`, s.session)).json()).toEqual({ moduleId: 7, questionNumber: 4, max: 5, category: 'B' });
    const res = await call('GET', `progress/learn/${s.studentId}`, s.session);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([
      { moduleId: 3, questionNumber: 1, max: 1, category: 'B' },
      { moduleId: 7, questionNumber: 4, max: 5, category: 'B' },
      { moduleId: 101, questionNumber: 1, max: 1, category: 'Y' },
    ]);
  });

  it("answers 400 for a module outside the category's set or a position outside 1..max (max at most 2000)", async () => {
    const s = await learner();
    for (const [path, field] of [
      ['33/1/5/B', 'module'],
      ['101/1/5/B', 'module'],
      ['7/1/5/Z', 'module'],
      ['7/6/5/B', 'question'],
      ['7/0/5/B', 'question'],
      ['7/1/2001/B', 'max'],
      ['7/x/5/B', 'question'],
      ['7/1/5/Q', 'category'],
    ] as const) {
      const res = await call('GET', `progress/learn/store/${s.studentId}/${path}`, s.session);
      expect(res.statusCode, path).toBe(400);
      expect(res.json().fields?.[0]?.field, path).toBe(field);
    }
    const res = await call('GET', `progress/learn/store/${s.studentId}/7/6/5/B`, s.session);
    expect(res.json().fields[0].message).toBe('Numer pytania musi być od 1 do liczby pytań modułu (najwyżej 2000).');
    expect((await call('GET', `progress/learn/store/${s.studentId}/7/2000/2000/B`, s.session)).statusCode).toBe(200);
  });

  it("refuses another learner's progress, anonymous callers and schools", async () => {
    const a = await learner();
    const b = await learner();
    await call('GET', `progress/learn/store/${b.studentId}/7/2/5/B`, b.session);
    expect((await call('GET', `progress/learn/${b.studentId}`, a.session)).statusCode).toBe(403);
    expect((await call('GET', `progress/learn/store/${b.studentId}/7/5/5/B`, a.session)).statusCode).toBe(403);
    expect((await call('GET', `progress/learn/${b.studentId}`, null)).statusCode).toBe(403);
    expect((await call('GET', `progress/learn/${b.studentId}`, schoolSession)).statusCode).toBe(403);
    // b's position is untouched.
    expect((await call('GET', `progress/learn/${b.studentId}`, b.session)).json()).toEqual([{ moduleId: 7, questionNumber: 2, max: 5, category: 'B' }]);
  });
});

describe('hard questions', () => {
  it('marks, lists in ascending order and unmarks questions; marking twice changes nothing', async () => {
    const s = await learner();
    expect((await call('GET', `questions/student/ids/${s.studentId}`, s.session)).json()).toEqual([]);
    expect((await call('GET', `questions/student/add/${s.studentId}/705`, s.session)).json()).toEqual([705]);
    expect((await call('GET', `questions/student/add/${s.studentId}/301`, s.session)).json()).toEqual([301, 705]);
    const again = await call('GET', `questions/student/add/${s.studentId}/705`, s.session);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual([301, 705]);
    expect((await call('GET', `questions/student/ids/${s.studentId}`, s.session)).json()).toEqual([301, 705]);
    expect((await call('GET', `questions/student/remove/${s.studentId}/705`, s.session)).json()).toEqual([301]);
    expect((await call('GET', `questions/student/remove/${s.studentId}/705`, s.session)).json()).toEqual([301]);
  });

  it('answers 404 for a number with no active question and 400 for a malformed one', async () => {
    const s = await learner();
    for (const n of [123_456_789, 706]) {
      const res = await call('GET', `questions/student/add/${s.studentId}/${n}`, s.session);
      expect(res.statusCode, String(n)).toBe(404);
      expect(res.json()).toMatchObject({ code: 'msg.error.learning.question.not.found', message: 'Nie ma w bazie aktywnego pytania o tym numerze.' });
    }
    for (const path of [`add/${s.studentId}/abc`, `add/${s.studentId}/0`, `remove/${s.studentId}/-3`, 'ids/x']) {
      const res = await call('GET', `questions/student/${path}`, s.session);
      expect(res.statusCode, path).toBe(400);
      expect(res.json().fields.length, path).toBeGreaterThan(0);
    }
    expect((await call('GET', `questions/student/ids/${s.studentId}`, s.session)).json()).toEqual([]);
  });

  it("refuses schools, anonymous callers and another learner's list", async () => {
    const a = await learner({ schoolId });
    const b = await learner();
    await call('GET', `questions/student/add/${b.studentId}/701`, b.session);
    for (const path of [`ids/${a.studentId}`, `add/${a.studentId}/701`, `remove/${a.studentId}/701`]) {
      const bySchool = await call('GET', `questions/student/${path}`, schoolSession);
      expect(bySchool.statusCode, path).toBe(403);
      expect((await call('GET', `questions/student/${path}`, null)).statusCode, path).toBe(403);
    }
    for (const path of [`ids/${b.studentId}`, `add/${b.studentId}/702`, `remove/${b.studentId}/701`]) {
      expect((await call('GET', `questions/student/${path}`, a.session)).statusCode, path).toBe(403);
    }
    expect((await call('GET', `questions/student/ids/${b.studentId}`, b.session)).json()).toEqual([701]);
  });

  it('shows the marks in a finished exam, where the learner reviews it', async () => {
    const s = await learner();
    const created = await call('PUT', `exam/create/studentId/${s.studentId}/category/D/own/empty/lang/PL`, s.session);
    expect(created.statusCode).toBe(200);
    const exam: Exam = created.json();
    const marked = exam.execution[4]?.question.externalId ?? 0;
    await call('GET', `questions/student/add/${s.studentId}/${marked}`, s.session);
    expect((await call('POST', 'exam/update/', s.session, { id: exam.id, finish: true })).statusCode).toBe(200);
    const review: Exam = (await call('GET', `exam/show/${exam.id}`, s.session)).json();
    expect(review.execution.filter((e) => e.question.hard).map((e) => e.question.externalId)).toEqual([marked]);
  });
});
