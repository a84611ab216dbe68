import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { BankSearchPage, ExamQuestion } from '@osk/contract';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { createSchool, createStudent } from '../../../test/factories.js';
import { questionCategories, questions, questionTexts, students } from '../../db/schema/index.js';

/**
 * The question bank browser (issue 23, ADR 033): search by words with Polish diacritics folded and by
 * module, only the category's active questions, one question with its key and the learner's star.
 */
let t: TestApp;
let schoolSession: string;

/** Questions with texts of our own (official numbers 91001...), each in the categories named. */
const BANK = [
  { externalId: 91001, categories: ['B'], moduleId: 3, pl: 'Czy żółty sygnał na sygnalizatorze zezwala na wjazd za sygnalizator?', en: 'Does a yellow signal allow you to drive past the signal?', mediaType: 'IMAGE' },
  { externalId: 91002, categories: ['B'], moduleId: 5, pl: 'Czy w tej sytuacji ŻÓŁTA linia na jezdni jest ważniejsza od białej?', en: null, mediaType: 'VIDEO' },
  { externalId: 91003, categories: ['B'], moduleId: 3, pl: 'Czy wolno zawrócić na skrzyżowaniu?', en: 'May you turn around at the junction?', mediaType: null },
  { externalId: 91004, categories: ['C'], moduleId: 3, pl: 'Czy żółty pojazd ciężarowy ma pierwszeństwo?', en: null, mediaType: null },
  { externalId: 91005, categories: ['B'], moduleId: 3, pl: 'Czy żółty znak jest tymczasowy?', en: null, mediaType: null, active: false },
] as const;

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  for (const q of BANK) {
    const [row] = await db
      .insert(questions)
      .values({
        externalId: q.externalId,
        type: 'STANDARD',
        correct: 'NIE',
        weight: 3,
        media: q.mediaType === null ? null : q.mediaType === 'VIDEO' ? `${q.externalId}.wmv` : `${q.externalId}.jpg`,
        mediaType: q.mediaType,
        mediaExists: q.mediaType !== null,
        moduleId: q.moduleId,
        legalSource: 'Art. 5 ust. 1 ustawy Prawo o ruchu drogowym',
        active: 'active' in q ? q.active : true,
        lastUpdateDate: new Date('2026-11-01T00:00:00Z'),
      })
      .returning({ id: questions.id });
    if (!row) throw new Error('question insert');
    await db.insert(questionCategories).values(q.categories.map((category) => ({ questionId: row.id, category })));
    await db.insert(questionTexts).values({ questionId: row.id, language: 'PL', questionText: q.pl, explenation: `Wyjaśnienie ${q.externalId}` });
    if (q.en) await db.insert(questionTexts).values({ questionId: row.id, language: 'EN', questionText: q.en, explenation: `Explanation ${q.externalId}` });
  }
  const school = await createSchool(t.database.db);
  schoolSession = await t.sessionOf(school.email, school.password);
});
afterAll(async () => {
  await t.close();
});
beforeEach(() => {
  t.clock.set(new Date('2026-11-22T10:00:00Z'));
});

async function learner(options: { till?: string | null; multiLanguage?: boolean } = {}) {
  const s = await createStudent(t.database.db, { learningAvailableTill: options.till === undefined ? '2027-01-01' : options.till });
  if (options.multiLanguage) await t.database.db.update(students).set({ multiLanguage: true }).where(eq(students.id, s.studentId));
  return { ...s, session: await t.sessionOf(s.email, s.password) };
}

/**
 * Another learner whose student id is not the first one's login id (ADR 028 reads a learner's own login
 * id in a studentId path as their student id, so such a pair would be the same learner).
 */
async function anotherThan(s: { userId: number }) {
  for (;;) {
    const other = await learner();
    if (other.studentId !== s.userId) return other;
  }
}

function get(url: string, session: string | null) {
  return t.app.inject({ method: 'GET', url: `/api/eprawko-rest/${url}`, headers: session ? { jsessionid: session } : {} });
}

const search = (s: { studentId: number; session: string }, query: string, category = 'B', lang = 'PL') => get(`questions/bank/search/${s.studentId}/${category}/${lang}?${query}`, s.session);
const numbers = (page: BankSearchPage) => page.content.map((h) => h.externalId);

