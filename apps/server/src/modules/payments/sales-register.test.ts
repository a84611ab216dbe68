import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paymentDocuments } from '../../db/schema/index.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import type { PaymentDocumentData } from './payment-document.pdf.js';
import { amountInWords, invoiceLine, invoiceTotals } from './invoice-math.js';
import { DOMParser, type Element as XmlElement } from '@xmldom/xmldom';
import { correctedLines, correctionTotals, type CorrectionDocumentData } from './payment-corrections.js';
import { salesRegister } from './sales-register.js';
import { JPK_STYLE_NAMESPACE, salesRegisterXml } from './sales-register-jpk.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

async function issued(number: string, issuedOn: string, buyer: { name: string; nip: string | null }, grossGrosz: number, vatRate: number | null): Promise<void> {
  const [series, year, sequence] = number.split('/') as [string, string, string];
  const line = invoiceLine({ name: 'Dostęp', quantity: 1, grossGrosz, vatRate });
  const totals = invoiceTotals([line]);
  const data: PaymentDocumentData = {
    kind: series === 'FV' ? 'INVOICE' : 'RECEIPT',
    number,
    paymentId: 1,
    providerPaymentId: null,
    issuedOn,
    paidOn: issuedOn,
    issuedAt: `${issuedOn}T10:00:00.000Z`,
    seller: { name: 'OSK', nip: '5260250274', addressLines: [], bankAccount: '', demo: false },
    buyer: { ...buyer, address: null, email: 'x@example.com' },
    lines: [line],
    totals,
    vatExemption: null,
    amountInWords: amountInWords(grossGrosz),
    paymentMethod: 'płatność online (Paynow)',
  };
  await t.database.db.insert(paymentDocuments).values({ paymentId: null, series, year: Number(year), sequence: Number(sequence), number, issuedOn, issuedAt: new Date(data.issuedAt), data: { ...data } });
}

/** A correction (KOR or KPAR) of a document issued by issued(), refunding `refundGrosz` of it. */
async function corrected(number: string, of: string, issuedOn: string, refundGrosz: number): Promise<void> {
  const [original] = await t.database.db.select().from(paymentDocuments).where(eq(paymentDocuments.number, of));
  const before = original?.data as unknown as PaymentDocumentData;
  const [series, year, sequence] = number.split('/') as [string, string, string];
  const linesAfter = correctedLines(before.lines, refundGrosz);
  const data: CorrectionDocumentData = {
    kind: before.kind === 'INVOICE' ? 'INVOICE_CORRECTION' : 'RECEIPT_CORRECTION',
    number,
    paymentId: 1,
    providerPaymentId: null,
    providerRefundId: null,
    issuedOn,
    issuedAt: `${issuedOn}T11:00:00.000Z`,
    corrects: { number: of, kind: before.kind, issuedOn: before.issuedOn, paidOn: before.paidOn },
    reason: 'Zwrot',
    seller: before.seller,
    buyer: before.buyer,
    linesBefore: before.lines,
    linesAfter,
    totals: correctionTotals(before.lines, linesAfter),
    vatExemption: null,
    refundGrosz,
    amountInWords: amountInWords(refundGrosz),
    paymentMethod: 'zwrot',
  };
  await t.database.db.insert(paymentDocuments).values({ paymentId: null, series, year: Number(year), sequence: Number(sequence), number, issuedOn, issuedAt: new Date(data.issuedAt), data: { ...data } });
}

/** Grosz of a CSV amount (1472,22 or -49,00). */
function csvGrosz(value: string): number {
  const negative = value.startsWith('-');
  const [zl, gr] = value.replace('-', '').split(',');
  return (negative ? -1 : 1) * (Number(zl) * 100 + Number(gr));
}

/** Grosz of an XML amount (1472.22 or -49.00). */
function xmlGrosz(value: string | null | undefined): number {
  const text = value ?? '';
  const negative = text.startsWith('-');
  const [zl, gr] = text.replace('-', '').split('.');
  return (negative ? -1 : 1) * (Number(zl) * 100 + Number(gr));
}

