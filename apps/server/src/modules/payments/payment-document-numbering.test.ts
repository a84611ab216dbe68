import { asc, eq, inArray } from 'drizzle-orm';
import { PDFParse } from 'pdf-parse';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { documentCounters, paymentDocuments, payments } from '../../db/schema/index.js';
import { createStudent } from '../../../test/factories.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { API, FakeProvider, authed, catalogue, mailsTo, sign } from './payments.test-helpers.js';
import type { PaymentDocumentData } from './payment-document.pdf.js';

let t: TestApp;
const provider = new FakeProvider();
let subscriptionId: number;
let priceGrosz: number;
let batch = 0;

beforeAll(async () => {
  t = await createTestApp({ paymentProvider: provider });
  const online = (await catalogue(t.database.db)).filter((s) => s.kind === 'ONLINE' && s.subscriptionType === 'TIMEBASED');
  subscriptionId = online[0]?.id ?? 0;
  priceGrosz = online[0]?.priceGrosz ?? 0;
});
afterAll(async () => {
  await t.close();
});

/** Payments STARTED at the provider, `count` of them, each by its own learner. */
async function startedPayments(count: number, kind: (i: number) => 'RECEIPT' | 'INVOICE', on: TestApp = t): Promise<Array<{ id: number; providerPaymentId: string; email: string; password: string }>> {
  const now = on.clock.now();
  const learners = await Promise.all(Array.from({ length: count }, () => createStudent(on.database.db)));
  const rows = await on.database.db
    .insert(payments)
    .values(
      learners.map((l, i) => {
        const invoice = kind(i) === 'INVOICE';
        return {
          userId: l.userId,
          subscriptionId,
          amountGrosz: priceGrosz,
          description: 'Prawko OSK: dostęp',
          status: 'STARTED',
          confirmationType: kind(i),
          nip: invoice ? '5260250274' : null,
          invoiceName: invoice ? 'Firma Sp. z o.o.' : null,
          invoiceAddress: invoice ? 'ul. Prosta 1, Warszawa' : null,
          firstName: 'Ola',
          lastName: 'Nowak',
          email: l.email,
          providerPaymentId: `NUM-${(batch += 1)}-${i}`,
          createdAt: now,
          updatedAt: now,
        };
      }),
    )
    .returning({ id: payments.id, providerPaymentId: payments.providerPaymentId });
  return rows.map((r, i) => ({ id: r.id, providerPaymentId: r.providerPaymentId ?? '', email: learners[i]?.email ?? '', password: learners[i]?.password ?? '' }));
}

async function confirm(p: { id: number; providerPaymentId: string }, on: TestApp = t): Promise<number> {
  const body = JSON.stringify({ paymentId: p.providerPaymentId, externalId: String(p.id), status: 'CONFIRMED', modifiedAt: '2026-11-22T10:05:00' });
  const res = await on.app.inject({ method: 'POST', url: `${API}/paynow/notification`, headers: { 'content-type': 'application/json', signature: sign(body) }, payload: body });
  return res.statusCode;
}

async function documentsOf(ids: number[]) {
  return t.database.db.select().from(paymentDocuments).where(inArray(paymentDocuments.paymentId, ids)).orderBy(asc(paymentDocuments.series), asc(paymentDocuments.sequence));
}

