import { and, asc, eq, inArray } from 'drizzle-orm';
import { PDFParse } from 'pdf-parse';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSchool, createStudent } from '../../../test/factories.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { DEMO_SELLER } from '../../config/seller.js';
import { documentCounters, paymentDocuments, payments, schools } from '../../db/schema/index.js';
import { PaynowClient } from '../../integrations/paynow/client.js';
import { notificationSignature } from '../../integrations/paynow/signature.js';
import { listenPaynowSimulator } from '../../integrations/paynow/simulator.js';
import { warsawDate } from '../../lib/clock.js';
import { correctionNumber, issueCorrection, type CorrectionDocumentData } from './payment-corrections.js';
import { PaymentsRepository } from './payments.repository.js';
import type { PaymentDocumentData } from './payment-document.pdf.js';
import { API, authed, catalogue, mailsTo } from './payments.test-helpers.js';
import { salesRegister } from './sales-register.js';

// The correction of a refunded payment (issue 24): KOR for an invoice, KPAR for a receipt, numbered
// without gaps in the refund's transaction, stored as issued and downloadable by the payer only.

const API_KEY = 'correction-api-key';
const SIGNATURE_KEY = 'correction-signature-key';
const TOKEN = 'operator-correction-token-0123456789';
const bearer = { authorization: `Bearer ${TOKEN}` };
const BUYER_NIP = '5260250274';

let t: TestApp;
let sim: { apiUrl: string; close: () => Promise<void> };
let sub: { id: number; numberOfDays: number; priceGrosz: number };

beforeAll(async () => {
  sim = await listenPaynowSimulator({ apiKey: API_KEY, signatureKey: SIGNATURE_KEY, notificationUrl: 'http://127.0.0.1:9/api/eprawko-rest/paynow/notification', notificationAttempts: 1 });
  t = await createTestApp({
    demo: false,
    operatorToken: TOKEN,
    paymentProvider: new PaynowClient({ apiUrl: sim.apiUrl, apiKey: API_KEY, signatureKey: SIGNATURE_KEY }, { timeoutMs: 10_000 }),
    extraDeps: { seller: DEMO_SELLER },
  });
  const found = (await catalogue(t.database.db)).find((s) => s.kind === 'ONLINE' && s.subscriptionType === 'TIMEBASED');
  if (!found) throw new Error('no learner subscription');
  sub = found;
});
afterAll(async () => {
  await t.close();
  await sim.close();
});

async function notify(body: object) {
  const raw = JSON.stringify(body);
  return t.app.inject({ method: 'POST', url: `${API}/paynow/notification`, headers: { 'content-type': 'application/json', signature: notificationSignature(SIGNATURE_KEY, raw) }, payload: raw });
}

/** A learner's payment (invoice with a NIP, or receipt) paid at the simulator and confirmed to us. */
async function paid(kind: 'INVOICE' | 'RECEIPT') {
  const s = await createStudent(t.database.db, { learningAvailableTill: null });
  const session = await t.sessionOf(s.email, s.password);
  const res = await t.app.inject({
    method: 'POST',
    url: `${API}/paynow/create`,
    headers: authed(session),
    payload: {
      subscriptionId: sub.id,
      email: s.email,
      userId: s.userId,
      firstName: 'Ola',
      lastName: 'Nowak',
      ...(kind === 'INVOICE' ? { confirmationType: 'INVOICE', nip: BUYER_NIP, invoiceName: 'Firma Sp. z o.o.', invoiceAddress: 'ul. Prosta 1, Warszawa' } : { confirmationType: 'RECEIPT' }),
    },
  });
  expect(res.statusCode, res.body).toBe(200);
  const redirectUrl: string = res.json().redirectUrl;
  const providerPaymentId = redirectUrl.split('/').pop() ?? '';
  const [row] = await t.database.db.select({ id: payments.id }).from(payments).where(eq(payments.providerPaymentId, providerPaymentId));
  const paymentId = row?.id ?? 0;
  const decided = await fetch(redirectUrl, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: 'decision=pay', redirect: 'manual' });
  expect(decided.status).toBe(303);
  expect((await notify({ paymentId: providerPaymentId, externalId: String(paymentId), status: 'CONFIRMED', modifiedAt: '2026-11-22T10:05:00' })).json()).toEqual({ outcome: 'applied' });
  return { userId: s.userId, email: s.email, session, paymentId, providerPaymentId };
}