describe('the monthly sales register as JPK-style XML', () => {
  it('is well-formed, lists every document of the CSV with net and VAT per rate (corrections negative), and its totals equal the CSV totals', async () => {
    await issued('FV/2027/000001', '2027-03-02', { name: 'Firma <&> "Cudzysłów" \'Apostrof\' Sp. z o.o.\u0001', nip: '1234563218' }, 4900, 23);
    await issued('PAR/2027/000001', '2027-03-03', { name: 'Ola Nowak', nip: null }, 2900, 8);
    await issued('FV/2027/000002', '2027-03-04', { name: 'Zwolniona', nip: '5260250274' }, 1000, null);
    await corrected('KOR/2027/000001', 'FV/2027/000001', '2027-03-10', 4900);
    await corrected('KPAR/2027/000001', 'PAR/2027/000001', '2027-03-11', 1001);
    const csv = await salesRegister(t.database.db, '2027-03');
    const { xml, count, totals } = await salesRegisterXml(t.database.db, '2027-03', { seller: null, createdAt: new Date('2027-04-01T08:00:00Z') });
    expect(count).toBe(5);
    expect(totals).toEqual(csv.totals);

    const errors: string[] = [];
    const doc = new DOMParser({ onError: (level, message) => void errors.push(`${level}: ${message}`) }).parseFromString(xml, 'text/xml');
    expect(errors).toEqual([]);
    const root = doc.documentElement;
    expect(root?.namespaceURI).toBe(JPK_STYLE_NAMESPACE);
    const rows = Array.from(doc.getElementsByTagName('SprzedazWiersz'));
    const text = (parent: XmlElement, name: string) => parent.getElementsByTagName(name)[0]?.textContent ?? null;
    const csvRows = csv.csv.slice(1).trim().split('\r\n').slice(1).map((l) => l.split(';'));
    expect(rows.map((r) => text(r, 'DowodSprzedazy'))).toEqual(csvRows.map((c) => c[0]));
    expect(rows.map((r) => text(r, 'NrKontrahenta'))).toEqual(['1234563218', 'brak', '5260250274', '1234563218', 'brak']);
    expect(text(rows[0] as XmlElement, 'NazwaKontrahenta')).toBe('Firma <&> "Cudzysłów" \'Apostrof\' Sp. z o.o.');
    expect(text(rows[3] as XmlElement, 'DokumentKorygowany')).toBe('FV/2027/000001');
    // The KOR undoes FV/2027/000001 at 23 %: negative K_19 and K_20; the exempt invoice is K_10.
    expect(xmlGrosz(text(rows[3] as XmlElement, 'K_19'))).toBe(-3984);
    expect(xmlGrosz(text(rows[3] as XmlElement, 'K_20'))).toBe(-916);
    expect(xmlGrosz(text(rows[2] as XmlElement, 'K_10'))).toBe(1000);
    expect(xmlGrosz(text(rows[1] as XmlElement, 'K_17')) + xmlGrosz(text(rows[1] as XmlElement, 'K_18'))).toBe(2900);

    // Totals summed from the parsed XML equal those summed from the CSV's lines.
    const sumXml = (names: string[]) => rows.reduce((s, r) => s + names.reduce((t2, n) => t2 + (text(r, n) === null ? 0 : xmlGrosz(text(r, n))), 0), 0);
    const sumCsv = (column: number) => csvRows.reduce((s, c) => s + csvGrosz(c[column] ?? ''), 0);
    expect(sumXml(['K_10', 'K_13', 'K_15', 'K_17', 'K_19'])).toBe(sumCsv(7));
    expect(sumXml(['K_16', 'K_18', 'K_20'])).toBe(sumCsv(8));
    expect(sumXml(['Brutto'])).toBe(sumCsv(9));
    const ctrl = doc.getElementsByTagName('SprzedazCtrl')[0] as XmlElement;
    expect(Number(text(ctrl, 'LiczbaWierszySprzedazy'))).toBe(csvRows.length);
    expect(xmlGrosz(text(ctrl, 'PodatekNalezny'))).toBe(sumCsv(8));
    expect(xmlGrosz(text(ctrl, 'SumaBrutto'))).toBe(sumCsv(9));
    // The taxpayer: the seller the documents were issued by, when none is configured.
    expect(text(doc.getElementsByTagName('Podmiot1')[0] as XmlElement, 'NIP')).toBe('5260250274');
    expect(csvRows[3]?.slice(-2)).toEqual(['-49,00', 'FV/2027/000001']);
  });
});

describe('the monthly sales register (CSV for the accountant)', () => {
  it("lists the month's receipts and invoices in the order of issue with net, VAT and gross, and nothing of other months", async () => {
    await issued('FV/2026/000001', '2026-10-31', { name: 'Październik Sp. z o.o.', nip: '5260250274' }, 4900, 23);
    await issued('PAR/2026/000001', '2026-11-02', { name: 'Ola Nowak', nip: null }, 4900, 23);
    await issued('FV/2026/000002', '2026-11-02', { name: 'Firma "Zebra"; Sp. z o.o.', nip: '1234563218' }, 159_000, 8);
    await issued('FV/2026/000003', '2026-11-30', { name: '=HYPERLINK("x")', nip: '5260250274' }, 1, null);
    await issued('PAR/2026/000002', '2026-12-01', { name: 'Grudzień', nip: null }, 4900, 23);
    const register = await salesRegister(t.database.db, '2026-11');
    expect(register.count).toBe(3);
    expect(register.csv.startsWith('\ufeff')).toBe(true);
    expect(register.csv.slice(1).split('\r\n')).toEqual([
      'Numer;Rodzaj;Data wystawienia;Data sprzedaży;Nabywca;NIP nabywcy;Stawka VAT;Netto;VAT;Brutto;Dokument korygowany',
      'FV/2026/000002;faktura;2026-11-02;2026-11-02;"Firma ""Zebra""; Sp. z o.o.";1234563218;8%;1472,22;117,78;1590,00;',
      'PAR/2026/000001;paragon;2026-11-02;2026-11-02;Ola Nowak;;23%;39,84;9,16;49,00;',
      `FV/2026/000003;faktura;2026-11-30;2026-11-30;"'=HYPERLINK(""x"")";5260250274;zw.;0,01;0,00;0,01;`,
      '',
    ]);
    expect(register.totals).toEqual({ netGrosz: 147_222 + 3984 + 1, vatGrosz: 11_778 + 916, grossGrosz: 159_000 + 4900 + 1 });
    expect((await salesRegister(t.database.db, '2026-12')).count).toBe(1);
    expect((await salesRegister(t.database.db, '2027-01')).csv).toBe('\ufeffNumer;Rodzaj;Data wystawienia;Data sprzedaży;Nabywca;NIP nabywcy;Stawka VAT;Netto;VAT;Brutto;Dokument korygowany\r\n');
  });

  it('refuses what is not a month', async () => {
    await expect(salesRegister(t.database.db, '2026-13')).rejects.toThrow(RangeError);
    await expect(salesRegister(t.database.db, '2026-1')).rejects.toThrow(RangeError);
  });
});
