import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { PDFParse } from 'pdf-parse';
import type { Exam } from '@osk/contract';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { createInstructor, createSchool, createStudent } from '../../../test/factories.js';
import { createQuestionBank, EXAM_BANK } from '../../../test/question-bank.factory.js';
import { students } from '../../db/schema/index.js';

// Valid PESELs (checksum and date): a 2002 birth (month + 20) and a 1944 one.
const PESEL = '02221234565';
const OTHER_PESEL = '44051401359';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
  await createQuestionBank(t.database.db, { categories: ['B', 'Y'], counts: EXAM_BANK });
});
afterAll(async () => {
  await t.close();
});

interface Learner {
  userId: number;
  studentId: number;
  session: string;
}

async function learner(options: { schoolId?: number; firstName?: string; lastName?: string; multiLanguage?: boolean; qualificationC?: boolean } = {}): Promise<Learner> {
  const s = await createStudent(t.database.db, {
    schoolId: options.schoolId ?? null,
    firstName: options.firstName ?? 'Jan',
    lastName: options.lastName ?? 'Testowy',
    learningAvailableTill: '2027-01-01',
  });
  if (options.multiLanguage || options.qualificationC) {
    await t.database.db
      .update(students)
      .set({ multiLanguage: options.multiLanguage ?? false, qualificationCAvailableTill: options.qualificationC ? '2027-01-01' : null })
      .where(eq(students.id, s.studentId));
  }
  return { userId: s.userId, studentId: s.studentId, session: await t.sessionOf(s.email, s.password) };
}

async function startExam(who: Learner, options: { lang?: string; qualification?: boolean } = {}): Promise<Exam> {
  const kind = options.qualification ? 'qualification' : 'own/empty';
  const category = options.qualification ? 'C' : 'B';
  const res = await t.app.inject({
    method: 'PUT',
    url: `/api/eprawko-rest/exam/create/studentId/${who.studentId}/category/${category}/${kind}/lang/${options.lang ?? 'PL'}`,
    headers: { jsessionid: who.session },
  });
  expect(res.statusCode).toBe(200);
  return res.json();
}

/**
 * Takes a whole exam: the first `right` questions answered correctly (the test bank's key is TAK and
 * A), the rest wrongly. Answers the finished exam.
 */
async function takeExam(who: Learner, right: number, options: { lang?: string; qualification?: boolean } = {}): Promise<Exam> {
  const exam = await startExam(who, options);
  let last: Exam | null = null;
  for (const item of exam.execution) {
    const good = item.ordinalNumber <= right;
    const answer = item.question.type === 'STANDARD' ? (good ? 'TAK' : 'NIE') : good ? 'A' : 'B';
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/eprawko-rest/exam/update/',
      headers: { jsessionid: who.session },
      payload: { id: exam.id, ordinalNumber: item.ordinalNumber, answer, changes: 0 },
    });
    expect(res.statusCode).toBe(200);
    if (res.json().status === 'FINISHED') last = res.json();
  }
  expect(last?.status).toBe('FINISHED');
  return last as Exam;
}

/** Ends an exam at once: every question unanswered. */
async function finishEarly(who: Learner, exam: Exam): Promise<Exam> {
  const res = await t.app.inject({ method: 'POST', url: '/api/eprawko-rest/exam/update/', headers: { jsessionid: who.session }, payload: { id: exam.id, finish: true } });
  expect(res.statusCode).toBe(200);
  return res.json();
}

function reportUrl(pesel: string, userId: number | string, examId: number | string): string {
  return `/api/eprawko-rest/pdf/exam/${pesel}/${userId}/${examId}`;
}

function getReport(session: string | null, url: string, headers: Record<string, string> = {}) {
  return t.app.inject({ method: 'GET', url, headers: { ...(session ? { jsessionid: session } : {}), ...headers } });
}

async function pdfText(body: Buffer): Promise<string> {
  const parser = new PDFParse({ data: new Uint8Array(body) });
  try {
    return (await parser.getText()).text;
  } finally {
    await parser.destroy();
  }
}