function refund(paymentId: number, payload: object = {}) {
  return t.app.inject({ method: 'POST', url: `/api/operator/payments/${paymentId}/refund`, headers: bearer, payload });
}

async function documents(paymentId: number) {
  return t.database.db.select().from(paymentDocuments).where(eq(paymentDocuments.paymentId, paymentId)).orderBy(asc(paymentDocuments.id));
}

async function pdfText(bytes: Buffer): Promise<string> {
  const parser = new PDFParse({ data: new Uint8Array(bytes) });
  const text = (await parser.getText()).text;
  await parser.destroy();
  return text.replace(/\s+/g, ' ');
}

function year(): number {
  return Number(warsawDate(t.clock.now()).slice(0, 4));
}

describe('correction of a refunded payment', () => {
  it('a refunded invoice gets a correction invoice KOR: the invoice it corrects, the reason, lines before and after, negative difference, amount in words; the payer downloads it, another learner gets 404', async () => {
    const p = await paid('INVOICE');
    const res = await refund(p.paymentId);
    expect(res.statusCode, res.body).toBe(200);
    const outcome = res.json();
    expect(outcome.correctionNumber).toMatch(new RegExp(`^KOR/${year()}/\\d{6}$`));

    const [invoiceRow, correctionRow] = await documents(p.paymentId);
    expect(invoiceRow?.series).toBe('FV');
    expect(correctionRow).toMatchObject({ series: 'KOR', year: year(), number: outcome.correctionNumber, issuedOn: warsawDate(t.clock.now()) });
    const invoice = invoiceRow?.data as unknown as PaymentDocumentData;
    const kor = correctionRow?.data as unknown as CorrectionDocumentData;
    expect(kor.kind).toBe('INVOICE_CORRECTION');
    expect(kor.corrects).toEqual({ number: invoice.number, kind: 'INVOICE', issuedOn: invoice.issuedOn, paidOn: invoice.paidOn });
    expect(kor.linesBefore).toEqual(invoice.lines);
    expect(kor.linesAfter).toEqual([expect.objectContaining({ quantity: 0, netGrosz: 0, vatGrosz: 0, grossGrosz: 0, vatRate: 23 })]);
    // The whole sale undone: the difference is the invoice's totals, negative.
    expect(kor.totals).toEqual({ netGrosz: -invoice.totals.netGrosz, vatGrosz: -invoice.totals.vatGrosz, grossGrosz: -sub.priceGrosz });
    expect(kor.buyer.nip).toBe(BUYER_NIP);
    expect(kor.refundGrosz).toBe(sub.priceGrosz);
    expect(kor.amountInWords).toBe(invoice.amountInWords);

    const download = await t.app.inject({ method: 'GET', url: `${API}/payment/document/${p.paymentId}/correction`, headers: authed(p.session) });
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toContain('application/pdf');
    expect(download.headers['content-disposition']).toContain(`korekta_${p.paymentId}.pdf`);
    const text = await pdfText(download.rawPayload);
    expect(text).toContain(`Faktura korygująca nr ${kor.number}`);
    expect(text).toContain(`Dotyczy faktury nr ${invoice.number}`);
    expect(text).toContain('Przyczyna korekty: Zwrot całości zapłaty');
    expect(text).toContain(`NIP: ${DEMO_SELLER.nip}`);
    expect(text).toContain(`NIP: ${BUYER_NIP}`);
    expect(text).toContain('Przed korektą');
    expect(text).toContain('Po korekcie');
    expect(text).toContain(`Słownie: ${invoice.amountInWords}`);
    const minusGross = `-${(sub.priceGrosz / 100).toFixed(2).replace('.', ',')}`;
    expect(text).toContain(minusGross);
    // Re-rendered identically from the stored data.
    const again = await t.app.inject({ method: 'GET', url: `${API}/payment/document/${p.paymentId}/correction`, headers: authed(p.session) });
    expect(again.rawPayload.equals(download.rawPayload)).toBe(true);

    // Mailed to the payer with the correction attached, as issued.
    const mails = await mailsTo(t.database.db, p.email);
    const refundMail = mails.find((m) => m.subject?.startsWith('Zwrot płatności'));
    expect(refundMail?.body).toContain(`W załączniku faktura korygująca ${kor.number}.`);
    expect(refundMail?.attachments?.[0]?.filename).toBe(`korekta_${p.paymentId}.pdf`);
    expect(Buffer.from(refundMail?.attachments?.[0]?.base64 ?? '', 'base64').equals(download.rawPayload)).toBe(true);

    // The payment history names the correction.
    const history = await t.app.inject({ method: 'GET', url: `${API}/payment/show/by/user/${p.userId}`, headers: authed(p.session) });
    expect(history.statusCode, history.body).toBe(200);
    expect(history.json().find((x: { id: number }) => x.id === p.paymentId).refund).toEqual({ amount: sub.priceGrosz, status: 'NEW', correctionNumber: kor.number });

    // Another learner: 404, as for an unknown payment; a payment without a refund: 404; no session: 403/401.
    const other = await paid('RECEIPT');
    expect((await t.app.inject({ method: 'GET', url: `${API}/payment/document/${p.paymentId}/correction`, headers: authed(other.session) })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: `${API}/payment/document/${other.paymentId}/correction`, headers: authed(other.session) })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: `${API}/payment/document/999999/correction`, headers: authed(other.session) })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: `${API}/payment/document/abc/correction`, headers: authed(other.session) })).statusCode).toBe(400);
    expect([401, 403]).toContain((await t.app.inject({ method: 'GET', url: `${API}/payment/document/${p.paymentId}/correction` })).statusCode);
  });

  it('a second command and duplicate refund notifications issue nothing more: one correction, the counter unchanged', async () => {
    const p = await paid('INVOICE');
    const first = (await refund(p.paymentId)).json();
    const counter = async () => (await t.database.db.select().from(documentCounters).where(and(eq(documentCounters.series, 'KOR'), eq(documentCounters.year, year()))))[0]?.lastNumber;
    const before = await counter();
    const again = await refund(p.paymentId);
    expect(again.json()).toMatchObject({ changed: false, correctionNumber: first.correctionNumber });
    const settled = { refundId: first.refundId, paymentId: p.providerPaymentId, status: 'SUCCESSFUL', modifiedAt: '2026-11-22T10:10:00' };
    expect((await notify(settled)).json()).toEqual({ outcome: 'applied' });
    expect((await notify(settled)).json()).toEqual({ outcome: 'ignored' });
    expect((await notify({ ...settled, status: 'PENDING' })).json()).toEqual({ outcome: 'ignored' });
    expect(await counter()).toBe(before);
    expect((await documents(p.paymentId)).map((d) => d.series)).toEqual(['FV', 'KOR']);
  });

  it("a refund whose transaction rolls back after taking a KOR number gives it back: the next correction takes it (no gap)", async () => {
    const p = await paid('INVOICE');
    const counter = async () => (await t.database.db.select().from(documentCounters).where(and(eq(documentCounters.series, 'KOR'), eq(documentCounters.year, year()))))[0]?.lastNumber ?? 0;
    const before = await counter();
    const repo = new PaymentsRepository(t.database.db);
    const log = { error: () => undefined };
    await expect(
      repo.transaction(async (tx) => {
        const issued = await issueCorrection({ repo, seller: DEMO_SELLER, log }, { paymentId: p.paymentId, refundGrosz: sub.priceGrosz, providerRefundId: null, now: t.clock.now() }, tx);
        expect(issued?.number).toBe(correctionNumber('KOR', year(), before + 1));
        throw new Error('the refund failed after the number was taken');
      }),
    ).rejects.toThrow('the refund failed');
    expect(await counter()).toBe(before);
    expect((await documents(p.paymentId)).map((d) => d.series)).toEqual(['FV']);
    const res = await refund(p.paymentId);
    expect(res.json().correctionNumber).toBe(correctionNumber('KOR', year(), before + 1));
  });

  it('a partial refund of a receipt gets a KPAR refund record (not a correction invoice): the price lowered by the refund, VAT computed again on the line', async () => {
    const p = await paid('RECEIPT');
    const part = 1001;
    const res = await refund(p.paymentId, { amount: part });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().correctionNumber).toMatch(new RegExp(`^KPAR/${year()}/\\d{6}$`));
    const [receiptRow, correctionRow] = await documents(p.paymentId);
    const receipt = receiptRow?.data as unknown as PaymentDocumentData;
    const kpar = correctionRow?.data as unknown as CorrectionDocumentData;
    expect(kpar.kind).toBe('RECEIPT_CORRECTION');
    const gross = sub.priceGrosz - part;
    const vat = Math.round((gross * 23) / 123);
    expect(kpar.linesAfter).toEqual([expect.objectContaining({ quantity: 1, grossGrosz: gross, vatGrosz: vat, netGrosz: gross - vat })]);
    expect(kpar.totals).toEqual({
      grossGrosz: -part,
      vatGrosz: vat - (receipt.lines[0]?.vatGrosz ?? 0),
      netGrosz: gross - vat - (receipt.lines[0]?.netGrosz ?? 0),
    });
    expect(kpar.amountInWords).toBe('dziesięć złotych 01/100');
    const download = await t.app.inject({ method: 'GET', url: `${API}/payment/document/${p.paymentId}/correction`, headers: authed(p.session) });
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-disposition']).toContain(`zwrot_${p.paymentId}.pdf`);
    const text = await pdfText(download.rawPayload);
    expect(text).toContain(`Korekta sprzedaży (zwrot do paragonu) nr ${kpar.number}`);
    expect(text).toContain(`Dotyczy paragonu nr ${receipt.number}`);
    expect(text).toContain('nie jest fakturą korygującą');
    expect(text).toContain('Częściowy zwrot zapłaty');
  });

  it("a school's refunded invoice: its KOR goes to its billing e-mail and it downloads it with its own session; a learner gets 404", async () => {
    const school = await createSchool(t.database.db);
    const billing = `ksiegowosc.${school.schoolId}@example.com`;
    await t.database.db.update(schools).set({ nip: '5260250995', billingEmail: billing, sendInvoicesToMainEmail: false }).where(eq(schools.id, school.schoolId));
    const schoolSub = (await catalogue(t.database.db)).find((s) => s.kind === 'SCHOOL' && !s.withBook && !s.withLectures);
    if (!schoolSub) throw new Error('no school subscription');
    const now = t.clock.now();
    const [row] = await t.database.db
      .insert(payments)
      .values({ userId: school.userId, subscriptionId: schoolSub.id, amountGrosz: schoolSub.priceGrosz * 3, description: 'x', status: 'STARTED', confirmationType: 'INVOICE', nip: '5260250995', invoiceName: 'OSK', invoiceAddress: 'ul. Szkolna 1', firstName: 'OSK', lastName: '5260250995', email: school.email, quantity: 3, createdAt: now, updatedAt: now })
      .returning({ id: payments.id });
    const paymentId = row?.id ?? 0;
    const created = await new PaynowClient({ apiUrl: sim.apiUrl, apiKey: API_KEY, signatureKey: SIGNATURE_KEY }).createPayment({
      amount: schoolSub.priceGrosz * 3,
      currency: 'PLN',
      externalId: String(paymentId),
      description: 'Szkoła',
      buyer: { email: school.email },
      continueUrl: 'http://localhost/return',
      idempotencyKey: `correction-school-${paymentId}`,
    });
    await t.database.db.update(payments).set({ providerPaymentId: created.paymentId }).where(eq(payments.id, paymentId));
    await fetch(created.redirectUrl, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: 'decision=pay', redirect: 'manual' });
    expect((await notify({ paymentId: created.paymentId, externalId: String(paymentId), status: 'CONFIRMED', modifiedAt: '2026-11-22T10:05:00' })).json()).toEqual({ outcome: 'applied' });

    const res = await refund(paymentId, { amount: schoolSub.priceGrosz });
    expect(res.statusCode, res.body).toBe(200);
    const number: string = res.json().correctionNumber;
    expect(number).toMatch(/^KOR\//);
    const [, correctionRow] = await documents(paymentId);
    const kor = correctionRow?.data as unknown as CorrectionDocumentData;
    // A third of the sale refunded: the price of the 3 accesses lowered, the quantity kept.
    expect(kor.linesAfter[0]).toMatchObject({ quantity: 3, grossGrosz: schoolSub.priceGrosz * 2 });
    expect(kor.totals.grossGrosz).toBe(-schoolSub.priceGrosz);
    const mail = (await mailsTo(t.database.db, billing)).find((m) => m.subject?.startsWith('Zwrot płatności'));
    expect(mail?.attachments?.[0]?.filename).toBe(`korekta_${paymentId}.pdf`);

    const session = await t.sessionOf(school.email, school.password);
    const download = await t.app.inject({ method: 'GET', url: `${API}/payment/document/${paymentId}/correction`, headers: authed(session) });
    expect(download.statusCode).toBe(200);
    expect(await pdfText(download.rawPayload)).toContain(`Faktura korygująca nr ${number}`);
    const learner = await paid('RECEIPT');
    expect((await t.app.inject({ method: 'GET', url: `${API}/payment/document/${paymentId}/correction`, headers: authed(learner.session) })).statusCode).toBe(404);
  });

  it('20 refunds at once take 20 consecutive KOR numbers: no gap, no duplicate; the sales register lists them negative', async () => {
    const paidOnes = [];
    for (let i = 0; i < 20; i += 1) paidOnes.push(await paid('INVOICE'));
    const before = (await t.database.db.select().from(documentCounters).where(and(eq(documentCounters.series, 'KOR'), eq(documentCounters.year, year()))))[0]?.lastNumber ?? 0;
    const answers = await Promise.all(paidOnes.map((p) => refund(p.paymentId)));
    expect(answers.map((a) => a.statusCode)).toEqual(paidOnes.map(() => 200));
    const rows = await t.database.db
      .select()
      .from(paymentDocuments)
      .where(and(inArray(paymentDocuments.paymentId, paidOnes.map((p) => p.paymentId)), eq(paymentDocuments.series, 'KOR')))
      .orderBy(asc(paymentDocuments.sequence));
    expect(rows).toHaveLength(20);
    expect(rows.map((r) => r.sequence)).toEqual(Array.from({ length: 20 }, (_, i) => before + i + 1));
    expect(new Set(answers.map((a) => a.json().correctionNumber)).size).toBe(20);

    const month = warsawDate(t.clock.now()).slice(0, 7);
    const register = await salesRegister(t.database.db, month);
    const numbers = new Set(answers.map((a) => a.json().correctionNumber as string));
    const korLines = register.csv.split('\r\n').filter((l) => numbers.has(l.split(';')[0] ?? ''));
    expect(korLines).toHaveLength(20);
    const price = `-${(sub.priceGrosz / 100).toFixed(2).replace('.', ',')}`;
    expect(korLines.every((l) => l.includes(`;${price};FV/`) && l.includes(';faktura korygująca;'))).toBe(true);
  }, 180_000);
});