describe('GET questions/bank/search/{studentId}/{category}/{lang}', () => {
  it('finds "żółty" when asked without diacritics, and the same with them, the matched words marked', async () => {
    const s = await learner();
    const plain = await search(s, 'q=zolt');
    expect(plain.statusCode).toBe(200);
    const found = plain.json() as BankSearchPage;
    expect(numbers(found)).toEqual([91001, 91002]);
    expect(found.totalElements).toBe(2);
    expect(found.content[0]?.textParts).toEqual([
      { text: 'Czy ', match: false },
      { text: 'żółty', match: true },
      { text: ' sygnał na sygnalizatorze zezwala na wjazd za sygnalizator?', match: false },
    ]);
    expect(found.content[1]?.textParts.find((p) => p.match)?.text).toBe('ŻÓŁTA');
    expect(found.content[0]).toMatchObject({ moduleId: 3, mediaType: 'IMAGE', type: 'STANDARD' });
    expect(found.content[0]?.moduleName).toBeTruthy();
    expect(found.content[1]?.mediaType).toBe('VIDEO');

    const accented = (await search(s, `q=${encodeURIComponent('żółty')}`)).json() as BankSearchPage;
    expect(numbers(accented)).toEqual([91001]);
    expect(numbers((await search(s, 'q=zolty')).json() as BankSearchPage)).toEqual([91001]);
  });

  it('requires every word, each as a beginning', async () => {
    const s = await learner();
    expect(numbers((await search(s, `q=${encodeURIComponent('zolty sygn')}`)).json() as BankSearchPage)).toEqual([91001]);
    expect(numbers((await search(s, `q=${encodeURIComponent('skrzyzowaniu zawrocic')}`)).json() as BankSearchPage)).toEqual([91003]);
    expect(numbers((await search(s, `q=${encodeURIComponent('zolty skrzyzowaniu')}`)).json() as BankSearchPage)).toEqual([]);
  });

  it('filters by module, and lists a module without words', async () => {
    const s = await learner();
    expect(numbers((await search(s, 'q=zolt&moduleId=5')).json() as BankSearchPage)).toEqual([91002]);
    const listed = (await search(s, 'moduleId=3')).json() as BankSearchPage;
    expect(numbers(listed)).toEqual([91001, 91003]);
    expect(listed.content[0]?.textParts).toEqual([{ text: BANK[0].pl, match: false }]);
  });

  it("answers only the category's active questions: another category's and a withdrawn one are not found", async () => {
    const s = await learner();
    // 91004 is a C question, 91005 a withdrawn B one; both say "żółty".
    expect(numbers((await search(s, 'q=zolty')).json() as BankSearchPage)).toEqual([91001]);
    expect(numbers((await search(s, 'q=zolty', 'C')).json() as BankSearchPage)).toEqual([91004]);
    const none = (await search(s, 'q=ciezarowy')).json() as BankSearchPage;
    expect(none).toMatchObject({ content: [], totalElements: 0, empty: true });
  });

  it('searches the chosen language, and in Polish the questions lacking that translation', async () => {
    const s = await learner({ multiLanguage: true });
    expect(numbers((await search(s, 'q=yellow', 'B', 'EN')).json() as BankSearchPage)).toEqual([91001]);
    // 91002 has no English text: its Polish one is searched.
    expect(numbers((await search(s, 'q=zolta', 'B', 'EN')).json() as BankSearchPage)).toEqual([91002]);
    // Without the multi-language right another language is refused, as in learning.
    const plOnly = await learner();
    expect((await search(plOnly, 'q=yellow', 'B', 'EN')).statusCode).toBe(403);
  });

  it('pages the results', async () => {
    const s = await learner();
    const past = (await search(s, 'q=czy&page=5')).json() as BankSearchPage;
    expect(past).toMatchObject({ content: [], totalElements: 3, number: 5, empty: true });
    expect((await search(s, 'q=czy&page=0')).json()).toMatchObject({ totalElements: 3, totalPages: 1, first: true, last: true, size: 20 });
  });

  it('refuses too short, too long and wordless texts, an unknown module and a bad page with 400 and the field, in the learner language', async () => {
    const s = await learner();
    for (const [query, field] of [
      ['q=z', 'q'],
      [`q=${'a'.repeat(101)}`, 'q'],
      [`q=${encodeURIComponent(' ?! ')}`, 'q'],
      ['q=zolty&moduleId=102', 'moduleId'],
      ['q=zolty&moduleId=abc', 'moduleId'],
      ['q=zolty&page=-1', 'page'],
    ] as const) {
      const res = await search(s, query);
      expect(res.statusCode, query).toBe(400);
      const body = res.json() as { fields?: { field: string; message: string }[] };
      expect(body.fields?.map((f) => f.field), query).toContain(field);
    }
    const english = await t.app.inject({ method: 'GET', url: `/api/eprawko-rest/questions/bank/search/${s.studentId}/B/PL?q=z`, headers: { jsessionid: s.session, 'accept-language': 'en' } });
    expect((english.json() as { fields: { message: string }[] }).fields[0]?.message).toBe('Enter 2 to 100 characters.');
    // A blank text is no text: the category's questions are listed.
    expect(numbers((await search(s, 'q=%20%20')).json() as BankSearchPage)).toEqual([91001, 91002, 91003]);
  });

  it("refuses another learner's id, a school, a learner without access (403) and an anonymous caller (403 not logged in, the spec's answer)", async () => {
    const s = await learner();
    const other = await anotherThan(s);
    expect((await get(`questions/bank/search/${other.studentId}/B/PL?q=zolty`, s.session)).statusCode).toBe(403);
    expect((await get(`questions/bank/search/${s.studentId}/B/PL?q=zolty`, schoolSession)).statusCode).toBe(403);
    const expired = await learner({ till: '2026-11-01' });
    const res = await search(expired, 'q=zolty');
    expect(res.statusCode).toBe(403);
    expect((res.json() as { code: string }).code).toBe('msg.error.learning.no.access');
    const never = await learner({ till: null });
    expect((await search(never, 'q=zolty')).statusCode).toBe(403);
    const anonymous = await get(`questions/bank/search/${s.studentId}/B/PL?q=zolty`, null);
    expect(anonymous.statusCode).toBe(403);
    expect((anonymous.json() as { code: string }).code).toBe('msg.error.not.logged.in');
  });
});

