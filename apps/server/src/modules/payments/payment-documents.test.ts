import { eq } from 'drizzle-orm';
import { PDFParse } from 'pdf-parse';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { schools, users } from '../../db/schema/index.js';
import { createSchool } from '../../../test/factories.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { API, FakeProvider, authed, catalogue, learner, mailsTo, paymentRow, sign } from './payments.test-helpers.js';

let t: TestApp;
const provider = new FakeProvider();
let subs: Awaited<ReturnType<typeof catalogue>>;
const NIP = '1234563218';

beforeAll(async () => {
  t = await createTestApp({ paymentProvider: provider });
  subs = await catalogue(t.database.db);
});
afterAll(async () => {
  await t.close();
});

function subscription(match: (s: (typeof subs)[number]) => boolean): number {
  const found = subs.find(match);
  if (!found) throw new Error('no such subscription in the catalogue');
  return found.id;
}

async function pdfText(bytes: Buffer): Promise<string> {
  const parser = new PDFParse({ data: new Uint8Array(bytes) });
  const text = (await parser.getText()).text;
  await parser.destroy();
  // The product's name wraps in the invoice's name column.
  return text.replace(/\s+/g, ' ');
}

async function pay(session: string, payload: Record<string, unknown>) {
  const res = await t.app.inject({ method: 'POST', url: `${API}/paynow/create`, headers: authed(session), payload });
  expect(res.statusCode, res.body).toBe(200);
  const externalId = provider.created.at(-1)?.externalId ?? '';
  const row = await paymentRow(t.database.db, Number(externalId));
  return { paymentId: row.id, externalId, providerPaymentId: row.providerPaymentId ?? '' };
}

async function confirm(p: { providerPaymentId: string; externalId: string }): Promise<void> {
  const body = JSON.stringify({ paymentId: p.providerPaymentId, externalId: p.externalId, status: 'CONFIRMED', modifiedAt: '2026-11-22T10:05:00' });
  const res = await t.app.inject({ method: 'POST', url: `${API}/paynow/notification`, headers: { 'content-type': 'application/json', signature: sign(body) }, payload: body });
  expect(res.json()).toEqual({ outcome: 'applied' });
}

/** A learner reading in `language` who bought the 120-day all-languages access and paid for it. */
async function paidLearner(language: string, invoice = false) {
  const me = await learner(t);
  await t.database.db.update(users).set({ language }).where(eq(users.id, me.userId));
  const p = await pay(me.session, {
    subscriptionId: subscription((s) => s.kind === 'ONLINE' && s.subscriptionType === 'TIMEBASED' && s.numberOfDays === 120 && s.multiLanguage),
    email: me.email,
    userId: me.userId,
    firstName: 'Ola',
    lastName: 'Nowak',
    ...(invoice ? { confirmationType: 'INVOICE', nip: '5260250274', invoiceName: 'Firma Sp. z o.o.', invoiceAddress: 'ul. Prosta 1, Warszawa' } : { confirmationType: 'RECEIPT' }),
  });
  await confirm(p);
  return { ...me, ...p };
}

/** A school that bought 10 long accesses with e-lectures and paid for them. */
async function paidSchool() {
  const s = await createSchool(t.database.db, { name: 'OSK Zebra Sp. z o.o.' });
  await t.database.db.update(schools).set({ nip: NIP, canAddLecture: true }).where(eq(schools.id, s.schoolId));
  const session = await t.sessionOf(s.email, s.password);
  const p = await pay(session, {
    subscriptionId: subscription((x) => x.kind === 'SCHOOL' && x.accessType === 'LONG' && !x.withBook && x.withLectures),
    quantity: 10,
    email: s.email,
    userId: s.userId,
    firstName: 'x',
    lastName: 'y',
    confirmationType: 'RECEIPT',
  });
  await confirm(p);
  return { ...s, ...p, session };
}

async function history(session: string, userId: number) {
  const res = await t.app.inject({ method: 'GET', url: `${API}/payment/show/by/user/${userId}`, headers: authed(session) });
  expect(res.statusCode).toBe(200);
  return res.json() as { id: number; description: string; product: unknown }[];
}

function download(session: string | null, paymentId: number | string) {
  return t.app.inject({ method: 'GET', url: `${API}/payment/document/${paymentId}`, headers: authed(session) });
}