describe('receipt and invoice numbers', () => {
  it('50 invoices and 50 receipts credited at once take 50 consecutive numbers in each series: no gap, no duplicate', async () => {
    const started = await startedPayments(100, (i) => (i % 2 === 0 ? 'INVOICE' : 'RECEIPT'));
    const before = await t.database.db.select().from(documentCounters);
    const statuses = await Promise.all(started.map((p) => confirm(p)));
    expect(statuses.every((s) => s === 202)).toBe(true);
    const docs = await documentsOf(started.map((p) => p.id));
    expect(docs).toHaveLength(100);
    expect(new Set(docs.map((d) => d.paymentId)).size).toBe(100);
    for (const series of ['FV', 'PAR'] as const) {
      const start = before.find((c) => c.series === series && c.year === 2026)?.lastNumber ?? 0;
      const ofSeries = docs.filter((d) => d.series === series);
      expect(ofSeries.map((d) => d.sequence)).toEqual(Array.from({ length: 50 }, (_, i) => start + i + 1));
      expect(new Set(ofSeries.map((d) => d.number)).size).toBe(50);
      expect(ofSeries[0]?.number).toBe(`${series}/2026/${String(start + 1).padStart(6, '0')}`);
      // Each series has its own kind of document.
      const kinds = await t.database.db.select({ type: payments.confirmationType }).from(payments).where(inArray(payments.id, ofSeries.map((d) => d.paymentId ?? 0)));
      expect(new Set(kinds.map((k) => k.type))).toEqual(new Set([series === 'FV' ? 'INVOICE' : 'RECEIPT']));
    }
    const [counter] = await t.database.db.select().from(documentCounters).where(eq(documentCounters.series, 'FV'));
    expect(counter?.lastNumber).toBe((before.find((c) => c.series === 'FV')?.lastNumber ?? 0) + 50);
    // The same notifications again change nothing: no document, no number more.
    await Promise.all(started.slice(0, 10).map((p) => confirm(p)));
    expect(await documentsOf(started.map((p) => p.id))).toHaveLength(100);
    // 100 crediting transactions, each rendering its PDF: slow on a loaded host.
  }, 180_000);

  it('starts each series again at 1 in a new year, by the Warsaw date of issue', async () => {
    // 31 December 23:30 UTC is 1 January 00:30 in Warsaw.
    t.clock.set(new Date('2026-12-31T23:30:00Z'));
    try {
      const [invoice, receipt] = await startedPayments(2, (i) => (i === 0 ? 'INVOICE' : 'RECEIPT'));
      if (!invoice || !receipt) throw new Error('no payments');
      await confirm(invoice);
      await confirm(receipt);
      const docs = await documentsOf([invoice.id, receipt.id]);
      expect(docs.map((d) => [d.number, d.issuedOn])).toEqual([
        ['FV/2027/000001', '2027-01-01'],
        ['PAR/2027/000001', '2027-01-01'],
      ]);
    } finally {
      t.clock.set(new Date('2026-11-22T10:00:00Z'));
    }
  });

  it('stores the invoice as issued and reissues it from the stored data: number, seller, VAT lines, words', async () => {
    const [p] = await startedPayments(1, () => 'INVOICE');
    if (!p) throw new Error('no payment');
    await confirm(p);
    const [doc] = await documentsOf([p.id]);
    const data = doc?.data as unknown as PaymentDocumentData;
    const vat = Math.floor((2 * priceGrosz * 23 + 123) / 246);
    expect(data).toMatchObject({
      kind: 'INVOICE',
      number: doc?.number,
      issuedOn: '2026-11-22',
      paidOn: '2026-11-22',
      seller: { nip: '1234563218', demo: true },
      buyer: { name: 'Firma Sp. z o.o.', nip: '5260250274', address: 'ul. Prosta 1, Warszawa' },
      lines: [{ quantity: 1, vatRate: 23, vatGrosz: vat, netGrosz: priceGrosz - vat, grossGrosz: priceGrosz }],
      totals: { netGrosz: priceGrosz - vat, vatGrosz: vat, grossGrosz: priceGrosz },
      paymentMethod: 'płatność online (Paynow)',
    });
    const [mail] = await mailsTo(t.database.db, data.buyer.email);
    const attached = Buffer.from(mail?.attachments?.[0]?.base64 ?? '', 'base64');
    // The stored data are the document: a later change of the payment's record does not change it.
    await t.database.db.update(payments).set({ invoiceName: 'Inna Firma', nip: '1234563218' }).where(eq(payments.id, p.id));
    const session = await t.sessionOf(p.email, p.password);
    const download = await t.app.inject({ method: 'GET', url: `${API}/payment/document/${p.id}`, headers: authed(session) });
    expect(download.statusCode).toBe(200);
    expect(download.rawPayload.equals(attached)).toBe(true);
    const parser = new PDFParse({ data: new Uint8Array(attached) });
    const text = (await parser.getText()).text;
    await parser.destroy();
    expect(text).toContain(`Faktura nr ${doc?.number}`);
    expect(text).toContain('NIP: 1234563218');
    expect(text).toContain('NIP: 5260250274');
    expect(text).toContain('Słownie:');
    expect(text).toContain('Zapłacono:');
    expect(text).toContain('DOKUMENT DEMONSTRACYJNY');
  });
});

describe('outside demo mode without the seller configured', () => {
  it('credits the payment but issues no document (503 with a clear code) until the seller is configured, then issues it once', async () => {
    const seller = { name: 'OSK Zebra Sp. z o.o.', nip: '5260250274', addressLines: ['ul. Prosta 1', '00-001 Warszawa'], bankAccount: 'PL61 1090 1014 0000 0712 1981 2874', vat: { kind: 'EXEMPT' as const, legalBasis: 'art. 113 ust. 1 ustawy o VAT' }, demo: false };
    const bare = await createTestApp({ demo: false, paymentProvider: provider, extraDeps: { seller: null } });
    try {
      const [p] = await startedPayments(1, () => 'INVOICE', bare);
      if (!p) throw new Error('no payment');
      expect(await confirm(p, bare)).toBe(202);
      const [row] = await bare.database.db.select().from(payments).where(eq(payments.id, p.id));
      expect(row?.creditedAt).not.toBeNull();
      const [mail] = await mailsTo(bare.database.db, p.email);
      expect(mail?.attachments ?? []).toHaveLength(0);
      expect(await bare.database.db.select().from(paymentDocuments).where(eq(paymentDocuments.paymentId, p.id))).toHaveLength(0);
      const session = await bare.sessionOf(p.email, p.password);
      const refused = await bare.app.inject({ method: 'GET', url: `${API}/payment/document/${p.id}`, headers: authed(session) });
      expect(refused.statusCode).toBe(503);
      expect(refused.json().code).toBe('msg.payments.seller.not.configured');

      // The operator configures the seller (a VAT exemption) and restarts: the document is issued on request, once.
      const configured = await createTestApp({ demo: false, paymentProvider: provider, extraDeps: { seller }, sameDatabaseAs: bare });
      try {
        const session2 = await configured.sessionOf(p.email, p.password);
        const [first, second] = await Promise.all([1, 2].map(() => configured.app.inject({ method: 'GET', url: `${API}/payment/document/${p.id}`, headers: authed(session2) })));
        expect(first?.statusCode).toBe(200);
        expect(second?.rawPayload.equals(first?.rawPayload ?? Buffer.alloc(0))).toBe(true);
        const docs = await configured.database.db.select().from(paymentDocuments).where(eq(paymentDocuments.paymentId, p.id));
        expect(docs.map((d) => d.number)).toEqual(['FV/2026/000001']);
        const parser = new PDFParse({ data: new Uint8Array(first?.rawPayload ?? Buffer.alloc(0)) });
        const text = (await parser.getText()).text.replace(/\s+/g, ' ');
        await parser.destroy();
        expect(text).toContain('NIP: 5260250274');
        expect(text).toContain('zw.');
        expect(text).toContain('Zwolnienie z VAT: art. 113 ust. 1 ustawy o VAT');
        expect(text).not.toContain('DEMONSTRACYJNY');
      } finally {
        await configured.close();
      }
    } finally {
      await bare.close();
    }
  });
});
