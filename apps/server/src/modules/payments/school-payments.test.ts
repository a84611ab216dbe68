import { PDFParse } from 'pdf-parse';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { accessCodes, schools } from '../../db/schema/index.js';
import { createInstructor, createSchool } from '../../../test/factories.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { API, FakeProvider, addAccessCode, authed, catalogue, learner, mailsTo, paymentRow, sign } from './payments.test-helpers.js';

let t: TestApp;
const provider = new FakeProvider();
let subs: Awaited<ReturnType<typeof catalogue>>;
/** The school offer by shape (migration 0012). */
let long: number;
let longLectures: number;
let longBook: number;
let longBookLectures: number;
let short: number;
let onlineSub: number;

/** A valid NIP (checksum 8) and another one. */
const NIP = '1234563218';
const INVOICE_NIP = '5260250274';

beforeAll(async () => {
  t = await createTestApp({ paymentProvider: provider });
  subs = await catalogue(t.database.db);
  const school = (accessType: string, withBook: boolean, withLectures: boolean) =>
    subs.find((s) => s.kind === 'SCHOOL' && s.accessType === accessType && s.withBook === withBook && s.withLectures === withLectures)?.id ?? 0;
  long = school('LONG', false, false);
  longLectures = school('LONG', false, true);
  longBook = school('LONG', true, false);
  longBookLectures = school('LONG', true, true);
  short = school('SHORT', false, false);
  onlineSub = subs.find((s) => s.kind === 'ONLINE')?.id ?? 0;
});
afterAll(async () => {
  await t.close();
});

interface SchoolOptions {
  nip?: string | null;
  books?: number;
  days?: number;
  canAddLecture?: boolean;
  billingEmail?: string | null;
  sendInvoicesToMainEmail?: boolean;
}

/** A school with a session and the given record. */
async function school(options: SchoolOptions = {}) {
  const s = await createSchool(t.database.db, { name: 'OSK Zebra Sp. z o.o.' });
  await t.database.db
    .update(schools)
    .set({
      nip: options.nip === undefined ? NIP : options.nip,
      numberOfBooks: options.books ?? 0,
      numberOfDaysOfLearn: options.days ?? 0,
      canAddLecture: options.canAddLecture ?? false,
      billingEmail: options.billingEmail ?? null,
      sendInvoicesToMainEmail: options.sendInvoicesToMainEmail ?? true,
    })
    .where(eq(schools.id, s.schoolId));
  return { ...s, session: await t.sessionOf(s.email, s.password) };
}

async function daysOf(schoolId: number): Promise<number> {
  const [row] = await t.database.db.select({ days: schools.numberOfDaysOfLearn }).from(schools).where(eq(schools.id, schoolId));
  return row?.days ?? -1;
}

function body(userId: number, overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return { subscriptionId: long, email: 'ksiegowosc@osk.example', userId, firstName: 'Ktoś', lastName: 'Inny', confirmationType: 'RECEIPT', ...overrides };
}

async function create(session: string | null, payload: Record<string, unknown>) {
  return t.app.inject({ method: 'POST', url: `${API}/paynow/create`, headers: authed(session), payload });
}

/** A school that started a payment; answers the ids the provider knows it by. */
async function started(options: SchoolOptions & { subscriptionId?: number; quantity?: number; invoice?: boolean } = {}) {
  const me = await school(options);
  const res = await create(
    me.session,
    body(me.userId, {
      subscriptionId: options.subscriptionId ?? long,
      quantity: options.quantity ?? 10,
      email: me.email,
      ...(options.invoice ? { confirmationType: 'INVOICE', nip: INVOICE_NIP, invoiceName: 'OSK Zebra Sp. z o.o.', invoiceAddress: 'ul. Prosta 1, Warszawa' } : {}),
    }),
  );
  expect(res.statusCode).toBe(200);
  const externalId = provider.created.at(-1)?.externalId ?? '';
  const row = await paymentRow(t.database.db, Number(externalId));
  return { ...me, paymentId: row.id, externalId, providerPaymentId: row.providerPaymentId ?? '' };
}

