import { and, asc, gte, lt } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { paymentDocuments } from '../../db/schema/index.js';
import type { CorrectionDocumentData } from './payment-corrections.js';
import type { PaymentDocumentData } from './payment-document.pdf.js';

/** yyyy-MM: a calendar month. */
export const MONTH = /^(\d{4})-(0[1-9]|1[0-2])$/;

const HEADER = ['Numer', 'Rodzaj', 'Data wystawienia', 'Data sprzedaży', 'Nabywca', 'NIP nabywcy', 'Stawka VAT', 'Netto', 'VAT', 'Brutto', 'Dokument korygowany'];

/** A grosz amount as the accountant's spreadsheet reads it: 1234,50 (no thousands separator). */
function amount(grosz: number): string {
  return `${grosz < 0 ? '-' : ''}${Math.floor(Math.abs(grosz) / 100)},${String(Math.abs(grosz) % 100).padStart(2, '0')}`;
}

/**
 * One CSV cell: quoted when it holds the separator, a quote or a line break; a text a spreadsheet
 * would run as a formula (=, +, -, @ first: the buyer's name is the buyer's input) gets a leading '.
 */
function cell(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[;"\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

export interface SalesRegister {
  csv: string;
  count: number;
  totals: { netGrosz: number; vatGrosz: number; grossGrosz: number };
}

/** Net and VAT at one rate (null: exempt, "zw."). */
export interface RateAmounts {
  vatRate: number | null;
  netGrosz: number;
  vatGrosz: number;
}

/** One document of the register: a receipt, an invoice, or a correction (negative amounts). */
export interface RegisterEntry {
  number: string;
  kind: 'RECEIPT' | 'INVOICE' | 'INVOICE_CORRECTION' | 'RECEIPT_CORRECTION';
  issuedOn: string;
  /** The date of sale: the payment's; a correction has its corrected document's. */
  soldOn: string;
  buyerName: string;
  buyerNip: string | null;
  /** The document a correction corrects, else null. */
  corrects: string | null;
  byRate: RateAmounts[];
  totals: { netGrosz: number; vatGrosz: number; grossGrosz: number };
  /** The seller as the document was issued. */
  seller: { name: string; nip: string };
}

export const KIND_NAMES: Record<RegisterEntry['kind'], string> = {
  RECEIPT: 'paragon',
  INVOICE: 'faktura',
  INVOICE_CORRECTION: 'faktura korygująca',
  RECEIPT_CORRECTION: 'korekta paragonu',
};

/** Net and VAT of some lines summed per rate, in the order the rates first appear. */
function perRate(lines: ReadonlyArray<{ vatRate: number | null; netGrosz: number; vatGrosz: number }>, sign = 1): RateAmounts[] {
  const out: RateAmounts[] = [];
  for (const line of lines) {
    let entry = out.find((r) => r.vatRate === line.vatRate);
    if (!entry) {
      entry = { vatRate: line.vatRate, netGrosz: 0, vatGrosz: 0 };
      out.push(entry);
    }
    entry.netGrosz += sign * line.netGrosz;
    entry.vatGrosz += sign * line.vatGrosz;
  }
  return out;
}

function isCorrection(data: PaymentDocumentData | CorrectionDocumentData): data is CorrectionDocumentData {
  return data.kind === 'INVOICE_CORRECTION' || data.kind === 'RECEIPT_CORRECTION';
}

/** A stored document as a register entry: a correction's amounts are after minus before, per rate. */
function entryOf(row: { number: string; data: unknown }): RegisterEntry {
  const stored = row.data as PaymentDocumentData | CorrectionDocumentData;
  if (isCorrection(stored)) {
    const data = stored;
    const difference = perRate(data.linesAfter);
    for (const before of perRate(data.linesBefore, -1)) {
      const same = difference.find((r) => r.vatRate === before.vatRate);
      if (same) {
        same.netGrosz += before.netGrosz;
        same.vatGrosz += before.vatGrosz;
      } else difference.push(before);
    }
    return { number: row.number, kind: data.kind, issuedOn: data.issuedOn, soldOn: data.corrects.paidOn, buyerName: data.buyer.name, buyerNip: data.buyer.nip, corrects: data.corrects.number, byRate: difference, totals: data.totals, seller: { name: data.seller.name, nip: data.seller.nip } };
  }
  const data = stored;
  return { number: row.number, kind: data.kind, issuedOn: data.issuedOn, soldOn: data.paidOn, buyerName: data.buyer.name, buyerNip: data.buyer.nip, corrects: null, byRate: perRate(data.lines), totals: data.totals, seller: { name: data.seller.name, nip: data.seller.nip } };
}

/**
 * The documents of a month (by the Warsaw date of issue) in the order of issue: receipts, invoices
 * and the corrections of refunds (KOR, KPAR) with negative amounts, from their data as issued.
 */
export async function registerEntries(db: Db, month: string): Promise<RegisterEntry[]> {
  const match = MONTH.exec(month);
  if (!match) throw new RangeError(`not a month (yyyy-MM): ${month}`);
  const year = Number(match[1]);
  const monthNumber = Number(match[2]);
  const from = `${month}-01`;
  const to = monthNumber === 12 ? `${year + 1}-01-01` : `${year}-${String(monthNumber + 1).padStart(2, '0')}-01`;
  const rows = await db
    .select({ number: paymentDocuments.number, data: paymentDocuments.data })
    .from(paymentDocuments)
    .where(and(gte(paymentDocuments.issuedOn, from), lt(paymentDocuments.issuedOn, to)))
    .orderBy(asc(paymentDocuments.issuedOn), asc(paymentDocuments.issuedAt), asc(paymentDocuments.series), asc(paymentDocuments.sequence));
  return rows.map(entryOf);
}

/** The sums of some entries. */
export function registerTotals(entries: readonly RegisterEntry[]): SalesRegister['totals'] {
  return entries.reduce((t, e) => ({ netGrosz: t.netGrosz + e.totals.netGrosz, vatGrosz: t.vatGrosz + e.totals.vatGrosz, grossGrosz: t.grossGrosz + e.totals.grossGrosz }), { netGrosz: 0, vatGrosz: 0, grossGrosz: 0 });
}

/**
 * The sales register of a month for the accountant: every receipt, invoice and correction issued in
 * it (by the Warsaw date of issue), in the order of issue, from the documents' data as issued.
 * Semicolon-separated UTF-8 with a BOM and decimal commas, as Polish spreadsheets and accounting
 * programs import it. A correction's amounts are negative and name the corrected document.
 */
export async function salesRegister(db: Db, month: string): Promise<SalesRegister> {
  const entries = await registerEntries(db, month);
  const lines = [HEADER.join(';')];
  for (const e of entries) {
    const rates = e.byRate.map((r) => (r.vatRate === null ? 'zw.' : `${r.vatRate}%`)).join(' ');
    lines.push(
      // Amounts are ours (a negative one is a number, not a formula): only the texts pass through cell().
      [...[e.number, KIND_NAMES[e.kind], e.issuedOn, e.soldOn, e.buyerName, e.buyerNip ?? '', rates].map(cell), amount(e.totals.netGrosz), amount(e.totals.vatGrosz), amount(e.totals.grossGrosz), cell(e.corrects ?? '')].join(';'),
    );
  }
  return { csv: `\ufeff${lines.join('\r\n')}\r\n`, count: entries.length, totals: registerTotals(entries) };
}

/** The summary line the operator command prints. */
export function describeSalesRegister(month: string, register: SalesRegister, file: string | null): string {
  const sums = `netto ${amount(register.totals.netGrosz)}, VAT ${amount(register.totals.vatGrosz)}, brutto ${amount(register.totals.grossGrosz)} PLN`;
  return `Rejestr sprzedaży ${month}: dokumentów ${register.count}; ${sums}${file ? `; zapisano w ${file}` : ''}`;
}
