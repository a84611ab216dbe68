import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Exam } from '@osk/contract';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { createSchool, createStudent } from '../../../test/factories.js';
import { createQuestionBank, EXAM_BANK } from '../../../test/question-bank.factory.js';
import { answerAll } from '../../../test/exam-answers.js';
import { payments, subscriptions, users } from '../../db/schema/index.js';
import { eq } from 'drizzle-orm';
import { PDFParse } from 'pdf-parse';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
  await createQuestionBank(t.database.db, { categories: ['B'], counts: EXAM_BANK });
});
afterAll(async () => {
  await t.close();
});

async function learnerWithAnExam(firstName: string) {
  const s = await createStudent(t.database.db, { firstName, lastName: 'Eksportowy', learningAvailableTill: '2099-01-01', phoneNumber: null });
  const session = await t.sessionOf(s.email, s.password);
  const res = await t.app.inject({ method: 'PUT', url: `/api/eprawko-rest/exam/create/studentId/${s.studentId}/category/B/own/empty/lang/PL`, headers: { jsessionid: session } });
  expect(res.statusCode, res.body).toBe(200);
  const exam = await answerAll(t, session, res.json() as Exam, true);
  return { ...s, session, exam };
}

function exportOf(session?: string) {
  return t.app.inject({ method: 'GET', url: '/api/eprawko-rest/account/export', headers: session ? { jsessionid: session } : {} });
}

describe('GET account/export (RODO)', () => {
  it("gives the caller's own data as a JSON file: account, learner record, exams with answers, payments; no secrets", async () => {
    const a = await learnerWithAnExam('Anna');
    const b = await learnerWithAnExam('Bartosz');
    const [offer] = await t.database.db.insert(subscriptions).values({ kind: 'ONLINE', subscriptionType: 'TIMEBASED', numberOfDays: 30, priceGrosz: 4900 }).returning({ id: subscriptions.id });
    const now = t.clock.now();
    await t.database.db.insert(payments).values({ userId: a.userId, subscriptionId: offer?.id ?? 0, amountGrosz: 4900, description: 'Dostęp 30 dni', status: 'FINISHED', confirmationType: 'RECEIPT', firstName: 'Anna', lastName: 'Eksportowy', email: a.email, createdAt: now, updatedAt: now });
    const res = await exportOf(a.session);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="moje-dane-\d{4}-\d{2}-\d{2}\.json"/);
    expect(res.headers['cache-control']).toBe('no-store');
    const body = res.json();
    expect(body).toMatchObject({ format: 'prawko-osk-account-export', version: 1, account: { id: a.userId, email: a.email }, learner: { id: a.studentId, firstName: 'Anna' } });
    expect(body.sections.exams.map((e: { id: number }) => e.id)).toEqual([a.exam.id]);
    expect(body.sections.examAnswers.length).toBe(a.exam.execution.length);
    expect(body.sections.examAnswers.every((item: { examId: number }) => item.examId === a.exam.id)).toBe(true);
    expect(body.sections.payments).toHaveLength(1);
    expect(body.sections.payments[0]).toMatchObject({ amountGrosz: 4900, status: 'FINISHED', description: 'Dostęp 30 dni' });
    // Nothing of the other learner, and no secret of any kind.
    expect(res.body).not.toContain('Bartosz');
    expect(res.body).not.toContain(String(b.exam.id) + ',"studentId"');
    const [account] = await t.database.db.select({ hash: users.passwordHash }).from(users).where(eq(users.id, a.userId));
    expect(res.body).not.toContain(account?.hash ?? 'x');
    expect(res.body).not.toMatch(/"[a-zA-Z]*(Hash|Enc)"\s*:/);
  });

  it('answers 403 without a session', async () => {
    expect((await exportOf()).statusCode).toBe(403);
    expect((await exportOf('not-a-session')).statusCode).toBe(403);
  });

  it("gives a school's account its account, with no learner record", async () => {
    const school = await createSchool(t.database.db);
    const session = await t.sessionOf(school.email, school.password);
    const res = await exportOf(session);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ account: { id: school.userId, userType: 'SCHOOL' }, learner: null });
    expect(res.json().sections.exams).toEqual([]);
  });
});

async function pdfText(body: Buffer): Promise<string> {
  const parser = new PDFParse({ data: new Uint8Array(body) });
  try {
    return (await parser.getText()).text;
  } finally {
    await parser.destroy();
  }
}

describe('GET account/export/pdf (RODO)', () => {
  it("gives the caller's own data as a readable PDF in Polish: account, learner, exams, payments", async () => {
    const a = await learnerWithAnExam('Żaneta');
    const [offer] = await t.database.db.insert(subscriptions).values({ kind: 'ONLINE', subscriptionType: 'TIMEBASED', numberOfDays: 60, priceGrosz: 7900 }).returning({ id: subscriptions.id });
    const now = t.clock.now();
    await t.database.db.insert(payments).values({ userId: a.userId, subscriptionId: offer?.id ?? 0, amountGrosz: 7900, description: 'Dostęp 60 dni', status: 'FINISHED', confirmationType: 'RECEIPT', firstName: 'Żaneta', lastName: 'Eksportowy', email: a.email, createdAt: now, updatedAt: now });
    const res = await t.app.inject({ method: 'GET', url: '/api/eprawko-rest/account/export/pdf', headers: { jsessionid: a.session } });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="moje-dane-\d{4}-\d{2}-\d{2}\.pdf"/);
    expect(res.headers['cache-control']).toBe('no-store');
    const text = await pdfText(res.rawPayload);
    expect(text).toContain('Twoje dane w Prawko OSK');
    expect(text).toContain(a.email);
    expect(text).toContain('Żaneta Eksportowy');
    expect(text).toContain(`${a.exam.points} / ${a.exam.pointsAll} pkt`);
    expect(text).toContain('Dostęp 60 dni');
    expect(text).toContain('79,00 PLN');
    expect(text).toContain('Rodzaj konta: kursant');
    expect(text).toContain('79,00 PLN · opłacona');
    expect(text).not.toContain('Anna');
  });

  it('answers 403 without a session', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/eprawko-rest/account/export/pdf' })).statusCode).toBe(403);
  });
});