function notification(p: { providerPaymentId: string; externalId: string }, status: string): string {
  return JSON.stringify({ paymentId: p.providerPaymentId, externalId: p.externalId, status, modifiedAt: '2026-11-22T10:05:00' });
}

async function notify(raw: string) {
  return t.app.inject({ method: 'POST', url: `${API}/paynow/notification`, headers: { 'content-type': 'application/json', signature: sign(raw) }, payload: raw });
}

async function pdfText(base64: string | undefined): Promise<string> {
  const parser = new PDFParse({ data: new Uint8Array(Buffer.from(base64 ?? '', 'base64')) });
  const text = (await parser.getText()).text;
  await parser.destroy();
  return text;
}

describe('GET subscription/show/for/school', () => {
  it("answers the school offer with the spec's prices", async () => {
    const me = await school();
    const res = await t.app.inject({ method: 'GET', url: `${API}/subscription/show/for/school`, headers: authed(me.session) });
    expect(res.statusCode).toBe(200);
    const offer = res.json() as { accessType: string; withBook: boolean; withLectures: boolean; numberOfDays: number; price: number; priceGrosz: number; discountAvailable: boolean }[];
    expect(offer.map((s) => [s.accessType, s.withBook, s.withLectures, s.numberOfDays, s.price])).toEqual([
      ['LONG', false, false, 120, 18],
      ['LONG', false, true, 120, 23],
      ['LONG', true, false, 120, 6],
      ['LONG', true, true, 120, 11],
      ['SHORT', false, false, 30, 6],
    ]);
    expect(offer.every((s) => !s.discountAvailable && s.priceGrosz === s.price * 100)).toBe(true);
  });

  it('refuses visitors, learners and instructors', async () => {
    const me = await learner(t);
    const owner = await school();
    const instructor = await createInstructor(t.database.db, owner.schoolId);
    const instructorSession = await t.sessionOf(instructor.email, instructor.password);
    for (const session of [null, me.session, instructorSession]) {
      expect((await t.app.inject({ method: 'GET', url: `${API}/subscription/show/for/school`, headers: authed(session) })).statusCode).toBe(403);
    }
  });

  it("the learners' offer does not list the school offer", async () => {
    const me = await learner(t);
    const res = await t.app.inject({ method: 'GET', url: `${API}/subscription/show/for/student/${me.studentId}`, headers: authed(me.session) });
    expect(res.statusCode).toBe(200);
    const ids = (res.json() as { id: number }[]).map((s) => s.id);
    expect(ids).not.toContain(long);
    expect(ids).toContain(onlineSub);
  });
});