describe('GET pdf/exam/{pesel}/{userId}/{examId}', () => {
  it('answers the report of a passed exam as a PDF with the Polish letters of the name, the points and the result', async () => {
    const school = await createSchool(t.database.db, { name: 'OSK Źdźbło' });
    const zaneta = await learner({ schoolId: school.schoolId, firstName: 'Żaneta', lastName: 'Łęcka-Ślązak' });
    const exam = await takeExam(zaneta, 32);
    expect(exam).toMatchObject({ points: 74, passed: true });

    const res = await getReport(zaneta.session, reportUrl(PESEL, zaneta.userId, exam.id));
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="raport_egzaminu_${PESEL}.pdf"; filename*=UTF-8''raport_egzaminu_${PESEL}.pdf`);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');

    const text = await pdfText(res.rawPayload);
    expect(text).toContain('Raport z egzaminu teoretycznego');
    expect(text).toContain('Żaneta Łęcka-Ślązak');
    expect(text).toContain(PESEL);
    expect(text).toContain('OSK Źdźbło');
    expect(text).toMatch(/Kategoria:\s*B/);
    // 10:00 UTC on 22 November is 11:00 in Warsaw.
    expect(text).toContain('22.11.2026 11:00');
    expect(text).toContain('Punkty: 74/74');
    expect(text).toContain('ZDANY');
    expect(text).not.toContain('NIEZDANY');
    expect(text).toContain('Odpowiedzi poprawne: 32');
    // Every question with the given and the correct answer; specialist ones with their A/B/C texts.
    for (const item of exam.execution) expect(text).toContain(`Pytanie ${item.question.externalId}?`);
    expect(text.match(/Odpowiedź kursanta:/g)).toHaveLength(32);
    expect(text.match(/Prawidłowa odpowiedź:/g)).toHaveLength(32);
    expect(text).toContain('Prawidłowa odpowiedź: Tak');
    expect(text).toContain('A) Tak, zawsze');
    expect(text).toContain('C) Czasem');
  });

  it('reports a failed exam as NIEZDANY with the given wrong and missing answers', async () => {
    const s = await learner({ firstName: 'Łukasz', lastName: 'Gęślą' });
    const wrong = await takeExam(s, 10);
    const res = await getReport(s.session, reportUrl(OTHER_PESEL, s.userId, wrong.id));
    expect(res.statusCode).toBe(200);
    const text = await pdfText(res.rawPayload);
    expect(text).toContain('Łukasz Gęślą');
    expect(text).toContain(`Punkty: ${wrong.points}/74`);
    expect(text).toContain('NIEZDANY');
    expect(text).toContain('Odpowiedź kursanta: Nie – błędna');
    expect(res.headers['content-disposition']).toContain(`raport_egzaminu_${OTHER_PESEL}.pdf`);

    const early = await finishEarly(s, await startExam(s));
    const empty = await pdfText((await getReport(s.session, reportUrl(PESEL, s.userId, early.id))).rawPayload);
    expect(empty).toContain('Punkty: 0/74');
    expect(empty).toContain('NIEZDANY');
    expect(empty).toContain('brak odpowiedzi');
  });

  it("prints the questions in the exam's language and a qualification test as C with its pass mark", async () => {
    const s = await learner({ multiLanguage: true, qualificationC: true });
    const english = await takeExam(s, 32, { lang: 'EN' });
    const text = await pdfText((await getReport(s.session, reportUrl(PESEL, s.userId, english.id))).rawPayload);
    expect(text).toContain(`Question ${english.execution[0]?.question.externalId}?`);
    expect(text).toContain('Język egzaminu: angielski');

    const qualification = await takeExam(s, 30, { qualification: true });
    const q = await pdfText((await getReport(s.session, reportUrl(PESEL, s.userId, qualification.id))).rawPayload);
    expect(q).toContain('Kwalifikacja wstępna – kategoria C');
    expect(q).toContain('Punkty: 30/30 (próg zaliczenia: 21)');
    expect(q).toContain('ZDANY');
  });

  it('answers 400 naming the pesel field for a PESEL with a wrong checksum, in the caller language', async () => {
    const s = await learner();
    const exam = await finishEarly(s, await startExam(s));
    for (const pesel of ['02221234566', '0222123456', 'abcdefghijk', '05222901234']) {
      const res = await getReport(s.session, reportUrl(pesel, s.userId, exam.id));
      expect(res.statusCode, pesel).toBe(400);
      expect(res.json().fields).toEqual([
        { field: 'pesel', key: 'msg.validation.pesel', message: 'Podaj prawidłowy numer PESEL (11 cyfr z poprawną cyfrą kontrolną).' },
      ]);
    }
    const english = await getReport(s.session, reportUrl('02221234566', s.userId, exam.id), { 'accept-language': 'en' });
    expect(english.json().fields[0].message).toBe('Enter a valid PESEL number (11 digits with a correct check digit).');
    const badIds = await getReport(s.session, reportUrl(PESEL, 'x', 0));
    expect(badIds.statusCode).toBe(400);
    expect(badIds.json().fields.map((f: { field: string }) => f.field).sort()).toEqual(['examId', 'userId']);
  });

  it('refuses anonymous callers', async () => {
    const s = await learner();
    const exam = await finishEarly(s, await startExam(s));
    const res = await getReport(null, reportUrl(PESEL, s.userId, exam.id));
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('msg.error.not.logged.in');
  });

  it("refuses another learner's exam, a wrong user id, unknown exams and instructors alike", async () => {
    const owner = await learner();
    const other = await learner();
    const exam = await finishEarly(owner, await startExam(owner));
    for (const [who, userId, examId] of [
      [other, other.userId, exam.id],
      [other, owner.userId, exam.id],
      [owner, other.userId, exam.id],
      [owner, owner.userId, 999_999],
    ] as const) {
      const res = await getReport(who.session, reportUrl(PESEL, userId, examId));
      expect(res.statusCode, `${userId}/${examId}`).toBe(403);
      expect(res.json().code).toBe('msg.error.forbidden');
    }
    const school = await createSchool(t.database.db);
    const instructor = await createInstructor(t.database.db, school.schoolId);
    const instructorSession = await t.sessionOf(instructor.email, instructor.password);
    expect((await getReport(instructorSession, reportUrl(PESEL, owner.userId, exam.id))).statusCode).toBe(403);
  });

  it('refuses a demo exam, which belongs to nobody', async () => {
    const s = await learner();
    const demo = await t.app.inject({ method: 'GET', url: '/api/eprawko-rest/exam/demo/PL' });
    const res = await getReport(s.session, reportUrl(PESEL, s.userId, demo.json().id));
    expect(res.statusCode).toBe(403);
  });

  it('answers 409 for an exam that is still running', async () => {
    const s = await learner();
    const running = await startExam(s);
    const res = await getReport(s.session, reportUrl(PESEL, s.userId, running.id));
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'msg.error.print.exam.not.finished', message: 'Raport można wydrukować dopiero po zakończeniu egzaminu.' });
  });

  it('refuses a learner without a running subscription with the spec message', async () => {
    const s = await learner();
    const exam = await finishEarly(s, await startExam(s));
    await t.database.db.update(students).set({ learningAvailableTill: '2026-11-21' }).where(eq(students.id, s.studentId));
    const res = await getReport(s.session, reportUrl(PESEL, s.userId, exam.id));
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ code: 'msg.error.print.not.available', message: 'Drukowanie nie jest dostępne bez subskrypcji.' });
    // Access that ends today still counts.
    await t.database.db.update(students).set({ learningAvailableTill: '2026-11-22' }).where(eq(students.id, s.studentId));
    expect((await getReport(s.session, reportUrl(PESEL, s.userId, exam.id))).statusCode).toBe(200);
  });

  it("lets a school print its own learner's report and refuses another school's learner", async () => {
    const school = await createSchool(t.database.db);
    const otherSchool = await createSchool(t.database.db);
    const own = await learner({ schoolId: school.schoolId, firstName: 'Bożena', lastName: 'Źrebiec' });
    const foreign = await learner({ schoolId: otherSchool.schoolId });
    const ownExam = await finishEarly(own, await startExam(own));
    const foreignExam = await finishEarly(foreign, await startExam(foreign));
    // The school prints whatever the learner's own subscription says.
    await t.database.db.update(students).set({ learningAvailableTill: null }).where(eq(students.id, own.studentId));
    const schoolSession = await t.sessionOf(school.email, school.password);

    const res = await getReport(schoolSession, reportUrl(PESEL, own.userId, ownExam.id));
    expect(res.statusCode).toBe(200);
    expect(await pdfText(res.rawPayload)).toContain('Bożena Źrebiec');
    const refused = await getReport(schoolSession, reportUrl(PESEL, foreign.userId, foreignExam.id));
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe('msg.error.forbidden');
    // Naming its own learner with another school's exam does not help.
    expect((await getReport(schoolSession, reportUrl(PESEL, own.userId, foreignExam.id))).statusCode).toBe(403);
  });
});