describe('product names customers see', () => {
  it("names a learner's product in words in the mail (the learner's language), the PDF (Polish) and the history", async () => {
    const p = await paidLearner('en');
    const [mail] = await mailsTo(t.database.db, p.email);
    expect(mail?.body).toContain('Service: Access to learning and exams, 120 days, all languages');
    const pdf = await pdfText(Buffer.from(mail?.attachments?.[0]?.base64 ?? '', 'base64'));
    expect(pdf).toContain('Dostęp do nauki i egzaminów, 120 dni, wszystkie');
    const [row] = await history(p.session, p.userId);
    expect(row?.description).toBe('Access to learning and exams, 120 days, all languages');
    expect(row?.product).toEqual({ subscriptionType: 'TIMEBASED', numberOfDays: 120, multiLanguage: true, accessType: null, withBook: false, withLectures: false });
    // What the payer reads on the provider's page.
    expect(provider.created.find((c) => c.externalId === p.externalId)?.description).toBe('Prawko OSK: Access to learning and exams, 120 days, all languages');
  });

  it("never shows a school the raw access code: mail, PDF, history and the provider's page", async () => {
    const p = await paidSchool();
    const [mail] = await mailsTo(t.database.db, p.email);
    expect(mail?.body).toContain('Usługa: 10 × Dostęp długi dla kursanta do nauki i egzaminów, 120 dni, z e-wykładami');
    const pdf = await pdfText(Buffer.from(mail?.attachments?.[0]?.base64 ?? '', 'base64'));
    expect(pdf).toContain('Dostęp długi dla kursanta do nauki i egzaminów');
    const [row] = await history(p.session, p.userId);
    expect(row?.description).toBe('10 × Dostęp długi dla kursanta do nauki i egzaminów, 120 dni, z e-wykładami');
    for (const text of [mail?.body ?? '', pdf, row?.description ?? '', provider.created.at(-1)?.description ?? '']) {
      expect(text).not.toMatch(/\bLONG\b|\bSHORT\b/);
    }
  });
});

describe('GET payment/document/{id}', () => {
  it("answers a learner's paid receipt as the very PDF that was mailed", async () => {
    const p = await paidLearner('pl', true);
    const res = await download(p.session, p.paymentId);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toContain(`faktura_${p.paymentId}.pdf`);
    const [mail] = await mailsTo(t.database.db, p.email);
    expect(res.rawPayload.equals(Buffer.from(mail?.attachments?.[0]?.base64 ?? '', 'base64'))).toBe(true);
  });

  it("answers a school's paid receipt as the very PDF that was mailed, even after the school renamed itself", async () => {
    const p = await paidSchool();
    await t.database.db.update(schools).set({ name: 'Nowa nazwa' }).where(eq(schools.id, p.schoolId));
    const res = await download(p.session, p.paymentId);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-disposition']).toContain(`paragon_${p.paymentId}.pdf`);
    const [mail] = await mailsTo(t.database.db, p.email);
    expect(res.rawPayload.equals(Buffer.from(mail?.attachments?.[0]?.base64 ?? '', 'base64'))).toBe(true);
  });

  it("answers 404 for another learner's or another school's payment, and for an unpaid one", async () => {
    const ola = await paidLearner('pl');
    const other = await learner(t);
    const school = await paidSchool();
    const otherSchool = await paidSchool();
    expect((await download(other.session, ola.paymentId)).statusCode).toBe(404);
    expect((await download(school.session, ola.paymentId)).statusCode).toBe(404);
    expect((await download(otherSchool.session, school.paymentId)).statusCode).toBe(404);
    expect((await download(ola.session, school.paymentId)).statusCode).toBe(404);
    const unpaid = await pay(other.session, {
      subscriptionId: subscription((s) => s.kind === 'ONLINE'),
      email: other.email,
      userId: other.userId,
      firstName: 'Jan',
      lastName: 'Nowy',
      confirmationType: 'RECEIPT',
    });
    const res = await download(other.session, unpaid.paymentId);
    expect(res.statusCode).toBe(404);
    expect(res.json().code).toBe('msg.payments.document.not.found');
    expect((await download(other.session, 999_999)).statusCode).toBe(404);
  });

  it('answers 403 to visitors and 400 for an id that is not one', async () => {
    const p = await paidLearner('pl');
    expect((await download(null, p.paymentId)).statusCode).toBe(403);
    const bad = await download(p.session, 'abc');
    expect(bad.statusCode).toBe(400);
    expect((await download(p.session, '99999999999')).statusCode).toBe(400);
  });
});