describe('POST paynow/create for a school', () => {
  it('prices price × quantity, names the school as payer and returns to PAYMENT_SCHOOL_SUCCESS', async () => {
    const me = await school({ canAddLecture: true });
    const before = provider.created.length;
    const res = await create(me.session, body(me.userId, { subscriptionId: longLectures, quantity: 10, amount: 1, firstName: 'Jan', lastName: 'Kowalski' }));
    expect(res.statusCode).toBe(200);
    expect(provider.created).toHaveLength(before + 1);
    const sent = provider.created.at(-1);
    expect(sent).toMatchObject({
      amount: 23000,
      continueUrl: 'http://localhost:8080/action/PAYMENT_SCHOOL_SUCCESS',
      buyer: { email: 'ksiegowosc@osk.example', firstName: 'OSK Zebra Sp. z o.o.', lastName: NIP },
      description: 'Prawko OSK: 10 × Dostęp długi dla kursanta do nauki i egzaminów, 120 dni, z e-wykładami',
    });
    const row = await paymentRow(t.database.db, Number(sent?.externalId));
    expect(row).toMatchObject({ userId: me.userId, amountGrosz: 23000, quantity: 10, status: 'STARTED', firstName: 'OSK Zebra Sp. z o.o.', lastName: NIP, confirmationType: 'RECEIPT' });
  });

  it('buys one when no quantity is given, and an invoice with its data', async () => {
    const me = await school();
    const res = await create(me.session, body(me.userId, { subscriptionId: short, confirmationType: 'INVOICE', nip: INVOICE_NIP, invoiceName: 'OSK Zebra', invoiceAddress: 'ul. Prosta 1' }));
    expect(res.statusCode).toBe(200);
    const row = await paymentRow(t.database.db, Number(provider.created.at(-1)?.externalId));
    expect(row).toMatchObject({ quantity: 1, amountGrosz: 600, confirmationType: 'INVOICE', nip: INVOICE_NIP, description: 'Prawko OSK: Dostęp krótki dla kursanta do nauki i egzaminów, 30 dni' });
  });

  it('refuses a quantity of 0, 501 or not a number with the field', async () => {
    const me = await school();
    const before = provider.created.length;
    for (const quantity of [0, 501, 'x', 2.5, -1]) {
      const res = await create(me.session, body(me.userId, { quantity }));
      expect(res.statusCode, String(quantity)).toBe(400);
      expect(res.json().fields).toEqual([expect.objectContaining({ field: 'quantity', key: 'msg.payments.quantity.invalid' })]);
    }
    expect((await create(me.session, body(me.userId, { quantity: 500 }))).statusCode).toBe(200);
    expect(provider.created.at(-1)?.amount).toBe(500 * 1800);
    expect(provider.created).toHaveLength(before + 1);
  });

  it("refuses an unknown subscription, a learners' subscription and a discount code with the field", async () => {
    const me = await school();
    for (const subscriptionId of [999_999, onlineSub]) {
      const res = await create(me.session, body(me.userId, { subscriptionId }));
      expect(res.statusCode).toBe(400);
      expect(res.json().fields).toEqual([expect.objectContaining({ field: 'subscriptionId', key: 'msg.payments.subscription.unavailable' })]);
    }
    const coded = await create(me.session, body(me.userId, { discountCoupon: 'RABAT10' }));
    expect(coded.statusCode).toBe(400);
    expect(coded.json().fields).toEqual([expect.objectContaining({ field: 'discountCoupon', key: 'msg.payments.discount.invalid' })]);
  });

  it('refuses EMPTY and an incomplete invoice, as for learners', async () => {
    const me = await school();
    const empty = await create(me.session, body(me.userId, { confirmationType: 'EMPTY' }));
    expect(empty.statusCode).toBe(400);
    expect(empty.json().fields).toEqual([expect.objectContaining({ field: 'confirmationType', key: 'msg.payments.confirmation.required' })]);
    const invoice = await create(me.session, body(me.userId, { confirmationType: 'INVOICE', nip: '123' }));
    expect(invoice.statusCode).toBe(400);
    expect(invoice.json().fields.map((f: { field: string }) => f.field)).toEqual(['nip', 'invoiceName', 'invoiceAddress']);
  });

  it("refuses another user's id (another school, a learner) with 403", async () => {
    const me = await school();
    const other = await school();
    const pupil = await learner(t);
    const before = provider.created.length;
    expect((await create(me.session, body(other.userId))).statusCode).toBe(403);
    expect((await create(me.session, body(pupil.userId))).statusCode).toBe(403);
    expect(provider.created).toHaveLength(before);
  });

  it('refuses a school without a valid NIP in its record', async () => {
    for (const nip of [null, '1234567890']) {
      const me = await school({ nip });
      const res = await create(me.session, body(me.userId));
      expect(res.statusCode).toBe(400);
      expect(res.json().code).toBe('msg.payments.school.nip.missing');
    }
  });

  it('with-book offers need the books in stock; with-lectures offers need the lectures right', async () => {
    const few = await school({ books: 4, canAddLecture: true });
    const short4 = await create(few.session, body(few.userId, { subscriptionId: longBook, quantity: 5 }));
    expect(short4.statusCode).toBe(400);
    expect(short4.json().code).toBe('msg.payments.school.books.needed');
    expect((await create(few.session, body(few.userId, { subscriptionId: longBookLectures, quantity: 4 }))).statusCode).toBe(200);
    expect(provider.created.at(-1)?.amount).toBe(4 * 1100);

    const noLectures = await school({ books: 100 });
    const refused = await create(noLectures.session, body(noLectures.userId, { subscriptionId: longLectures }));
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe('msg.error.lectures.not.allowed');
    expect((await create(noLectures.session, body(noLectures.userId, { subscriptionId: longBookLectures }))).statusCode).toBe(403);
    expect((await create(noLectures.session, body(noLectures.userId, { subscriptionId: longBook, quantity: 100 }))).statusCode).toBe(200);
  });

  it('a learner may not choose a school subscription nor a quantity; instructors may not buy', async () => {
    const me = await learner(t);
    const res = await create(me.session, body(me.userId, { subscriptionId: long, firstName: 'Jan', lastName: 'Kowalski' }));
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual([expect.objectContaining({ field: 'subscriptionId', key: 'msg.payments.subscription.unavailable' })]);
    const many = await create(me.session, body(me.userId, { subscriptionId: onlineSub, quantity: 2 }));
    expect(many.statusCode).toBe(400);
    expect(many.json().fields).toEqual([expect.objectContaining({ field: 'quantity', key: 'msg.payments.quantity.invalid' })]);
    const owner = await school();
    const instructor = await createInstructor(t.database.db, owner.schoolId);
    const session = await t.sessionOf(instructor.email, instructor.password);
    const refused = await create(session, body(instructor.userId));
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe('msg.payments.cannot.buy');
  });
});