describe('GET questions/bank/question/{studentId}/{category}/{lang}/{externalId}', () => {
  it('answers the question with its media, key, explanation, legal source and the star', async () => {
    const s = await learner();
    const res = await get(`questions/bank/question/${s.studentId}/B/PL/91001`, s.session);
    expect(res.statusCode).toBe(200);
    const q = res.json() as ExamQuestion;
    expect(q).toMatchObject({ externalId: 91001, questionText: BANK[0].pl, correct: 'NIE', explenation: 'Wyjaśnienie 91001', legalSource: 'Art. 5 ust. 1 ustawy Prawo o ruchu drogowym', madiaType: 'IMAGE', hard: false });
    expect(q.media).toContain('91001.jpg');
    expect((await get(`questions/student/add/${s.studentId}/91001`, s.session)).statusCode).toBe(200);
    expect(((await get(`questions/bank/question/${s.studentId}/B/PL/91001`, s.session)).json() as ExamQuestion).hard).toBe(true);
  });

  it("answers 404 for another category's question and a withdrawn one, 400 for a bad number", async () => {
    const s = await learner();
    expect((await get(`questions/bank/question/${s.studentId}/B/PL/91004`, s.session)).statusCode).toBe(404);
    expect((await get(`questions/bank/question/${s.studentId}/B/PL/91005`, s.session)).statusCode).toBe(404);
    expect((await get(`questions/bank/question/${s.studentId}/B/PL/abc`, s.session)).statusCode).toBe(400);
  });

  it("refuses another learner's id, a school, a learner without access (403) and an anonymous caller (403 not logged in, the spec's answer)", async () => {
    const s = await learner();
    const other = await anotherThan(s);
    expect((await get(`questions/bank/question/${other.studentId}/B/PL/91001`, s.session)).statusCode).toBe(403);
    expect((await get(`questions/bank/question/${s.studentId}/B/PL/91001`, schoolSession)).statusCode).toBe(403);
    const expired = await learner({ till: '2026-11-01' });
    expect((await get(`questions/bank/question/${expired.studentId}/B/PL/91001`, expired.session)).statusCode).toBe(403);
    const anonymous = await get(`questions/bank/question/${s.studentId}/B/PL/91001`, null);
    expect(anonymous.statusCode).toBe(403);
    expect((anonymous.json() as { code: string }).code).toBe('msg.error.not.logged.in');
  });
});