describe('crediting a school payment', () => {
  it("adds numberOfDays × quantity to the school's days once and mails the receipt", async () => {
    const p = await started({ quantity: 10, days: 7 });
    expect((await notify(notification(p, 'PENDING'))).statusCode).toBe(202);
    expect(await daysOf(p.schoolId)).toBe(7);
    const res = await notify(notification(p, 'CONFIRMED'));
    expect(res.json()).toEqual({ outcome: 'applied' });
    expect(await daysOf(p.schoolId)).toBe(7 + 1200);
    expect((await notify(notification(p, 'CONFIRMED'))).json()).toEqual({ outcome: 'ignored' });
    expect(await daysOf(p.schoolId)).toBe(1207);
    const mails = await mailsTo(t.database.db, p.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.body).toContain('180,00 PLN');
    expect(mails[0]?.body).toContain('dodano 1200 dni; pula wynosi teraz 1207 dni');
    expect(mails[0]?.body).toContain('Dzień dobry OSK Zebra Sp. z o.o.,');
    expect(mails[0]?.body).toContain(`Nabywca: OSK Zebra Sp. z o.o., NIP: ${NIP}, ${p.email}`);
    const attachment = mails[0]?.attachments?.[0];
    expect(attachment?.filename).toBe(`paragon_${p.paymentId}.pdf`);
    const text = await pdfText(attachment?.base64);
    expect(text).toContain('OSK Zebra Sp. z o.o.');
    expect(text).toContain(`NIP: ${NIP}`);
    expect(text).toContain('180,00 PLN');
    // One line: 10 at 18,00 gross, net 146,34, 23 % VAT 33,66 (180,00 × 23 / 123 rounded), gross 180,00.
    expect(text.replace(/\s+/g, ' ')).toContain('10 18,00 146,34 23% 33,66 180,00');
  });

  it('sends the invoice to the billing e-mail when the school keeps one apart', async () => {
    const p = await started({ quantity: 2, invoice: true, billingEmail: 'faktury@osk.example', sendInvoicesToMainEmail: false });
    await notify(notification(p, 'CONFIRMED'));
    expect(await mailsTo(t.database.db, p.email)).toHaveLength(0);
    const mails = await mailsTo(t.database.db, 'faktury@osk.example');
    expect(mails).toHaveLength(1);
    expect(mails[0]?.attachments?.[0]?.filename).toBe(`faktura_${p.paymentId}.pdf`);
    expect(await pdfText(mails[0]?.attachments?.[0]?.base64)).toContain(`NIP: ${INVOICE_NIP}`);
    expect(await daysOf(p.schoolId)).toBe(240);

    // A billing e-mail with "send to the main e-mail" on: the payment's e-mail.
    const main = await started({ quantity: 1, billingEmail: 'inne@osk.example', sendInvoicesToMainEmail: true });
    await notify(notification(main, 'CONFIRMED'));
    expect(await mailsTo(t.database.db, main.email)).toHaveLength(1);
    expect(await mailsTo(t.database.db, 'inne@osk.example')).toHaveLength(0);
  });

  it('concurrent duplicate notifications credit once', async () => {
    const p = await started({ quantity: 3, subscriptionId: short, days: 5 });
    const raw = notification(p, 'CONFIRMED');
    const answers = await Promise.all(Array.from({ length: 10 }, () => notify(raw)));
    expect(answers.map((r) => r.statusCode)).toEqual(Array(10).fill(202));
    expect(answers.filter((r) => r.json().outcome === 'applied')).toHaveLength(1);
    expect(await daysOf(p.schoolId)).toBe(5 + 90);
    expect(await mailsTo(t.database.db, p.email)).toHaveLength(1);
  });

  it('REJECTED then CONFIRMED credits once', async () => {
    const p = await started({ quantity: 2 });
    expect((await notify(notification(p, 'REJECTED'))).json()).toEqual({ outcome: 'applied' });
    expect(await daysOf(p.schoolId)).toBe(0);
    expect((await notify(notification(p, 'CONFIRMED'))).json()).toEqual({ outcome: 'applied' });
    expect((await notify(notification(p, 'CONFIRMED'))).json()).toEqual({ outcome: 'ignored' });
    expect(await daysOf(p.schoolId)).toBe(240);
    expect((await paymentRow(t.database.db, p.paymentId)).status).toBe('FINISHED');
  });

  it("another school's payment never changes this school's days", async () => {
    const p = await started({ quantity: 1 });
    const bystander = await school({ days: 50 });
    await notify(notification(p, 'CONFIRMED'));
    expect(await daysOf(p.schoolId)).toBe(120);
    expect(await daysOf(bystander.schoolId)).toBe(50);
  });
});

describe('GET subscription/codes/pay/with/:code/for/:userId for a school', () => {
  it("adds a prepaid code's days to the school's stock once", async () => {
    await addAccessCode(t.database.db, { code: 'SZKOLA-200', kind: 'PREPAID', days: 200, lecturesDays: 30, multiLanguage: true });
    const me = await school({ days: 10 });
    const res = await t.app.inject({ method: 'GET', url: `${API}/subscription/codes/pay/with/szkola-200/for/${me.userId}`, headers: authed(me.session) });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ learningAvailableTill: null, lecturesAvailableTill: null, multiLanguage: false, days: 210 });
    expect(await daysOf(me.schoolId)).toBe(210);
    const again = await t.app.inject({ method: 'GET', url: `${API}/subscription/codes/pay/with/SZKOLA-200/for/${me.userId}`, headers: authed(me.session) });
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('msg.warn.cant.use.code');
    expect(await daysOf(me.schoolId)).toBe(210);
    const [row] = await t.database.db.select().from(accessCodes).where(eq(accessCodes.code, 'SZKOLA-200'));
    expect(row?.usedByUserId).toBe(me.userId);
  });

  it('two schools using one code at once: exactly one gets it', async () => {
    await addAccessCode(t.database.db, { code: 'SZKOLA-RACE', kind: 'PREPAID', days: 60 });
    const a = await school();
    const b = await school();
    const answers = await Promise.all(
      [a, b].map((s) => t.app.inject({ method: 'GET', url: `${API}/subscription/codes/pay/with/SZKOLA-RACE/for/${s.userId}`, headers: authed(s.session) })),
    );
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect((await daysOf(a.schoolId)) + (await daysOf(b.schoolId))).toBe(60);
  });

  it("refuses another school's id, promotional codes, codes without learning days and instructors; the code stays unused", async () => {
    await addAccessCode(t.database.db, { code: 'SZKOLA-KEEP', kind: 'PREPAID', days: 40 });
    await addAccessCode(t.database.db, { code: 'SZKOLA-PROMO', kind: 'PROMO', days: 90 });
    await addAccessCode(t.database.db, { code: 'SZKOLA-LECT', kind: 'PREPAID', days: 0, lecturesDays: 30 });
    const me = await school();
    const other = await school();
    const foreign = await t.app.inject({ method: 'GET', url: `${API}/subscription/codes/pay/with/SZKOLA-KEEP/for/${other.userId}`, headers: authed(me.session) });
    expect(foreign.statusCode).toBe(403);
    const promo = await t.app.inject({ method: 'GET', url: `${API}/subscription/discount/pay/with/SZKOLA-PROMO/for/${me.userId}`, headers: authed(me.session) });
    expect(promo.statusCode).toBe(403);
    const promoAsPrepaid = await t.app.inject({ method: 'GET', url: `${API}/subscription/codes/pay/with/SZKOLA-PROMO/for/${me.userId}`, headers: authed(me.session) });
    expect(promoAsPrepaid.statusCode).toBe(409);
    const lectures = await t.app.inject({ method: 'GET', url: `${API}/subscription/codes/pay/with/SZKOLA-LECT/for/${me.userId}`, headers: authed(me.session) });
    expect(lectures.statusCode).toBe(409);
    const instructor = await createInstructor(t.database.db, me.schoolId);
    const session = await t.sessionOf(instructor.email, instructor.password);
    const byInstructor = await t.app.inject({ method: 'GET', url: `${API}/subscription/codes/pay/with/SZKOLA-KEEP/for/${instructor.userId}`, headers: authed(session) });
    expect(byInstructor.statusCode).toBe(403);
    const bad = await t.app.inject({ method: 'GET', url: `${API}/subscription/codes/pay/with/bad%20code/for/x`, headers: authed(me.session) });
    expect(bad.statusCode).toBe(400);
    for (const code of ['SZKOLA-KEEP', 'SZKOLA-PROMO', 'SZKOLA-LECT']) {
      const [row] = await t.database.db.select().from(accessCodes).where(eq(accessCodes.code, code));
      expect(row?.usedAt, code).toBeNull();
    }
    expect(await daysOf(me.schoolId)).toBe(0);
    expect(await daysOf(other.schoolId)).toBe(0);
  });
});

describe('GET payment/show/by/user/:id for a school', () => {
  it("answers the school's own payments with the quantity; another school's 403", async () => {
    const p = await started({ quantity: 7 });
    const other = await school();
    const res = await t.app.inject({ method: 'GET', url: `${API}/payment/show/by/user/${p.userId}`, headers: authed(p.session) });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([
      expect.objectContaining({ id: p.paymentId, quantity: 7, amount: 7 * 1800, firstName: 'OSK Zebra Sp. z o.o.', lastName: NIP, status: 'STARTED', description: '7 × Dostęp długi dla kursanta do nauki i egzaminów, 120 dni' }),
    ]);
    expect((await t.app.inject({ method: 'GET', url: `${API}/payment/show/by/user/${p.userId}`, headers: authed(other.session) })).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: `${API}/payment/show/by/user/abc`, headers: authed(other.session) })).statusCode).toBe(400);
  });
});
